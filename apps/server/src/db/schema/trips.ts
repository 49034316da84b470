import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { StationStatus, TripStatus } from '@fleet/shared/schemas/trips';
import { vehicles } from './vehicles';
import { drivers } from './people';

/** A planned station, in order; `planned_time` is wall-clock `HH:mm` in FLEET_TIMEZONE. */
export interface StoredStation {
  name: string;
  lat: number;
  lon: number;
  plannedTime: string;
  nextDay: boolean;
  radius: number;
}

/** What the status engine found at a station (ISO times). */
export interface StoredStationProgress {
  arrivedAt: string | null;
  departedAt: string | null;
  status: StationStatus;
  delayMinutes: number | null;
}

/**
 * Itineraries. `starts_at`/`ends_at` are the plan's window as instants (start time to last planned time in the
 * fleet zone), kept so overlap checks and "today's trips of this vehicle" are index range queries. `status`,
 * `next_station` and `progress` are written by the status engine from the vehicle's positions.
 */
export const trips = pgTable(
  'trips',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    stations: jsonb('stations').$type<StoredStation[]>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').$type<TripStatus>().notNull().default('planned'),
    nextStation: integer('next_station'),
    progress: jsonb('progress').$type<StoredStationProgress[]>(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('trips_vehicle_window_idx').on(table.vehicleId, table.startsAt),
    index('trips_driver_window_idx').on(table.driverId, table.startsAt),
    index('trips_day_id_idx').on(table.day, table.id),
    index('trips_status_idx').on(table.status),
  ],
);

export type TripRow = typeof trips.$inferSelect;
