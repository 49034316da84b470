import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { CommittedBatcher, type RevisionSpan, staleVehicles } from '../../ingestion/committed-batcher';
import type { CommittedBatch } from '../../ingestion/position-writer';
import type { StoredPosition } from '../../db/stored-position';
import type { EventBus } from '../events';
import type { RaisedEvent, StoredEvent } from '../events';

interface Current {
  key: string;
  driverId: number | null;
  /** The fix time of the last position that carried this key. */
  fixTime: number;
  since: number;
}

export interface DriverKeyLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

export interface DriverKeyTrackerOptions {
  /** The least time between two starts of work on committed positions. */
  tickMs?: number;
  /** How often the cursors (how far each vehicle's positions are processed) are saved. */
  saveMs?: number;
}

interface KeyedRow {
  vehicle_id: number;
  fix_time: string | Date;
  lat: number;
  lon: number;
  driver_key: string;
}

/** Only what the tracker reads of a stored position. */
function keyedPosition(row: KeyedRow): StoredPosition {
  const fixTime = new Date(row.fix_time);
  return {
    vehicleId: row.vehicle_id,
    fixTime,
    serverTime: fixTime,
    valid: true,
    lat: row.lat,
    lon: row.lon,
    speed: null,
    course: null,
    altitude: null,
    satellites: null,
    ignition: null,
    attributes: { driver_key: row.driver_key },
  };
}

interface StateRow {
  id: number;
  driver_key: string | null;
  driver_id: number | null;
  since: string | Date | null;
  fix_time: string | Date | null;
}

function stateOf(row: StateRow): Current | null {
  return row.driver_key === null || row.fix_time === null || row.since === null
    ? null
    : {
        key: row.driver_key,
        driverId: row.driver_id,
        fixTime: new Date(row.fix_time).getTime(),
        since: new Date(row.since).getTime(),
      };
}

const SELECT_KEYED = sql`SELECT vehicle_id, fix_time, lat, lon, attributes->>'driver_key' AS driver_key FROM positions`;

/**
 * Drivers known by their key (API.md "Driver keys"): from committed positions carrying `driver_key`, the vehicle's
 * current driver follows the last key reported. A new key of another driver raises `driver_changed`; a key no
 * driver has raises `unknown_driver` (once per key and vehicle until another key is seen). The state and the events
 * commit in one transaction, and events have natural keys, so a replay stores none twice.
 *
 * Several instances and crashes, as the event engine and the maintenance tracker handle them: each vehicle's state
 * (`vehicle_drivers`) and cursor (`driver_key_cursors`, how far its positions are processed, saved every `saveMs`)
 * are in the database. When another instance wrote a vehicle's positions since this one last saw it (its position
 * revisions do not follow on, see `staleVehicles`), the state is read again and the keyed positions stored between
 * the cursor and the batch are fed first; after a restart, the keyed positions stored past each cursor are replayed.
 * A batch without keys costs no query: its vehicles' cursors move in memory and are saved together later.
 */
export class DriverKeyTracker {
  private readonly current = new Map<number, Current | null>();
  /** Per vehicle: the fix time up to which its positions are processed (known to this instance). */
  private readonly cursors = new Map<number, number>();
  /** Per vehicle: the last position revision processed here (see `staleVehicles`). */
  private readonly revisions = new Map<number, number>();
  private readonly dirty = new Set<number>();
  private readonly batcher: CommittedBatcher;
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private since = new Date(0);

  constructor(
    private readonly db: Database,
    private readonly bus: EventBus,
    private readonly log: DriverKeyLog,
    private readonly options: DriverKeyTrackerOptions = {},
  ) {
    this.batcher = new CommittedBatcher(
      this.options.tickMs ?? 250,
      (work) => void this.enqueue(work),
      (positions, revisions) => this.process(positions, revisions),
    );
  }

