import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_PREFIX_LENGTH,
  type ApiKey,
  type ApiKeyInput,
  type ApiKeyListQuery,
  type ApiKeyStatus,
} from '@fleet/shared/schemas/api-keys';
import { normalizePermission } from '@fleet/shared/permissions';
import type { Database } from '../../db/client';
import { apiKeys, type ApiKeyRow, employees, roles } from '../../db/schema';
import { containsInsensitive, onOrAfterDay, onOrBeforeDay } from '../../db/sql';
import { hashToken } from '../../lib/tokens';
import { audit } from '../audit';
import { SESSION_PERSON } from '../auth';
import { type SessionUser } from '../../core/session';

/** A key's `last_used_at` is written at most this often (not on every request). */
export const API_KEY_TOUCH_INTERVAL_MS = 60 * 1000;
/** Keys without an expiry still need a date for the session cache. */
const NEVER = new Date('9999-12-31T00:00:00Z');

/** `fk_` + 192 random bits (base64url): shown once, stored as its SHA-256. */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
}

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

export type ListedApiKey = ApiKeyRow & { creatorName: string | null };

export function statusOf(row: ApiKeyRow, now = Date.now()): ApiKeyStatus {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now) return 'expired';
  return 'active';
}

export function toApiKey(row: ListedApiKey, mayRevoke: boolean): ApiKey {
  const status = statusOf(row);
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    permissions: row.permissions,
    vehicle_ids: row.vehicleIds,
    expires_at: row.expiresAt?.toISOString() ?? null,
    rate_limit_per_minute: row.rateLimitPerMinute,
    created_at: row.createdAt.toISOString(),
    created_by: { id: row.createdBy, name: row.creatorName },
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    status,
    actions: mayRevoke && status === 'active' ? ['view', 'delete'] : ['view'],
  };
}

const LISTED = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  keyHash: apiKeys.keyHash,
  permissions: apiKeys.permissions,
  vehicleIds: apiKeys.vehicleIds,
  expiresAt: apiKeys.expiresAt,
  rateLimitPerMinute: apiKeys.rateLimitPerMinute,
  createdBy: apiKeys.createdBy,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  creatorName: employees.name,
};

export class ApiKeysRepo {
  constructor(private readonly db: Database) {}

