import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Attribute values a decoder may attach to a position (stored as JSON). */
export type AttributeValue = string | number | boolean;
export type Attributes = Record<string, AttributeValue>;

/** The columns a stored position has, in `positions` and in `latest_positions`. */
function positionColumns() {
  return {
    /** No foreign key (migration 0025): the writer locks each vehicle once per batch; see vehicles.repo.ts. */
    vehicleId: integer('vehicle_id').notNull(),
    /** When the device took the fix. */
    fixTime: timestamp('fix_time', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the server received it. */
    serverTime: timestamp('server_time', { withTimezone: true, mode: 'date' }).notNull(),
    /** False when the device had no GNSS fix (the coordinates are then its last known ones). */
    valid: boolean('valid').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** km/h. */
    speed: doublePrecision('speed'),
    course: doublePrecision('course'),
    /** Metres. */
    altitude: doublePrecision('altitude'),
    satellites: smallint('satellites'),
    ignition: boolean('ignition'),
    attributes: jsonb('attributes').$type<Attributes>().notNull(),
  };
}

/**
 * Every stored position. The primary key (vehicle, fix time) is both the dedupe rule (a device's
 * report of the same fix is stored once) and the index of "one vehicle, time range".
 *
 * On disk the table is partitioned by week of `fix_time` (the migration adds `PARTITION BY RANGE`,
 * which Drizzle cannot express; db/position-partitions.ts keeps the partitions): see there why a week.
 */
export const positions = pgTable(
  'positions',
  {
    ...positionColumns(),
    /**
     * Older than its vehicle's newest stored fix when it was committed (a late or resent report; migration 0028):
     * decided by the position writer under the lock of the vehicle's latest row, so every instance and every replay
     * sees one order. It creates no event.
     */
    late: boolean('late').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.vehicleId, table.fixTime] }),
    // The last driver key before a time, however long ago (migration 0024); partial: unkeyed positions skip it.
    index('positions_driver_key_idx')
      .on(table.vehicleId, table.fixTime.desc())
      .where(sql`${table.attributes} ? 'driver_key'`),
  ],
);

/** Each vehicle's newest fix (not its newest arrival): one row per vehicle, kept in the batch's transaction. */
export const latestPositions = pgTable('latest_positions', {
  ...positionColumns(),
  vehicleId: integer('vehicle_id').primaryKey(),
  /**
   * Raised by the position writer in the statement of every batch holding positions of the vehicle (and by
   * retention when it drops positions): a movement record built at one revision is still right while the revision
   * is unchanged (modules/tracking/movement-records.ts), checked by one primary-key read instead of counting the
   * range's positions.
   */
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

export type PositionRow = typeof positions.$inferSelect;
