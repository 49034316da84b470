import type { FastifyInstance } from 'fastify';
import { and, lt, sql, type SQL } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { media } from '../../db/schema';
import type { MediaStorage } from './media-storage';

/** An upload no record points to after this long was abandoned (a form left without saving). */
export const ABANDONED_MEDIA_GRACE_MS = 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Every column that references media, read from the database's foreign keys: a module that adds one
 * (vehicle images, employee photos, driver documents, …) is protected without touching this file.
 */
async function referencingColumns(
  db: Database,
): Promise<{ schema: string; table: string; column: string }[]> {
  const result = await db.execute(sql`
    select n.nspname as "schema", t.relname as "table", a.attname as "column"
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_namespace n on n.oid = t.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'media'::regclass`);
  // Both drivers (node-postgres and PGlite) answer `{ rows }`.
  return rowsOf<{ schema: string; table: string; column: string }>(result);
}

/** Deletes uploads older than `olderThan` that no record references; returns their file paths. */
export async function deleteAbandonedMedia(db: Database, olderThan: Date): Promise<string[]> {
  const columns = await referencingColumns(db);
  // Qualified by hand: the referencing table may have an `id` column of its own.
  const unreferenced: SQL[] = columns.map(
    ({ schema, table, column }) =>
      sql`not exists (select 1 from ${sql.identifier(schema)}.${sql.identifier(table)} as ref where ref.${sql.identifier(column)} = "media"."id")`,
  );
  const rows = await db
    .delete(media)
    .where(and(lt(media.createdAt, olderThan), ...unreferenced))
    .returning({ path: media.path });
  return rows.map((row) => row.path);
}

/** The periodic job: rows in one statement, then their files. Returns how many uploads went. */
export async function purgeAbandonedMedia(
  db: Database,
  storage: MediaStorage,
  now = Date.now(),
): Promise<number> {
  const paths = await deleteAbandonedMedia(db, new Date(now - ABANDONED_MEDIA_GRACE_MS));
  await storage.remove(paths);
  return paths.length;
}

/** Runs `purgeAbandonedMedia` once at start and then every hour. */
export function scheduleAbandonedMediaPurge(app: FastifyInstance, storage: MediaStorage): void {
  const purge = async () => {
    try {
      const purged = await purgeAbandonedMedia(app.db, storage);
      if (purged > 0) app.log.info({ files: purged }, 'abandoned uploads deleted');
    } catch (error) {
      app.log.warn({ err: error }, 'abandoned upload purge failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void purge();
    timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
