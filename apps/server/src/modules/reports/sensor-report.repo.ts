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

export interface ReadingRow {
  fix_ms: number;
  raw: unknown;
  speed: number | null;
  ignition: unknown;
  /** The fix's position, null when it is invalid (the fuel detector tells gaps driven across by it). */
  lat?: number | null;
  lon?: number | null;
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
