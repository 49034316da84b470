import fp from 'fastify-plugin';
import { MaintenanceTracker, type MaintenanceTrackerOptions } from '../../modules/maintenance';

declare module 'fastify' {
  interface FastifyInstance {
    /** Vehicles' odometers and engine hours, and their programmes' due points (see MaintenanceTracker). */
    maintenance: MaintenanceTracker;
  }
}

export type MaintenancePluginOptions = MaintenanceTrackerOptions;

export default fp<MaintenancePluginOptions>(
  async function maintenancePlugin(app, options) {
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
  },
  { name: 'maintenance', dependencies: ['db', 'live', 'ingestion', 'events'] },
);
