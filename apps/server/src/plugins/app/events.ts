import fp from 'fastify-plugin';
import { EventBus } from '../../modules/events/event-bus';
import { EventSettingsStore } from '../../modules/settings/event-settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** The fleet's event thresholds (API.md "Events"), kept in memory. */
    eventSettings: EventSettingsStore;
    /** The one insert path of events (see EventBus). */
    events: EventBus;
  }
}

export default fp(
  async function eventsPlugin(app) {
    const settings = new EventSettingsStore(app.db, app.hub);
    await settings.load();
    app.decorate('eventSettings', settings);
    app.decorate('events', new EventBus(app.db, app.hub, app.log));
  },
  { name: 'events', dependencies: ['db', 'live'] },
);
