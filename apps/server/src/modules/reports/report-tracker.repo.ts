import { sql } from 'drizzle-orm';
import type { DetectorState } from '@fleet/shared/trip-detection';
import { type Database, rowsOf } from '../../db/client';

/** The report tracker's statements: its per-vehicle detector states, the positions it replays, what it writes. */

export interface PositionRow {
  fix_time: string | Date;
  lat: number;
  lon: number;
  speed: number | null;
  ignition: boolean | null;
  odometer: string | number | null;
  driver_key: string | null;
}

/** What one transaction of the tracker writes, rows as the statements' JSON records. */
export interface DetectedRows {
  /** Per vehicle, the span cleared before the rows replayed from it are written. */
  clears: { vehicle_id: number; from_time: string; from_day: string }[];
  trips: object[];
  stops: object[];
  days: object[];
  /** The days whose trips and stops are counted again. */
  counted: { vehicle_id: number; day: string }[];
  states: object[];
}

/** The saved detector states of `ids` (null without one) with the vehicles' manual odometer readings. */
export async function detectorStates(
  db: Database,
  ids: readonly number[],
): Promise<{ id: number; meter_reading: number | null; state: DetectorState | null }[]> {
  return rowsOf<{ id: number; meter_reading: number | null; state: DetectorState | null }>(
    await db.execute(sql`
        SELECT v.id, v.meter_reading, s.state FROM vehicles v LEFT JOIN report_state s ON s.vehicle_id = v.id
        WHERE v.id = ANY(${`{${ids.join(',')}}`}::int[])`),
  );
}

/** The fix times of the saved states of `ids`. */
export async function savedStateTimes(
  tx: Database,
  ids: readonly number[],
): Promise<{ vehicle_id: number; fix_time: string | Date }[]> {
  return rowsOf<{ vehicle_id: number; fix_time: string | Date }>(
    await tx.execute(
      sql`SELECT vehicle_id, fix_time FROM report_state WHERE vehicle_id = ANY(${`{${ids.join(',')}}`}::int[])`,
    ),
  );
}

/** The start of the vehicle's last stored stop ended at or before `from` (ms). */
export async function lastStopStart(
  db: Database,
  vehicleId: number,
  from: number,
): Promise<string | Date | undefined> {
  const [stop] = rowsOf<{ start_time: string | Date }>(
    await db.execute(sql`
          SELECT start_time FROM report_stops WHERE vehicle_id = ${vehicleId} AND end_time <= ${new Date(from).toISOString()}::timestamptz
          ORDER BY start_time DESC LIMIT 1`),
  );
  return stop?.start_time;
}

/** The odometer where the vehicle's last day before `day` ended, and its manual reading. */
export async function odometerBefore(
  db: Database,
  vehicleId: number,
  day: string,
): Promise<{ odometer_end_km: number | null; meter_reading: number | null } | undefined> {
  const [before] = rowsOf<{ odometer_end_km: number | null; meter_reading: number | null }>(
    await db.execute(sql`
        SELECT (SELECT odometer_end_km FROM report_days WHERE vehicle_id = v.id AND day < ${day}::date
                ORDER BY day DESC LIMIT 1) AS odometer_end_km, v.meter_reading
        FROM vehicles v WHERE v.id = ${vehicleId}`),
  );
  return before;
}

/** The vehicle's last valid fix before `dayStart` (ms), with the last key reported before it, however long ago. */
export async function fixBefore(
  db: Database,
  vehicleId: number,
  dayStart: number,
): Promise<PositionRow | undefined> {
  const [previous] = rowsOf<PositionRow>(
    await db.execute(sql`
        SELECT p.fix_time, p.lat, p.lon, p.speed, p.ignition, p.attributes->>'odometer' AS odometer,
          coalesce(p.attributes->>'driver_key', (
            SELECT k.attributes->>'driver_key' FROM positions k
            WHERE k.vehicle_id = ${vehicleId} AND k.valid AND k.fix_time < p.fix_time AND k.attributes ? 'driver_key'
            ORDER BY k.fix_time DESC LIMIT 1)) AS driver_key
        FROM positions p WHERE p.vehicle_id = ${vehicleId} AND p.valid AND p.fix_time < ${new Date(dayStart).toISOString()}::timestamptz
        ORDER BY p.fix_time DESC LIMIT 1`),
  );
  return previous;
}

/** Up to `limit` of the vehicle's valid fixes after `cursor` (ISO time), in order. */
export async function fixesAfter(
  db: Database,
  vehicleId: number,
  cursor: string,
  limit: number,
): Promise<PositionRow[]> {
  return rowsOf<PositionRow>(
    await db.execute(sql`
          SELECT fix_time, lat, lon, speed, ignition, attributes->>'odometer' AS odometer, attributes->>'driver_key' AS driver_key
          FROM positions WHERE vehicle_id = ${vehicleId} AND valid AND fix_time > ${cursor}::timestamptz
          ORDER BY fix_time LIMIT ${limit}`),
  );
}

/**
 * Writes a transaction's detections in this order: the cleared spans, trips, stops, days, the days' counts, then
 * the states (each statement only when it has rows). Rows of vehicles deleted meanwhile are left out.
 */
