import type { DatabaseHandle } from '../../db/client';

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
const RANGE_SQL = `
SELECT '{"data":[' || coalesce(string_agg(concat(
  '{"lat":', lat, ',"lon":', lon, ',"speed":', ${orNull('speed')}, ',"course":', ${orNull('course')},
  ',"altitude":', ${orNull('altitude')}, ',"satellites":', ${orNull('satellites')},
  ',"ignition":', ${orNull('ignition')}, ',"fix_time":"', ${utc('fix_time')},
  '","server_time":"', ${utc('server_time')}, '","attributes":', attributes, '}'
), ',' ORDER BY fix_time), '') || ']}' AS body, count(*)::int AS count
FROM positions
WHERE vehicle_id = $1 AND fix_time >= $2 AND fix_time < $3`;

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
   * and how many they are.
   */
  async rangeJson(vehicleId: number, from: Date, to: Date): Promise<{ body: string; count: number }> {
    const [row] = await this.database.query<{ body: string; count: number }>(RANGE_SQL, [
      vehicleId,
      from.toISOString(),
      to.toISOString(),
    ]);
    return row ?? { body: '{"data":[]}', count: 0 };
  }
}
