import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { EventSeverity, EventType } from '@fleet/shared/schemas/events';
import { vehicles } from './vehicles';

/**
 * Events (docs/api.md#events), partitioned by week of `time` like positions (the migration adds `PARTITION BY`;
 * db/position-partitions.ts keeps the partitions of both tables). `subject` is the rest of the event's natural
 * key ('' when the type and time say it all: a geofence id, an alarm kind, a document, a station); the unique
 * index (vehicle, time, type, subject) makes every event exist once, whoever raises it how often, and answers a
 * vehicle's list.
 * `geofence_id`, `trip_id`, `driver_id` have no foreign keys: an event outlives what it names (the name is
 * read when it still exists). `vehicle_id` has none either, for speed: inserts check the vehicle exists, and
 * deleting a vehicle deletes its events.
 */
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity().notNull(),
    vehicleId: integer('vehicle_id').notNull(),
    type: text('type').$type<EventType>().notNull(),
    subject: text('subject').notNull().default(''),
    time: timestamp('time', { withTimezone: true, mode: 'date' }).notNull(),
    severity: text('severity').$type<EventSeverity>().notNull(),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    geofenceId: integer('geofence_id'),
    tripId: integer('trip_id'),
    driverId: integer('driver_id'),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // Migrations 0013, 0029 and 0032 give these INCLUDE columns (the other filters): drizzle-kit cannot express them.
    uniqueIndex('events_natural_key').on(table.vehicleId, table.time, table.type, table.subject),
    index('events_time_idx').on(table.time, table.id),
    index('events_geofence_time_idx')
      .on(table.geofenceId, table.time, table.id)
      .where(sql`${table.geofenceId} IS NOT NULL`),
    index('events_type_time_idx')
      .on(table.type, table.time, table.id)
      .where(sql`${table.type} NOT IN ('geofence_enter', 'geofence_exit')`),
  ],
);

export type EventRow = typeof events.$inferSelect;

/**
 * The event engine's state per vehicle as of its last processed fix, saved every few seconds (events of the
 * fixes up to `fix_time` are committed before it is saved). After a restart the engine loads it and replays
 * the stored positions after `fix_time`: events they give again are dropped by the unique key.
 */
export const engineCursors = pgTable('engine_cursors', {
  vehicleId: integer('vehicle_id')
    .primaryKey()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  fixTime: timestamp('fix_time', { withTimezone: true, mode: 'date' }).notNull(),
  state: jsonb('state').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Settings of the fleet as JSON per key (`events`: the event thresholds). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
