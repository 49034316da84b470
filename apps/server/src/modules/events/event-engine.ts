import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import {
  CommittedBatcher,
  lockVehicles,
  type RevisionSpan,
  staleVehicles,
} from '../../ingestion/committed-batcher';
import type { CommittedBatch, StoredPosition } from '../../ingestion/position-writer';
import { storedPositions } from '../../ingestion/stored-positions';
import type { LiveHub } from '../../live/hub';
import type { EventSettingsStore } from '../settings/event-settings';
import { GeofencesRepo } from '../geofences/geofences.repo';
import type { EventBus } from './event-bus';
import type { StoredEvent } from './event-record';
import { EventsRepo, raiseOfflineEvents } from './events.repo';
import { GeofenceIndex } from './geofence-index';
import { freshState, step, type StepOutput, type VehicleFacts, type VehicleState } from './vehicle-engine';

export interface EventEngineOptions {
  /** How often silent vehicles are looked for (server time). */
  offlineTickMs?: number;
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

/**
 * The event engine (ARCHITECTURE.md "The operations layer"). It hears every batch the position writer committed
 * (after the ACKs went out), feeds each vehicle's fixes in fix-time order to `step` (vehicle-engine.ts) and stores
 * what they complete through the event bus, one batch at a time.
 *
 * Exactly once: each batch's events and the states of its vehicles (`engine_cursors`) commit in one transaction,
 * under a lock on the vehicles' rows, in which the saved states are read again. Two instances given one vehicle's
 * positions at the same moment take turns on it, the second going on from the state the first saved (the states
 * in memory only spare reading what is already known: one statement per batch reads the saved fix times). The
 * events' natural unique key drops what a replay raises again. A fix older than the vehicle's newest processed
 * one is stored by the writer but creates no event.
 */
export class EventEngine {
  private readonly states = new Map<number, VehicleState>();
  /** Per vehicle: the last position revision processed here (see `staleVehicles`). */
  private readonly revisions = new Map<number, number>();
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
    this.timers.push(setInterval(() => void this.offlineTick(), this.options.offlineTickMs ?? 15_000));
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

  /**
   * Feeds fixes (any vehicles, any order) and stores the events with the vehicles' states; on failure the states
   * are left as they were.
   */
  private async process(
    positions: readonly StoredPosition[],
    revisions: ReadonlyMap<number, RevisionSpan> = new Map(),
  ): Promise<void> {
    // Another instance processed some of these vehicles' positions since: their states here are behind.
    for (const id of staleVehicles(this.revisions, revisions)) this.states.delete(id);
    const byVehicle = new Map<number, StoredPosition[]>();
    for (const position of positions) {
      let list = byVehicle.get(position.vehicleId);
      if (!list) byVehicle.set(position.vehicleId, (list = []));
      list.push(position);
    }
    if (byVehicle.size === 0) return;
    const ids = [...byVehicle.keys()].sort((a, b) => a - b);
    const settings = this.settings.get();
    const touched = new Set<number>();
    let stored: StoredEvent[] = [];
    try {
      await this.db.transaction(async (tx) => {
        const existing = await lockVehicles(tx, ids);
        const saved = new Map(
          rowsOf<{ vehicle_id: number; fix_time: string | Date }>(
            await tx.execute(
              sql`SELECT vehicle_id, fix_time FROM engine_cursors WHERE vehicle_id = ANY(${`{${ids.join(',')}}`}::int[])`,
            ),
          ).map((row) => [row.vehicle_id, new Date(row.fix_time).getTime()]),
        );
        // A state in memory is current when the saved one is where it left it; else the saved one is read (another
        // instance went on from it meanwhile) and the stored positions between it and the batch are fed first.
        const reload = ids.filter((id) => {
          const known = this.states.get(id);
          return existing.has(id) && (!known?.last || known.last.t !== saved.get(id));
        });
        if (reload.length > 0) {
          const rows = rowsOf<{ vehicle_id: number; state: VehicleState }>(
            await tx.execute(
              sql`SELECT vehicle_id, state FROM engine_cursors WHERE vehicle_id = ANY(${`{${reload.join(',')}}`}::int[])`,
            ),
          );
          const states = new Map(rows.map((row) => [row.vehicle_id, row.state]));
          for (const id of reload) {
            const state = { ...freshState(), ...(states.get(id) ?? {}) };
            this.states.set(id, state);
            const fixes = byVehicle.get(id)!;
            const first = fixes.reduce((min, fix) => Math.min(min, fix.fixTime.getTime()), Infinity);
            if (!state.last || first <= state.last.t) continue;
            const gap = await storedPositions(tx, id, new Date(state.last.t), new Date(first));
            byVehicle.set(id, [...gap, ...fixes]);
          }
        }
        const out: StepOutput = { events: [], finals: [] };
        for (const id of ids) {
          if (!existing.has(id)) continue; // deleted meanwhile
          const state = this.states.get(id)!;
          const fixes = byVehicle.get(id)!;
          fixes.sort((a, b) => a.fixTime.getTime() - b.fixTime.getTime());
          const facts = this.vehicles.get(id) ?? { speedLimit: null, driverId: null };
          for (const fix of fixes) {
            if (state.last && fix.fixTime.getTime() <= state.last.t) continue; // late or repeated: no events
            touched.add(id);
            step(state, fix, settings, this.geofences, facts, out);
          }
        }
        if (touched.size === 0) return;
        stored = await this.bus.raise(out.events, tx);
        await EventsRepo.finalise(tx, out.finals);
        const rows = [...touched].map((id) => {
          const state = this.states.get(id)!;
          return { vehicle_id: id, fix_time: new Date(state.last!.t).toISOString(), state };
        });
        await tx.execute(sql`
          INSERT INTO engine_cursors (vehicle_id, fix_time, state, updated_at)
          SELECT vehicle_id, fix_time, state, now()
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS t(vehicle_id int, fix_time timestamptz, state jsonb)
          ORDER BY vehicle_id
          ON CONFLICT (vehicle_id) DO UPDATE SET fix_time = excluded.fix_time, state = excluded.state,
            updated_at = excluded.updated_at`);
      });
    } catch (error) {
      // Forgotten: the next batch of these vehicles starts again from their saved states and the stored fixes.
      for (const id of ids) this.states.delete(id);
      throw error;
    }
    this.bus.committed(stored);
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
      const rows = after
        ? await storedPositions(this.db, vehicleId, new Date(after), null)
        : await storedPositions(this.db, vehicleId, new Date(this.since.getTime() - 7 * 86_400_000), null, {
            receivedSince: this.since,
          });
      replayed += rows.length;
      await this.process(rows);
    }
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
