import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';

/** The driver-key tracker's statements: its first run, the vehicles' current keys, the keyed positions, cursors. */

export interface KeyedRow {
  vehicle_id: number;
  fix_time: string | Date;
  lat: number;
  lon: number;
  driver_key: string;
}

/** A vehicle's current key (all null without one). */
export interface StateRow {
  id: number;
  driver_key: string | null;
  driver_id: number | null;
  since: string | Date | null;
  fix_time: string | Date | null;
}

/** A vehicle's new current key, times as ISO text. */
export interface CurrentKeyRow {
  vehicle_id: number;
  driver_key: string;
  driver_id: number | null;
  since: string;
  fix_time: string;
}

/** A gap to read: a vehicle's keyed positions before `first_ms` and after `after_ms` (null: no cursor). */
export interface KeyGap {
  ids: number[];
  firstMs: number[];
  afterMs: (number | null)[];
}

const SELECT_KEYED = sql`SELECT vehicle_id, fix_time, lat, lon, attributes->>'driver_key' AS driver_key FROM positions`;

const arrayOf = (values: (number | null)[]) => `{${values.map((v) => (v === null ? 'NULL' : v)).join(',')}}`;

/** When the tracker first ran on this database (kept from then on); now on its first run. */
export async function driverKeysSince(db: Database): Promise<Date> {
  await db.execute(
    sql`INSERT INTO app_settings (key, value) VALUES ('driver_keys', jsonb_build_object('since', now())) ON CONFLICT DO NOTHING`,
  );
  const [row] = rowsOf<{ since: string }>(
    await db.execute(sql`SELECT value->>'since' AS since FROM app_settings WHERE key = 'driver_keys'`),
  );
  return new Date(row?.since ?? Date.now());
}

/** The current keys and cursors of `ids` (the vehicles that exist). */
export async function keyStatesWithCursors(
  db: Database,
  ids: readonly number[],
): Promise<(StateRow & { cursor: string | Date | null })[]> {
  return rowsOf<StateRow & { cursor: string | Date | null }>(
    await db.execute(sql`
        SELECT v.id, k.driver_key, k.driver_id, k.since, k.fix_time, c.fix_time AS cursor
        FROM vehicles v
        LEFT JOIN vehicle_drivers k ON k.vehicle_id = v.id
        LEFT JOIN driver_key_cursors c ON c.vehicle_id = v.id
        WHERE v.id = ANY(${`{${ids.join(',')}}`}::int[])`),
  );
}

/**
 * The keyed positions in the gaps, by vehicle and fix time. Without a cursor (never processed by any instance): the
 * keyed positions stored since the tracker first ran (`since`), from up to 7 days before it.
 */
export async function keyedInGaps(db: Database, gap: KeyGap, since: Date): Promise<KeyedRow[]> {
  const sinceText = since.toISOString();
  return rowsOf<KeyedRow>(
    await db.execute(sql`
          SELECT p.* FROM unnest(${arrayOf(gap.ids)}::int[], ${arrayOf(gap.firstMs)}::float8[],
            ${arrayOf(gap.afterMs)}::float8[]) AS b(id, first_ms, after_ms)
          CROSS JOIN LATERAL (${SELECT_KEYED}
            WHERE vehicle_id = b.id AND fix_time < to_timestamp(b.first_ms / 1000)
              AND fix_time > coalesce(to_timestamp(b.after_ms / 1000), ${sinceText}::timestamptz - interval '7 days')
              AND (b.after_ms IS NOT NULL OR server_time >= ${sinceText}::timestamptz)
              AND attributes ? 'driver_key') p
          ORDER BY p.vehicle_id, p.fix_time`),
  );
}

/** The drivers owning `keys`, by key. */
export async function keyOwners(db: Database, keys: readonly string[]): Promise<Map<string, number>> {
  return new Map(
    rowsOf<{ id: number; key_id: string }>(
      await db.execute(
        sql`SELECT id, key_id FROM drivers WHERE key_id IN (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})`,
      ),
    ).map((row) => [row.key_id, row.id]),
  );
}

