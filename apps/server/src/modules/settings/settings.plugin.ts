import fp from 'fastify-plugin';
import { EventSettingsStore } from './event-settings';
import settingsRoutes from './settings.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The fleet's event thresholds (docs/api.md#events), kept in memory. */
    eventSettings: EventSettingsStore;
  }
}

/** The fleet's settings: the event thresholds, loaded and kept current from the hub, and their routes. */
export default fp(
  async function settingsModule(app) {
    const settings = new EventSettingsStore(app.db, app.hub);
    await settings.load();
    app.decorate('eventSettings', settings);
    await app.register(settingsRoutes, { prefix: '/api' });
  },
  { name: 'settings', dependencies: ['db', 'live', 'access-guard', 'audit'] },
);
