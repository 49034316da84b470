import type { FastifyRequest } from 'fastify';
import { normalizePermission } from '@fleet/shared/permissions';
import { UnauthenticatedError } from '../lib/errors';

/** A used token's expiry is pushed forward at most this often, to avoid one UPDATE per request. */
export const TOKEN_TOUCH_INTERVAL_MS = 60 * 1000;

/** A signed-in person (by a sign-in token or an integration's API key), as every guarded route sees it. */
export interface SessionUser {
  tokenId: number;
  tokenLastUsedAt: Date;
  tokenExpiresAt: Date;
  employee: {
    id: number;
    name: string;
    email: string;
    imageId: number | null;
    language: 'ar' | 'en' | null;
    mustChangePassword: boolean;
    twoFactorEnabledAt: Date | null;
  };
  role: { id: number; name: string; permissions: string[]; twoFactorRequired: boolean };
  /**
   * Present when the credential is an integration's API key (`fk_…`): the session acts for the key's creator,
   * `role.permissions` being what the key may use of what the creator holds now.
   */
  apiKey?: ApiKeyCredential;
}

export interface ApiKeyCredential {
  id: number;
  name: string;
  /** The vehicles the key may see; null: every vehicle its creator may see. */
  vehicleIds: ReadonlySet<number> | null;
  rateLimitPerMinute: number;
}

/** A driver signed in to the driver app. */
export interface DriverSession {
  tokenId: number;
  tokenLastUsedAt: Date;
  driver: { id: number; name: string; vehicleId: number | null };
}

/**
 * How one kind of bearer token becomes a session. This layer knows no token table: the auth module registers
 * the sign-in tokens' resolver and the api-keys module its keys' (`app.sessions.register`), each by the prefix
 * its tokens carry (none: every other token).
 */
export interface TokenResolver {
  /** The tokens this resolver reads start with it; without one, it reads every token no other prefix claims. */
  readonly prefix?: string;
  /** The live session of a token, by its SHA-256 (hex); null when unknown, expired or revoked. */
  findSession(tokenHash: string): Promise<SessionUser | null>;
  /** The session was used: pushes the token's expiry forward (called at most every TOKEN_TOUCH_INTERVAL_MS). */
  touch(session: SessionUser): Promise<void>;
}

/** How a driver app token becomes a driver's session (registered by the auth module). */
export interface DriverTokenResolver {
  findDriverSession(tokenHash: string): Promise<DriverSession | null>;
  touch(session: DriverSession): Promise<void>;
}

/** What a session may do before its account is in order: change the password, set up two-factor sign-in. */
export function pendingAccountStep(session: SessionUser): 'password' | 'two_factor' | null {
  if (session.employee.mustChangePassword) return 'password';
  if (session.role.twoFactorRequired && !session.employee.twoFactorEnabledAt) return 'two_factor';
  return null;
}

/**
 * The vehicles this request may see, or null for every vehicle. Only an API key limited to some vehicles has
 * a scope today; people see every vehicle (when people are scoped too, it goes here).
 */
export function vehicleScopeOf(request: FastifyRequest): ReadonlySet<number> | null {
  return request.session?.apiKey?.vehicleIds ?? null;
}

const heldBySession = new WeakMap<SessionUser, ReadonlySet<string>>();

/** The permissions a session holds, normalised (worked out once per remembered session). */
export function permissionsOf(session: SessionUser): ReadonlySet<string> {
  let held = heldBySession.get(session);
  if (!held) {
    held = new Set(session.role.permissions.map(normalizePermission));
    heldBySession.set(session, held);
  }
  return held;
}

/** The signed-in driver of a driver-app route. */
export function requireDriver(request: FastifyRequest): DriverSession {
  if (!request.driverSession) throw new UnauthenticatedError();
  return request.driverSession;
}

/** The signed-in user of a guarded route; the guard has already refused anonymous requests. */
export function requireSession(request: FastifyRequest): SessionUser {
  if (!request.session) throw new UnauthenticatedError();
  return request.session;
}
