import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from './people';
import { vehicles } from './vehicles';

/**
 * A vehicle's sensors (migration 0034, docs/api.md#sensors): which position attribute holds the raw value and how it
 * becomes litres or degrees. `refuel_min_litres` and `drain_min_litres` stay null for their default (worked out on
 * read from the capacity).
 */
export const vehicleSensors = pgTable(
  'vehicle_sensors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    attribute: text('attribute').notNull(),
    calibration: jsonb('calibration').$type<[number, number][]>().notNull().default([]),
    multiplier: doublePrecision('multiplier').notNull().default(1),
    capacity: doublePrecision('capacity'),
    min: doublePrecision('min'),
    max: doublePrecision('max'),
    refuelMinLitres: doublePrecision('refuel_min_litres'),
    drainMinLitres: doublePrecision('drain_min_litres'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('vehicle_sensors_vehicle_id_idx').on(table.vehicleId, table.id)],
);
export type VehicleSensorRow = typeof vehicleSensors.$inferSelect;

/**
 * Fuel-card transactions (migrations 0034, 0035). The match to a detected refuel is worked out on read
 * (modules/fuel/fuel-match.ts), so it is right whichever of the two came first.
 */
export const fuelTransactions = pgTable(
  'fuel_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    time: timestamp('time', { withTimezone: true, mode: 'date' }).notNull(),
    litres: doublePrecision('litres').notNull(),
    cost: doublePrecision('cost'),
    station: text('station'),
    card: text('card'),
    createdBy: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('fuel_transactions_vehicle_time_idx').on(table.vehicleId, table.time),
    index('fuel_transactions_time_idx').on(table.time, table.id),
  ],
);
