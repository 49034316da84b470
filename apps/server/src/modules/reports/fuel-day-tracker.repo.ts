import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import type { FuelDay, FuelReading, FuelTrack } from './fuel-days';
import type { SensorRow } from './sensor-report.repo';

/** The fuel day tracker's statements: the sensors with their saved tracks, the readings it replays, what it writes. */

export interface SensorWithTrack extends SensorRow {
  fix_time: string | Date | null;
  definition: string | null;
  state: unknown;
}

const FUEL_TYPES = `{fuel_level,fuel_used}`;

/** The fuel sensors of `vehicleIds` with their saved tracks (null without one), in vehicle and sensor order. */
export async function fuelSensorsWithTracks(
  db: Database,
  vehicleIds: readonly number[],
): Promise<SensorWithTrack[]> {
  if (vehicleIds.length === 0) return [];
  const rows = rowsOf<SensorWithTrack>(
    await db.execute(sql`
      SELECT s.id, s.vehicle_id, s.name, s.type, s.attribute, s.calibration, s.multiplier, s.capacity, s.min, s.max,
        s.refuel_min_litres, s.drain_min_litres, t.fix_time, t.definition, t.state
      FROM vehicle_sensors s LEFT JOIN report_fuel_state t ON t.sensor_id = s.id
      WHERE s.vehicle_id = ANY(${`{${vehicleIds.join(',')}}`}::int[]) AND s.type = ANY(${FUEL_TYPES}::text[])
      ORDER BY s.vehicle_id, s.id`),
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), vehicle_id: Number(row.vehicle_id) }));
}