  async start(): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO app_settings (key, value) VALUES ('driver_keys', jsonb_build_object('since', now())) ON CONFLICT DO NOTHING`,
    );
    const [row] = rowsOf<{ since: string }>(
      await this.db.execute(sql`SELECT value->>'since' AS since FROM app_settings WHERE key = 'driver_keys'`),
    );
    this.since = new Date(row?.since ?? Date.now());
    void this.enqueue(() => this.catchUp());
    this.timer = setInterval(() => void this.enqueue(() => this.save()), this.options.saveMs ?? 2_000);
  }

  onCommitted(batch: CommittedBatch): void {
    if (!this.stopped) this.batcher.add(batch);
  }

  settled(): Promise<void> {
    this.batcher.flush();
    return this.queue;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.settled();
    await this.enqueue(() => this.save()).catch(() => undefined);
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    const done = this.queue.then(work);
    this.queue = done.catch((error: unknown) => this.log.warn({ err: error }, 'driver keys: a step failed'));
    return done;
  }

  /** States and cursors of `ids` not in memory, from the database; returns the ids it loaded. */
  private async load(ids: number[]): Promise<number[]> {
    const missing = ids.filter((id) => !this.current.has(id));
    if (missing.length === 0) return [];
    const rows = rowsOf<StateRow & { cursor: string | Date | null }>(
      await this.db.execute(sql`
        SELECT v.id, k.driver_key, k.driver_id, k.since, k.fix_time, c.fix_time AS cursor
        FROM vehicles v
        LEFT JOIN vehicle_drivers k ON k.vehicle_id = v.id
        LEFT JOIN driver_key_cursors c ON c.vehicle_id = v.id
        WHERE v.id = ANY(${`{${missing.join(',')}}`}::int[])`),
    );
    for (const row of rows) {
      const state = stateOf(row);
      this.current.set(row.id, state);
      const cursor = Math.max(state?.fixTime ?? 0, row.cursor === null ? 0 : new Date(row.cursor).getTime());
      if (cursor > 0) this.cursors.set(row.id, Math.max(cursor, this.cursors.get(row.id) ?? 0));
    }
    return missing;
  }

  private async process(
    positions: readonly StoredPosition[],
    revisions: ReadonlyMap<number, RevisionSpan> = new Map(),
  ): Promise<void> {
    // Another instance wrote some of these vehicles' positions since: their states here may be behind.
    for (const id of staleVehicles(this.revisions, revisions)) {
      this.current.delete(id);
      this.cursors.delete(id);
      this.dirty.delete(id);
    }
    // Per vehicle its first and last fix time (one lookup per position: this runs for every one).
    const span = new Map<number, { first: number; last: number }>();
    const keyedBy = new Map<number, StoredPosition[]>();
    for (const position of positions) {
      const t = position.fixTime.getTime();
      const times = span.get(position.vehicleId);
      if (!times) span.set(position.vehicleId, { first: t, last: t });
      else if (t > times.last) times.last = t;
      else if (t < times.first) times.first = t;
      if (typeof position.attributes.driver_key !== 'string') continue;
      let list = keyedBy.get(position.vehicleId);
      if (!list) keyedBy.set(position.vehicleId, (list = []));
      list.push(position);
    }
    // A state just read may be behind the stored positions (another instance wrote some and has not processed them
    // yet, or processed them after its last cursor save): the keyed ones in between are fed first.
    // One query for every vehicle read (a fleet's first batch after a start holds them all).
    const behind = (await this.load([...span.keys()])).filter((id) => {
      const after = this.cursors.get(id);
      return after === undefined || span.get(id)!.first > after;
    });
    if (behind.length > 0) {
      const arrayOf = (values: (number | null)[]) =>
        `{${values.map((v) => (v === null ? 'NULL' : v)).join(',')}}`;
      const since = this.since.toISOString();
      // Without a cursor (never processed by any instance): the keyed positions stored since the tracker first ran
      // (another instance may hold the vehicle's first ones and not have processed them yet).
      const gaps = rowsOf<KeyedRow>(
        await this.db.execute(sql`
          SELECT p.* FROM unnest(${arrayOf(behind)}::int[], ${arrayOf(behind.map((id) => span.get(id)!.first))}::float8[],
            ${arrayOf(behind.map((id) => this.cursors.get(id) ?? null))}::float8[]) AS b(id, first_ms, after_ms)
          CROSS JOIN LATERAL (${SELECT_KEYED}
            WHERE vehicle_id = b.id AND fix_time < to_timestamp(b.first_ms / 1000)
              AND fix_time > coalesce(to_timestamp(b.after_ms / 1000), ${since}::timestamptz - interval '7 days')
              AND (b.after_ms IS NOT NULL OR server_time >= ${since}::timestamptz)
              AND attributes ? 'driver_key') p
          ORDER BY p.vehicle_id, p.fix_time`),
      );
      const gapOf = new Map<number, StoredPosition[]>();
      for (const row of gaps) {
        let list = gapOf.get(row.vehicle_id);
        if (!list) gapOf.set(row.vehicle_id, (list = []));
        list.push(keyedPosition(row));
      }
      for (const [id, gap] of gapOf) keyedBy.set(id, [...gap, ...(keyedBy.get(id) ?? [])]);
    }
    await this.apply([...keyedBy.values()].flat());
    for (const [id, { last: t }] of span) {
      if (!this.current.has(id)) continue; // deleted meanwhile
      if (t > (this.cursors.get(id) ?? 0)) {
        this.cursors.set(id, t);
        this.dirty.add(id);
      }
    }
  }

  /** Feeds keyed positions (states loaded) and commits the states and events they change. */
  private async apply(positions: readonly StoredPosition[]): Promise<void> {
    const keyed = [...positions].sort(
      (a, b) => a.vehicleId - b.vehicleId || a.fixTime.getTime() - b.fixTime.getTime(),
    );
    if (keyed.length === 0) return;
    const vehicleIds = [...new Set(keyed.map((position) => position.vehicleId))];
    const keys = [...new Set(keyed.map((position) => String(position.attributes.driver_key)))];
    const owners = new Map(
      rowsOf<{ id: number; key_id: string }>(
        await this.db.execute(
          sql`SELECT id, key_id FROM drivers WHERE key_id IN (${sql.join(
            keys.map((key) => sql`${key}`),
            sql`, `,
          )})`,
        ),
      ).map((row) => [row.key_id, row.id]),
    );
    const assigned = new Map(
      rowsOf<{ id: number; vehicle_id: number }>(
        await this.db.execute(
          sql`SELECT id, vehicle_id FROM drivers WHERE vehicle_id IN (${sql.join(
            vehicleIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      ).map((row) => [row.vehicle_id, row.id]),
    );

    let stored: StoredEvent[] = [];
    const changed = new Map<number, Current>();
    await this.db.transaction(async (tx) => {
      // Two instances may hold the same vehicle's positions at once: its state is read again under a lock on its row,
      // so a change the other one committed meanwhile is seen and not raised twice. The read is a statement of its
      // own: one that waited for the lock would still see the joined state of before the wait.
      const ids = `{${vehicleIds.join(',')}}`;
      await tx.execute(
        sql`SELECT id FROM vehicles WHERE id = ANY(${ids}::int[]) ORDER BY id FOR NO KEY UPDATE`,
      );
      const states = new Map(
        rowsOf<StateRow>(
          await tx.execute(sql`
            SELECT v.id, k.driver_key, k.driver_id, k.since, k.fix_time
            FROM vehicles v LEFT JOIN vehicle_drivers k ON k.vehicle_id = v.id
            WHERE v.id = ANY(${ids}::int[])`),
        ).map((row) => [row.id, stateOf(row)]),
      );
      const events: RaisedEvent[] = [];
      for (const position of keyed) {
        if (!states.has(position.vehicleId)) continue; // deleted meanwhile
        const key = String(position.attributes.driver_key);
        const fixTime = position.fixTime.getTime();
        const before = changed.get(position.vehicleId) ?? states.get(position.vehicleId);
        if (before && fixTime <= before.fixTime) continue; // late or repeated: the newer key stands
        if (before?.key === key) {
          changed.set(position.vehicleId, { ...before, fixTime });
          continue;
        }
        const driverId = owners.get(key) ?? null;
        const previousDriver = before ? before.driverId : (assigned.get(position.vehicleId) ?? null);
        const base = {
          vehicleId: position.vehicleId,
          subject: `key:${key}`,
          time: position.fixTime,
          lat: position.lat,
          lon: position.lon,
        };
        if (driverId === null) {
          events.push({ ...base, type: 'unknown_driver', attributes: { driver_key: key } });
        } else if (driverId !== previousDriver) {
          events.push({
            ...base,
            type: 'driver_changed',
            driverId,
            attributes: { driver_key: key, previous_driver_id: previousDriver },
          });
        }
        changed.set(position.vehicleId, { key, driverId, fixTime, since: fixTime });
      }
      for (const [vehicleId, state] of states) this.current.set(vehicleId, state);
      if (changed.size === 0) return;
      const rows = [...changed].map(([vehicleId, state]) => ({
        vehicle_id: vehicleId,
        driver_key: state.key,
        driver_id: state.driverId,
        since: new Date(state.since).toISOString(),
        fix_time: new Date(state.fixTime).toISOString(),
      }));
      await tx.execute(sql`
        INSERT INTO vehicle_drivers (vehicle_id, driver_key, driver_id, since, fix_time)
        SELECT t.vehicle_id, t.driver_key, t.driver_id, t.since, t.fix_time
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS t(vehicle_id int, driver_key text, driver_id int, since timestamptz, fix_time timestamptz)
        ORDER BY t.vehicle_id
        ON CONFLICT (vehicle_id) DO UPDATE SET
          since = excluded.since, driver_key = excluded.driver_key, driver_id = excluded.driver_id,
          fix_time = excluded.fix_time`);
      if (events.length > 0) stored = await this.bus.raise(events, tx);
    });
    for (const [vehicleId, state] of changed) this.current.set(vehicleId, state);
    this.bus.committed(stored);
  }

