import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { type ReportScope, vehicleFilter } from './reports.repo';

export interface ScopedVehicle {
  id: number;
  name: string;
  plate_number: string;
}

export interface SensorRow {
  id: number;
  vehicle_id: number;
  name: string;
  type: string;
  attribute: string;
  calibration: [number, number][];
  multiplier: number;
  capacity: number | null;
  min: number | null;
  max: number | null;
  refuel_min_litres: number | null;
  drain_min_litres: number | null;
}

/** A sensor with the definition its stored fuel days were computed with (null: none stored). */
export interface FuelSensorRow extends SensorRow {
  fuel_definition: string | null;
}

/** A stored day of a fuel sensor (fuel-days.ts). */
export interface FuelDayRow {
  sensor_id: number;
  day: string;
  start_litres: number | null;
  end_litres: number | null;
  refuelled_litres: number;
  refuels: number;
  drained_litres: number;
  drains: number;
  first_value: number | null;
  last_value: number | null;
}

export interface ReadingRow {
  fix_ms: number;
  raw: unknown;
  speed: number | null;
  ignition: unknown;
}

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

  /** The stored days of these sensors in the scope's days, by sensor and day. */
  async fuelDays(sensorIds: readonly number[], scope: ReportScope): Promise<FuelDayRow[]> {
    if (sensorIds.length === 0) return [];
    const rows = rowsOf<FuelDayRow>(
      await this.db.execute(sql`SELECT sensor_id, to_char(day, 'YYYY-MM-DD') AS day, start_litres, end_litres,
          refuelled_litres, refuels, drained_litres, drains, first_value, last_value
        FROM report_fuel_days
        WHERE sensor_id = ANY(${`{${sensorIds.join(',')}}`}::int[])
          AND day >= ${scope.fromDay}::date AND day <= ${scope.toDay}::date
        ORDER BY sensor_id, day`),
    );
    return rows;
  }

  /** One attribute of the vehicle's positions in [from, to), in fix-time order, with speed and ignition. */
  async readings(
    vehicleId: number,
    attribute: string,
    from: Date,
    to: Date,
    limit: number,
  ): Promise<ReadingRow[]> {
    return rowsOf<ReadingRow>(
      await this.db.execute(sql`SELECT (extract(epoch FROM fix_time) * 1000)::float8 AS fix_ms,
            attributes -> ${attribute} AS raw, speed, COALESCE(to_jsonb(ignition), attributes -> 'ignition') AS ignition
          FROM positions
          WHERE vehicle_id = ${vehicleId} AND fix_time >= ${from.toISOString()}::timestamptz
            AND fix_time < ${to.toISOString()}::timestamptz AND attributes ? ${attribute}
          ORDER BY fix_time
          LIMIT ${limit}`),
    );
  }

  /** Distance per vehicle and day of the period (the daily totals, as the summary report). */
  async distances(scope: ReportScope): Promise<{ vehicle_id: number; day: string; distance_m: number }[]> {
    const rows = rowsOf<{ vehicle_id: number; day: string | Date; distance_m: unknown }>(
      await this.db
        .execute(sql`SELECT vehicle_id, to_char(day, 'YYYY-MM-DD') AS day, distance_m FROM report_days
        WHERE day >= ${scope.fromDay}::date AND day <= ${scope.toDay}::date
          AND ${vehicleFilter(sql`vehicle_id`, scope)}`),
    );
    return rows.map((row) => ({
      vehicle_id: Number(row.vehicle_id),
      day: String(row.day),
      distance_m: Number(row.distance_m ?? 0),
    }));
  }
}
