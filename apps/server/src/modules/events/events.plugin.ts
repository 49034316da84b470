import fp from 'fastify-plugin';
import { DocumentExpiryTimer } from './document-expiry';
import { EventBus } from './event-bus';
import { EventEngine, type EventEngineOptions } from './event-engine';
import eventsRoutes from './events.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one insert path of events (see EventBus). */
    events: EventBus;
    /** Derives events from committed positions and the clock (see EventEngine). */
    eventEngine: EventEngine;
    /** Raises document expiry events (hourly, and on demand in tests). */
    documentExpiry: DocumentExpiryTimer;
  }
}

export type EventsModuleOptions = EventEngineOptions;

/** Events: the bus every module raises through, the engine fed by committed positions, document expiry, routes. */
export default fp<EventsModuleOptions>(
  async function eventsModule(app, options) {
    const settings = app.eventSettings;
    const bus = new EventBus(app.db, app.hub, app.notifications.fanOut, app.log);
    app.decorate('events', bus);
    const engine = new EventEngine(app.db, bus, settings, app.hub, app.log, {
      sensors: app.sensors,
      ...options,
    });
    const stopListening = app.config.eventEngine
      ? app.positionWriter.onCommitted((batch) => engine.onCommitted(batch))
      : () => {};
    await engine.start();
    app.decorate('eventEngine', engine);
    app.metrics.gauge(
      'fleet_event_engine_lag_seconds',
      'Age of the oldest committed position the event engine has not processed yet',
      () => engine.lagMs / 1000,
    );
    const documents = new DocumentExpiryTimer(app.db, bus, settings, app.config.timezone, app.log);
    app.decorate('documentExpiry', documents);
    documents.start();
    app.addHook('onClose', async () => {
      stopListening();
      documents.stop();
      await engine.stop();
    });
    await app.register(eventsRoutes, { prefix: '/api' });
  },
  {
    name: 'events',
    dependencies: [
      'db',
      'live',
      'ingestion',
      'metrics',
      'settings',
      'access-guard',
      'sensors',
      'notifications',
    ],
  },
);