export async function writeDetected(tx: Database, rows: DetectedRows, timeZone: string): Promise<void> {
  const { clears, trips, stops, days, states } = rows;
  if (clears.length > 0) {
    const json = JSON.stringify(clears);
    const recordset = sql`jsonb_to_recordset(${json}::jsonb) AS c(vehicle_id int, from_time timestamptz, from_day date)`;
    await tx.execute(
      sql`DELETE FROM report_trips r USING ${recordset} WHERE r.vehicle_id = c.vehicle_id AND r.start_time >= c.from_time`,
    );
    await tx.execute(
      sql`DELETE FROM report_stops r USING ${recordset} WHERE r.vehicle_id = c.vehicle_id AND r.start_time >= c.from_time`,
    );
    await tx.execute(
      sql`DELETE FROM report_days r USING ${recordset} WHERE r.vehicle_id = c.vehicle_id AND r.day >= c.from_day`,
    );
  }
  if (trips.length > 0)
    await tx.execute(sql`
        INSERT INTO report_trips (vehicle_id, start_time, end_time, start_lat, start_lon, end_lat, end_lon, distance_m, max_speed, driver_key)
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(trips)}::jsonb) AS t(vehicle_id int, start_time timestamptz,
          end_time timestamptz, start_lat double precision, start_lon double precision, end_lat double precision,
          end_lon double precision, distance_m double precision, max_speed double precision, driver_key text)
        WHERE EXISTS (SELECT 1 FROM vehicles WHERE vehicles.id = t.vehicle_id)
        ORDER BY vehicle_id, start_time
        ON CONFLICT (vehicle_id, start_time) DO UPDATE SET end_time = excluded.end_time, start_lat = excluded.start_lat,
          start_lon = excluded.start_lon, end_lat = excluded.end_lat, end_lon = excluded.end_lon,
          distance_m = excluded.distance_m, max_speed = excluded.max_speed, driver_key = excluded.driver_key`);
  if (stops.length > 0)
    await tx.execute(sql`
        INSERT INTO report_stops (vehicle_id, start_time, end_time, lat, lon, engine_on_seconds)
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(stops)}::jsonb) AS t(vehicle_id int, start_time timestamptz,
          end_time timestamptz, lat double precision, lon double precision, engine_on_seconds int)
        WHERE EXISTS (SELECT 1 FROM vehicles WHERE vehicles.id = t.vehicle_id)
        ORDER BY vehicle_id, start_time
        ON CONFLICT (vehicle_id, start_time) DO UPDATE SET end_time = excluded.end_time, lat = excluded.lat,
          lon = excluded.lon, engine_on_seconds = excluded.engine_on_seconds`);
  if (days.length > 0)
    await tx.execute(sql`
        INSERT INTO report_days (vehicle_id, day, distance_m, driving_seconds, idle_seconds, stopped_seconds, max_speed,
          odometer_start_km, odometer_end_km)
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(days)}::jsonb) AS t(vehicle_id int, day date,
          distance_m double precision, driving_seconds double precision, idle_seconds double precision,
          stopped_seconds double precision, max_speed double precision, odometer_start_km double precision,
          odometer_end_km double precision)
        WHERE EXISTS (SELECT 1 FROM vehicles WHERE vehicles.id = t.vehicle_id)
        ORDER BY vehicle_id, day
        ON CONFLICT (vehicle_id, day) DO UPDATE SET distance_m = excluded.distance_m,
          driving_seconds = excluded.driving_seconds, idle_seconds = excluded.idle_seconds,
          stopped_seconds = excluded.stopped_seconds, max_speed = excluded.max_speed,
          odometer_start_km = excluded.odometer_start_km, odometer_end_km = excluded.odometer_end_km`);
  if (rows.counted.length > 0)
    await tx.execute(sql`
        UPDATE report_days d SET
          trips = (SELECT count(*) FROM report_trips r WHERE r.vehicle_id = d.vehicle_id
            AND r.start_time >= d.day::timestamp AT TIME ZONE ${timeZone}
            AND r.start_time < (d.day + 1)::timestamp AT TIME ZONE ${timeZone}),
          stops = (SELECT count(*) FROM report_stops r WHERE r.vehicle_id = d.vehicle_id
            AND r.start_time >= d.day::timestamp AT TIME ZONE ${timeZone}
            AND r.start_time < (d.day + 1)::timestamp AT TIME ZONE ${timeZone})
        FROM jsonb_to_recordset(${JSON.stringify(rows.counted)}::jsonb) AS c(vehicle_id int, day date)
        WHERE d.vehicle_id = c.vehicle_id AND d.day = c.day`);
  if (states.length > 0)
    await tx.execute(sql`
        INSERT INTO report_state (vehicle_id, fix_time, state, updated_at)
        SELECT vehicle_id, fix_time, state, now()
        FROM jsonb_to_recordset(${JSON.stringify(states)}::jsonb) AS t(vehicle_id int, fix_time timestamptz, state jsonb)
        WHERE EXISTS (SELECT 1 FROM vehicles WHERE vehicles.id = t.vehicle_id)
        ORDER BY vehicle_id
        ON CONFLICT (vehicle_id) DO UPDATE SET fix_time = excluded.fix_time, state = excluded.state,
          updated_at = excluded.updated_at`);
}

/** The vehicles whose stored positions go past their saved state, and where that state is. */
export async function vehiclesBehindReports(db: Database): Promise<{ vehicle_id: number; after: string }[]> {
  return rowsOf<{ vehicle_id: number; after: string }>(
    await db.execute(sql`
        SELECT lp.vehicle_id, s.fix_time AS after
        FROM latest_positions lp JOIN report_state s ON s.vehicle_id = lp.vehicle_id
        WHERE lp.fix_time > s.fix_time`),
  );
}
