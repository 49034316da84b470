import fp from 'fastify-plugin';
import fuelRoutes from './fuel.routes';

/** Fuel cards (docs/api.md#sensors): the transactions' CRUD and import, each matched to a detected refuel on read. */
export default fp(
  async function fuelModule(app) {
    await app.register(fuelRoutes, { prefix: '/api' });
  },
  { name: 'fuel', dependencies: ['db', 'access-guard', 'audit'] },
);
