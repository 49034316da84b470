import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, type Permission } from '@fleet/shared/permissions';
import accessGuardPlugin from '../src/core/access-guard';
import { createHub } from '../src/live/hub';
import type { RegisteredRoute } from '../src/core/access';
import { bearer, forEachDatabase, userWithPermissions } from './harness';

const PUBLIC_ROUTES = new Set([
  'POST /api/auth/login',
  'POST /api/driver/auth/login',
  'GET /api/health',
  'GET /api/ready',
  'GET /api/countries',
  'GET /api/config',
  // Forgot and reset password (throttled; the reset needs the mailed single-use token).
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  // Share links (docs/api.md#share-links): opened with the link's own unguessable token, rate limited.
  'GET /api/share/:token',
  'GET /api/share/:token/stream',
]);
/** Sign-out and the user's own account: open to every signed-in user, whatever the role. */
const AUTHENTICATED_ONLY = new Set([
  'POST /api/auth/logout',
  'GET /api/dashboard/profile/auth',
  'PUT /api/dashboard/profile',
  'POST /api/dashboard/profile/password',
  'GET /api/dashboard/profile/sessions',
  'DELETE /api/dashboard/profile/sessions',
  'DELETE /api/dashboard/profile/sessions/:id',
  'POST /api/dashboard/profile/two-factor',
  'POST /api/dashboard/profile/two-factor/enable',
  'POST /api/dashboard/profile/two-factor/disable',
  // Every signed-in user's own inbox (what reaches it follows the rules and the visibility of vehicles).
  'GET /api/dashboard/notifications',
  'POST /api/dashboard/notifications/read',
  // The tracking WebSocket: without show_tracking, a notifications-only stream (the bell's live feed).
  'GET /api/dashboard/tracking/stream',
]);
/** Routes whose credential is a signature in the URL (or a Bearer token). */
const SIGNED_ROUTES = new Set(['GET /api/media/:id']);

const label = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const isDocs = (route: RegisteredRoute) => route.url === '/api/docs' || route.url.startsWith('/api/docs/');

