import fp from 'fastify-plugin';
import { TripTracker } from './trip-tracker';
import { TripsRepo } from './trips.repo';
import tripsRoutes from './trips.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Derives itinerary statuses from committed positions and the clock (see trip-status.ts). */
    tripTracker: TripTracker;
  }
}

export interface TripsModuleOptions {
  /** Tests: a shorter clock tick. */
  tickMs?: number;
}

/**
 * Itineraries: their routes and the tracker of their statuses. The tracker keeps the live state's vehicles on an
 * itinerary (shown `busy`) through `app.liveState`.
 */
export default fp<TripsModuleOptions>(
  async function tripsModule(app, options) {
    const tracker = new TripTracker(
      new TripsRepo(app.db),
      app.config.timezone,
      app.hub,
      app.liveState.vehiclesOnTrips,
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
    await app.register(tripsRoutes, { prefix: '/api' });
  },
  { name: 'trips', dependencies: ['db', 'ingestion', 'live', 'events', 'access-guard', 'audit'] },
);
