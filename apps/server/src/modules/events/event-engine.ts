import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { CommittedBatcher, type RevisionSpan, staleVehicles } from '../../ingestion/committed-batcher';
import type { CommittedBatch, StoredPosition } from '../../ingestion/position-writer';
import type { Attributes } from '../../ingestion/position';
import type { LiveHub } from '../../live/hub';
import type { EventSettingsStore } from '../settings/event-settings';
import { GeofencesRepo } from '../geofences/geofences.repo';
import type { EventBus } from './event-bus';
import { raiseOfflineEvents } from './events.repo';
import { GeofenceIndex } from './geofence-index';
import { freshState, step, type StepOutput, type VehicleFacts, type VehicleState } from './vehicle-engine';

export interface EventEngineOptions {
  /** How often silent vehicles are looked for (server time). */
  offlineTickMs?: number;
  /** How often processed vehicles' states are saved. */
  saveMs?: number;
  /**
   * The least time between two starts of the engine's work on committed positions: what commits meanwhile is
   * processed together (fewer, larger events statements cost the database less per event under load). 25 ms:
   * at most 40 statements a second, and a quarter of the 100 ms packet-to-screen budget.
   */
  tickMs?: number;
}

const DEFAULT_TICK_MS = 25;

interface Logger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

interface PositionRow {
  vehicle_id: number;
  fix_time: string | Date;
  server_time: string | Date;
  valid: boolean;
  lat: number;
  lon: number;
  speed: number | null;
  course: number | null;
  ignition: boolean | null;
  attributes: Attributes;
}

function toPosition(row: PositionRow): StoredPosition {
  return {
    vehicleId: row.vehicle_id,
    fixTime: new Date(row.fix_time),
    serverTime: new Date(row.server_time),
    valid: row.valid,
    lat: row.lat,
    lon: row.lon,
    speed: row.speed,
    course: row.course,
    altitude: null,
    satellites: null,
    ignition: row.ignition,
    attributes: row.attributes ?? {},
  };
}

const SELECT_POSITIONS = sql.raw(
  'SELECT vehicle_id, fix_time, server_time, valid, lat, lon, speed, course, ignition, attributes FROM positions',
);

/**
 * The event engine (ARCHITECTURE.md "The operations layer"). It hears every batch the position writer committed
 * (after the ACKs went out), feeds each vehicle's fixes in fix-time order to `step` (vehicle-engine.ts) and stores
 * what they complete through the event bus, one batch at a time.
 *
 * Exactly once rests on the events' natural unique key, not on this process: the state of each processed vehicle
 * is saved every `saveMs` (after the events of those fixes committed), and at start-up every vehicle whose stored
 * positions go past its saved state is replayed from there: events it raises again are dropped by the key, the
 * ones a crash kept from being stored are stored now. A fix older than the vehicle's newest processed one is
 * stored by the writer but creates no event.
 */
export class EventEngine {
  private readonly states = new Map<number, VehicleState>();
  /** Per vehicle: the last position revision processed here (see `staleVehicles`). */
  private readonly revisions = new Map<number, number>();
  private readonly dirty = new Set<number>();
  private geofences = new GeofenceIndex([]);
  private vehicles = new Map<number, VehicleFacts>();
  private queue: Promise<void> = Promise.resolve();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly unsubscribe: (() => void)[] = [];
  private stopped = false;
  private readonly batcher: CommittedBatcher;
  private readonly reloadPending = new Set<'geofences' | 'vehicles'>();
  private since = new Date(0);

  constructor(
    private readonly db: Database,
    private readonly bus: EventBus,
    private readonly settings: EventSettingsStore,
    private readonly hub: LiveHub,
    private readonly log: Logger,
    private readonly options: EventEngineOptions = {},
  ) {
    this.batcher = new CommittedBatcher(
      this.options.tickMs ?? DEFAULT_TICK_MS,
      (work) => this.enqueue(work),
      (positions, revisions) => this.process(positions, revisions),
    );
  }

