import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { normalizePermission, type Permission } from '@fleet/shared/permissions';
import { ForbiddenError, UnauthenticatedError } from '../../lib/errors';
import { bearerToken, hashToken } from '../../lib/tokens';
import { AuthRepo, type SessionUser, TOKEN_TOUCH_INTERVAL_MS } from '../../modules/auth/auth.repo';
import {
  type RegisteredRoute,
  type ResolvedAccess,
  resolveAccess,
  type RouteAccessDeclaration,
} from './access';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: 'public' | 'authenticated' | 'signed';
    permission?: Permission | readonly Permission[];
  }
  interface FastifyInstance {
    /** Every registered `/api` route with its declared access (for the permission matrix test). */
    routeAccess: RegisteredRoute[];
  }
  interface FastifyRequest {
    /** Set by the guard on authenticated routes; null on public ones. */
    session: SessionUser | null;
  }
}

const PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;
const kContextAccess = Symbol('fleet.contextAccess');
type WithContextAccess = FastifyInstance & { [kContextAccess]?: RouteAccessDeclaration };

/**
 * For routes registered by a vendored plugin (Swagger UI) that cannot carry our `config`:
 * the plugin that registers them declares their access for its whole encapsulation context.
 */
export function declareContextAccess(instance: FastifyInstance, declaration: RouteAccessDeclaration): void {
  (instance as WithContextAccess)[kContextAccess] = declaration;
}

export function permissionsOf(session: SessionUser): Set<string> {
  return new Set(session.role.permissions.map(normalizePermission));
}

/** The signed-in user of a guarded route; the guard has already refused anonymous requests. */
export function requireSession(request: FastifyRequest): SessionUser {
  if (!request.session) throw new UnauthenticatedError();
  return request.session;
}

function guardFor(repo: AuthRepo, access: Exclude<ResolvedAccess, { kind: 'public' }>) {
  return async function guard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    if (access.kind === 'signed' && !token) {
      // The signature is the credential; `urlSigner` is looked up per request (registered after this plugin).
      if (request.server.urlSigner.verify(request.url)) return;
      throw new UnauthenticatedError();
    }
    if (!token) throw new UnauthenticatedError();
    const session = await repo.findSession(hashToken(token));
    if (!session) throw new UnauthenticatedError();
    request.session = session;
    if (access.kind === 'permission') {
      const held = permissionsOf(session);
      if (!access.anyOf.some((permission) => held.has(permission))) throw new ForbiddenError();
    }
    if (Date.now() - session.tokenLastUsedAt.getTime() >= TOKEN_TOUCH_INTERVAL_MS) {
      await repo.touchToken(session.tokenId);
    }
  };
}

function appendHook<T>(existing: T | T[] | undefined, hook: T): T[] {
  if (!existing) return [hook];
  return Array.isArray(existing) ? [...existing, hook] : [existing, hook];
}

/**
 * ONE access mechanism: every `/api` route declares `access` or `permission` in its config;
 * registration fails for a route that declares neither. The check runs in `onRequest`, before
 * body validation, so an unauthorised caller learns nothing from validation errors.
 */
export default fp(
  async function authPlugin(app) {
    const repo = new AuthRepo(app.db);
    app.decorate('routeAccess', [] as RegisteredRoute[]);
    app.decorateRequest('session', null);

    // Expired tokens are refused anyway; this only keeps the table small.
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

    app.addHook('onRoute', function onRoute(this: FastifyInstance, route: RouteOptions) {
      if (!route.url.startsWith('/api')) return;
      const access =
        resolveAccess(route.config) ?? resolveAccess((this as WithContextAccess)[kContextAccess]);
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
      if (!access) {
        throw new Error(
          `Route ${methods.join(',')} ${route.url} declares no access: add config { access: 'public' | 'authenticated' | 'signed' } or { permission }`,
        );
      }
      for (const method of methods) {
        if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access });
      }
      if (access.kind === 'public') return;
      route.onRequest = appendHook(route.onRequest, guardFor(repo, access));
      route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