  /** Saves the cursors of the vehicles processed since the last save. */
  private async save(): Promise<void> {
    if (this.dirty.size === 0) return;
    const rows = [...this.dirty].flatMap((id) => {
      const t = this.cursors.get(id);
      return t === undefined ? [] : [{ vehicle_id: id, fix_time: new Date(t).toISOString() }];
    });
    this.dirty.clear();
    if (rows.length === 0) return;
    await this.db.execute(sql`
      INSERT INTO driver_key_cursors (vehicle_id, fix_time, updated_at)
      SELECT vehicle_id, fix_time, now()
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS t(vehicle_id int, fix_time timestamptz)
      WHERE EXISTS (SELECT 1 FROM vehicles WHERE vehicles.id = t.vehicle_id)
      ORDER BY vehicle_id
      ON CONFLICT (vehicle_id) DO UPDATE SET fix_time = excluded.fix_time, updated_at = excluded.updated_at
      WHERE driver_key_cursors.fix_time < excluded.fix_time`);
  }

  /**
   * After a restart: every vehicle whose stored positions go past its cursor (or, without one, that reported since
   * the tracker first ran) has the keyed positions past it replayed.
   */
  private async catchUp(): Promise<void> {
    const behind = rowsOf<{ vehicle_id: number; after: string | Date | null; newest: string | Date }>(
      await this.db.execute(sql`
        SELECT lp.vehicle_id, c.fix_time AS after, lp.fix_time AS newest
        FROM latest_positions lp LEFT JOIN driver_key_cursors c ON c.vehicle_id = lp.vehicle_id
        WHERE (c.vehicle_id IS NULL AND lp.server_time >= ${this.since.toISOString()}::timestamptz)
           OR lp.fix_time > c.fix_time`),
    );
    let replayed = 0;
    for (const { vehicle_id: vehicleId, after, newest } of behind) {
      const rows = rowsOf<KeyedRow>(
        await this.db.execute(
          after
            ? sql`${SELECT_KEYED} WHERE vehicle_id = ${vehicleId}
                    AND fix_time > ${new Date(after).toISOString()}::timestamptz AND attributes ? 'driver_key'
                    ORDER BY fix_time`
            : sql`${SELECT_KEYED} WHERE vehicle_id = ${vehicleId}
                    AND fix_time > ${this.since.toISOString()}::timestamptz - interval '7 days'
                    AND server_time >= ${this.since.toISOString()}::timestamptz AND attributes ? 'driver_key'
                    ORDER BY fix_time`,
        ),
      );
      await this.load([vehicleId]);
      if (!this.current.has(vehicleId)) continue; // deleted meanwhile
      replayed += rows.length;
      await this.apply(rows.map(keyedPosition));
      const t = new Date(newest).getTime();
      if (t > (this.cursors.get(vehicleId) ?? 0)) {
        this.cursors.set(vehicleId, t);
        this.dirty.add(vehicleId);
      }
    }
    await this.save();
    if (replayed > 0)
      this.log.info({ vehicles: behind.length, positions: replayed }, 'driver keys caught up');
  }
}
