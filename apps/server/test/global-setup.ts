import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR } from '../src/db/client';
import { openPglite } from '../src/db/pglite';
import { buildDatabaseTemplate } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an embedded database with every migration applied (see `forEachDatabase`). */
    pgliteTemplate: string;
    /** An embedded database on disk with every migration applied, for child servers (`startChildServer`). */
    pgliteDataDirTemplate: string;
  }
}

/**
 * Migrates one in-memory embedded database for the whole run and dumps it: each test app on the embedded engine
 * starts from that dump instead of a new cluster (seconds of CPU each, hundreds of apps). The app still runs its
 * migrations on open (none pending), so a test of a migration itself is unaffected.
 */
export default async function setup(project: TestProject) {
  const client = await openPglite(null, false);
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(tmpdir(), `fleet-pglite-template-${process.pid}-${Date.now()}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  const dataDirTemplate = await buildDatabaseTemplate(
    path.join(tmpdir(), `fleet-pglite-data-dir-${process.pid}-${Date.now()}`),
  );
  project.provide('pgliteDataDirTemplate', dataDirTemplate);
  return () => {
    rmSync(file, { force: true });
    rmSync(dataDirTemplate, { recursive: true, force: true });
  };
}
