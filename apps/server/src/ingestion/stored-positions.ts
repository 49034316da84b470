import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client';
import type { Attributes } from './position';
import type { StoredPosition } from './position-writer';

/** A `positions` row as the drivers hand it back (PGlite gives Dates, node-postgres too; strings tolerated). */
interface PositionRow {
  vehicle_id: number;
  fix_time: string | Date;
  server_time: string | Date;
  valid: boolean;
  lat: number;
  lon: number;
  speed: number | null;
  course: number | null;
  altitude: number | null;
  satellites: number | null;
  ignition: boolean | null;
  attributes: Attributes | null;
}

export function toStoredPosition(row: PositionRow): StoredPosition {
  return {
    vehicleId: row.vehicle_id,
    fixTime: new Date(row.fix_time),
    serverTime: new Date(row.server_time),
    valid: row.valid,
    lat: row.lat,
    lon: row.lon,
    speed: row.speed,
    course: row.course,
    altitude: row.altitude,
    satellites: row.satellites,
    ignition: row.ignition,
    attributes: row.attributes ?? {},
  };
}

export interface StoredPositionsOptions {
  /** At most this many (the first ones): a caller reading a long span pages on the last fix time. */
  limit?: number;
  /** Only the positions the server received from this time on. */
  receivedSince?: Date;
}

/**
 * A vehicle's stored positions with a fix time strictly between `after` and `before` (null: no upper bound), in
 * fix-time order: what the event engine, the maintenance tracker and the report tracker replay after a restart
 * or feed into a gap (one primary-key range scan of `positions`).
 */
export async function storedPositions(
  db: Database,
  vehicleId: number,
  after: Date,
  before: Date | null,
  options: StoredPositionsOptions = {},
): Promise<StoredPosition[]> {
  const result = await db.execute(sql`
    SELECT vehicle_id, fix_time, server_time, valid, lat, lon, speed, course, altitude, satellites, ignition,
      attributes
    FROM positions
    WHERE vehicle_id = ${vehicleId} AND fix_time > ${after.toISOString()}::timestamptz
      ${before ? sql`AND fix_time < ${before.toISOString()}::timestamptz` : sql``}
      ${options.receivedSince ? sql`AND server_time >= ${options.receivedSince.toISOString()}::timestamptz` : sql``}
    ORDER BY fix_time
    ${options.limit ? sql`LIMIT ${options.limit}` : sql``}`);
  return rowsOf<PositionRow>(result).map(toStoredPosition);
}
