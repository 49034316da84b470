// `npm run restore -- FILE`: restores a backup made by GET /api/dashboard/system/backup (a .tar.gz of the embedded
// database and the uploads) into DATA_DIR, with the server stopped. Refuses a DATA_DIR that holds anything.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, rmdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract, list } from 'tar';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
// npm runs scripts from the repository root; paths the user typed are relative to where they typed them.
const base = process.env.INIT_CWD ?? process.cwd();

function fail(message) {
  console.error(message);
  process.exit(1);
}

const [file] = process.argv.slice(2);
if (!file)
  fail('Usage: npm run restore -- BACKUP.tar.gz   (DATA_DIR names the data directory, default ./data)');
const archive = resolve(base, file);
if (!existsSync(archive)) fail(`No such file: ${archive}`);
if (process.env.DATABASE_URL) {
  fail('DATABASE_URL is set: this restores the embedded database only. Restore PostgreSQL with pg_restore.');
}
const dataDir = process.env.DATA_DIR ? resolve(base, process.env.DATA_DIR) : join(repoRoot, 'data');
if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
  fail(`${dataDir} is not empty: restore into an empty or new DATA_DIR (move the current one away first).`);
}

const entries = new Set();
try {
  await list({ file: archive, onReadEntry: (entry) => entries.add(entry.path.replace(/\/$/, '')) });
} catch (error) {
  fail(`${archive} is not a readable .tar.gz: ${error.message}`);
}
if (!entries.has('db/PG_VERSION'))
  fail(`${archive} holds no embedded database (no db/PG_VERSION): not a Fleet backup.`);

// Unpacked beside its final place and renamed into it: an interrupted restore leaves no half-restored DATA_DIR.
const building = `${dataDir}.restoring`;
rmSync(building, { recursive: true, force: true });
mkdirSync(building, { recursive: true });
await extract({ file: archive, cwd: building, strict: true, preservePaths: false });
if (existsSync(dataDir)) rmdirSync(dataDir);
renameSync(building, dataDir);
console.warn(`Restored ${archive} into ${dataDir}. Start the server with DATA_DIR=${dataDir}.`);
