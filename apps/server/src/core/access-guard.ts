import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Permission } from '@fleet/shared/permissions';
import { AppError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../lib/errors';
import { bearerToken, hashToken, websocketToken } from '../lib/tokens';
import { SessionCache } from './session-cache';
import {
  type DriverSession,
  type DriverTokenResolver,
  pendingAccountStep,
  permissionsOf,
  type SessionUser,
  TOKEN_TOUCH_INTERVAL_MS,
  type TokenResolver,
} from './session';
import {
  type RegisteredRoute,
  type ResolvedAccess,
  resolveAccess,
  type RouteAccessDeclaration,
} from './access';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: 'public' | 'authenticated' | 'signed' | 'driver';
    permission?: Permission | readonly Permission[];
    /**
     * A WebSocket route: the token may also come in `?token=` or `Sec-WebSocket-Protocol`, and a refused
     * upgrade is left in `request.refusal` for the handler to answer over the socket (a close code the browser
     * can read) instead of an HTTP status it cannot. The handler MUST check `request.refusal` first.
     */
    websocket?: boolean;
    /**
     * A successful call ends sessions or changes what they may do (logout, a password reset, an employee's or a
     * role's update or deletion): every instance forgets the sessions it remembered (see SessionCache) before the answer leaves.
     */
    changesSessions?: boolean;
    /**
     * Open to a session whose account is not in order yet (a temporary password to change, a two-factor
     * enrolment its role requires): the profile, the password change, the enrolment and sign-out.
     */
    pendingAccount?: boolean;
    /**
     * A person's own account (profile, password, two-factor, sessions, API keys): refused to API keys (403).
     */
    account?: boolean;
    /**
     * The handler itself limits what it answers to `vehicleScopeOf(request)`. Without it, a key limited to some
     * vehicles is refused (403) on every route outside the modules that show no vehicle (VEHICLE_FREE_TAGS),
     * except `/dashboard/vehicles/:id…`, whose id the guard checks (404 outside the key's vehicles).
     */
    vehicleScope?: 'filtered';
  }
  interface FastifyInstance {
    /** Every registered `/api` route with its declared access (for the permission matrix test). */
    routeAccess: RegisteredRoute[];
    /** The live session of a token, or null (for connections that outlive a request: the live stream). */
    sessionOf(token: string): Promise<SessionUser | null>;
    /** Where the modules that issue tokens register how a token becomes a session. */
    sessions: SessionResolvers;
  }
  interface FastifyRequest {
    /** Set by the guard on authenticated routes; null on public ones. */
    session: SessionUser | null;
    /** Set by the guard on driver-app routes (`access: 'driver'`). */
    driverSession: DriverSession | null;
    /** On a `websocket` route: why the guard refused the upgrade (401/403), or null. */
    refusal: AppError | null;
  }
}

const kContextAccess = Symbol('fleet.contextAccess');
type WithContextAccess = FastifyInstance & { [kContextAccess]?: RouteAccessDeclaration };

/**
 * For routes registered by a vendored plugin (Swagger UI) that cannot carry our `config`:
 * the plugin that registers them declares their access for its whole encapsulation context.
 */
export function declareContextAccess(instance: FastifyInstance, declaration: RouteAccessDeclaration): void {
  (instance as WithContextAccess)[kContextAccess] = declaration;
}

/** Modules whose routes show nothing of a vehicle: open to a key limited to some vehicles. */
const VEHICLE_FREE_TAGS = new Set(['roles', 'employees', 'settings', 'system', 'auth']);
const VEHICLE_ID_ROUTE = /^\/api\/dashboard\/vehicles\/:id(\/|$)/;

type VehicleScopeRule = 'free' | 'filtered' | 'vehicle_param' | 'refused';

function vehicleScopeRule(route: RouteOptions): VehicleScopeRule {
  if (route.config?.vehicleScope === 'filtered') return 'filtered';
  if (VEHICLE_ID_ROUTE.test(route.url)) return 'vehicle_param';
  const tags = (route.schema as { tags?: unknown } | undefined)?.tags;
  if (Array.isArray(tags) && tags.length > 0 && tags.every((tag) => VEHICLE_FREE_TAGS.has(String(tag)))) {
    return 'free';
  }
  return 'refused';
}

const isUpgrade = (request: FastifyRequest) => request.headers.upgrade?.toLowerCase() === 'websocket';

type SessionLookup = (token: string) => Promise<SessionUser | null>;

/**
 * The token resolvers the modules registered: a token goes to the resolver of its prefix, else to the one
 * registered without a prefix. A token no resolver reads opens no session.
 */
export class SessionResolvers {
  private readonly byPrefix = new Map<string, TokenResolver>();
  private fallback: TokenResolver | null = null;
  private driver: DriverTokenResolver | null = null;

  register(resolver: TokenResolver): void {
    if (resolver.prefix === undefined) {
      if (this.fallback) throw new Error('a token resolver without a prefix is already registered');
      this.fallback = resolver;
      return;
    }
    if (this.byPrefix.has(resolver.prefix))
      throw new Error(`tokens ${resolver.prefix}… already have a resolver`);
    this.byPrefix.set(resolver.prefix, resolver);
  }

  registerDriver(resolver: DriverTokenResolver): void {
    if (this.driver) throw new Error('a driver token resolver is already registered');
    this.driver = resolver;
  }

