import { SENSOR_UNITS } from '@fleet/shared/schemas/sensors';
import type { DatabaseHandle } from '../../db/client';
import type { SensorDefinition } from '../../lib/sensors/calibrate';

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const orNull = (column: string) => `coalesce(${column}::text, 'null')`;

/**
 * The movement record's response, `{"data":[…]}`, built as one text by the database. A day at 10 s is
 * ~8,600 positions: returning them as rows costs more than the query (PGlite decodes every row in
 * JavaScript), and mapping, validating and serialising them again more still; one text is much faster
 * (bench/movement-record.ts). Shape and formats are `positionSchema`'s (times ISO 8601 UTC with ms).
 *
 * Each position is concatenated text rather than `json_build_object` (half the cost: no per-value type
 * lookup and escaping). That is valid JSON because every value is a number, a boolean, null, one of our
 * timestamps or JSON already: floats print as JSON numbers (ingestion stores finite numbers only; see
 * ingestion/position.ts), `boolean::text` is `true`/`false`, and `jsonb::text` is JSON.
 */
const rangeSql = (sensors: string, from: string) => `
SELECT '{"data":[' || coalesce(string_agg(concat(
  '{"lat":', lat, ',"lon":', lon, ',"speed":', ${orNull('speed')}, ',"course":', ${orNull('course')},
  ',"altitude":', ${orNull('altitude')}, ',"satellites":', ${orNull('satellites')},
  ',"ignition":', ${orNull('ignition')}, ',"fix_time":"', ${utc('fix_time')},
  '","server_time":"', ${utc('server_time')}, '","attributes":', attributes, ',"sensors":', ${sensors}, '}'
), ',' ORDER BY fix_time), '') || ']}' AS body, count(*)::int AS count
FROM ${from}`;

const RANGE_WHERE = 'vehicle_id = $1 AND fix_time >= $2 AND fix_time < $3';
/** A vehicle without sensors (most): `"sensors":[]` on every position. */
const RANGE_SQL = rangeSql(`'[]'`, `positions WHERE ${RANGE_WHERE}`);

/** A finite number as a float8 literal (String() of a finite number is digits, '.', 'e', '+' and '-' only). */
const float = (value: number) => `'${String(value)}'::float8`;

/**
 * A numeric string as a decoder may write it (`"12.5"`, spaces around it); the digits are bounded so the cast never
 * fails. Numbers JavaScript also reads (`0x1F`, 20+ digits, `1e300`, tabs around) are not readings here: null.
 */
const NUMERIC_TEXT = `'^ *[-+]?([0-9]{1,20}([.][0-9]{0,20})?|[.][0-9]{1,20})([eE][-+]?[0-9]{1,2})? *$'`;

/** The raw reading of attribute `$param` (lib/sensors/calibrate.ts `rawReading`): a number, a numeric string, else null. */
const rawSql = (param: number) => `CASE jsonb_typeof(attributes -> $${param}::text)
  WHEN 'number' THEN (attributes ->> $${param}::text)::float8
  WHEN 'string' THEN CASE WHEN attributes ->> $${param}::text ~ ${NUMERIC_TEXT}
    THEN trim(attributes ->> $${param}::text)::float8 END END`;

/**
 * `calibrate` (lib/sensors/calibrate.ts) of the raw reading `raw` as SQL, with the same float operations in the
 * same order, so a position's value equals the live one: linear between the points (a balanced tree of the
 * segments: 8 comparisons for 200 points), clamped outside them, raw × multiplier without a table.
 */
function calibrationSql(sensor: SensorDefinition, raw: string): string {
  const points = sensor.calibration;
  // |raw| beyond 1e290 would overflow float8 (an error in SQL, Infinity in JavaScript): null.
  if (points.length < 2)
    return `CASE WHEN abs(${raw}) <= ${float(1e290)} THEN ${raw} * ${float(sensor.multiplier)} END`;
  const segment = (lo: number, hi: number): string => {
    if (hi - lo === 1) {
      const [x0, y0] = points[lo]!;
      const [x1, y1] = points[hi]!;
      return `(${float(y0)} + ((${raw} - ${float(x0)}) * ${float(y1 - y0)}) / ${float(x1 - x0)})`;
    }
    const mid = (lo + hi) >> 1;
    return `CASE WHEN ${raw} >= ${float(points[mid]![0])} THEN ${segment(mid, hi)} ELSE ${segment(lo, mid)} END`;
  };
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return `CASE WHEN ${raw} <= ${float(first[0])} THEN ${float(first[1])} WHEN ${raw} >= ${float(last[0])} THEN ${float(last[1])} ELSE ${segment(0, points.length - 1)} END`;
}

