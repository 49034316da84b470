import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, rmdirSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DURABLE_START_PARAMS, DurableNodeFS, syncPath, syncTree } from './durable-fs';

/**
 * The embedded engine. Durable (the default on disk): PostgreSQL runs with fsync on and its flushes reach
 * the disk (see `DurableNodeFS`), so a commit returns only once its WAL is on stable storage. Not durable:
 * PGlite's own defaults (fsync off), kept for measuring what durability costs.
 */
export async function openPglite(
  dataDir: string | null,
  durable: boolean,
  fsFor: (dir: string) => DurableNodeFS = (dir) => new DurableNodeFS(dir),
  template?: Blob,
): Promise<PGlite> {
  // pg_trgm backs the vehicle search index (PostgreSQL ships it; PGlite loads it here).
  const extensions = { pg_trgm };
  if (!dataDir) return PGlite.create('memory://', { extensions, loadDataDir: template });
  if (!durable) {
    mkdirSync(dataDir, { recursive: true });
    return PGlite.create({ dataDir, fs: fsFor(dataDir), extensions });
  }
  const open = (dir: string) =>
    PGlite.create({ dataDir: dir, fs: fsFor(dir), startParams: DURABLE_START_PARAMS, extensions });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initDurably(dataDir, open);
  const client = await open(dataDir);
  // Files an earlier run wrote with fsync off (an older version, or a crash before its flushes) are
  // flushed before anything new is acknowledged; flushing a clean file costs little.
  syncTree(dataDir);
  return client;
}

/**
 * Copies the data directory into `target` while no statement runs and no transaction is open (see
 * `DatabaseHandle.snapshot`).
 */
export async function snapshotPglite(client: PGlite, dataDir: string, target: string): Promise<void> {
  await client._runExclusiveTransaction(() =>
    client.runExclusive(() => cp(dataDir, target, { recursive: true, errorOnExist: true })),
  );
}

/**
 * A new database is made beside its final place, flushed, then renamed into place: a power cut during
 * initdb (which writes without flushing) leaves no half-made database that would fail to open later.
 */
async function initDurably(dataDir: string, open: (dir: string) => Promise<PGlite>): Promise<void> {
  if (existsSync(dataDir)) {
    if (readdirSync(dataDir).length > 0) {
      throw new Error(`${dataDir} is not empty and holds no database (no PG_VERSION); move it away first`);
    }
    rmdirSync(dataDir);
  }
  const building = `${dataDir}.init`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(path.dirname(dataDir), { recursive: true });
  await (await open(building)).close();
  syncTree(building);
  renameSync(building, dataDir);
  syncPath(path.dirname(dataDir), true);
}
