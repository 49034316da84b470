import type { Database } from '../../db/client';
import { type RevisionSpan, staleVehicles } from '../../ingestion/committed-batcher';
import { CommittedWorker } from '../../ingestion/committed-worker';
import { inFixTimeOrder } from '../../ingestion/position-writer';
import type { StoredPosition } from '../../db/stored-position';
import { type FixSpan, storedOnTime, storedPositions } from '../../ingestion/stored-positions';
import type { LiveHub } from '../../live/hub';
import type { EventSettingsStore } from '../settings';
import { GeofencesRepo } from '../geofences';
import type { EventBus } from './event-bus';
import type { StoredEvent } from './event-record';
import { type EventNames, EventsRepo, raiseOfflineEvents } from './events.repo';
import { engineSince, engineVehicles, savedStates, saveStates, vehiclesBehind } from './engine.repo';
import { GeofenceIndex } from './geofence-index';
import type { SensorDefinition } from '../../lib/sensors/calibrate';
import { restoredState, step, type StepOutput, type VehicleFacts, type VehicleState } from './vehicle-engine';

export interface EventEngineOptions {
  /** Every vehicle's sensors (the sensors module's cache): their fuel and temperature events. */
  sensors?: { of(vehicleId: number): readonly SensorDefinition[] };
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

/** What the engine keeps of a vehicle: what its steps need, and the names its events carry. */
interface KnownVehicle extends VehicleFacts {
  name: string;
  plateNumber: string;
}
/**
 * How often a reporting vehicle's state is saved (and the states left behind, on a timer). Nothing is lost between
 * saves: after a crash, or on another instance, the stored positions since the saved state are fed again, and what
 * they raise again is dropped by the events' unique key. Saving each vehicle at every batch cost the database as
 * much as writing its position.
 */
const SAVE_EVERY_MS = 5_000;
/** A vehicle without a saved state is fed its fixes received since the engine first ran, up to this long before. */
const REPLAY_BEFORE_MS = 7 * 86_400_000;

interface Logger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/**
 * The event engine (docs/architecture.md). It hears every batch the position writer committed
 * (after the ACKs went out), feeds each vehicle's fixes in fix-time order to `step` (vehicle-engine.ts) and stores
 * what they complete through the event bus, one batch at a time.
 *
 * Exactly once, by construction rather than by taking turns:
 * - What a vehicle's events come from is one sequence that every instance and every replay sees alike: its stored
 *   fixes that were not `late`, in fix-time order. The writer decides `late` under the lock of the vehicle's latest
 *   row (older than the newest fix stored before it), so each new fix is newer than all the on-time ones before it.
 * - `step` is pure: the same state and fixes give the same events with the same natural keys, and the events'
 *   unique key drops what is raised again.
 * - A state is a function of the sequence up to its fix. One in memory is current while this instance wrote every
 *   batch of the vehicle since (position revisions follow on, `staleVehicles`); otherwise the saved one is read
 *   and the stored on-time fixes between it and the batch are fed first (every earlier revision has committed).
 *   Saves (`engine_cursors`, in the batch's transaction, at most every `SAVE_EVERY_MS` per vehicle) never move a
 *   vehicle's saved state back, so it is the newest any instance reached.
 * Two instances given one vehicle's positions at once may both feed some fixes: they raise the same events.
 */
export class EventEngine extends CommittedWorker {
  private readonly states = new Map<number, VehicleState>();
  /** Per vehicle: the fix time (ms) of its saved state as this instance last wrote or read it. */
  private readonly savedFix = new Map<number, number>();
  /** Per vehicle: when (server clock, ms) this instance last saved its state. */
  private readonly savedAt = new Map<number, number>();
  /** Per vehicle: the last position revision processed here (see `staleVehicles`). */
  private readonly revisions = new Map<number, number>();
  private geofences = new GeofenceIndex([]);
  private vehicles = new Map<number, KnownVehicle>();
  /** The names of the vehicles' drivers, by driver id. */
  private driverNames = new Map<number, string>();
  /** The names of the events the engine raises, from the vehicles, drivers and geofences it keeps. */
  private readonly names: EventNames = {
    vehicle: (id) => this.vehicles.get(id),
    geofence: (id) => this.geofences.byId.get(id)?.name,
    driver: (id) => this.driverNames.get(id),
  };
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
    super(options.tickMs ?? DEFAULT_TICK_MS, log, 'event engine: a step failed');
  }