  async start(): Promise<void> {
    await Promise.all([this.reloadGeofences(), this.reloadVehicles()]);
    this.unsubscribe.push(
      this.hub.subscribe((event) => {
        if (event.type === 'geofences.changed') this.reloadSoon('geofences');
        if (event.type === 'vehicles.changed') this.reloadSoon('vehicles');
      }),
      this.hub.onResync(() =>
        this.enqueue(async () => {
          await this.reloadGeofences();
          await this.reloadVehicles();
        }),
      ),
    );
    await this.db.execute(
      sql`INSERT INTO app_settings (key, value) VALUES ('engine', jsonb_build_object('since', now())) ON CONFLICT DO NOTHING`,
    );
    const [row] = rowsOf<{ since: string }>(
      await this.db.execute(sql`SELECT value->>'since' AS since FROM app_settings WHERE key = 'engine'`),
    );
    this.since = new Date(row?.since ?? Date.now());
    this.enqueue(() => this.catchUp());
    this.timers.push(
      setInterval(() => this.enqueue(() => this.save()), this.options.saveMs ?? 2_000),
      setInterval(() => void this.offlineTick(), this.options.offlineTickMs ?? 15_000),
    );
  }

  /** The writer's listener: never blocks it, work is queued. */
  onCommitted(batch: CommittedBatch): void {
    if (!this.stopped) this.batcher.add(batch);
  }

  /** How far behind the committed positions the engine is: the age of the oldest one not yet processed. */
  get lagMs(): number {
    return this.batcher.lagMs;
  }

  /** Resolves when everything queued so far is done (tests, shutdown). */
  settled(): Promise<void> {
    this.batcher.flush();
    return this.queue;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    for (const off of this.unsubscribe) off();
    await this.settled();
    await this.save().catch((error: unknown) =>
      this.log.warn({ err: error }, 'event engine: final save failed'),
    );
  }

