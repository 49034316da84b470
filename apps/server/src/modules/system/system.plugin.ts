import fp from 'fastify-plugin';
import backupRoutes from './backup.routes';
import demoHistoryRoutes from './demo-history.routes';
import systemRoutes from './system.routes';

/** The instance's health, readiness and version, the backup download and the demo history's progress. */
export default fp(
  async function systemModule(app) {
    await app.register(systemRoutes, { prefix: '/api' });
    await app.register(backupRoutes, { prefix: '/api' });
    await app.register(demoHistoryRoutes, { prefix: '/api' });
  },
  { name: 'system', dependencies: ['db', 'live', 'lifecycle', 'mailer', 'access-guard', 'notifications'] },
);