  async start(): Promise<void> {
    await Promise.all([this.reloadGeofences(), this.reloadVehicles()]);
    this.listen(
      this.hub.subscribe((event) => {
        if (event.type === 'geofences.changed') this.reloadSoon('geofences');
        if (event.type === 'vehicles.changed') this.reloadSoon('vehicles');
      }),
      this.hub.onResync(
        () =>
          void this.enqueue(async () => {
            await this.reloadGeofences();
            await this.reloadVehicles();
          }),
      ),
    );
    this.since = await engineSince(this.db);
    void this.enqueue(() => this.catchUp());
    this.every(this.options.offlineTickMs ?? 15_000, () => void this.offlineTick());
    this.every(SAVE_EVERY_MS, () => void this.enqueue(() => this.saveStates()));
  }

  /** At shutdown every state that went on since its last save is saved. */
  protected override finish(): Promise<void> {
    return this.saveStates(true);
  }

  /**
   * One reload for any number of changes heard before it starts (an import or a script saving a thousand geofences
   * must not queue a thousand reloads ahead of the positions).
   */
  private reloadSoon(what: 'geofences' | 'vehicles'): void {
    if (this.reloadPending.has(what)) return;
    this.reloadPending.add(what);
    void this.enqueue(async () => {
      this.reloadPending.delete(what);
      await (what === 'geofences' ? this.reloadGeofences() : this.reloadVehicles());
    });
  }

  private async reloadGeofences(): Promise<void> {
    this.geofences = new GeofenceIndex(await new GeofencesRepo(this.db).active());
  }

  private async reloadVehicles(): Promise<void> {
    const rows = await engineVehicles(this.db);
    this.vehicles = new Map(
      rows.map((r) => [
        r.id,
        { speedLimit: r.speed_limit, driverId: r.driver_id, name: r.name, plateNumber: r.plate_number },
      ]),
    );
    this.driverNames = new Map(
      rows.flatMap((r) => (r.driver_id === null ? [] : [[r.driver_id, r.driver_name!]])),
    );
    for (const id of this.states.keys()) if (!this.vehicles.has(id)) this.forget(id); // deleted
  }

  /**
   * Feeds fixes (any vehicles, any order; late ones are left out) and stores the events with the vehicles'
   * states (see `feed`), trying once more from the saved states if that fails.
   */
  protected override async process(
    positions: readonly StoredPosition[],
    revisions: ReadonlyMap<number, RevisionSpan> = new Map(),
    /** `positions` hold every stored fix after the vehicles' saved states (a replay): nothing to read between. */
    complete = false,
  ): Promise<void> {
    // Another instance wrote some of these vehicles' positions since this one last did: their states here are
    // behind (dropped even when only late fixes of theirs came now: the next batch must not follow on from them).
    for (const id of staleVehicles(this.revisions, revisions)) this.states.delete(id);
    const byVehicle = new Map<number, StoredPosition[]>();
    for (const position of positions) {
      if (position.late) continue; // stored, but no event comes from it
      let list = byVehicle.get(position.vehicleId);
      if (!list) byVehicle.set(position.vehicleId, (list = []));
      list.push(position);
    }
    if (byVehicle.size === 0) return;
    try {
      await this.feed(byVehicle, complete);
    } catch {
      // Once more from the saved states (a vehicle deleted while its events were inserted fails the batch, as
      // does an event another instance stored meanwhile: see `unseen` in `feed`).
      await this.feed(byVehicle, complete);
    }
  }