/**
 * The range's SQL for a vehicle with sensors and its parameters after the first three: each sensor's attribute,
 * and its JSON before and after the value. Each raw reading is read once per position (a subquery the planner
 * keeps, `OFFSET 0`), then calibrated and rounded as `round2`.
 */
function sensorsRangeSql(sensors: readonly SensorDefinition[]): { sql: string; params: string[] } {
  const params: string[] = [];
  const raws: string[] = [];
  const values: string[] = [];
  sensors.forEach((sensor, i) => {
    const attribute = params.push(sensor.attribute) + 3;
    const head =
      params.push(JSON.stringify({ id: sensor.id, type: sensor.type, name: sensor.name }).slice(0, -1)) + 3;
    const tail = params.push(`,"unit":${JSON.stringify(SENSOR_UNITS[sensor.type])}}`) + 3;
    raws.push(`${rawSql(attribute)} AS raw${i}`);
    const value = `floor((${calibrationSql(sensor, `raw${i}`)}) * 100 + 0.5) / 100`;
    values.push(`$${head}::text, ',"value":', coalesce((${value})::text, 'null'), $${tail}::text`);
  });
  const sensorsJson = `concat('[', ${values.join(", ',', ")}, ']')`;
  const from = `(SELECT lat, lon, speed, course, altitude, satellites, ignition, fix_time, server_time, attributes,
  ${raws.join(',\n  ')}
  FROM positions WHERE ${RANGE_WHERE} OFFSET 0) p`;
  return { sql: rangeSql(sensorsJson, from), params };
}

/** An index-only scan of the primary key. */
const COUNT_SQL = `
SELECT count(*)::int AS count FROM positions WHERE vehicle_id = $1 AND fix_time >= $2 AND fix_time < $3`;

/** One primary-key read each; no row when the vehicle does not exist. */
const REVISION_SQL = `
SELECT coalesce(r.revision, 0)::float8 AS revision
FROM vehicles v LEFT JOIN latest_positions r ON r.vehicle_id = v.id
WHERE v.id = $1`;

/** Reads of stored positions (the writer lives in ingestion/position-writer.ts). */
export class PositionsRepo {
  constructor(private readonly database: DatabaseHandle) {}

  /** The vehicle's position revision (see `latestPositions.revision`); null when there is no such vehicle. */
  async revision(vehicleId: number): Promise<number | null> {
    const [row] = await this.database.query<{ revision: number }>(REVISION_SQL, [vehicleId]);
    return row?.revision ?? null;
  }

  /** How many positions the vehicle has with `from <= fix_time < to`. */
  async count(vehicleId: number, from: Date, to: Date): Promise<number> {
    const [row] = await this.database.query<{ count: number }>(COUNT_SQL, [
      vehicleId,
      from.toISOString(),
      to.toISOString(),
    ]);
    return row?.count ?? 0;
  }

  /**
   * One vehicle's positions with `from <= fix_time < to`, in fix-time order, as the response's JSON text,
   * and how many they are; each with `sensors`, the values of these sensors (the vehicle's) at that fix.
   */
  async rangeJson(
    vehicleId: number,
    from: Date,
    to: Date,
    sensors: readonly SensorDefinition[] = [],
  ): Promise<{ body: string; count: number }> {
    const query = sensors.length === 0 ? { sql: RANGE_SQL, params: [] } : sensorsRangeSql(sensors);
    const [row] = await this.database.query<{ body: string; count: number }>(query.sql, [
      vehicleId,
      from.toISOString(),
      to.toISOString(),
      ...query.params,
    ]);
    return row ?? { body: '{"data":[]}', count: 0 };
  }
}
