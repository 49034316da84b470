import fp from 'fastify-plugin';
import { MaintenanceTracker, type MaintenanceTrackerOptions } from './maintenance-tracker';
import maintenanceRoutes from './maintenance.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Vehicles' odometers and engine hours, and their programmes' due points (see MaintenanceTracker). */
    maintenance: MaintenanceTracker;
  }
}

export type MaintenanceModuleOptions = MaintenanceTrackerOptions;

/** Maintenance: programmes, work orders, and the tracker of meters and due points fed by committed positions. */
export default fp<MaintenanceModuleOptions>(
  async function maintenanceModule(app, options) {
    const tracker = new MaintenanceTracker(
      app.db,
      app.events,
      app.hub,
      app.config.timezone,
      app.log,
      options,
    );
    const stopListening = app.positionWriter.onCommitted((batch) => tracker.onCommitted(batch));
    await tracker.start();
    app.decorate('maintenance', tracker);
    app.addHook('onClose', async () => {
      stopListening();
      await tracker.stop();
    });
    await app.register(maintenanceRoutes, { storage: app.mediaStorage, prefix: '/api' });
  },
  {
    name: 'maintenance',
    dependencies: ['db', 'live', 'ingestion', 'events', 'access-guard', 'audit', 'media'],
  },
);