  private enqueue(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).catch((error: unknown) => {
      this.log.warn({ err: error }, 'event engine: a step failed');
    });
  }

  /**
   * One reload for any number of changes heard before it starts (an import or a script saving a thousand geofences
   * must not queue a thousand reloads ahead of the positions).
   */
  private reloadSoon(what: 'geofences' | 'vehicles'): void {
    if (this.reloadPending.has(what)) return;
    this.reloadPending.add(what);
    this.enqueue(async () => {
      this.reloadPending.delete(what);
      await (what === 'geofences' ? this.reloadGeofences() : this.reloadVehicles());
    });
  }

  private async reloadGeofences(): Promise<void> {
    this.geofences = new GeofenceIndex(await new GeofencesRepo(this.db).active());
  }

  private async reloadVehicles(): Promise<void> {
    const rows = rowsOf<{ id: number; speed_limit: number | null; driver_id: number | null }>(
      await this.db.execute(sql`
        SELECT v.id, v.speed_limit, d.id AS driver_id FROM vehicles v LEFT JOIN drivers d ON d.vehicle_id = v.id`),
    );
    this.vehicles = new Map(rows.map((r) => [r.id, { speedLimit: r.speed_limit, driverId: r.driver_id }]));
  }

  /** States of `ids` not in memory, from their saved cursors (fresh when none); returns the ids it loaded. */
  private async loadStates(ids: number[]): Promise<number[]> {
    const missing = ids.filter((id) => !this.states.has(id));
    if (missing.length === 0) return [];
    const rows = rowsOf<{ vehicle_id: number; state: VehicleState }>(
      await this.db.execute(
        sql`SELECT vehicle_id, state FROM engine_cursors WHERE vehicle_id = ANY(${`{${missing.join(',')}}`}::int[])`,
      ),
    );
    const saved = new Map(rows.map((row) => [row.vehicle_id, row.state]));
    for (const id of missing) this.states.set(id, { ...freshState(), ...(saved.get(id) ?? {}) });
    return missing;
  }

  /** Feeds fixes (any vehicles, any order) and stores the events; on failure the states are left as they were. */
  private async process(
    positions: readonly StoredPosition[],
    revisions: ReadonlyMap<number, RevisionSpan> = new Map(),
  ): Promise<void> {
    // Another instance processed some of these vehicles' positions since: their states here are behind, and are
    // read again from the saved cursors (below, with the stored positions since).
    for (const id of staleVehicles(this.revisions, revisions)) {
      this.states.delete(id);
      this.dirty.delete(id);
    }
    const byVehicle = new Map<number, StoredPosition[]>();
    for (const position of positions) {
      let list = byVehicle.get(position.vehicleId);
      if (!list) byVehicle.set(position.vehicleId, (list = []));
      list.push(position);
    }
    // A state just read from its saved cursor may be behind the stored positions (saved a few seconds before a
    // failed step, or by another instance): the positions in between are fed first.
    for (const id of await this.loadStates([...byVehicle.keys()])) {
      const last = this.states.get(id)?.last;
      const fixes = byVehicle.get(id)!;
      if (!last) continue;
      const first = fixes.reduce((min, fix) => Math.min(min, fix.fixTime.getTime()), Infinity);
      if (first <= last.t) continue;
      const gap = rowsOf<PositionRow>(
        await this.db.execute(
          sql`${SELECT_POSITIONS} WHERE vehicle_id = ${id} AND fix_time > ${new Date(last.t).toISOString()}::timestamptz
                AND fix_time < ${new Date(first).toISOString()}::timestamptz ORDER BY fix_time`,
        ),
      );
      byVehicle.set(id, [...gap.map(toPosition), ...fixes]);
    }
    const settings = this.settings.get();
    const touched = new Set<number>();
    const out: StepOutput = { events: [], finals: [] };
    for (const [vehicleId, fixes] of byVehicle) {
      const state = this.states.get(vehicleId)!;
      fixes.sort((a, b) => a.fixTime.getTime() - b.fixTime.getTime());
      const facts = this.vehicles.get(vehicleId) ?? { speedLimit: null, driverId: null };
      for (const fix of fixes) {
        if (state.last && fix.fixTime.getTime() <= state.last.t) continue; // late or repeated: no events
        touched.add(vehicleId);
        step(state, fix, settings, this.geofences, facts, out);
      }
      if (touched.has(vehicleId)) this.dirty.add(vehicleId);
    }
    try {
      await this.bus.raiseAndFinalise(out.events, out.finals);
    } catch (error) {
      // Forgotten: the next batch of these vehicles starts again from their saved cursors and the stored fixes.
      for (const id of touched) {
        this.states.delete(id);
        this.dirty.delete(id);
      }
      throw error;
    }
  }

  /** Saves the states of the vehicles processed since the last save (their events are committed). */
  private async save(): Promise<void> {
    if (this.dirty.size === 0) return;
    const rows = [...this.dirty].flatMap((id) => {
      const state = this.states.get(id);
      return state?.last ? [{ vehicle_id: id, fix_time: new Date(state.last.t).toISOString(), state }] : [];
    });
    this.dirty.clear();
    if (rows.length === 0) return;
    await this.db.execute(sql`
      INSERT INTO engine_cursors (vehicle_id, fix_time, state, updated_at)
      SELECT vehicle_id, fix_time, state, now()
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS t(vehicle_id int, fix_time timestamptz, state jsonb)
      WHERE EXISTS (SELECT 1 FROM vehicles WHERE vehicles.id = t.vehicle_id)
      ORDER BY vehicle_id
      ON CONFLICT (vehicle_id) DO UPDATE SET fix_time = excluded.fix_time, state = excluded.state,
        updated_at = excluded.updated_at
      WHERE engine_cursors.fix_time <= excluded.fix_time`);
  }

  /**
   * After a restart: every vehicle whose stored positions go past its saved state (or, without one, that
   * reported since the engine first ran) is replayed from there.
   */
  private async catchUp(): Promise<void> {
    const behind = rowsOf<{ vehicle_id: number; after: string | null }>(
      await this.db.execute(sql`
        SELECT lp.vehicle_id, c.fix_time AS after
        FROM latest_positions lp LEFT JOIN engine_cursors c ON c.vehicle_id = lp.vehicle_id
        WHERE (c.vehicle_id IS NULL AND lp.server_time >= ${this.since.toISOString()}::timestamptz)
           OR lp.fix_time > c.fix_time`),
    );
    let replayed = 0;
    for (const { vehicle_id: vehicleId, after } of behind) {
      const rows = rowsOf<PositionRow>(
        await this.db.execute(
          after
            ? sql`${SELECT_POSITIONS} WHERE vehicle_id = ${vehicleId} AND fix_time > ${after}::timestamptz ORDER BY fix_time`
            : sql`${SELECT_POSITIONS} WHERE vehicle_id = ${vehicleId}
                    AND fix_time > ${this.since.toISOString()}::timestamptz - interval '7 days'
                    AND server_time >= ${this.since.toISOString()}::timestamptz ORDER BY fix_time`,
        ),
      );
      replayed += rows.length;
      await this.process(rows.map(toPosition));
    }
    await this.save();
    if (replayed > 0)
      this.log.info({ vehicles: behind.length, positions: replayed }, 'event engine caught up');
  }

  private async offlineTick(): Promise<void> {
    if (this.stopped) return;
    try {
      const thresholdMs = this.settings.get().offline_minutes * 60_000;
      await this.bus.store((db) => raiseOfflineEvents(db, thresholdMs));
    } catch (error) {
      this.log.warn({ err: error }, 'event engine: offline check failed');
    }
  }
}