/** The drivers assigned to `vehicleIds`, by vehicle. */
export async function assignedDrivers(
  db: Database,
  vehicleIds: readonly number[],
): Promise<Map<number, number>> {
  return new Map(
    rowsOf<{ id: number; vehicle_id: number }>(
      await db.execute(
        sql`SELECT id, vehicle_id FROM drivers WHERE vehicle_id IN (${sql.join(
          vehicleIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    ).map((row) => [row.vehicle_id, row.id]),
  );
}

/**
 * Locks the vehicles' rows until the end of `tx`, then reads their current keys in a statement of its own (one
 * that waited for the lock would still see the joined state of before the wait).
 */
export async function lockedKeyStates(tx: Database, vehicleIds: readonly number[]): Promise<StateRow[]> {
  const ids = `{${vehicleIds.join(',')}}`;
  await tx.execute(sql`SELECT id FROM vehicles WHERE id = ANY(${ids}::int[]) ORDER BY id FOR NO KEY UPDATE`);
  return rowsOf<StateRow>(
    await tx.execute(sql`
            SELECT v.id, k.driver_key, k.driver_id, k.since, k.fix_time
            FROM vehicles v LEFT JOIN vehicle_drivers k ON k.vehicle_id = v.id
            WHERE v.id = ANY(${ids}::int[])`),
  );
}

export async function saveCurrentKeys(tx: Database, rows: readonly CurrentKeyRow[]): Promise<void> {
  await tx.execute(sql`
        INSERT INTO vehicle_drivers (vehicle_id, driver_key, driver_id, since, fix_time)
        SELECT t.vehicle_id, t.driver_key, t.driver_id, t.since, t.fix_time
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS t(vehicle_id int, driver_key text, driver_id int, since timestamptz, fix_time timestamptz)
        ORDER BY t.vehicle_id
        ON CONFLICT (vehicle_id) DO UPDATE SET
          since = excluded.since, driver_key = excluded.driver_key, driver_id = excluded.driver_id,
          fix_time = excluded.fix_time`);
}

/** Moves cursors forward (never back); a vehicle deleted meanwhile is left out. */
export async function saveCursors(
  db: Database,
  rows: readonly { vehicle_id: number; fix_time: string }[],
): Promise<void> {
  await db.execute(sql`
      INSERT INTO driver_key_cursors (vehicle_id, fix_time, updated_at)
      SELECT vehicle_id, fix_time, now()
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS t(vehicle_id int, fix_time timestamptz)
      WHERE EXISTS (SELECT 1 FROM vehicles WHERE vehicles.id = t.vehicle_id)
      ORDER BY vehicle_id
      ON CONFLICT (vehicle_id) DO UPDATE SET fix_time = excluded.fix_time, updated_at = excluded.updated_at
      WHERE driver_key_cursors.fix_time < excluded.fix_time`);
}

/** The vehicles whose stored positions go past their cursor, or, without one, that reported since `since`. */
export async function vehiclesBehindKeys(
  db: Database,
  since: Date,
): Promise<{ vehicle_id: number; after: string | Date | null; newest: string | Date }[]> {
  return rowsOf<{ vehicle_id: number; after: string | Date | null; newest: string | Date }>(
    await db.execute(sql`
        SELECT lp.vehicle_id, c.fix_time AS after, lp.fix_time AS newest
        FROM latest_positions lp LEFT JOIN driver_key_cursors c ON c.vehicle_id = lp.vehicle_id
        WHERE (c.vehicle_id IS NULL AND lp.server_time >= ${since.toISOString()}::timestamptz)
           OR lp.fix_time > c.fix_time`),
  );
}

/** A vehicle's keyed positions past `after` (without: stored since `since`, from up to 7 days before), in order. */
export async function keyedAfter(
  db: Database,
  vehicleId: number,
  after: string | Date | null,
  since: Date,
): Promise<KeyedRow[]> {
  return rowsOf<KeyedRow>(
    await db.execute(
      after
        ? sql`${SELECT_KEYED} WHERE vehicle_id = ${vehicleId}
                    AND fix_time > ${new Date(after).toISOString()}::timestamptz AND attributes ? 'driver_key'
                    ORDER BY fix_time`
        : sql`${SELECT_KEYED} WHERE vehicle_id = ${vehicleId}
                    AND fix_time > ${since.toISOString()}::timestamptz - interval '7 days'
                    AND server_time >= ${since.toISOString()}::timestamptz AND attributes ? 'driver_key'
                    ORDER BY fix_time`,
    ),
  );
}
