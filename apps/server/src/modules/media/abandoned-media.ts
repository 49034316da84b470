import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { MediaStorage } from './media-storage';
import { MediaRepo } from './media.repo';

/** An upload no record points to after this long was abandoned (a form left without saving). */
export const ABANDONED_MEDIA_GRACE_MS = 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** The periodic job: rows in one statement, then their files. Returns how many uploads went. */
export async function purgeAbandonedMedia(
  db: Database,
  storage: MediaStorage,
  now = Date.now(),
): Promise<number> {
  const paths = await new MediaRepo(db).deleteUnreferenced(new Date(now - ABANDONED_MEDIA_GRACE_MS));
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
