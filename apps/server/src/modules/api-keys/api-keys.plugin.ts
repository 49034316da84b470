import { API_KEY_PREFIX } from '@fleet/shared/schemas/api-keys';
import fp from 'fastify-plugin';
import { ApiKeysRepo } from './api-keys.repo';
import apiKeysRoutes from './api-keys.routes';

/**
 * Integrations' API keys: their routes, and how a key (`fk_…`) becomes a session of its creator, registered with
 * the access guard (revoking a key clears every instance's remembered sessions).
 */
export default fp(
  async function apiKeysModule(app) {
    const keys = new ApiKeysRepo(app.db);
    app.sessions.register({
      prefix: API_KEY_PREFIX,
      findSession: (tokenHash) => keys.findSession(tokenHash),
      touch: async (session) => {
        if (session.apiKey) await keys.touch(session.apiKey.id);
      },
    });
    await app.register(apiKeysRoutes, { prefix: '/api' });
  },
  { name: 'api-keys', dependencies: ['db', 'access-guard', 'audit'] },
);
