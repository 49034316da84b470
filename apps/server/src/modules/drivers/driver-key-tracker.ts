import type { Database } from '../../db/client';
import { type RevisionSpan, staleVehicles } from '../../ingestion/committed-batcher';
import { CommittedWorker } from '../../ingestion/committed-worker';
import type { StoredPosition } from '../../db/stored-position';
import type { EventBus } from '../events';
import type { RaisedEvent, StoredEvent } from '../events';
import {
  assignedDrivers,
  driverKeysSince,
  keyedAfter,
  type KeyedRow,
  keyedInGaps,
  keyOwners,
  keyStatesWithCursors,
  lockedKeyStates,
  saveCurrentKeys,
  saveCursors,
  type StateRow,
  vehiclesBehindKeys,
} from './driver-keys.repo';

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

/**
 * Drivers known by their key (docs/api.md#driver-keys): from committed positions carrying `driver_key`, the vehicle's
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
export class DriverKeyTracker extends CommittedWorker {
  private readonly current = new Map<number, Current | null>();
  /** Per vehicle: the fix time up to which its positions are processed (known to this instance). */
  private readonly cursors = new Map<number, number>();
  /** Per vehicle: the last position revision processed here (see `staleVehicles`). */
  private readonly revisions = new Map<number, number>();
  private readonly dirty = new Set<number>();
  private since = new Date(0);

  constructor(
    private readonly db: Database,
    private readonly bus: EventBus,
    private readonly log: DriverKeyLog,
    private readonly options: DriverKeyTrackerOptions = {},
  ) {
    super(options.tickMs ?? 250, log, 'driver keys: a step failed');
  }

  async start(): Promise<void> {
    this.since = await driverKeysSince(this.db);
    void this.enqueue(() => this.catchUp());
    this.every(this.options.saveMs ?? 2_000, () => void this.enqueue(() => this.save()));
  }

  /** At shutdown the cursors and keys moved in memory are saved. */
  protected override finish(): Promise<void> {
    return this.save();
  }

  /** States and cursors of `ids` not in memory, from the database; returns the ids it loaded. */
  private async load(ids: number[]): Promise<number[]> {
    const missing = ids.filter((id) => !this.current.has(id));
    if (missing.length === 0) return [];
    const rows = await keyStatesWithCursors(this.db, missing);
    for (const row of rows) {
      const state = stateOf(row);
      this.current.set(row.id, state);
      const cursor = Math.max(state?.fixTime ?? 0, row.cursor === null ? 0 : new Date(row.cursor).getTime());
      if (cursor > 0) this.cursors.set(row.id, Math.max(cursor, this.cursors.get(row.id) ?? 0));
    }
    return missing;
  }

  protected override async process(
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
      // Without a cursor (never processed by any instance): the keyed positions stored since the tracker first ran
      // (another instance may hold the vehicle's first ones and not have processed them yet).
      const gaps = await keyedInGaps(
        this.db,
        {
          ids: behind,
          firstMs: behind.map((id) => span.get(id)!.first),
          afterMs: behind.map((id) => this.cursors.get(id) ?? null),
        },
        this.since,
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
    const owners = await keyOwners(this.db, keys);
    const assigned = await assignedDrivers(this.db, vehicleIds);

    let stored: StoredEvent[] = [];
    const changed = new Map<number, Current>();
    await this.db.transaction(async (tx) => {
      // Two instances may hold the same vehicle's positions at once: its state is read again under a lock on its row,
      // so a change the other one committed meanwhile is seen and not raised twice. The read is a statement of its
      // own: one that waited for the lock would still see the joined state of before the wait.
      const states = new Map((await lockedKeyStates(tx, vehicleIds)).map((row) => [row.id, stateOf(row)]));
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
      await saveCurrentKeys(tx, rows);
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
    await saveCursors(this.db, rows);
  }

  /**
   * After a restart: every vehicle whose stored positions go past its cursor (or, without one, that reported since
   * the tracker first ran) has the keyed positions past it replayed.
   */
  private async catchUp(): Promise<void> {
    const behind = await vehiclesBehindKeys(this.db, this.since);
    let replayed = 0;
    for (const { vehicle_id: vehicleId, after, newest } of behind) {
      const rows = await keyedAfter(this.db, vehicleId, after, this.since);
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
