import fp from 'fastify-plugin';
import { AuthRepo } from './auth.repo';
import authRoutes, { type AuthRoutesOptions } from './auth.routes';
import passwordResetRoutes from './password-reset.routes';
import profileRoutes from './profile.routes';

export type AuthModuleOptions = AuthRoutesOptions;

const PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Sign-in, the profile and password resets. The module registers how its tokens become sessions (people's
 * sign-in tokens, and the driver app's) with the access guard, and purges expired tokens.
 */
export default fp<AuthModuleOptions>(
  async function authModule(app, options) {
    const repo = new AuthRepo(app.db);
    app.sessions.register({
      findSession: (tokenHash) => repo.findSession(tokenHash),
      touch: (session) => repo.touchToken(session.tokenId),
    });
    app.sessions.registerDriver({
      findDriverSession: (tokenHash) => repo.findDriverSession(tokenHash),
      touch: (session) => repo.touchDriverToken(session.tokenId),
    });

    // Expired tokens are refused anyway; this only keeps the tables small.
    const purge = () =>
      repo
        .deleteExpiredTokens()
        .catch((error: unknown) => app.log.warn({ err: error }, 'token purge failed'));
    let purgeTimer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void purge();
      purgeTimer = setInterval(purge, PURGE_INTERVAL_MS);
      purgeTimer.unref();
    });
    app.addHook('onClose', async () => clearInterval(purgeTimer));

    await app.register(authRoutes, { ...options, prefix: '/api' });
    await app.register(profileRoutes, { storage: app.mediaStorage, prefix: '/api' });
    await app.register(passwordResetRoutes, { prefix: '/api' });
  },
  {
    name: 'auth',
    dependencies: ['db', 'access-guard', 'api-key-rate-limit', 'audit', 'media', 'mailer', 'url-signer'],
  },
);