  resolverOf(token: string): TokenResolver | null {
    for (const [prefix, resolver] of this.byPrefix) if (token.startsWith(prefix)) return resolver;
    return this.fallback;
  }

  get driverResolver(): DriverTokenResolver | null {
    return this.driver;
  }
}

interface RouteRules {
  websocket: boolean;
  pendingAccount: boolean;
  account: boolean;
  vehicleScope: VehicleScopeRule;
}

function guardFor(
  resolvers: SessionResolvers,
  sessionOf: SessionLookup,
  access: Exclude<ResolvedAccess, { kind: 'public' }>,
  rules: RouteRules,
) {
  const { websocket } = rules;
  const check = checkFor(resolvers, sessionOf, access, rules);
  if (!websocket) return check;
  return async function websocketGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    try {
      await check(request, reply);
    } catch (error) {
      if (!(error instanceof AppError) || !isUpgrade(request)) throw error;
      request.refusal = error;
    }
  };
}

function checkFor(
  resolvers: SessionResolvers,
  sessionOf: SessionLookup,
  access: Exclude<ResolvedAccess, { kind: 'public' }>,
  { websocket, pendingAccount, account, vehicleScope }: RouteRules,
) {
  return async function guard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token =
      bearerToken(request.headers.authorization) ??
      (websocket ? websocketToken(request.query, request.headers['sec-websocket-protocol']) : null);
    if (access.kind === 'signed' && !token) {
      // The signature is the credential (the url-signer plugin, a dependency of this one, checks it).
      if (request.server.urlSigner.verify(request.url)) return;
      throw new UnauthenticatedError();
    }
    if (!token) throw new UnauthenticatedError();
    if (access.kind === 'driver') {
      const drivers = resolvers.driverResolver;
      const driver = drivers ? await drivers.findDriverSession(hashToken(token)) : null;
      if (!drivers || !driver) throw new UnauthenticatedError();
      request.driverSession = driver;
      if (Date.now() - driver.tokenLastUsedAt.getTime() >= TOKEN_TOUCH_INTERVAL_MS) {
        await drivers.touch(driver);
      }
      return;
    }
    const session = await sessionOf(token);
    if (!session) throw new UnauthenticatedError();
    request.session = session;
    if (session.apiKey) {
      if (account || pendingAccount) throw new ForbiddenError('api_keys.account_route');
      const scope = session.apiKey.vehicleIds;
      if (scope && vehicleScope === 'refused') throw new ForbiddenError('api_keys.vehicle_scope');
      if (scope && vehicleScope === 'vehicle_param') {
        const id = Number((request.params as { id?: unknown } | undefined)?.id);
        // Checked again by the permission below: a key learns nothing of vehicles it may not see.
        if (!scope.has(id)) {
          const held = permissionsOf(session);
          if (access.kind === 'permission' && !access.anyOf.some((p) => held.has(p))) {
            throw new ForbiddenError();
          }
          throw new NotFoundError();
        }
      }
    }
    const pending = pendingAccountStep(session);
    if (pending && !pendingAccount) {
      throw new ForbiddenError(
        pending === 'password' ? 'auth.password_change_required' : 'auth.two_factor_setup_required',
      );
    }
    if (access.kind === 'permission') {
      const held = permissionsOf(session);
      if (!access.anyOf.some((permission) => held.has(permission))) throw new ForbiddenError();
    }
    if (Date.now() - session.tokenLastUsedAt.getTime() >= TOKEN_TOUCH_INTERVAL_MS) {
      await resolvers.resolverOf(token)?.touch(session);
      // The session may be a remembered one: the next requests need not touch the token again.
      session.tokenLastUsedAt = new Date();
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
  async function accessGuardPlugin(app) {
    const resolvers = new SessionResolvers();
    const sessions = new SessionCache();
    const sessionOf: SessionLookup = (token) => {
      const resolver = resolvers.resolverOf(token);
      if (!resolver) return Promise.resolve(null);
      const tokenHash = hashToken(token);
      return sessions.get(tokenHash, () => resolver.findSession(tokenHash));
    };
    app.decorate('routeAccess', [] as RegisteredRoute[]);
    app.decorate('sessions', resolvers);
    app.decorate('sessionOf', sessionOf);
    app.decorateRequest('session', null);
    app.decorateRequest('driverSession', null);
    app.decorateRequest('refusal', null);

    // Other instances announce the changes they make; a hub that lost its bus may have missed some.
    const stopHub = app.hub.subscribe((event) => {
      if (event.type === 'sessions.changed') sessions.clear();
    });
    const stopResync = app.hub.onResync(() => sessions.clear());
    app.addHook('onClose', async () => {
      stopHub();
      stopResync();
    });
    const sessionsChanged = async (_request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode >= 300) return;
      sessions.clear();
      await app.hub.publishAndWait({ type: 'sessions.changed' });
    };

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
      // A public route may end sessions too (a password reset through its mailed link).
      if (route.config?.changesSessions) route.onSend = appendHook(route.onSend, sessionsChanged);
      if (access.kind === 'public') return;
      route.onRequest = appendHook(
        route.onRequest,
        guardFor(resolvers, sessionOf, access, {
          websocket: route.config?.websocket === true,
          pendingAccount: route.config?.pendingAccount === true,
          account: route.config?.account === true,
          vehicleScope: vehicleScopeRule(route),
        }),
      );
      route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    });
  },
  { name: 'access-guard', dependencies: ['live', 'url-signer'] },
);
