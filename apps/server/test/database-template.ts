import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../src/db/client';
import { openPglite } from '../src/db/pglite';

/**
 * An embedded database on disk with every migration applied, made once per test run, which the servers that tests
 * start in child processes (Vitest's crash tests, the browser tests' live servers) copy into their data directory
 * instead of each making a new cluster: a fresh start costs about twice the CPU of a start on an existing
 * database. The server still runs its migrations (none pending) and seeds its demo on that copy.
 *
 * Built beside its final place and renamed into it, so runs side by side (the browser shards) never copy a
 * half-made one.
 */
export async function buildDatabaseTemplate(target: string): Promise<string> {
  if (existsSync(path.join(target, 'PG_VERSION'))) return target;
  const building = `${target}.${process.pid}.building`;
  rmSync(building, { recursive: true, force: true });
  const client = await openPglite(building, true);
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  await client.close();
  try {
    renameSync(building, target);
  } catch (error) {
    // Another process finished first: its copy is as good.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(path.join(target, 'PG_VERSION'))) throw error;
  }
  return target;
}

/**
 * Gives a server's data directory (DATA_DIR) the template's database, unless it already has one (a restart on the
 * same directory).
 */
export function copyDatabaseTemplate(template: string, dataDir: string): void {
  const database = path.join(dataDir, 'db');
  if (existsSync(database)) return;
  mkdirSync(dataDir, { recursive: true });
  cpSync(template, database, { recursive: true });
}
