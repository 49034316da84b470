import fp from 'fastify-plugin';
import { auditContext, deleteAuditOlderThan } from '../../modules/audit';

const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The audit log's request context (who, address, browser for `audit()` calls made while serving a request)
 * and its retention (AUDIT_RETENTION_DAYS; 0 keeps everything).
 */
export default fp(
  async function auditPlugin(app) {
    app.addHook('onRequest', (request, _reply, done) => auditContext(request, done));

    const days = app.config.auditRetentionDays;
    if (days <= 0) return;
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
  },
  { name: 'audit', dependencies: ['db'] },
);
