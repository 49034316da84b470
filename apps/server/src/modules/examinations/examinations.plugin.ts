import fp from 'fastify-plugin';
import driverExaminationsRoutes from './driver-examinations.routes';
import examinationsRoutes from './examinations.routes';

/** Inspections: the dashboard's routes and the driver app's. */
export default fp(
  async function examinationsModule(app) {
    await app.register(examinationsRoutes, { storage: app.mediaStorage, prefix: '/api' });
    await app.register(driverExaminationsRoutes, { storage: app.mediaStorage, prefix: '/api' });
  },
  { name: 'examinations', dependencies: ['db', 'live', 'events', 'access-guard', 'audit', 'media'] },
);
