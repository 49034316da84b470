import fp from 'fastify-plugin';
import { DocumentExpiryTimer, EventBus, EventEngine, type EventEngineOptions } from '../../modules/events';
import { EventSettingsStore } from '../../modules/settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** The fleet's event thresholds (docs/api.md#events), kept in memory. */
    eventSettings: EventSettingsStore;
    /** The one insert path of events (see EventBus). */
    events: EventBus;
    /** Derives events from committed positions and the clock (see EventEngine). */
    eventEngine: EventEngine;
    /** Raises document expiry events (hourly, and on demand in tests). */
    documentExpiry: DocumentExpiryTimer;
  }
}

export type EventsPluginOptions = EventEngineOptions;

export default fp<EventsPluginOptions>(
  async function eventsPlugin(app, options) {
    const settings = new EventSettingsStore(app.db, app.hub);
    await settings.load();
    const bus = new EventBus(app.db, app.hub, app.log);
    app.decorate('eventSettings', settings);
    app.decorate('events', bus);
    const engine = new EventEngine(app.db, bus, settings, app.hub, app.log, options);
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
  },
  { name: 'events', dependencies: ['db', 'live', 'ingestion'] },
);
