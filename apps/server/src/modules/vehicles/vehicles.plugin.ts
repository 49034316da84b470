import fp from 'fastify-plugin';
import vehiclesRoutes from './vehicles.routes';

/** Vehicles: the fleet's list, pages, pictures, imports and exports. */
export default fp(
  async function vehiclesModule(app) {
    await app.register(vehiclesRoutes, { storage: app.mediaStorage, prefix: '/api' });
  },
  { name: 'vehicles', dependencies: ['db', 'live', 'access-guard', 'audit', 'media'] },
);
