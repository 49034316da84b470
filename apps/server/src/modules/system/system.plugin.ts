import fp from 'fastify-plugin';
import backupRoutes from './backup.routes';
import systemRoutes from './system.routes';

/** The instance's health, readiness and version, and the backup download. */
export default fp(
  async function systemModule(app) {
    await app.register(systemRoutes, { prefix: '/api' });
    await app.register(backupRoutes, { prefix: '/api' });
  },
  { name: 'system', dependencies: ['db', 'live', 'lifecycle', 'mailer', 'access-guard', 'notifications'] },
);
