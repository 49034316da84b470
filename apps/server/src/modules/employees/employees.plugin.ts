import fp from 'fastify-plugin';
import employeesRoutes from './employees.routes';

/** The dashboard's users. */
export default fp(
  async function employeesModule(app) {
    await app.register(employeesRoutes, { storage: app.mediaStorage, prefix: '/api' });
  },
  { name: 'employees', dependencies: ['db', 'access-guard', 'audit', 'media', 'roles'] },
);
