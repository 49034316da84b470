import fp from 'fastify-plugin';
import { SensorCache } from './sensor-cache';
import sensorsRoutes from './sensors.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every vehicle's sensors, kept current across instances (docs/api.md#sensors). */
    sensors: SensorCache;
  }
}

/** Vehicle sensors (fuel, temperature): their CRUD and the cache positions and events calibrate with. */
export default fp(
  async function sensorsModule(app) {
    const cache = new SensorCache(app.db, app.hub, app.log.child({ module: 'sensors' }));
    await cache.load();
    app.decorate('sensors', cache);
    await app.register(sensorsRoutes, { cache, prefix: '/api' });
  },
  { name: 'sensors', dependencies: ['db', 'live', 'access-guard', 'audit'] },
);
