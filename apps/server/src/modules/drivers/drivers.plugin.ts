import fp from 'fastify-plugin';
import currentDriverRoutes from './current-driver.routes';
import { DriverKeyTracker, type DriverKeyTrackerOptions } from './driver-key-tracker';
import driversRoutes from './drivers.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Follows drivers' keys in committed positions (see DriverKeyTracker). */
    driverKeys: DriverKeyTracker;
  }
}

export type DriversModuleOptions = DriverKeyTrackerOptions;

/** Drivers: their records, the driver keys read in committed positions, and the vehicle's current driver. */
export default fp<DriversModuleOptions>(
  async function driversModule(app, options) {
    const tracker = new DriverKeyTracker(
      app.db,
      app.events,
      app.log.child({ module: 'driver-keys' }),
      options,
    );
    const stopListening = app.positionWriter.onCommitted((batch) => tracker.onCommitted(batch));
    await tracker.start();
    app.decorate('driverKeys', tracker);
    app.addHook('onClose', async () => {
      stopListening();
      await tracker.stop();
    });
    await app.register(driversRoutes, { storage: app.mediaStorage, prefix: '/api' });
    await app.register(currentDriverRoutes, { prefix: '/api' });
  },
  { name: 'drivers', dependencies: ['db', 'live', 'ingestion', 'events', 'access-guard', 'audit', 'media'] },
);
