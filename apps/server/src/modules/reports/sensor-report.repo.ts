import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { type ReportScope, vehicleFilter } from './reports.repo';
import type { FuelDayRow, ReadingRow, SensorRow } from './sensor-report';

export type { FuelDayRow, ReadingRow, SensorRow };

export interface ScopedVehicle {
  id: number;
  name: string;
  plate_number: string;
}

/** A sensor with the definition its stored fuel days were computed with (null: none stored). */
export interface FuelSensorRow extends SensorRow {
  fuel_definition: string | null;
}

/** A stored day as the statement sends it: `d`, start, end, refuelled, refuels, drained, drains, first, last. */
type FuelDayTuple = [
  number,
  number | null,
  number | null,
  number,
  number,
  number,
  number,
  number | null,
  number | null,
];

/** The statements of the fuel and temperature reports (docs/api.md#sensors). */
export class SensorReportRepo {
  constructor(private readonly db: Database) {}

  /** The vehicles of the scope, by name. */
  async vehicles(scope: ReportScope): Promise<ScopedVehicle[]> {
    const rows = rowsOf<ScopedVehicle>(
      await this.db.execute(sql`SELECT id, name, plate_number FROM vehicles v
        WHERE ${vehicleFilter(sql`v.id`, scope)} ORDER BY name, id`),
    );
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  /** The sensors of these types on the scope's vehicles. */
  async sensors(scope: ReportScope, types: readonly string[]): Promise<SensorRow[]> {
    const rows = rowsOf<SensorRow>(
      await this.db
        .execute(sql`SELECT id, vehicle_id, name, type, attribute, calibration, multiplier, capacity, min,
          max, refuel_min_litres, drain_min_litres
        FROM vehicle_sensors s
        WHERE s.type = ANY(${`{${types.join(',')}}`}::text[]) AND ${vehicleFilter(sql`s.vehicle_id`, scope)}
        ORDER BY vehicle_id, id`),
    );
    return rows.map((row) => ({ ...row, id: Number(row.id), vehicle_id: Number(row.vehicle_id) }));
  }

  /** The fuel sensors on the scope's vehicles, with the definition of their stored days. */
  async fuelSensors(scope: ReportScope): Promise<FuelSensorRow[]> {
    const rows = rowsOf<FuelSensorRow>(
      await this.db
        .execute(sql`SELECT s.id, s.vehicle_id, s.name, s.type, s.attribute, s.calibration, s.multiplier,
          s.capacity, s.min, s.max, s.refuel_min_litres, s.drain_min_litres, t.definition AS fuel_definition
        FROM vehicle_sensors s LEFT JOIN report_fuel_state t ON t.sensor_id = s.id
        WHERE s.type = ANY('{fuel_level,fuel_used}'::text[]) AND ${vehicleFilter(sql`s.vehicle_id`, scope)}
        ORDER BY s.vehicle_id, s.id`),
    );
    return rows.map((row) => ({ ...row, id: Number(row.id), vehicle_id: Number(row.vehicle_id) }));
  }

  /**
   * The stored days of the fuel sensors of the scope's vehicles in its days, by sensor and day; by vehicle, each
   * sensor's days folded into one row as `levelDayBuckets` and `counterDayBuckets` fold them (the first known start
   * and first value, the last known end and last value, the sums).
   */
  async fuelDays(scope: ReportScope, group: 'vehicle' | 'day'): Promise<FuelDayRow[]> {
    const where = sql`day >= ${scope.fromDay}::date AND day <= ${scope.toDay}::date
      AND ${vehicleFilter(sql`vehicle_id`, scope)}`;
    if (group === 'vehicle')
      return rowsOf<FuelDayRow>(
        await this.db.execute(sql`SELECT sensor_id, 0 AS d,
            (array_agg(start_litres ORDER BY day) FILTER (WHERE start_litres IS NOT NULL))[1] AS start_litres,
            (array_agg(end_litres ORDER BY day DESC) FILTER (WHERE end_litres IS NOT NULL))[1] AS end_litres,
            sum(refuelled_litres) AS refuelled_litres, sum(refuels)::int AS refuels,
            sum(drained_litres) AS drained_litres, sum(drains)::int AS drains,
            (array_agg(first_value ORDER BY day) FILTER (WHERE first_value IS NOT NULL))[1] AS first_value,
            (array_agg(last_value ORDER BY day DESC) FILTER (WHERE last_value IS NOT NULL))[1] AS last_value
          FROM report_fuel_days WHERE ${where} GROUP BY sensor_id`),
      );
    // A month of a fleet is tens of thousands of days: one row per sensor, its days as one JSON array of arrays
    // (decoded natively, where a row per day costs the driver a row object each).
    const sensors = rowsOf<{ sensor_id: number; days: FuelDayTuple[] | string }>(
      await this.db.execute(sql`SELECT sensor_id,
          json_agg(json_build_array(day - ${scope.fromDay}::date, start_litres, end_litres, refuelled_litres, refuels,
            drained_litres, drains, first_value, last_value) ORDER BY day) AS days
        FROM report_fuel_days WHERE ${where} GROUP BY sensor_id`),
    );
    const rows: FuelDayRow[] = [];
    for (const sensor of sensors) {
      const days =
        typeof sensor.days === 'string' ? (JSON.parse(sensor.days) as FuelDayTuple[]) : sensor.days;
      for (const [d, start, end, refuelled, refuels, drained, drains, first, last] of days)
        rows.push({
          sensor_id: Number(sensor.sensor_id),
          d,
          start_litres: start,
          end_litres: end,
          refuelled_litres: refuelled,
          refuels,
          drained_litres: drained,
          drains,
          first_value: first,
          last_value: last,
        });
    }
    return rows;
  }

  /** One attribute of the vehicle's positions in [from, to), in fix-time order, with speed, ignition and place. */
  async readings(
    vehicleId: number,
    attribute: string,
    from: Date,
    to: Date,
    limit: number,
  ): Promise<ReadingRow[]> {
    return rowsOf<ReadingRow>(
      await this.db.execute(sql`SELECT (extract(epoch FROM fix_time) * 1000)::float8 AS fix_ms,
            attributes -> ${attribute} AS raw, speed, COALESCE(to_jsonb(ignition), attributes -> 'ignition') AS ignition,
            CASE WHEN valid THEN lat END AS lat, CASE WHEN valid THEN lon END AS lon
          FROM positions
          WHERE vehicle_id = ${vehicleId} AND fix_time >= ${from.toISOString()}::timestamptz
            AND fix_time < ${to.toISOString()}::timestamptz AND attributes ? ${attribute}
          ORDER BY fix_time
          LIMIT ${limit}`),
    );
  }

  /**
   * Distance per vehicle and day of the period (the daily totals, as the summary report), `d` the day's number in the
   * period; by vehicle, the period's sum (`d` 0).
   */
  async distances(
    scope: ReportScope,
    group: 'vehicle' | 'day',
  ): Promise<{ vehicle_id: number; d: number; distance_m: number }[]> {
    const where = sql`day >= ${scope.fromDay}::date AND day <= ${scope.toDay}::date
      AND ${vehicleFilter(sql`vehicle_id`, scope)}`;
    // By day, one row per vehicle with its days as a JSON array (as the fuel days).
    const vehicles = rowsOf<{ vehicle_id: number; days: [number, number | null][] | string }>(
      await this.db.execute(
        group === 'day'
          ? sql`SELECT vehicle_id, json_agg(json_build_array(day - ${scope.fromDay}::date, distance_m)) AS days
            FROM report_days WHERE ${where} GROUP BY vehicle_id`
          : sql`SELECT vehicle_id, json_build_array(json_build_array(0, sum(distance_m))) AS days
            FROM report_days WHERE ${where} GROUP BY vehicle_id`,
      ),
    );
    const rows: { vehicle_id: number; d: number; distance_m: number }[] = [];
    for (const vehicle of vehicles) {
      const days =
        typeof vehicle.days === 'string'
          ? (JSON.parse(vehicle.days) as [number, number | null][])
          : vehicle.days;
      for (const [d, distance] of days)
        rows.push({ vehicle_id: Number(vehicle.vehicle_id), d, distance_m: distance ?? 0 });
    }
    return rows;
  }
}
