import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees } from './people';
import { trips } from './trips';

/** Share links (migration 0020; docs/api.md#share-links): only the token's SHA-256 is kept. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    vehicleIds: integer('vehicle_ids').array().notNull(),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    note: text('note'),
    createdBy: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    views: integer('views').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('share_links_token_hash_unique').on(table.tokenHash)],
);
