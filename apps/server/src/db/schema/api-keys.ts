import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from './people';

/**
 * Integrations' API keys (docs/api.md#api-keys). Only the SHA-256 of the key is stored (the key
 * holds 192 random bits, so a plain digest cannot be reversed); `prefix` is what lists show. A key acts for its
 * creator, never with more than the creator holds now; it goes with its creator.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    permissions: text('permissions').array().notNull(),
    /** Empty: every vehicle the creator may see. */
    vehicleIds: integer('vehicle_ids').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('api_keys_created_by_idx').on(table.createdBy)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
