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
    // Live vehicles carry their sensors' values: calibrated from the readings the hub brings with each fix, and
    // derived again (their readings re-read) once a vehicle's sensors changed.
    app.liveState.useSensors(cache);
    const stop = cache.onChanged((vehicleIds) => void app.liveState.sensorsChanged(vehicleIds));
    app.addHook('onClose', async () => {
      stop();
    });
    await app.register(sensorsRoutes, { cache, prefix: '/api' });
  },
  { name: 'sensors', dependencies: ['db', 'live', 'access-guard', 'audit'] },
);
