import { sql, type SQL } from 'drizzle-orm';
import type {
  InspectionRow,
  ItineraryRow,
  StopRow,
  SummaryRow,
  TripRow,
} from '@fleet/shared/schemas/reports';
import { type Database, rowsOf } from '../../db/client';
import { NAMES, PRESENTED } from '../events';
import type { StoredEvent } from '../events';
import { LATE_TOLERANCE_MS } from '../trips';

/** What every report is asked for: whose, when (`[from, to)`, and the same as whole days), which page. */
export interface ReportScope {
  /** null: every vehicle the user may see. */
  vehicleIds: number[] | null;
  from: Date;
  to: Date;
  fromDay: string;
  /** The last day, inclusive. */
  toDay: string;
}

export interface Page {
  limit: number;
  offset: number;
}

export interface ReportPage<T> {
  rows: T[];
  total: number;
  totals: Record<string, number | null>;
}

const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const avgKmh = (metres: number, seconds: number) =>
  seconds > 0 ? round(metres / 1000 / (seconds / 3600), 1) : 0;

/** Rows a report may show: the vehicles asked for, within those the user may see (today every vehicle). */
export function vehicleFilter(column: SQL, scope: ReportScope): SQL {
  return scope.vehicleIds === null
    ? sql`TRUE`
    : sql`${column} = ANY(${`{${scope.vehicleIds.join(',')}}`}::int[])`;
}

const vehicleOf = (row: { vehicle_id: number; vehicle_name: string; plate_number: string }) => ({
  id: row.vehicle_id,
  name: row.vehicle_name,
  plate_number: row.plate_number,
});

function summaryRow(row: Record<string, unknown>, byDay: boolean): SummaryRow {
  const distance = num(row.distance_m);
  const driving = num(row.driving_seconds);
  return {
    vehicle: vehicleOf(row as never),
    ...(byDay ? { day: String(row.day) } : {}),
    distance_km: round(distance / 1000),
    driving_seconds: Math.round(driving),
    idle_seconds: Math.round(num(row.idle_seconds)),
    stopped_seconds: Math.round(num(row.stopped_seconds)),
    max_speed: round(num(row.max_speed), 1),
    avg_speed: avgKmh(distance, driving),
    trips: num(row.trips),
    stops: num(row.stops),
    overspeed_events: num(row.overspeed_events),
    odometer_start_km: row.odometer_start_km == null ? null : round(num(row.odometer_start_km), 1),
    odometer_end_km: row.odometer_end_km == null ? null : round(num(row.odometer_end_km), 1),
  };
}

/** The totals cards of the summary, from the sums of its rows (`distance_m`, `driving_seconds`, …). */
function summaryTotals(sums: Record<string, unknown>): Record<string, number | null> {
  return {
    distance_km: round(num(sums.distance_m) / 1000),
    driving_seconds: Math.round(num(sums.driving_seconds)),
    idle_seconds: Math.round(num(sums.idle_seconds)),
    stopped_seconds: Math.round(num(sums.stopped_seconds)),
    max_speed: round(num(sums.max_speed), 1),
    avg_speed: avgKmh(num(sums.distance_m), num(sums.driving_seconds)),
    trips: num(sums.trips),
    stops: num(sums.stops),
    overspeed_events: num(sums.overspeed_events),
  };
}

/**
 * The driver of the report trip `r` (columns `vehicle_id`, `start_time`, `driver_key`), as `id`, `name`, for a
 * `LEFT JOIN LATERAL`: the driver identified by the key reported at the trip's start (none when nobody owns that
 * key), else the driver of the itinerary running then, else the vehicle's assigned driver (docs/api.md#driver-keys).
 */
export const TRIP_DRIVER = sql`(
          SELECT d.id, d.name, 1 AS rank FROM drivers d WHERE r.driver_key IS NOT NULL AND d.key_id = r.driver_key
          UNION ALL
          SELECT * FROM (
            SELECT d.id, d.name, 2 AS rank FROM trips it JOIN drivers d ON d.id = it.driver_id
            WHERE r.driver_key IS NULL
              AND it.vehicle_id = r.vehicle_id AND it.starts_at <= r.start_time AND it.ends_at >= r.start_time
            ORDER BY it.starts_at DESC LIMIT 1
          ) itinerary
          UNION ALL
          SELECT * FROM (
            SELECT d.id, d.name, 3 AS rank FROM drivers d WHERE r.driver_key IS NULL AND d.vehicle_id = r.vehicle_id
            ORDER BY d.id LIMIT 1
          ) assigned
          ORDER BY rank LIMIT 1
        )`;

