import type { DatabaseHandle } from '../../db/client';

/**
 * The movement record's response, `{"data":[…]}`, built as one text by the database. A day at 10 s is
 * ~8,600 positions: returning them as rows costs more than the query (PGlite decodes every row in
 * JavaScript), and mapping, validating and serialising them again more still; one text is 2–5× faster
 * (bench/movement-record.ts). Shape and formats are `positionSchema`'s (times ISO 8601 UTC with ms).
 */
const RANGE_SQL = `
SELECT '{"data":[' || coalesce(string_agg(json_build_object(
  'lat', lat, 'lon', lon, 'speed', speed, 'course', course, 'altitude', altitude, 'satellites', satellites,
  'ignition', ignition,
  'fix_time', to_char(fix_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'server_time', to_char(server_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'attributes', attributes)::text, ',' ORDER BY fix_time), '') || ']}' AS body
FROM positions
WHERE vehicle_id = $1 AND fix_time >= $2 AND fix_time < $3`;

/** An index-only scan of the primary key; no row when the vehicle does not exist. */
const COUNT_SQL = `
SELECT (SELECT count(*) FROM positions WHERE vehicle_id = $1 AND fix_time >= $2 AND fix_time < $3)::int AS count
FROM vehicles WHERE id = $1`;

/** Reads of stored positions (the writer lives in ingestion/position-writer.ts). */
export class PositionsRepo {
  constructor(private readonly database: DatabaseHandle) {}

  /** How many positions the vehicle has with `from <= fix_time < to`; null when there is no such vehicle. */
  async count(vehicleId: number, from: Date, to: Date): Promise<number | null> {
    const [row] = await this.database.query<{ count: number }>(COUNT_SQL, [
      vehicleId,
      from.toISOString(),
      to.toISOString(),
    ]);
    return row?.count ?? null;
  }

  /** One vehicle's positions with `from <= fix_time < to`, in fix-time order, as the response's JSON text. */
  async rangeJson(vehicleId: number, from: Date, to: Date): Promise<string> {
    const [row] = await this.database.query<{ body: string }>(RANGE_SQL, [
      vehicleId,
      from.toISOString(),
      to.toISOString(),
    ]);
    return row?.body ?? '{"data":[]}';
  }
}
