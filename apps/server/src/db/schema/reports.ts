import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { vehicleSensors } from './sensors';
import { vehicles } from './vehicles';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Trips, stops and daily totals (docs/api.md#reports), detected as positions are committed by the report tracker
 * (modules/reports/report-tracker.ts, detection in @fleet/shared/trip-detection). Natural keys (vehicle, start /
 * day) make a replay write nothing twice; `report_state` is each vehicle's detector state and cursor.
 */
export const reportTrips = pgTable(
  'report_trips',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time').notNull(),
    startLat: doublePrecision('start_lat').notNull(),
    startLon: doublePrecision('start_lon').notNull(),
    endLat: doublePrecision('end_lat').notNull(),
    endLon: doublePrecision('end_lon').notNull(),
    distanceM: doublePrecision('distance_m').notNull(),
    maxSpeed: doublePrecision('max_speed').notNull(),
    driverKey: text('driver_key'),
  },
  (t) => [
    primaryKey({ name: 'report_trips_pk', columns: [t.vehicleId, t.startTime] }),
    index('report_trips_start_idx').on(t.startTime),
  ],
);

export const reportStops = pgTable(
  'report_stops',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    engineOnSeconds: integer('engine_on_seconds').notNull(),
  },
  (t) => [
    primaryKey({ name: 'report_stops_pk', columns: [t.vehicleId, t.startTime] }),
    index('report_stops_start_idx').on(t.startTime),
  ],
);

export const reportDays = pgTable(
  'report_days',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    distanceM: doublePrecision('distance_m').notNull(),
    drivingSeconds: doublePrecision('driving_seconds').notNull(),
    idleSeconds: doublePrecision('idle_seconds').notNull(),
    stoppedSeconds: doublePrecision('stopped_seconds').notNull(),
    maxSpeed: doublePrecision('max_speed').notNull(),
    odometerStartKm: doublePrecision('odometer_start_km'),
    odometerEndKm: doublePrecision('odometer_end_km'),
    /** Trips and stops starting that day (kept by the tracker with the rows it writes). */
    trips: integer('trips').notNull().default(0),
    stops: integer('stops').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'report_days_pk', columns: [t.vehicleId, t.day] }),
    index('report_days_day_idx').on(t.day, t.vehicleId),
  ],
);

export const reportState = pgTable('report_state', {
  vehicleId: integer('vehicle_id')
    .primaryKey()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  fixTime: ts('fix_time').notNull(),
  state: jsonb('state').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * The fuel report's daily figures per fuel sensor (migration 0036), kept by the fuel day tracker
 * (modules/reports/fuel-day-tracker.ts): levels' first and last smoothed level, refuels and drains; counters' first
 * and last value. `report_fuel_state` is each sensor's detector and cursor, `report_fuel_checkpoints` the detector
 * as each day began (where a late fix is replayed from).
 */
export const reportFuelDays = pgTable(
  'report_fuel_days',
  {
    sensorId: integer('sensor_id')
      .notNull()
      .references(() => vehicleSensors.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    startLitres: doublePrecision('start_litres'),
    endLitres: doublePrecision('end_litres'),
    refuelledLitres: doublePrecision('refuelled_litres').notNull().default(0),
    refuels: integer('refuels').notNull().default(0),
    drainedLitres: doublePrecision('drained_litres').notNull().default(0),
    drains: integer('drains').notNull().default(0),
    firstValue: doublePrecision('first_value'),
    lastValue: doublePrecision('last_value'),
  },
  (t) => [
    primaryKey({ name: 'report_fuel_days_pk', columns: [t.sensorId, t.day] }),
    index('report_fuel_days_day_idx').on(t.day, t.vehicleId),
  ],
);

export const reportFuelState = pgTable(
  'report_fuel_state',
  {
    sensorId: integer('sensor_id')
      .primaryKey()
      .references(() => vehicleSensors.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    fixTime: ts('fix_time'),
    definition: text('definition').notNull(),
    state: jsonb('state').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('report_fuel_state_vehicle_idx').on(t.vehicleId)],
);

export const reportFuelCheckpoints = pgTable(
  'report_fuel_checkpoints',
  {
    sensorId: integer('sensor_id')
      .notNull()
      .references(() => vehicleSensors.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    state: jsonb('state').notNull(),
  },
  (t) => [primaryKey({ name: 'report_fuel_checkpoints_pk', columns: [t.sensorId, t.day] })],
);

/** A rebuild of trips, stops and days from stored positions (`POST /api/dashboard/reports/rebuild`). */
export const reportRebuilds = pgTable('report_rebuilds', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  fromTime: ts('from_time').notNull(),
  vehicleIds: integer('vehicle_ids').array().notNull(),
  done: integer('done').notNull().default(0),
  total: integer('total').notNull(),
  status: text('status').notNull().default('running'),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  finishedAt: ts('finished_at'),
});
