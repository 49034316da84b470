import fp from 'fastify-plugin';
import devicesRoutes from './devices.routes';

/** Devices waiting to be added (ids no vehicle has) and the listeners' ports for the "Connect a device" help. */
export default fp(
  async function devicesModule(app) {
    await app.register(devicesRoutes, { prefix: '/api' });
  },
  { name: 'devices', dependencies: ['db', 'access-guard', 'device-listeners'] },
);