forEachDatabase((db) => {
  let app: FastifyInstance;
  let existingRoleId: number;
  beforeAll(async () => {
    app = await db.buildApp();
    const roles = await app.db.query.roles.findFirst();
    existingRoleId = roles!.id;
  });

  const request = (route: RegisteredRoute, headers: Record<string, string> = {}, id = existingRoleId) =>
    app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:\w+/g, String(id)),
      headers,
      ...(route.method === 'GET' ? {} : { payload: {} }),
    });

  it('collects every /api route with its declared access', () => {
    const routes = app.routeAccess.map(label);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/dashboard/roles',
        'POST /api/dashboard/roles',
        'GET /api/dashboard/roles/:id',
        'PUT /api/dashboard/roles/:id',
        'DELETE /api/dashboard/roles/:id',
        'GET /api/dashboard/roles/options',
        'GET /api/dashboard/permissions',
        ...PUBLIC_ROUTES,
        ...AUTHENTICATED_ONLY,
      ]),
    );
    expect(app.routeAccess.some(isDocs)).toBe(true);
  });

  it('driver-app routes are exactly /api/driver/* and answer 401 without a token and to an employee token', async () => {
    const routes = app.routeAccess.filter((route) => route.access.kind === 'driver');
    expect(routes.length).toBeGreaterThanOrEqual(7);
    const driverPaths = app.routeAccess.filter(
      (route) => route.url.startsWith('/api/driver/') && route.url !== '/api/driver/auth/login',
    );
    expect(driverPaths.map(label).sort()).toEqual(routes.map(label).sort());
    const employee = await userWithPermissions(app, ALL_PERMISSIONS);
    for (const route of routes) {
      expect((await request(route)).statusCode, label(route)).toBe(401);
      expect((await request(route, bearer(employee.token))).statusCode, label(route)).toBe(401);
    }
  });

  it('has no public route beyond the logins, health, readiness, countries, config and the docs', () => {
    const publicRoutes = app.routeAccess.filter((route) => route.access.kind === 'public');
    for (const route of publicRoutes) {
      expect(PUBLIC_ROUTES.has(label(route)) || isDocs(route), `${label(route)} must not be public`).toBe(
        true,
      );
    }
    expect(
      publicRoutes
        .filter((route) => !isDocs(route))
        .map(label)
        .sort(),
    ).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('docs routes are all public and nothing else under /api/docs exists', () => {
    for (const route of app.routeAccess.filter(isDocs)) expect(route.access.kind).toBe('public');
  });

  it('authenticated-only routes answer 401 without a token', async () => {
    const routes = app.routeAccess.filter((route) => route.access.kind === 'authenticated');
    expect(routes.map(label).sort()).toEqual([...AUTHENTICATED_ONLY].sort());
    for (const route of routes) {
      expect((await request(route)).statusCode, label(route)).toBe(401);
      expect((await request(route, bearer('not-a-token'))).statusCode, label(route)).toBe(401);
    }
  });

  it('signed routes answer 401 without a signature, with a bad or expired one, or with a bad token', async () => {
    const routes = app.routeAccess.filter((route) => route.access.kind === 'signed');
    expect(routes.map(label).sort()).toEqual([...SIGNED_ROUTES].sort());
    for (const route of routes) {
      const path = route.url.replace(/:\w+/g, '1');
      const send = (url: string, headers: Record<string, string> = {}) =>
        app.inject({ method: route.method as 'GET', url, headers });
      expect((await send(path)).statusCode, label(route)).toBe(401);
      expect((await send(`${path}?expires=9999999999&sig=forged`)).statusCode, label(route)).toBe(401);
      const expired = app.urlSigner.sign(path, Date.now() - 2 * 60 * 60 * 1000);
      expect((await send(expired)).statusCode, label(route)).toBe(401);
      expect((await send(path, bearer('not-a-token'))).statusCode, label(route)).toBe(401);
      // A valid signature passes the guard (the record may not exist: 404 is fine).
      expect([401, 403]).not.toContain((await send(app.urlSigner.sign(path))).statusCode);
    }
  });

  it('every permission route answers 401 without a token and 403 without the permission', async () => {
    const guarded = app.routeAccess.filter((route) => route.access.kind === 'permission');
    expect(guarded.length).toBeGreaterThanOrEqual(7);
    // One user per set of permissions, shared by the routes that need the same (each user costs a password hash
    // and a sign-in: one per route outgrew the test's time as routes were added).
    const users = new Map<string, Promise<{ token: string }>>();
    const userWith = (permissions: readonly Permission[]) => {
      const key = [...permissions].sort().join(',');
      let user = users.get(key);
      if (!user) {
        user = userWithPermissions(app, permissions);
        users.set(key, user);
      }
      return user;
    };
    for (const route of guarded) {
      if (route.access.kind !== 'permission') continue;
      const required = new Set<Permission>(route.access.anyOf);
      const lacking = await userWith(ALL_PERMISSIONS.filter((permission) => !required.has(permission)));
      expect((await request(route)).statusCode, `${label(route)} without token`).toBe(401);
      const forbidden = await request(route, bearer(lacking.token));
      expect(forbidden.statusCode, `${label(route)} without ${[...required].join('|')}`).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'ليس لديك صلاحية للقيام بهذا الإجراء' });

      // Each permission that is declared really opens the route (the guard is not simply closed).
      for (const permission of required) {
        const holder = await userWith([permission]);
        // Mutations go to a missing id or get an empty body, so nothing is changed here.
        const response = await request(
          route,
          bearer(holder.token),
          route.method === 'DELETE' ? 999_999 : existingRoleId,
        );
        expect([401, 403], `${label(route)} with ${permission}`).not.toContain(response.statusCode);
      }
    }
  });

  it('a refused request does not run the handler', async () => {
    const lacking = await userWithPermissions(app, ['show_roles']);
    const before = (await app.db.query.roles.findMany()).length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/dashboard/roles',
      headers: bearer(lacking.token),
      payload: { name: 'Should not exist', permissions: ['show_roles'] },
    });
    expect(response.statusCode).toBe(403);
    expect((await app.db.query.roles.findMany()).length).toBe(before);
  });
});

describe('route declarations', () => {
  // Not async: a Fastify instance is thenable, so returning it from an async function would await ready().
  function appWith(register: (app: FastifyInstance) => void): FastifyInstance {
    const app = Fastify();
    app.register(fp(async () => {}, { name: 'db' }));
    app.decorate('db', {} as FastifyInstance['db']);
    app.register(fp(async () => {}, { name: 'url-signer' }));
    app.register(
      fp(
        async (instance) => {
          const hub = await createHub(null, instance.log, 'permission-matrix');
          instance.decorate('hub', hub);
          instance.addHook('onClose', () => hub.close());
        },
        { name: 'live' },
      ),
    );
    app.register(accessGuardPlugin);
    app.register(async (instance) => {
      register(instance);
    });
    return app;
  }

  it('refuses to start when an /api route declares no access', async () => {
    const app = appWith((instance) => instance.get('/api/forgotten', async () => 'oops'));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/forgotten declares no access/);
  });

  it('refuses an ambiguous or empty declaration', async () => {
    const both = appWith((instance) =>
      instance.get('/api/both', { config: { access: 'public', permission: 'show_roles' } }, async () => 'x'),
    );
    await expect(both.ready()).rejects.toThrow(/declares no access/);
    const empty = appWith((instance) =>
      instance.get('/api/empty', { config: { permission: [] } }, async () => 'x'),
    );
    await expect(empty.ready()).rejects.toThrow(/declares no access/);
  });

  it('accepts declared routes and leaves non-/api routes alone', async () => {
    const app = appWith((instance) => {
      instance.get('/api/ok', { config: { access: 'public' } }, async () => 'x');
      instance.get('/not-api', async () => 'x');
    });
    await app.ready();
    expect(app.routeAccess.map(label)).toEqual(['GET /api/ok']);
    await app.close();
  });
});
