import fp from 'fastify-plugin';
import { DriverKeyTracker, type DriverKeyTrackerOptions } from '../../modules/drivers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Follows drivers' keys in committed positions (see DriverKeyTracker). */
    driverKeys: DriverKeyTracker;
  }
}

export type DriverKeysPluginOptions = DriverKeyTrackerOptions;

export default fp<DriverKeysPluginOptions>(
  async function driverKeysPlugin(app, options) {
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
  },
  { name: 'driver-keys', dependencies: ['db', 'ingestion', 'events'] },
);
