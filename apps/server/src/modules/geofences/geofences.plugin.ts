import fp from 'fastify-plugin';
import geofencesRoutes from './geofences.routes';

/** Geofences (the event engine reads them through GeofencesRepo). */
export default fp(
  async function geofencesModule(app) {
    await app.register(geofencesRoutes, { prefix: '/api' });
  },
  { name: 'geofences', dependencies: ['db', 'live', 'access-guard', 'audit'] },
);
