import { doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Devices that reported an id no vehicle has (migration 0033); the "Devices waiting" list. */
export const unknownDevices = pgTable(
  'unknown_devices',
  {
    /** The id as the device registry matches it: lower case, without leading zeros. */
    deviceKey: text('device_key').primaryKey(),
    /** The id as the device last sent it. */
    deviceId: text('device_id').notNull(),
    protocol: text('protocol').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    reports: integer('reports').notNull(),
    lastLat: doublePrecision('last_lat'),
    lastLon: doublePrecision('last_lon'),
  },
  (table) => [index('unknown_devices_last_seen_idx').on(table.lastSeenAt)],
);