/** The sensor's latest checkpoint on or before `day`. */
export async function checkpointOnOrBefore(
  db: Database,
  sensorId: number,
  day: string,
): Promise<{ day: string; state: FuelTrack } | undefined> {
  const [row] = rowsOf<{ day: string; state: FuelTrack }>(
    await db.execute(sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, state FROM report_fuel_checkpoints
      WHERE sensor_id = ${sensorId} AND day <= ${day}::date ORDER BY day DESC LIMIT 1`),
  );
  return row;
}

/**
 * Up to `limit` readings of one attribute of the vehicle's positions (valid or not, as the report reads them) with a
 * fix time at or after `from` (ms; null: the first) and after `after` (ms; paging), in fix-time order.
 */
export async function sensorReadings(
  db: Database,
  vehicleId: number,
  attribute: string,
  from: number | null,
  after: number | null,
  limit: number,
): Promise<FuelReading[]> {
  const rows = rowsOf<{ fix_ms: number; raw: unknown; speed: number | null; ignition: unknown }>(
    await db.execute(sql`
      SELECT (extract(epoch FROM fix_time) * 1000)::float8 AS fix_ms, attributes -> ${attribute} AS raw, speed,
        COALESCE(to_jsonb(ignition), attributes -> 'ignition') AS ignition
      FROM positions
      WHERE vehicle_id = ${vehicleId} AND attributes ? ${attribute}
        ${from === null ? sql`` : sql`AND fix_time >= ${new Date(from).toISOString()}::timestamptz`}
        ${after === null ? sql`` : sql`AND fix_time > ${new Date(after).toISOString()}::timestamptz`}
      ORDER BY fix_time
      LIMIT ${limit}`),
  );
  return rows.map((row) => ({
    t: Number(row.fix_ms),
    raw: row.raw,
    speed: row.speed === null ? null : Number(row.speed),
    ignition: row.ignition,
  }));
}

/** What one transaction of the tracker writes. */
export interface FuelDayRows {
  /** Per sensor, the days (and checkpoints) cleared before the ones replayed are written; null `from_day`: all. */
  clears: { sensor_id: number; from_day: string | null }[];
  days: (FuelDay & { sensor_id: number; vehicle_id: number })[];
  checkpoints: { sensor_id: number; day: string; state: FuelTrack }[];
  tracks: {
    sensor_id: number;
    vehicle_id: number;
    fix_time: string | null;
    definition: string;
    state: FuelTrack;
  }[];
}

/**
 * Writes the cleared spans, the days, the checkpoints, then the tracks (each statement only when it has rows). Rows
 * of sensors deleted meanwhile are left out.
 */
export async function writeFuelDays(tx: Database, rows: FuelDayRows): Promise<void> {
  const { clears, days, checkpoints, tracks } = rows;
  if (clears.length > 0) {
    const recordset = sql`jsonb_to_recordset(${JSON.stringify(clears)}::jsonb) AS c(sensor_id int, from_day date)`;
    await tx.execute(sql`DELETE FROM report_fuel_days r USING ${recordset}
      WHERE r.sensor_id = c.sensor_id AND (c.from_day IS NULL OR r.day >= c.from_day)`);
    await tx.execute(sql`DELETE FROM report_fuel_checkpoints r USING ${recordset}
      WHERE r.sensor_id = c.sensor_id AND (c.from_day IS NULL OR r.day >= c.from_day)`);
  }
  if (days.length > 0)
    await tx.execute(sql`
      INSERT INTO report_fuel_days (sensor_id, day, vehicle_id, start_litres, end_litres, refuelled_litres, refuels,
        drained_litres, drains, first_value, last_value)
      SELECT t.sensor_id, t.day, t.vehicle_id, t.start, t."end", t.refuelled, t.refuels, t.drained, t.drains, t.first,
        t.last
      FROM jsonb_to_recordset(${JSON.stringify(days)}::jsonb) AS t(sensor_id int, day date, vehicle_id int,
        start double precision, "end" double precision, refuelled double precision, refuels int,
        drained double precision, drains int, first double precision, last double precision)
      WHERE EXISTS (SELECT 1 FROM vehicle_sensors s WHERE s.id = t.sensor_id)
      ORDER BY t.sensor_id, t.day
      ON CONFLICT (sensor_id, day) DO UPDATE SET start_litres = excluded.start_litres,
        end_litres = excluded.end_litres, refuelled_litres = excluded.refuelled_litres, refuels = excluded.refuels,
        drained_litres = excluded.drained_litres, drains = excluded.drains, first_value = excluded.first_value,
        last_value = excluded.last_value`);
  if (checkpoints.length > 0)
    await tx.execute(sql`
      INSERT INTO report_fuel_checkpoints (sensor_id, day, state)
      SELECT t.sensor_id, t.day, t.state
      FROM jsonb_to_recordset(${JSON.stringify(checkpoints)}::jsonb) AS t(sensor_id int, day date, state jsonb)
      WHERE EXISTS (SELECT 1 FROM vehicle_sensors s WHERE s.id = t.sensor_id)
      ORDER BY t.sensor_id, t.day
      ON CONFLICT (sensor_id, day) DO UPDATE SET state = excluded.state`);
  if (tracks.length > 0)
    await tx.execute(sql`
      INSERT INTO report_fuel_state (sensor_id, vehicle_id, fix_time, definition, state, updated_at)
      SELECT t.sensor_id, t.vehicle_id, t.fix_time, t.definition, t.state, now()
      FROM jsonb_to_recordset(${JSON.stringify(tracks)}::jsonb) AS t(sensor_id int, vehicle_id int,
        fix_time timestamptz, definition text, state jsonb)
      WHERE EXISTS (SELECT 1 FROM vehicle_sensors s WHERE s.id = t.sensor_id)
      ORDER BY t.sensor_id
      ON CONFLICT (sensor_id) DO UPDATE SET fix_time = excluded.fix_time, definition = excluded.definition,
        state = excluded.state, updated_at = excluded.updated_at`);
}

/** The vehicles whose stored positions go past a fuel sensor's saved track, and the earliest such track's fix. */
export async function vehiclesBehindFuelDays(db: Database): Promise<{ vehicle_id: number; after: string }[]> {
  return rowsOf<{ vehicle_id: number; after: string }>(
    await db.execute(sql`
      SELECT t.vehicle_id, min(COALESCE(t.fix_time, 'epoch'::timestamptz)) AS after
      FROM report_fuel_state t JOIN latest_positions lp ON lp.vehicle_id = t.vehicle_id
      WHERE lp.fix_time > COALESCE(t.fix_time, '-infinity'::timestamptz)
      GROUP BY t.vehicle_id`),
  );
}