export class ReportsRepo {
  constructor(
    private readonly db: Database,
    private readonly timeZone: string,
  ) {}

  async summary(
    scope: ReportScope,
    group: 'vehicle' | 'day',
    page: Page | null,
  ): Promise<ReportPage<SummaryRow>> {
    if (group === 'day') return this.summaryByDay(scope, page);
    const from = scope.from.toISOString();
    const to = scope.to.toISOString();
    const limit = page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``;
    const result = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        WITH d AS (
          SELECT vehicle_id, sum(distance_m) AS distance_m, sum(driving_seconds) AS driving_seconds,
            sum(idle_seconds) AS idle_seconds, sum(stopped_seconds) AS stopped_seconds, max(max_speed) AS max_speed,
            sum(trips) AS trips, sum(stops) AS stops,
            (array_agg(odometer_start_km ORDER BY day) FILTER (WHERE odometer_start_km IS NOT NULL))[1] AS odometer_start_km,
            (array_agg(odometer_end_km ORDER BY day DESC) FILTER (WHERE odometer_end_km IS NOT NULL))[1] AS odometer_end_km
          FROM report_days
          WHERE day >= ${scope.fromDay}::date AND day <= ${scope.toDay}::date AND ${vehicleFilter(sql`vehicle_id`, scope)}
          GROUP BY vehicle_id
        ),
        o AS (
          SELECT vehicle_id, count(*) AS n FROM events
          WHERE type = 'overspeed' AND time >= ${from}::timestamptz AND time < ${to}::timestamptz
            AND ${vehicleFilter(sql`vehicle_id`, scope)}
          GROUP BY vehicle_id
        ),
        rows AS (
          SELECT v.id AS vehicle_id, v.name AS vehicle_name, v.plate_number,
            COALESCE(d.distance_m, 0) AS distance_m, COALESCE(d.driving_seconds, 0) AS driving_seconds,
            COALESCE(d.idle_seconds, 0) AS idle_seconds, COALESCE(d.stopped_seconds, 0) AS stopped_seconds,
            COALESCE(d.max_speed, 0) AS max_speed, d.odometer_start_km, d.odometer_end_km,
            COALESCE(d.trips, 0) AS trips, COALESCE(d.stops, 0) AS stops, COALESCE(o.n, 0) AS overspeed_events
          FROM vehicles v LEFT JOIN d ON d.vehicle_id = v.id LEFT JOIN o ON o.vehicle_id = v.id
          WHERE ${vehicleFilter(sql`v.id`, scope)}
        )
        SELECT *, count(*) OVER () AS total, sum(distance_m) OVER () AS total_distance_m,
          sum(driving_seconds) OVER () AS total_driving_seconds, sum(idle_seconds) OVER () AS total_idle_seconds,
          sum(stopped_seconds) OVER () AS total_stopped_seconds, max(max_speed) OVER () AS total_max_speed,
          sum(trips) OVER () AS total_trips, sum(stops) OVER () AS total_stops,
          sum(overspeed_events) OVER () AS total_overspeed_events
        FROM rows
        ORDER BY vehicle_name, vehicle_id
        ${limit}`),
    );
    const first = result[0] ?? {};
    return {
      rows: result.map((row) => summaryRow(row, false)),
      total: num(first.total),
      totals: summaryTotals(
        Object.fromEntries(
          Object.entries(first)
            .filter(([key]) => key.startsWith('total_'))
            .map(([key, value]) => [key.slice('total_'.length), value]),
        ),
      ),
    };
  }

  /**
   * The summary by vehicle and day. The stored days are the rows already (one per vehicle and day): the page is
   * read in the order of the day and of the vehicle's rank by name (ranked once over the vehicles, so the sort
   * compares integers instead of names), its overspeed events are counted per row through the events' vehicle
   * and time index, and the totals are one aggregate over the days and one count of the period's events (of the
   * vehicles that exist, as by vehicle): no sort of the whole period's rows by name (bench/reports.ts).
   */
  private async summaryByDay(scope: ReportScope, page: Page | null): Promise<ReportPage<SummaryRow>> {
    const from = scope.from.toISOString();
    const to = scope.to.toISOString();
    const days = sql`d.day >= ${scope.fromDay}::date AND d.day <= ${scope.toDay}::date AND ${vehicleFilter(sql`d.vehicle_id`, scope)}`;
    const dayStart = (day: SQL) =>
      sql`GREATEST((${day})::timestamp AT TIME ZONE ${this.timeZone}, ${from}::timestamptz)`;
    const dayEnd = (day: SQL) =>
      sql`LEAST(((${day}) + 1)::timestamp AT TIME ZONE ${this.timeZone}, ${to}::timestamptz)`;
    const [rowsResult, totalsResult] = await Promise.all([
      this.db.execute(sql`
        WITH v AS (
          SELECT id, name, plate_number, row_number() OVER (ORDER BY name, id) AS rank
          FROM vehicles WHERE ${vehicleFilter(sql`id`, scope)}
        ),
        p AS (
          SELECT d.*, v.name AS vehicle_name, v.plate_number, v.rank
          FROM report_days d JOIN v ON v.id = d.vehicle_id
          WHERE ${days}
          ORDER BY d.day, v.rank
          ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}
        )
        SELECT p.*, to_char(p.day, 'YYYY-MM-DD') AS day,
          (SELECT count(*) FROM events e
           WHERE e.vehicle_id = p.vehicle_id AND e.type = 'overspeed'
             AND e.time >= ${dayStart(sql`p.day`)} AND e.time < ${dayEnd(sql`p.day`)}) AS overspeed_events
        FROM p ORDER BY p.day, p.rank`),
      this.db.execute(sql`
        SELECT count(*) AS total, sum(distance_m) AS distance_m, sum(driving_seconds) AS driving_seconds,
          sum(idle_seconds) AS idle_seconds, sum(stopped_seconds) AS stopped_seconds, max(max_speed) AS max_speed,
          sum(trips) AS trips, sum(stops) AS stops,
          (SELECT count(*) FROM events e
           WHERE e.type = 'overspeed' AND e.time >= ${from}::timestamptz AND e.time < ${to}::timestamptz
             AND ${vehicleFilter(sql`e.vehicle_id`, scope)}
             AND e.vehicle_id IN (SELECT id FROM vehicles)) AS overspeed_events
        FROM report_days d
        WHERE ${days}`),
    ]);
    const totals = rowsOf<Record<string, unknown>>(totalsResult)[0] ?? {};
    return {
      rows: rowsOf<Record<string, unknown>>(rowsResult).map((row) => summaryRow(row, true)),
      total: num(totals.total),
      totals: summaryTotals(totals),
    };
  }

  async trips(scope: ReportScope, page: Page | null, after?: Keyset): Promise<ReportPage<TripRow>> {
    const from = scope.from.toISOString();
    const to = scope.to.toISOString();
    const result = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        WITH r AS (
          SELECT *${
            page
              ? sql`, count(*) OVER () AS total, sum(distance_m) OVER () AS total_distance_m,
            sum(extract(epoch FROM end_time - start_time)) OVER () AS total_seconds, max(max_speed) OVER () AS total_max_speed`
              : sql``
          }
          FROM report_trips
          WHERE start_time >= ${from}::timestamptz AND start_time < ${to}::timestamptz
            AND ${vehicleFilter(sql`vehicle_id`, scope)} ${keysetFilter(after)}
          ORDER BY start_time, vehicle_id
          ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql`LIMIT ${EXPORT_PAGE}`}
        )
        SELECT r.*, v.name AS vehicle_name, v.plate_number, dr.id AS driver_id, dr.name AS driver_name
        FROM r JOIN vehicles v ON v.id = r.vehicle_id
        LEFT JOIN LATERAL ${TRIP_DRIVER} dr ON TRUE
        ORDER BY r.start_time, r.vehicle_id`),
    );
    const first = result[0];
    return {
      rows: result.map((row) => {
        const start = new Date(row.start_time as string);
        const end = new Date(row.end_time as string);
        const seconds = (end.getTime() - start.getTime()) / 1000;
        const distance = num(row.distance_m);
        return {
          vehicle: vehicleOf(row as never),
          driver: row.driver_id === null ? null : { id: num(row.driver_id), name: String(row.driver_name) },
          start_time: start.toISOString(),
          end_time: end.toISOString(),
          start_lat: num(row.start_lat),
          start_lon: num(row.start_lon),
          end_lat: num(row.end_lat),
          end_lon: num(row.end_lon),
          start_place: null,
          end_place: null,
          distance_km: round(distance / 1000, 3),
          duration_seconds: Math.round(seconds),
          max_speed: round(num(row.max_speed), 1),
          avg_speed: avgKmh(distance, seconds),
        };
      }),
      total: num(first?.total),
      totals: {
        trips: num(first?.total),
        distance_km: round(num(first?.total_distance_m) / 1000),
        duration_seconds: Math.round(num(first?.total_seconds)),
        max_speed: round(num(first?.total_max_speed), 1),
        avg_speed: avgKmh(num(first?.total_distance_m), num(first?.total_seconds)),
      },
    };
  }

  async stops(scope: ReportScope, page: Page | null, after?: Keyset): Promise<ReportPage<StopRow>> {
    const from = scope.from.toISOString();
    const to = scope.to.toISOString();
    const result = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        WITH r AS (
          SELECT *${
            page
              ? sql`, count(*) OVER () AS total, sum(extract(epoch FROM end_time - start_time)) OVER () AS total_seconds,
            sum(engine_on_seconds) OVER () AS total_engine_on_seconds`
              : sql``
          }
          FROM report_stops
          WHERE start_time >= ${from}::timestamptz AND start_time < ${to}::timestamptz
            AND ${vehicleFilter(sql`vehicle_id`, scope)} ${keysetFilter(after)}
          ORDER BY start_time, vehicle_id
          ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql`LIMIT ${EXPORT_PAGE}`}
        )
        SELECT r.*, v.name AS vehicle_name, v.plate_number
        FROM r JOIN vehicles v ON v.id = r.vehicle_id
        ORDER BY r.start_time, r.vehicle_id`),
    );
    const first = result[0];
    return {
      rows: result.map((row) => {
        const start = new Date(row.start_time as string);
        const end = new Date(row.end_time as string);
        return {
          vehicle: vehicleOf(row as never),
          start_time: start.toISOString(),
          end_time: end.toISOString(),
          lat: num(row.lat),
          lon: num(row.lon),
          place: null,
          duration_seconds: Math.round((end.getTime() - start.getTime()) / 1000),
          engine_on_seconds: num(row.engine_on_seconds),
        };
      }),
      total: num(first?.total),
      totals: {
        stops: num(first?.total),
        duration_seconds: Math.round(num(first?.total_seconds)),
        engine_on_seconds: num(first?.total_engine_on_seconds),
      },
    };
  }

  async events(scope: ReportScope, page: Page | null, after?: Keyset): Promise<ReportPage<StoredEvent>> {
    const from = scope.from.toISOString();
    const to = scope.to.toISOString();
    const where = sql`e.time >= ${from}::timestamptz AND e.time < ${to}::timestamptz AND ${vehicleFilter(sql`e.vehicle_id`, scope)}`;
    const [count] = page
      ? rowsOf<{ total: number; critical: number; warning: number }>(
          await this.db.execute(sql`
            SELECT count(*)::int AS total, count(*) FILTER (WHERE severity = 'critical')::int AS critical,
              count(*) FILTER (WHERE severity = 'warning')::int AS warning
            FROM events e WHERE ${where}`),
        )
      : [];
    const rows = rowsOf<StoredEvent>(
      await this.db.execute(sql`
        SELECT ${sql.raw(PRESENTED)} FROM events e ${sql.raw(NAMES)}
        WHERE ${where} ${after ? sql`AND (e.time, e.vehicle_id) > (${after.time}::timestamptz, ${after.vehicleId})` : sql``}
        ORDER BY e.time, e.vehicle_id, e.id
        ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql`LIMIT ${EXPORT_PAGE}`}`),
    ).map((row) => ({ ...row, id: Number(row.id) }));
    return {
      rows,
      total: num(count?.total),
      totals: { events: num(count?.total), critical: num(count?.critical), warning: num(count?.warning) },
    };
  }

  async itineraries(scope: ReportScope, page: Page | null): Promise<ReportPage<ItineraryRow>> {
    const lateMinutes = LATE_TOLERANCE_MS / 60_000;
    const result = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        WITH r AS (
          SELECT t.id, t.name, to_char(t.day, 'YYYY-MM-DD') AS day, t.status, t.vehicle_id, t.driver_id,
            jsonb_array_length(t.stations) AS stations,
            (SELECT count(*) FROM jsonb_array_elements(COALESCE(t.progress, '[]'::jsonb)) p
              WHERE p->>'arrivedAt' IS NOT NULL AND COALESCE((p->>'delayMinutes')::float8, 0) <= ${lateMinutes}) AS on_time,
            (SELECT count(*) FROM jsonb_array_elements(COALESCE(t.progress, '[]'::jsonb)) p
              WHERE p->>'arrivedAt' IS NOT NULL AND (p->>'delayMinutes')::float8 > ${lateMinutes}) AS late,
            (SELECT count(*) FROM jsonb_array_elements(COALESCE(t.progress, '[]'::jsonb)) p
              WHERE p->>'status' = 'skipped') AS skipped,
            (SELECT avg((p->>'delayMinutes')::float8) FROM jsonb_array_elements(COALESCE(t.progress, '[]'::jsonb)) p
              WHERE p->>'arrivedAt' IS NOT NULL AND p->>'delayMinutes' IS NOT NULL) AS delay_avg
          FROM trips t
          WHERE t.day >= ${scope.fromDay}::date AND t.day <= ${scope.toDay}::date AND ${vehicleFilter(sql`t.vehicle_id`, scope)}
        )
        SELECT r.*, v.name AS vehicle_name, v.plate_number, d.name AS driver_name,
          count(*) OVER () AS total, sum(on_time) OVER () AS total_on_time, sum(late) OVER () AS total_late,
          sum(skipped) OVER () AS total_skipped, avg(delay_avg) OVER () AS total_delay_avg
        FROM r JOIN vehicles v ON v.id = r.vehicle_id LEFT JOIN drivers d ON d.id = r.driver_id
        ORDER BY r.day, r.id
        ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`),
    );
    const first = result[0];
    return {
      rows: result.map((row) => ({
        id: num(row.id),
        name: String(row.name),
        day: String(row.day),
        status: String(row.status),
        vehicle: vehicleOf(row as never),
        driver: row.driver_id === null ? null : { id: num(row.driver_id), name: String(row.driver_name) },
        stations: num(row.stations),
        on_time_stations: num(row.on_time),
        late_stations: num(row.late),
        skipped_stations: num(row.skipped),
        delay_minutes_avg: row.delay_avg === null ? null : round(num(row.delay_avg), 1),
      })),
      total: num(first?.total),
      totals: {
        itineraries: num(first?.total),
        on_time_stations: num(first?.total_on_time),
        late_stations: num(first?.total_late),
        skipped_stations: num(first?.total_skipped),
        delay_minutes_avg: first?.total_delay_avg == null ? null : round(num(first.total_delay_avg), 1),
      },
    };
  }

  async inspections(scope: ReportScope, page: Page | null): Promise<ReportPage<InspectionRow>> {
    const from = scope.from.toISOString();
    const to = scope.to.toISOString();
    const result = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        WITH f AS (
          SELECT e.vehicle_id, p.part, p.severity, p.fix_status, e.id AS examination_id, e.submitted_at,
            extract(epoch FROM p.fixed_at - e.submitted_at) / 3600 AS hours_to_fix
          FROM examination_parts p JOIN examinations e ON e.id = p.examination_id
          WHERE p.condition = 'damage' AND e.submitted_at >= ${from}::timestamptz AND e.submitted_at < ${to}::timestamptz
            AND ${vehicleFilter(sql`e.vehicle_id`, scope)}
        ),
        r AS (
          SELECT vehicle_id, part, count(*) AS faults, count(*) FILTER (WHERE severity = 'critical') AS critical,
            count(*) FILTER (WHERE fix_status = 'fixed') AS fixed,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY hours_to_fix) FILTER (WHERE hours_to_fix IS NOT NULL) AS median_hours,
            count(DISTINCT examination_id) - 1 AS repeats, max(examination_id) AS last_examination_id
          FROM f GROUP BY vehicle_id, part
        )
        SELECT r.*, v.name AS vehicle_name, v.plate_number,
          count(*) OVER () AS total, sum(faults) OVER () AS total_faults, sum(critical) OVER () AS total_critical,
          sum(fixed) OVER () AS total_fixed, sum(repeats) OVER () AS total_repeats
        FROM r JOIN vehicles v ON v.id = r.vehicle_id
        ORDER BY r.faults DESC, v.name, r.part
        ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`),
    );
    const first = result[0];
    return {
      rows: result.map((row) => ({
        vehicle: vehicleOf(row as never),
        part: String(row.part),
        part_label: String(row.part),
        faults: num(row.faults),
        critical: num(row.critical),
        fixed: num(row.fixed),
        median_hours_to_fix: numOrNull(row.median_hours) === null ? null : round(num(row.median_hours), 1),
        repeats: num(row.repeats),
        last_examination_id: num(row.last_examination_id),
      })),
      total: num(first?.total),
      totals: {
        faults: num(first?.total_faults),
        critical: num(first?.total_critical),
        fixed: num(first?.total_fixed),
        repeats: num(first?.total_repeats),
      },
    };
  }

  /** The ids of `vehicleIds` that are vehicles (every vehicle without a list), in order. */
  async vehicleIds(vehicleIds: readonly number[] | undefined): Promise<number[]> {
    return rowsOf<{ id: number }>(
      await this.db.execute(
        vehicleIds && vehicleIds.length > 0
          ? sql`SELECT id FROM vehicles WHERE id = ANY(${`{${vehicleIds.join(',')}}`}::int[]) ORDER BY id`
          : sql`SELECT id FROM vehicles ORDER BY id`,
      ),
    ).map((row) => row.id);
  }

  /** Records a rebuild about to run; its row. */
  async insertRebuild(
    from: Date,
    ids: readonly number[],
    createdBy: number | null,
  ): Promise<Record<string, unknown> | undefined> {
    const [row] = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
          INSERT INTO report_rebuilds (from_time, vehicle_ids, total, created_by)
          VALUES (${from.toISOString()}::timestamptz, ${`{${ids.join(',')}}`}::int[], ${ids.length}, ${createdBy})
          RETURNING *`),
    );
    return row;
  }

  async rebuildProgress(id: number, done: number): Promise<void> {
    await this.db.execute(sql`UPDATE report_rebuilds SET done = ${done} WHERE id = ${id}`);
  }

  async rebuildEnded(id: number, status: 'finished' | 'failed'): Promise<void> {
    await this.db.execute(
      status === 'finished'
        ? sql`UPDATE report_rebuilds SET status = 'finished', finished_at = now() WHERE id = ${id}`
        : sql`UPDATE report_rebuilds SET status = 'failed', finished_at = now() WHERE id = ${id}`,
    );
  }

  async rebuild(id: number): Promise<Record<string, unknown> | undefined> {
    const [row] = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`SELECT * FROM report_rebuilds WHERE id = ${id}`),
    );
    return row;
  }

  /** The latest rebuilds, newest first. */
  async latestRebuilds(): Promise<Record<string, unknown>[]> {
    return rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`SELECT * FROM report_rebuilds ORDER BY id DESC LIMIT 10`),
    );
  }
}

/** Rows per statement when an export reads a whole report (keyset pages). */
export const EXPORT_PAGE = 5_000;

export interface Keyset {
  time: string;
  vehicleId: number;
}

function keysetFilter(after: Keyset | undefined): SQL {
  return after ? sql`AND (start_time, vehicle_id) > (${after.time}::timestamptz, ${after.vehicleId})` : sql``;
}
