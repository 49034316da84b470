import type { FastifyRequest } from 'fastify';
import { audit } from '../audit';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type DriverSession, type SessionUser, TOKEN_TOUCH_INTERVAL_MS } from '../../core/session';
import { authTokens, drivers, driverTokens, employees, roles } from '../../db/schema';

export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** The person a session acts as and their role, read fresh: one selection for sign-in tokens and API keys. */
export const SESSION_PERSON = {
  employee: {
    id: employees.id,
    name: employees.name,
    email: employees.email,
    imageId: employees.imageId,
    language: employees.language,
    mustChangePassword: employees.mustChangePassword,
    twoFactorEnabledAt: employees.twoFactorEnabledAt,
  },
  role: {
    id: roles.id,
    name: roles.name,
    permissions: roles.permissions,
    twoFactorRequired: roles.twoFactorRequired,
  },
};

/**
 * Every authenticated request runs this: prepared once, so neither Drizzle (query building in
 * JavaScript) nor PostgreSQL (parsing and planning) repeats its work per request.
 */
function prepareSessionQuery(db: Database) {
  return db
    .select({
      tokenId: authTokens.id,
      tokenLastUsedAt: authTokens.lastUsedAt,
      tokenExpiresAt: authTokens.expiresAt,
      ...SESSION_PERSON,
    })
    .from(authTokens)
    .innerJoin(employees, eq(employees.id, authTokens.employeeId))
    .innerJoin(roles, eq(roles.id, employees.roleId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        gt(authTokens.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare('find_session');
}

/** Where a session signed in from, for the profile's sessions list. */
export interface SessionOrigin {
  ip: string | null;
  userAgent: string | null;
}

export function sessionOrigin(request: FastifyRequest): SessionOrigin {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null };
}

export class AuthRepo {
  private sessionQuery: ReturnType<typeof prepareSessionQuery> | undefined;

  constructor(private readonly db: Database) {}

  async findCredentials(email: string) {
    const [row] = await this.db
      .select({
        id: employees.id,
        name: employees.name,
        passwordHash: employees.passwordHash,
        mustChangePassword: employees.mustChangePassword,
        twoFactorSecret: employees.twoFactorSecret,
        twoFactorEnabledAt: employees.twoFactorEnabledAt,
        twoFactorRecoveryCodes: employees.twoFactorRecoveryCodes,
        twoFactorRequired: roles.twoFactorRequired,
      })
      .from(employees)
      .innerJoin(roles, eq(roles.id, employees.roleId))
      .where(eq(sql`lower(${employees.email})`, email.toLowerCase()))
      .limit(1);
    return row ?? null;
  }

  /** A new session, with where it signed in from, and its audit row, in one transaction. */
  async createToken(
    employee: { id: number; name: string },
    tokenHash: string,
    origin: SessionOrigin,
    now = new Date(),
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(authTokens).values({
        employeeId: employee.id,
        tokenHash,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
        ...origin,
      });
      await tx.update(employees).set({ lastLoginAt: now }).where(eq(employees.id, employee.id));
      await audit(tx as unknown as Database, {
        action: 'login',
        model: 'auth',
        recordId: employee.id,
        actor: { type: 'employee', ...employee },
      });
    });
  }

  /** The live session for a token: employee and role are read fresh, so role changes apply at once. */
  async findSession(tokenHash: string, now = new Date()): Promise<SessionUser | null> {
    this.sessionQuery ??= prepareSessionQuery(this.db);
    const [row] = await this.sessionQuery.execute({ tokenHash, now: now.toISOString() });
    return row ?? null;
  }

  /** Slides the expiry forward; a no-op when the token was touched within the last minute. */
  async touchToken(tokenId: number, now = new Date()): Promise<void> {
    await this.db
      .update(authTokens)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS) })
      .where(
        and(
          eq(authTokens.id, tokenId),
          lt(authTokens.lastUsedAt, new Date(now.getTime() - TOKEN_TOUCH_INTERVAL_MS)),
        ),
      );
  }

  async setRecoveryCodes(employeeId: number, hashes: string[]): Promise<void> {
    await this.db
      .update(employees)
      .set({ twoFactorRecoveryCodes: hashes })
      .where(eq(employees.id, employeeId));
  }

  /** Sign-out: the token goes, the audit row stays (one transaction). */
  async revokeToken(tokenId: number, employeeId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(authTokens).where(eq(authTokens.id, tokenId));
      await audit(tx as unknown as Database, { action: 'logout', model: 'auth', recordId: employeeId });
    });
  }

  async deleteExpiredTokens(now = new Date()): Promise<void> {
    await this.db.delete(authTokens).where(lt(authTokens.expiresAt, now));
    await this.db.delete(driverTokens).where(lt(driverTokens.expiresAt, now));
  }

  // The driver app: drivers sign in by E.164 phone; their tokens live in a table of their own.

  async findDriverCredentials(phoneE164: string) {
    const [row] = await this.db
      .select({ id: drivers.id, name: drivers.name, passwordHash: drivers.passwordHash })
      .from(drivers)
      .where(eq(drivers.phone, phoneE164))
      .limit(1);
    return row ?? null;
  }

  async createDriverToken(driverId: number, tokenHash: string, now = new Date()): Promise<void> {
    await this.db.insert(driverTokens).values({
      driverId,
      tokenHash,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
    });
  }

  async findDriverSession(tokenHash: string, now = new Date()): Promise<DriverSession | null> {
    const [row] = await this.db
      .select({
        tokenId: driverTokens.id,
        tokenLastUsedAt: driverTokens.lastUsedAt,
        driver: { id: drivers.id, name: drivers.name, vehicleId: drivers.vehicleId },
      })
      .from(driverTokens)
      .innerJoin(drivers, eq(drivers.id, driverTokens.driverId))
      .where(and(eq(driverTokens.tokenHash, tokenHash), gt(driverTokens.expiresAt, now)))
      .limit(1);
    return row ?? null;
  }

  async touchDriverToken(tokenId: number, now = new Date()): Promise<void> {
    await this.db
      .update(driverTokens)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS) })
      .where(
        and(
          eq(driverTokens.id, tokenId),
          lt(driverTokens.lastUsedAt, new Date(now.getTime() - TOKEN_TOUCH_INTERVAL_MS)),
        ),
      );
  }

  async revokeDriverToken(tokenId: number): Promise<void> {
    await this.db.delete(driverTokens).where(eq(driverTokens.id, tokenId));
  }
}
