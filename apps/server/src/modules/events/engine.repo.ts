import { sql } from 'drizzle-orm';
import { type Database, executeNamed, rowsOf } from '../../db/client';
import { binaryArray, binaryJsonbArray } from '../../db/binary-arrays';
import type { SavedVehicleState } from './vehicle-engine';

/** The event engine's own statements: when it first ran, the vehicles it knows and its saved per-vehicle states. */

export interface EngineVehicleRow {
  id: number;
  name: string;
  plate_number: string;
  speed_limit: number | null;
  driver_id: number | null;
  driver_name: string | null;
}

export interface SavedStateRow {
  vehicle_id: number;
  fix_time: string | Date;
  state: SavedVehicleState;
}

/** When the engine first ran on this database (kept from then on); now on its first run. */
export async function engineSince(db: Database): Promise<Date> {
  await db.execute(
    sql`INSERT INTO app_settings (key, value) VALUES ('engine', jsonb_build_object('since', now())) ON CONFLICT DO NOTHING`,
  );
  const [row] = rowsOf<{ since: string }>(
    await db.execute(sql`SELECT value->>'since' AS since FROM app_settings WHERE key = 'engine'`),
  );
  return new Date(row?.since ?? Date.now());
}

/** Every vehicle with its speed limit and assigned driver. */
export async function engineVehicles(db: Database): Promise<EngineVehicleRow[]> {
  return rowsOf<EngineVehicleRow>(
    await db.execute(sql`
        SELECT v.id, v.name, v.plate_number, v.speed_limit, d.id AS driver_id, d.name AS driver_name
        FROM vehicles v LEFT JOIN drivers d ON d.vehicle_id = v.id`),
  );
}

/** The saved states of `ids` (those that have one). */
export async function savedStates(tx: Database, ids: readonly number[]): Promise<SavedStateRow[]> {
  return rowsOf<SavedStateRow>(
    await tx.execute(
      sql`SELECT vehicle_id, fix_time, state FROM engine_cursors WHERE vehicle_id = ANY(${`{${ids.join(',')}}`}::int[])`,
    ),
  );
}

/**
 * Saves the states of `ids` (with the fix time, ms, each is at); a vehicle deleted meanwhile is left out, and a
 * state saved further on (by another instance) is kept. Binary arrays, as the position writer's.
 */
export async function saveStates(
  tx: Database,
  ids: readonly number[],
  fixTimes: readonly number[],
  states: readonly object[],
): Promise<void> {
  const vehicleIds = binaryArray('int4', ids);
  const fixMs = binaryArray('float8', fixTimes);
  const saved = binaryJsonbArray(states.map((state) => JSON.stringify(state)));
  await executeNamed(
    tx,
    'engine-cursors-save',
    sql`
      INSERT INTO engine_cursors (vehicle_id, fix_time, state, updated_at)
      SELECT vehicle_id, to_timestamp(fix_ms / 1000), state, now()
      FROM unnest(${vehicleIds}::int[], ${fixMs}::float8[], ${saved}::jsonb[]) AS t(vehicle_id, fix_ms, state)
      WHERE EXISTS (SELECT 1 FROM vehicles v WHERE v.id = t.vehicle_id)
      ORDER BY vehicle_id
      ON CONFLICT (vehicle_id) DO UPDATE SET fix_time = excluded.fix_time, state = excluded.state,
        updated_at = excluded.updated_at
      WHERE engine_cursors.fix_time < excluded.fix_time`,
  );
}

/**
 * The vehicles whose stored positions go past their saved state (`after`), or, without one, that reported since
 * `since`.
 */
export async function vehiclesBehind(
  db: Database,
  since: Date,
): Promise<{ vehicle_id: number; after: string | null }[]> {
  return rowsOf<{ vehicle_id: number; after: string | null }>(
    await db.execute(sql`
        SELECT lp.vehicle_id, c.fix_time AS after
        FROM latest_positions lp LEFT JOIN engine_cursors c ON c.vehicle_id = lp.vehicle_id
        WHERE (c.vehicle_id IS NULL AND lp.server_time >= ${since.toISOString()}::timestamptz)
           OR lp.fix_time > c.fix_time`),
  );
}
