import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { create } from 'tar';
import { StateConflictError } from '../../lib/errors';

/** What a backup holds besides the database, relative to DATA_DIR. */
const DATA_ENTRIES = ['uploads', 'app-secret'];
const WORK_PREFIX = '.backup-';

/**
 * `GET /api/dashboard/system/backup`: a `.tar.gz` of the embedded database (copied in one instant while the
 * server runs: writers wait for the copy, not for the download) and the uploads, streamed. The copy is made
 * beside the database (same disk) and removed when the answer ends. With PostgreSQL: 409, use pg_dump.
 */
const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  const dataDir = app.config.dataDir;
  // Copies left by a backup the process did not live to finish.
  if (app.database.snapshot && existsSync(dataDir)) {
    for (const entry of await readdir(dataDir)) {
      if (entry.startsWith(WORK_PREFIX))
        await rm(path.join(dataDir, entry), { recursive: true, force: true });
    }
  }

  app.get(
    '/dashboard/system/backup',
    {
      config: { permission: 'update_settings' },
      schema: {
        tags: ['system'],
        summary:
          'A consistent .tar.gz of the embedded database and the uploads (409 on PostgreSQL: use pg_dump)',
      },
    },
    async (request, reply) => {
      const snapshot = app.database.snapshot;
      if (!snapshot) throw new StateConflictError('errors.backup_postgres');
      const work = await mkdtemp(path.join(dataDir, WORK_PREFIX));
      const cleanup = () => void rm(work, { recursive: true, force: true });
      const entries = ['db'];
      try {
        const started = Date.now();
        await snapshot(path.join(work, 'db'));
        request.log.info({ ms: Date.now() - started }, 'backup: database copied');
        for (const entry of DATA_ENTRIES) {
          if (!existsSync(path.join(dataDir, entry))) continue;
          await symlink(path.join(dataDir, entry), path.join(work, entry));
          entries.push(entry);
        }
      } catch (error) {
        cleanup();
        throw error;
      }
      const archive = create(
        {
          gzip: true,
          cwd: work,
          follow: true,
          portable: true,
          // An upload being written (renamed into place once complete) is not a file yet.
          filter: (entry) => !path.basename(entry).startsWith('.upload-'),
        },
        entries,
      );
      archive.on('error', (error: unknown) => request.log.error({ err: error }, 'backup archive failed'));
      reply.raw.once('close', cleanup);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="fleet-backup-${stamp}.tar.gz"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );
};

export default backupRoutes;