  /**
   * Feeds each vehicle's on-time fixes and stores the events with the states due for a save; on failure the
   * vehicles' states are forgotten (their next batch starts again from the saved ones and the stored fixes).
   *
   * A state in memory is followed by the batch's fixes alone: this instance wrote every batch of the vehicle since
   * it. Otherwise the saved state is read, and what is fed is every stored on-time fix from it to the batch's
   * newest: another instance's between this one's batches too (all committed before the batch).
   */
  private async feed(byVehicle: ReadonlyMap<number, StoredPosition[]>, complete: boolean): Promise<void> {
    const ids = [...byVehicle.keys()].sort((a, b) => a - b);
    const settings = this.settings.get();
    const touched = new Set<number>();
    let stored: StoredEvent[] = [];
    // Going on from states of its own, the engine raises only events nobody stored (an event another instance or
    // a replay stored meanwhile fails the insert on the key, and the batch is fed again from the saved states).
    const unseen = !complete && ids.every((id) => this.states.has(id));
    try {
      await this.db.transaction(async (tx) => {
        const read = ids.filter((id) => !this.states.has(id));
        const fixesOf = new Map(byVehicle);
        if (read.length > 0) {
          const rows = await savedStates(tx, read);
          const saved = new Map(rows.map((row) => [row.vehicle_id, row]));
          const spans: FixSpan[] = [];
          for (const id of read) {
            const row = saved.get(id);
            const state = restoredState(row?.state);
            this.states.set(id, state);
            this.remember(id, row ? new Date(row.fix_time).getTime() : undefined);
            const newest = byVehicle.get(id)!.reduce((max, fix) => Math.max(max, fix.fixTime.getTime()), 0);
            if (complete || (state.last && newest <= state.last.t)) continue; // nothing between
            // Without a state: its fixes received since the engine first ran (as `catchUp`).
            spans.push(
              state.last
                ? { vehicleId: id, after: state.last.t, before: newest + 1, receivedSince: 0 }
                : {
                    vehicleId: id,
                    after: this.since.getTime() - REPLAY_BEFORE_MS,
                    before: newest + 1,
                    receivedSince: this.since.getTime(),
                  },
            );
          }
          const between = new Map<number, StoredPosition[]>();
          for (const fix of await storedOnTime(tx, spans)) {
            const list = between.get(fix.vehicleId);
            if (list) list.push(fix);
            else between.set(fix.vehicleId, [fix]);
          }
          for (const { vehicleId: id } of spans) {
            const fixes = between.get(id) ?? [];
            // The batch's fixes are among them, unless received before the engine first ran (backdated).
            const known = new Set(fixes.map((fix) => fix.fixTime.getTime()));
            fixesOf.set(id, [
              ...fixes,
              ...byVehicle.get(id)!.filter((fix) => !known.has(fix.fixTime.getTime())),
            ]);
          }
        }
        const out: StepOutput = { events: [], finals: [] };
        for (const id of ids) {
          const state = this.states.get(id)!;
          const fixes = fixesOf.get(id)!;
          inFixTimeOrder(fixes);
          const known = this.vehicles.get(id) ?? { speedLimit: null, driverId: null };
          const sensors = this.options.sensors?.of(id);
          const facts = sensors?.length ? { ...known, sensors } : known;
          for (const fix of fixes) {
            if (state.last && fix.fixTime.getTime() <= state.last.t) continue; // fed already (a replay)
            touched.add(id);
            step(state, fix, settings, this.geofences, facts, out);
          }
        }
        if (touched.size === 0) return;
        stored = await this.bus.raise(out.events, tx, this.names, unseen);
        await EventsRepo.finalise(tx, out.finals);
        const now = Date.now();
        await this.save(
          tx,
          [...touched].filter((id) => now - (this.savedAt.get(id) ?? 0) >= SAVE_EVERY_MS),
        );
      });
    } catch (error) {
      for (const id of ids) this.forget(id);
      throw error;
    }
    this.bus.committed(stored);
  }

  /**
   * Saves the states of `ids` in the caller's transaction (see `saveStates`) and notes when and where they are.
   */
  private async save(tx: Database, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const states = ids.map((id) => this.states.get(id)!);
    await saveStates(
      tx,
      ids,
      states.map((state) => state.last!.t),
      states,
    );
    const now = Date.now();
    for (const id of ids) {
      this.remember(id, this.states.get(id)!.last!.t);
      this.savedAt.set(id, now);
    }
  }

  /**
   * Saves the states that went on since they were last saved, those not saved for `SAVE_EVERY_MS` (or all of them:
   * shutdown).
   */
  private async saveStates(all = false): Promise<void> {
    const now = Date.now();
    const behind = [...this.states]
      .filter(
        ([id, state]) =>
          state.last &&
          state.last.t !== this.savedFix.get(id) &&
          (all || now - (this.savedAt.get(id) ?? 0) >= SAVE_EVERY_MS),
      )
      .map(([id]) => id)
      .sort((a, b) => a - b);
    if (behind.length === 0) return;
    try {
      await this.db.transaction((tx) => this.save(tx, behind));
    } catch (error) {
      for (const id of behind) this.forget(id);
      throw error;
    }
  }

  /** Notes where the saved state of `id` is (undefined: none is saved). */
  private remember(id: number, fixTime: number | undefined): void {
    if (fixTime === undefined) this.savedFix.delete(id);
    else this.savedFix.set(id, fixTime);
  }

  /** Drops what is known of `id`: its next batch starts from its saved state. */
  private forget(id: number): void {
    this.states.delete(id);
    this.savedFix.delete(id);
  }

  /**
   * After a restart: every vehicle whose stored positions go past its saved state (or, without one, that
   * reported since the engine first ran) is replayed from there.
   */
  private async catchUp(): Promise<void> {
    const behind = await vehiclesBehind(this.db, this.since);
    let replayed = 0;
    for (const { vehicle_id: vehicleId, after } of behind) {
      const rows = after
        ? await storedPositions(this.db, vehicleId, new Date(after), null)
        : await storedPositions(this.db, vehicleId, new Date(this.since.getTime() - REPLAY_BEFORE_MS), null, {
            receivedSince: this.since,
          });
      replayed += rows.length;
      await this.process(rows, new Map(), true);
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
