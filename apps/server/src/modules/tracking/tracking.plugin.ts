import fp from 'fastify-plugin';
import liveRoutes, { type LiveRoutesOptions } from './live.routes';
import positionsRoutes from './positions.routes';

export type TrackingModuleOptions = LiveRoutesOptions;

/** Live tracking (the stream of the fleet's positions and events) and the positions' history. */
export default fp<TrackingModuleOptions>(
  async function trackingModule(app, options) {
    await app.register(positionsRoutes, { prefix: '/api' });
    await app.register(liveRoutes, {
      ...options,
      stream: { clusterZoom: app.config.clusterZoom, ...options.stream },
      prefix: '/api',
    });
  },
  { name: 'tracking', dependencies: ['db', 'live', 'access-guard', 'notifications', 'sensors'] },
);
