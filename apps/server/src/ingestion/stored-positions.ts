import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client';
import { binaryArray } from '../db/binary-arrays';
import type { Attributes } from '../db/schema/positions';
import type { StoredPosition } from '../db/stored-position';

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
  late?: boolean;
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
    late: row.late ?? false,
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
      attributes, late
    FROM positions
    WHERE vehicle_id = ${vehicleId} AND fix_time > ${after.toISOString()}::timestamptz
      ${before ? sql`AND fix_time < ${before.toISOString()}::timestamptz` : sql``}
      ${options.receivedSince ? sql`AND server_time >= ${options.receivedSince.toISOString()}::timestamptz` : sql``}
    ORDER BY fix_time
    ${options.limit ? sql`LIMIT ${options.limit}` : sql``}`);
  return rowsOf<PositionRow>(result).map(toStoredPosition);
}

/** One vehicle's span of fix times (epoch ms, both ends excluded) and the least receive time wanted (0: any). */
export interface FixSpan {
  vehicleId: number;
  after: number;
  before: number;
  receivedSince: number;
}

/**
 * The stored positions that were not `late`, of several vehicles each in its span, in (vehicle, fix time) order: one
 * statement (one primary-key range scan per vehicle) for what the event engine feeds a batch's vehicles first.
 */
export async function storedOnTime(db: Database, spans: readonly FixSpan[]): Promise<StoredPosition[]> {
  if (spans.length === 0) return [];
  const column = (type: 'int4' | 'float8', value: (span: FixSpan) => number) =>
    binaryArray(type, spans.map(value));
  const ids = column('int4', (span) => span.vehicleId);
  const after = column('float8', (span) => span.after);
  const before = column('float8', (span) => span.before);
  const received = column('float8', (span) => span.receivedSince);
  const result = await db.execute(sql`
    SELECT p.vehicle_id, p.fix_time, p.server_time, p.valid, p.lat, p.lon, p.speed, p.course, p.altitude,
      p.satellites, p.ignition, p.attributes, p.late
    FROM unnest(${ids}::int[], ${after}::float8[], ${before}::float8[], ${received}::float8[])
      AS s(vehicle_id, after_ms, before_ms, received_ms)
    JOIN positions p ON p.vehicle_id = s.vehicle_id AND p.fix_time > to_timestamp(s.after_ms / 1000)
      AND p.fix_time < to_timestamp(s.before_ms / 1000) AND p.server_time >= to_timestamp(s.received_ms / 1000)
    WHERE NOT p.late
    ORDER BY p.vehicle_id, p.fix_time`);
  return rowsOf<PositionRow>(result).map(toStoredPosition);
}
