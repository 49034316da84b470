import fp from 'fastify-plugin';
import { DriverKeyTracker } from '../../modules/drivers/driver-key-tracker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Follows drivers' keys in committed positions (see DriverKeyTracker). */
    driverKeys: DriverKeyTracker;
  }
}

export default fp(
  async function driverKeysPlugin(app) {
    const tracker = new DriverKeyTracker(app.db, app.events, app.log.child({ module: 'driver-keys' }));
    await tracker.start();
    const stopListening = app.positionWriter.onCommitted((batch) => tracker.onCommitted(batch));
    app.decorate('driverKeys', tracker);
    app.addHook('onClose', async () => {
      stopListening();
      await tracker.stop();
    });
  },
  { name: 'driver-keys', dependencies: ['db', 'ingestion', 'events'] },
);
