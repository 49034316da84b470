import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { type ReportScope, TRIP_DRIVER, vehicleFilter } from './reports.repo';

/** The sums a driving row is made of, before its score (numbers as the database answers them). */
export interface DrivingSums {
  driver_id?: number | null;
  driver_name?: string | null;
  vehicle_id?: number;
  vehicle_name?: string;
  plate_number?: string;
  distance_m: unknown;
  driving_seconds: unknown;
  idle_seconds: unknown;
  harsh_acceleration: unknown;
  harsh_braking: unknown;
  harsh_cornering: unknown;
  overspeed_events: unknown;
  overspeed_seconds: unknown;
}

/** The event types the driving report counts. */
const TYPES = `{harsh_acceleration,harsh_braking,harsh_cornering,overspeed,idle}`;

/** A number attribute of `e.attributes`, 0 when it is missing or not a number. */
const seconds = (key: string) =>
  sql.raw(
    `CASE WHEN jsonb_typeof(e.attributes->'${key}') = 'number' THEN (e.attributes->>'${key}')::float8 ELSE 0 END`,
  );

/** Per group: harsh counts, overspeed episodes and time (their `duration_seconds`). */
const EVENT_SUMS = sql`
  count(*) FILTER (WHERE e.type = 'harsh_acceleration') AS harsh_acceleration,
  count(*) FILTER (WHERE e.type = 'harsh_braking') AS harsh_braking,
  count(*) FILTER (WHERE e.type = 'harsh_cornering') AS harsh_cornering,
  count(*) FILTER (WHERE e.type = 'overspeed') AS overspeed_events,
  COALESCE(sum(${seconds('duration_seconds')}) FILTER (WHERE e.type = 'overspeed'), 0) AS overspeed_seconds`;

/**
 * A driving event is the driver's of the trip it happened in (or, idling at a stop, of the trip before it, ended
 * at most this long before): the driver a trip names is the one identified at its start.
 */
const AFTER_TRIP = sql`interval '1 hour'`;

export class DrivingRepo {
  constructor(private readonly db: Database) {}

  async driverExists(id: number): Promise<boolean> {
    return rowsOf(await this.db.execute(sql`SELECT 1 FROM drivers WHERE id = ${id}`)).length > 0;
  }

  /**
   * Per vehicle: distance, driving and idle time from the daily totals (as the summary report), harsh and
   * overspeed events of the period.
   */
  async byVehicle(scope: ReportScope): Promise<DrivingSums[]> {
    const from = scope.from.toISOString();
    const to = scope.to.toISOString();
    return rowsOf<DrivingSums>(
      await this.db.execute(sql`
        WITH d AS (
          SELECT vehicle_id, sum(distance_m) AS distance_m, sum(driving_seconds) AS driving_seconds,
            sum(idle_seconds) AS idle_seconds
          FROM report_days
          WHERE day >= ${scope.fromDay}::date AND day <= ${scope.toDay}::date
            AND ${vehicleFilter(sql`vehicle_id`, scope)}
          GROUP BY vehicle_id
        ),
        ev AS (
          SELECT e.vehicle_id, ${EVENT_SUMS}
          FROM events e
          WHERE e.type = ANY(${TYPES}::text[]) AND e.time >= ${from}::timestamptz AND e.time < ${to}::timestamptz
            AND ${vehicleFilter(sql`e.vehicle_id`, scope)}
          GROUP BY e.vehicle_id
        )
        SELECT v.id AS vehicle_id, v.name AS vehicle_name, v.plate_number,
          COALESCE(d.distance_m, 0) AS distance_m, COALESCE(d.driving_seconds, 0) AS driving_seconds,
          COALESCE(d.idle_seconds, 0) AS idle_seconds,
          COALESCE(ev.harsh_acceleration, 0) AS harsh_acceleration, COALESCE(ev.harsh_braking, 0) AS harsh_braking,
          COALESCE(ev.harsh_cornering, 0) AS harsh_cornering, COALESCE(ev.overspeed_events, 0) AS overspeed_events,
          COALESCE(ev.overspeed_seconds, 0) AS overspeed_seconds
        FROM vehicles v LEFT JOIN d ON d.vehicle_id = v.id LEFT JOIN ev ON ev.vehicle_id = v.id
        WHERE ${vehicleFilter(sql`v.id`, scope)}`),
    );
  }