  private where(query: ApiKeyListQuery, timeZone: string): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    if (query.name) {
      conditions.push(
        or(containsInsensitive(apiKeys.name, query.name), containsInsensitive(apiKeys.prefix, query.name)),
      );
    }
    if (query.status === 'revoked') conditions.push(isNotNull(apiKeys.revokedAt));
    if (query.status === 'expired') {
      conditions.push(isNull(apiKeys.revokedAt), lt(apiKeys.expiresAt, sql`now()`));
    }
    if (query.status === 'active') {
      conditions.push(
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`)),
      );
    }
    if (query.start_date) conditions.push(onOrAfterDay(apiKeys.createdAt, query.start_date, timeZone));
    if (query.end_date) conditions.push(onOrBeforeDay(apiKeys.createdAt, query.end_date, timeZone));
    const defined = conditions.filter((c): c is SQL => c !== undefined);
    return defined.length ? and(...defined) : undefined;
  }

  async list(query: ApiKeyListQuery, timeZone: string): Promise<{ rows: ListedApiKey[]; total: number }> {
    const where = this.where(query, timeZone);
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select(LISTED)
        .from(apiKeys)
        .leftJoin(employees, eq(employees.id, apiKeys.createdBy))
        .where(where)
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      this.db.select({ total: count() }).from(apiKeys).where(where),
    ]);
    return { rows, total: totalRow?.total ?? 0 };
  }

  async findById(id: number): Promise<ListedApiKey | null> {
    const [row] = await this.db
      .select(LISTED)
      .from(apiKeys)
      .leftJoin(employees, eq(employees.id, apiKeys.createdBy))
      .where(eq(apiKeys.id, id))
      .limit(1);
    return row ?? null;
  }

  /** Stores the key's digest and the audit row (the key itself never reaches the log) in one transaction. */
  async create(input: ApiKeyInput, key: string, creatorId: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(apiKeys)
        .values({
          name: input.name,
          prefix: key.slice(0, API_KEY_SHOWN_PREFIX_LENGTH),
          keyHash: hashToken(key),
          permissions: input.permissions,
          vehicleIds: input.vehicle_ids,
          expiresAt: input.expires_at ? new Date(input.expires_at) : null,
          rateLimitPerMinute: input.rate_limit_per_minute,
          createdBy: creatorId,
        })
        .returning();
      if (!row) throw new Error('api key insert returned nothing');
      const { keyHash: _secret, ...after } = row;
      await audit(tx as unknown as Database, {
        action: 'create',
        model: 'api_keys',
        recordId: row.id,
        after,
      });
      return row.id;
    });
  }

  /** Revokes at once (the caller clears every instance's session cache); false when already revoked. */
  async revoke(id: number, now = new Date()): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(apiKeys)
        .set({ revokedAt: now })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      if (!row) return false;
      await audit(tx as unknown as Database, {
        action: 'revoke',
        model: 'api_keys',
        recordId: id,
        changes: { revoked_at: [null, now.toISOString()] },
      });
      return true;
    });
  }

  /**
   * The session a key opens: its creator, with the key's permissions that the creator's role still holds.
   * The digest is looked up by its unique index and compared again in constant time.
   */
  async findSession(keyHash: string, now = new Date()): Promise<SessionUser | null> {
    const [row] = await this.db
      .select({
        key: {
          id: apiKeys.id,
          name: apiKeys.name,
          keyHash: apiKeys.keyHash,
          permissions: apiKeys.permissions,
          vehicleIds: apiKeys.vehicleIds,
          expiresAt: apiKeys.expiresAt,
          lastUsedAt: apiKeys.lastUsedAt,
          rateLimitPerMinute: apiKeys.rateLimitPerMinute,
        },
        ...SESSION_PERSON,
      })
      .from(apiKeys)
      .innerJoin(employees, eq(employees.id, apiKeys.createdBy))
      .innerJoin(roles, eq(roles.id, employees.roleId))
      .where(
        and(
          eq(apiKeys.keyHash, keyHash),
          isNull(apiKeys.revokedAt),
          or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
        ),
      )
      .limit(1);
    if (!row) return null;
    const stored = Buffer.from(row.key.keyHash, 'hex');
    const given = Buffer.from(keyHash, 'hex');
    if (stored.length !== given.length || !timingSafeEqual(stored, given)) return null;
    const creatorHolds = new Set(row.role.permissions.map(normalizePermission));
    return {
      tokenId: -row.key.id,
      tokenLastUsedAt: row.key.lastUsedAt ?? new Date(0),
      tokenExpiresAt: row.key.expiresAt ?? NEVER,
      employee: { ...row.employee, mustChangePassword: false },
      // The account steps of a person (a temporary password, a two-factor enrolment) do not apply to a key.
      role: {
        ...row.role,
        twoFactorRequired: false,
        permissions: row.key.permissions.filter((permission) => creatorHolds.has(permission)),
      },
      apiKey: {
        id: row.key.id,
        name: row.key.name,
        vehicleIds: row.key.vehicleIds.length > 0 ? new Set(row.key.vehicleIds) : null,
        rateLimitPerMinute: row.key.rateLimitPerMinute,
      },
    };
  }

  /** Records the last use; a no-op when the key was used within the last minute (not one write per request). */
  async touch(id: number, now = new Date()): Promise<void> {
    await this.db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKeys.id, id),
          or(
            isNull(apiKeys.lastUsedAt),
            lt(apiKeys.lastUsedAt, new Date(now.getTime() - API_KEY_TOUCH_INTERVAL_MS)),
          ),
        ),
      );
  }
}
