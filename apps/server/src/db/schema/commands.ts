import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drivers, employees } from './people';
import { vehicles } from './vehicles';

/** Commands to trackers (migration 0020): the durable queue and its history. */
export const commands = pgTable(
  'commands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The technician's text of a `custom` command; null for the others (their text follows the protocol). */
    text: text('text'),
    status: text('status').notNull(),
    reply: text('reply'),
    error: text('error'),
    /** The protocol it was sent with. */
    protocol: text('protocol'),
    createdBy: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('commands_vehicle_id_id_idx').on(table.vehicleId, table.id),
    index('commands_pending_idx')
      .on(table.vehicleId, table.id)
      .where(sql`${table.status} IN ('held', 'queued')`),
  ],
);

/** The driver a vehicle's device identified last (migration 0020; docs/api.md#driver-keys). */
export const vehicleDrivers = pgTable('vehicle_drivers', {
  vehicleId: integer('vehicle_id')
    .primaryKey()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  driverKey: text('driver_key').notNull(),
  driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
  since: timestamp('since', { withTimezone: true, mode: 'date' }).notNull(),
  fixTime: timestamp('fix_time', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * How far the driver-key tracker has processed each vehicle's positions (migration 0023): after a restart it replays
 * the keyed positions stored past this point, and an instance that finds another wrote the vehicle's positions
 * meanwhile replays from here (see `DriverKeyTracker`).
 */
export const driverKeyCursors = pgTable('driver_key_cursors', {
  vehicleId: integer('vehicle_id')
    .primaryKey()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  fixTime: timestamp('fix_time', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