  /**
   * Per driver, through the trips (docs/api.md#driver-keys): distance and driving time of the trips that started
   * in the period, by the driver each names; the period's harsh, overspeed and idle events by the driver of the
   * trip they belong to (`AFTER_TRIP`). What no driver is identified for is one row with no driver.
   */
  async byDriver(scope: ReportScope): Promise<DrivingSums[]> {
    const from = scope.from.toISOString();
    const to = scope.to.toISOString();
    return rowsOf<DrivingSums>(
      await this.db.execute(sql`
        WITH te AS (
          SELECT e.type, e.attributes, tr.vehicle_id AS trip_vehicle, tr.start_time AS trip_start
          FROM events e
          LEFT JOIN LATERAL (
            SELECT r.vehicle_id, r.start_time FROM report_trips r
            WHERE r.vehicle_id = e.vehicle_id AND r.start_time <= e.time AND r.end_time >= e.time - ${AFTER_TRIP}
            ORDER BY r.start_time DESC LIMIT 1
          ) tr ON TRUE
          WHERE e.type = ANY(${TYPES}::text[]) AND e.time >= ${from}::timestamptz AND e.time < ${to}::timestamptz
            AND ${vehicleFilter(sql`e.vehicle_id`, scope)} AND e.vehicle_id IN (SELECT id FROM vehicles)
        ),
        t AS (
          SELECT r.vehicle_id, r.start_time, r.end_time, r.distance_m, r.driver_key,
            r.start_time >= ${from}::timestamptz AND r.start_time < ${to}::timestamptz AS in_period
          FROM report_trips r
          WHERE (r.start_time >= ${from}::timestamptz AND r.start_time < ${to}::timestamptz
              AND ${vehicleFilter(sql`r.vehicle_id`, scope)})
            OR (r.vehicle_id, r.start_time) IN (SELECT trip_vehicle, trip_start FROM te)
        ),
        td AS (
          SELECT r.*, dr.id AS driver_id, dr.name AS driver_name
          FROM t r LEFT JOIN LATERAL ${TRIP_DRIVER} dr ON TRUE
        ),
        parts AS (
          SELECT driver_id, driver_name,
            COALESCE(sum(distance_m) FILTER (WHERE in_period), 0) AS distance_m,
            COALESCE(sum(extract(epoch FROM end_time - start_time)) FILTER (WHERE in_period), 0) AS driving_seconds,
            0 AS idle_seconds, 0 AS harsh_acceleration, 0 AS harsh_braking, 0 AS harsh_cornering,
            0 AS overspeed_events, 0 AS overspeed_seconds
          FROM td GROUP BY driver_id, driver_name
          UNION ALL
          SELECT td.driver_id, td.driver_name, 0, 0,
            COALESCE(sum(${seconds('duration_seconds')}) FILTER (WHERE e.type = 'idle'), 0), ${EVENT_SUMS}
          FROM te e LEFT JOIN td ON td.vehicle_id = e.trip_vehicle AND td.start_time = e.trip_start
          GROUP BY td.driver_id, td.driver_name
        )
        SELECT driver_id, max(driver_name) AS driver_name, sum(distance_m) AS distance_m,
          sum(driving_seconds) AS driving_seconds, sum(idle_seconds) AS idle_seconds,
          sum(harsh_acceleration) AS harsh_acceleration, sum(harsh_braking) AS harsh_braking,
          sum(harsh_cornering) AS harsh_cornering, sum(overspeed_events) AS overspeed_events,
          sum(overspeed_seconds) AS overspeed_seconds
        FROM parts
        GROUP BY driver_id`),
    );
  }
}
