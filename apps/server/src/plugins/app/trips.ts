import fp from 'fastify-plugin';
import { seedDemoTrips } from '../../demo';
import { TripTracker, TripsRepo } from '../../modules/trips';

declare module 'fastify' {
  interface FastifyInstance {
    /** Derives itinerary statuses from committed positions and the clock (see trip-status.ts). */
    tripTracker: TripTracker;
  }
}

export interface TripsPluginOptions {
  /** Tests: a shorter clock tick. */
  tickMs?: number;
}

export default fp<TripsPluginOptions>(
  async function tripsPlugin(app, options) {
    // Only with the simulator: without vehicles that move, the demo would show every trip late.
    if (app.config.demo && app.config.simulator) {
      const seeded = await seedDemoTrips(app.db, app.positionWriter, app.config.timezone);
      if (seeded > 0) app.log.info({ trips: seeded }, 'demo itineraries for today seeded');
    }
    const tracker = new TripTracker(
      new TripsRepo(app.db),
      app.config.timezone,
      app.hub,
      app.vehiclesOnTrips,
      (ids) => void app.liveState.reload(ids),
      app.log,
      { tickMs: options.tickMs, events: app.events },
    );
    await tracker.start();
    const stopListening = app.positionWriter.onCommitted((batch) => tracker.onCommitted(batch));
    app.decorate('tripTracker', tracker);
    app.addHook('onClose', async () => {
      stopListening();
      tracker.stop();
      await tracker.settled();
    });
  },
  { name: 'trips', dependencies: ['db', 'ingestion', 'live', 'events'] },
);
