import fp from 'fastify-plugin';
import rolesRoutes from './roles.routes';

/** Roles and their permissions. */
export default fp(
  async function rolesModule(app) {
    await app.register(rolesRoutes, { prefix: '/api' });
  },
  { name: 'roles', dependencies: ['db', 'access-guard', 'audit'] },
);
