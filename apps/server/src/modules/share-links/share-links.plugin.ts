import fp from 'fastify-plugin';
import shareLinksRoutes from './share-links.routes';

/** Share links: a vehicle's or an itinerary's live position for someone without an account. */
export default fp(
  async function shareLinksModule(app) {
    await app.register(shareLinksRoutes, { prefix: '/api' });
  },
  { name: 'share-links', dependencies: ['db', 'live', 'access-guard', 'audit', 'trips'] },
);
