import fp from 'fastify-plugin';
import { auditContext } from './audit';
import { deleteAuditOlderThan } from './audit.repo';
import auditRoutes from './audit.routes';

const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The audit log: its request context (who, address, browser for `audit()` calls made while serving a request),
 * its retention (AUDIT_RETENTION_DAYS; 0 keeps everything) and its routes. Every module that audits depends on it:
 * the context hook must exist before their routes do.
 */
export default fp(
  async function auditModule(app) {
    app.addHook('onRequest', (request, _reply, done) => auditContext(request, done));

    const days = app.config.auditRetentionDays;
    if (days > 0) {
      const purge = () =>
        deleteAuditOlderThan(app.db, new Date(Date.now() - days * RETENTION_INTERVAL_MS))
          .then((count) => {
            if (count > 0) app.log.info({ count }, 'expired audit rows deleted');
          })
          .catch((error: unknown) => app.log.warn({ err: error }, 'audit retention failed'));
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        void purge();
        timer = setInterval(purge, RETENTION_INTERVAL_MS);
        timer.unref();
      });
      app.addHook('onClose', async () => clearInterval(timer));
    }

    await app.register(auditRoutes, { prefix: '/api' });
  },
  { name: 'audit', dependencies: ['db', 'access-guard'] },
);
