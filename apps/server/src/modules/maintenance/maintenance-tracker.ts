import type { MaintenanceStatus } from '@fleet/shared/schemas/maintenance';
import type { Database, Transaction } from '../../db/client';
import { lockVehicles, type RevisionSpan, staleVehicles } from '../../ingestion/committed-batcher';
import { CommittedWorker } from '../../ingestion/committed-worker';
import { inFixTimeOrder } from '../../ingestion/position-writer';
import type { StoredPosition } from '../../db/stored-position';
import { storedPositions } from '../../ingestion/stored-positions';
import type { LiveHub } from '../../live/hub';
import type { RaisedEvent, StoredEvent } from '../events';
import type { EventBus } from '../events';
import { dueOf, type ProgrammeFacts, type ScheduleFacts } from './due';
import {
  allProgrammes,
  allSchedules,
  rebasedReadings,
  saveMeters,
  savedMeters,
  savedMeterTimes,
  saveScheduleStatuses,
  type ScheduleRow,
  schedulesOf,
  syncSchedules,
  vehiclesBehindMeters,
} from './maintenance-tracker.repo';
import { correctMeters, freshMeters, stepMeters, type MeterState } from './meters';

/**
 * Each tick costs a few statements per vehicle in it, whatever its number of positions: under load a longer tick
 * gathers several fixes per vehicle into them (a due date or odometer threshold is not a matter of seconds).
 */
const DEFAULT_TICK_MS = 2_000;

export interface MaintenanceTrackerOptions {
  /** The least time between two starts of work on committed positions (what commits meanwhile goes together). */
  tickMs?: number;
  /** How often date-driven due points are looked at. */
  clockMs?: number;
}

interface Logger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

interface Schedule extends ScheduleFacts {
  vehicleId: number;
  programmeId: number;
  status: MaintenanceStatus;
  dueRaised: boolean;
  overdueRaised: boolean;
}

function scheduleOf(row: ScheduleRow): Schedule {
  return {
    vehicleId: row.vehicle_id,
    programmeId: row.programme_id,
    cycle: row.cycle,
    baseKm: row.base_km,
    baseSeconds: row.base_seconds,
    baseAt: new Date(row.base_at),
    status: row.status,
    dueRaised: row.due_raised,
    overdueRaised: row.overdue_raised,
  };
}

interface Change {
  schedule: Schedule;
  status: MaintenanceStatus;
  due: boolean;
  overdue: boolean;
}

/** What a step under the vehicles' lock moved: the vehicles whose meters to save, and their last fixes. */
interface Moved {
  meterIds: number[];
  lastFix: ReadonlyMap<number, StoredPosition>;
}

const REPLAY_PAGE = 5_000;

/**
 * Keeps every vehicle's odometer and engine hours current from the batches the position writer commits (no
 * query per position: meters live in memory and are saved once per batch, in the statement that also stores
 * what they changed), and the status of each vehicle × programme, raising `maintenance_due` and
 * `maintenance_overdue` once per due point: the schedule row's `due_raised` / `overdue_raised` are set in the
 * transaction that raises them, and the event's subject names the programme and its cycle (a completed work
 * order starts the next cycle), so the natural key is the due point's.
 *
 * Several instances: meters and schedules are read again under a lock on the vehicles' rows in the transaction that
 * saves them and raises the events, when the saved meters are not where this instance left them, so two instances
 * given one vehicle's positions at the same moment (or both looking at a date-driven due point) take turns and
 * raise each due point once. After a restart every vehicle whose stored positions go past its saved meters is
 * replayed from there.
 * A fix older than the vehicle's last processed one is stored by the writer but moves no meter.
 */
export class MaintenanceTracker extends CommittedWorker {
  private readonly meters = new Map<number, MeterState>();
  /** Per vehicle: the last position revision processed here (see `staleVehicles`). */
  private readonly revisions = new Map<number, number>();
  private schedules = new Map<number, Schedule[]>();
  private programmes = new Map<number, ProgrammeFacts>();
  private syncPending = false;

  constructor(
    private readonly db: Database,
    private readonly bus: EventBus,
    private readonly hub: LiveHub,
    private readonly timeZone: string,
    private readonly log: Logger,
    private readonly options: MaintenanceTrackerOptions = {},
  ) {
    super(options.tickMs ?? DEFAULT_TICK_MS, log, 'maintenance tracker: a step failed');
  }

  async start(): Promise<void> {
    await this.sync();
    this.listen(
      this.hub.subscribe((event) => {
        if (event.type === 'maintenance.changed') return this.syncSoon();
        if (event.type !== 'vehicles.changed') return;
        // A vehicle edited or its meters corrected, maybe on another instance: read its meters again.
        const ids = event.ids;
        void this.enqueue(async () => {
          if (ids === null) this.meters.clear();
          else for (const id of ids) this.meters.delete(id);
        });
        this.syncSoon();
      }),
      this.hub.onResync(() => this.syncSoon()),
    );
    void this.enqueue(() => this.catchUp());
    this.every(this.options.clockMs ?? 60_000, () => void this.enqueue(() => this.clock()));
  }

  /** Programmes or vehicles changed: re-read which vehicles each programme covers (once for many changes). */
  syncSoon(): void {
    if (this.syncPending) return;
    this.syncPending = true;
    this.enqueue(async () => {
      this.syncPending = false;
      await this.sync();
    });
  }

  /**
   * Re-reads programmes and schedules now (after a programme is saved or a count restarted), then evaluates, and
   * tells the other instances to do the same.
   */
  async refresh(): Promise<void> {
    await this.enqueue(() => this.sync());
    this.hub.publish({ type: 'maintenance.changed' });
  }

  /** A user's correction of a vehicle's meters. */
  correct(vehicleId: number, values: { odometer_km?: number; engine_hours?: number }): Promise<MeterState> {
    let result: MeterState | undefined;
    return this.enqueue(async () => {
      await this.persist([vehicleId], new Date(), async (tx) => {
        // From the saved row: another instance may hold the vehicle's device and have moved its meters since.
        this.meters.delete(vehicleId);
        await this.loadMeters([vehicleId], tx);
        const state = this.meters.get(vehicleId);
        if (!state) return { meterIds: [], lastFix: new Map() };
        correctMeters(state, values);
        result = { ...state };
        return { meterIds: [vehicleId], lastFix: new Map() };
      });
      if (!result) throw new Error(`vehicle ${vehicleId} not found`);
    }).then(() => {
      this.hub.publish({ type: 'vehicles.changed', ids: [vehicleId] });
      return result!;
    });
  }

  /** Makes schedule rows for vehicles a programme now covers, drops the others, and reloads them. */
  private async sync(): Promise<void> {
    await syncSchedules(this.db);
    // A new manual meter_reading re-bases an odometer that is not the device's.
    const rebased = await rebasedReadings(this.db);
    const programmes = await allProgrammes(this.db);
    this.programmes = new Map(
      programmes.map((p) => [
        p.id,
        {
          id: p.id,
          name: p.name,
          everyKm: p.every_km,
          everyHours: p.every_hours,
          everyMonths: p.every_months,
          warnKm: p.warn_km,
          warnHours: p.warn_hours,
          warnDays: p.warn_days,
        },
      ]),
    );
    const rows = await allSchedules(this.db);
    const schedules = new Map<number, Schedule[]>();
    for (const row of rows) {
      let list = schedules.get(row.vehicle_id);
      if (!list) schedules.set(row.vehicle_id, (list = []));
      list.push(scheduleOf(row));
    }
    this.schedules = schedules;
    if (rebased.length > 0) {
      const ids = rebased.map((row) => row.vehicle_id);
      await this.persist(ids, new Date(), async (tx, existing) => {
        for (const id of ids) this.meters.delete(id);
        await this.loadMeters(ids, tx);
        for (const row of rebased) {
          const state = this.meters.get(row.vehicle_id);
          if (!state || !existing.has(row.vehicle_id)) continue;
          state.reading = row.meter_reading;
          if (state.deviceKm === null) state.km = row.meter_reading;
        }
        return { meterIds: ids.filter((id) => existing.has(id)), lastFix: new Map() };
      });
    }
    await this.clock();
  }

  /**
   * Meters of `ids` not in memory, from their saved rows (else fresh from the vehicle's manual reading); returns
   * the ids it loaded.
   */
  private async loadMeters(ids: number[], db: Database | Transaction = this.db): Promise<number[]> {
    const missing = ids.filter((id) => !this.meters.has(id));
    if (missing.length === 0) return [];
    const rows = await savedMeters(db, missing);
    for (const row of rows) this.meters.set(row.id, row.state ?? freshMeters(row.meter_reading));
    return missing;
  }

  protected override async process(
    positions: readonly StoredPosition[],
    revisions: ReadonlyMap<number, RevisionSpan> = new Map(),
  ): Promise<void> {
    // Another instance moved some of these vehicles' meters since: read them again (below).
    for (const id of staleVehicles(this.revisions, revisions)) this.meters.delete(id);
    const byVehicle = new Map<number, StoredPosition[]>();
    for (const position of positions) {
      let list = byVehicle.get(position.vehicleId);
      if (!list) byVehicle.set(position.vehicleId, (list = []));
      list.push(position);
    }
    if (byVehicle.size === 0) return;
    const ids = [...byVehicle.keys()];
    await this.persist(ids, new Date(), async (tx, existing) => {
      // Meters just read (not current, see `persist`) may be behind the batch: the stored positions in between
      // (another instance's, not processed yet) are fed first.
      for (const id of await this.loadMeters(ids, tx)) {
        const after = this.meters.get(id)?.t ?? 0;
        const fixes = byVehicle.get(id)!;
        const first = fixes.reduce((min, fix) => Math.min(min, fix.fixTime.getTime()), Infinity);
        if (after === 0 || first <= after) continue;
        const gap = await storedPositions(tx, id, new Date(after), new Date(first));
        byVehicle.set(id, [...gap, ...fixes]);
      }
      const meterIds: number[] = [];
      const lastFix = new Map<number, StoredPosition>();
      for (const [vehicleId, fixes] of byVehicle) {
        const state = this.meters.get(vehicleId);
        if (!state || !existing.has(vehicleId)) continue; // deleted meanwhile
        inFixTimeOrder(fixes);
        let moved = false;
        for (const fix of fixes) {
          if (fix.fixTime.getTime() <= state.t) continue;
          stepMeters(state, fix);
          lastFix.set(vehicleId, fix);
          moved = true;
        }
        if (moved) meterIds.push(vehicleId);
      }
      return { meterIds, lastFix };
    });
  }

  /** The date-driven due points (and anything a sync left unevaluated). */
  private async clock(): Promise<void> {
    if (this.stopped) return;
    const ids = [...this.schedules.keys()];
    await this.loadMeters(ids);
    const now = new Date();
    // Only the vehicles that would change are locked and looked at again.
    const changing = ids.filter((id) => this.evaluate(id, now, undefined).changes.length > 0);
    if (changing.length > 0) await this.persist(changing, now, null);
  }

  /** The status changes of a vehicle's schedules as of `now`, and the events they raise. */
  private evaluate(vehicleId: number, now: Date, fix: StoredPosition | undefined) {
    const events: RaisedEvent[] = [];
    const changes: Change[] = [];
    const state = this.meters.get(vehicleId);
    if (!state) return { events, changes };
    for (const schedule of this.schedules.get(vehicleId) ?? []) {
      const programme = this.programmes.get(schedule.programmeId);
      if (!programme) continue;
      const point = dueOf(programme, schedule, state, now, this.timeZone);
      const due = schedule.dueRaised || point.status !== 'ok';
      const overdue = schedule.overdueRaised || point.status === 'overdue';
      if (
        point.status === schedule.status &&
        due === schedule.dueRaised &&
        overdue === schedule.overdueRaised
      )
        continue;
      const base: Omit<RaisedEvent, 'type'> = {
        vehicleId,
        subject: `programme:${programme.id}:${schedule.cycle}`,
        time: fix?.fixTime ?? now,
        lat: fix?.lat ?? null,
        lon: fix?.lon ?? null,
        attributes: {
          programme: programme.name,
          programme_id: programme.id,
          due_km: point.dueKm,
          due_on: point.dueOn,
          due_hours: point.dueHours,
        },
      };
      if (due && !schedule.dueRaised) events.push({ ...base, type: 'maintenance_due' });
      if (overdue && !schedule.overdueRaised) events.push({ ...base, type: 'maintenance_overdue' });
      changes.push({ schedule, status: point.status, due, overdue });
    }
    return { events, changes };
  }

  /**
   * In one transaction holding the rows of `vehicleIds`: `advance` (meters moved or corrected; null: none) runs
   * first, then the schedules of those vehicles are read again (another instance may have raised their due points
   * meanwhile) and evaluated; the meters, status changes and the events they raise commit together.
   */
  private async persist(
    vehicleIds: readonly number[],
    now: Date,
    advance: ((tx: Database, existing: ReadonlySet<number>) => Promise<Moved>) | null,
  ): Promise<void> {
    const ids = [...new Set(vehicleIds)].sort((a, b) => a - b);
    let stored: StoredEvent[] = [];
    let committed: Change[] = [];
    try {
      await this.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const existing = await lockVehicles(tx, ids);
        const saved = new Map(
          (await savedMeterTimes(tx, ids)).map((row) => [row.vehicle_id, new Date(row.fix_time).getTime()]),
        );
        // Meters in memory are current when the saved ones are where they left them; else another instance went on
        // from them meanwhile, and they are read again.
        for (const id of ids) {
          const known = this.meters.get(id);
          if (known && known.t !== (saved.get(id) ?? 0)) this.meters.delete(id);
        }
        const { meterIds, lastFix } = advance
          ? await advance(tx, existing)
          : { meterIds: [], lastFix: new Map() };
        const evaluated = ids.filter((id) => this.schedules.has(id) && existing.has(id));
        if (evaluated.length > 0) {
          const rows = await schedulesOf(tx, evaluated);
          for (const id of evaluated) this.schedules.set(id, []);
          for (const row of rows) this.schedules.get(row.vehicle_id)!.push(scheduleOf(row));
          await this.loadMeters(evaluated, tx);
        }
        const events: RaisedEvent[] = [];
        const changes: Change[] = [];
        for (const id of evaluated) {
          const found = this.evaluate(id, now, lastFix.get(id));
          events.push(...found.events);
          changes.push(...found.changes);
        }
        const meterRows = meterIds.flatMap((id) => {
          const state = this.meters.get(id);
          // A correction before any fix has no fix time yet: it is saved with the epoch as its cursor.
          return state
            ? [
                {
                  vehicle_id: id,
                  fix_time: new Date(state.t).toISOString(),
                  odometer_km: state.km,
                  engine_seconds: state.seconds,
                  state,
                },
              ]
            : [];
        });
        if (meterRows.length > 0) {
          await saveMeters(tx, meterRows);
        }
        if (changes.length > 0) {
          const scheduleRows = changes.map((c) => ({
            vehicle_id: c.schedule.vehicleId,
            programme_id: c.schedule.programmeId,
            cycle: c.schedule.cycle,
            status: c.status,
            due_raised: c.due,
            overdue_raised: c.overdue,
          }));
          await saveScheduleStatuses(tx, scheduleRows);
        }
        if (events.length > 0) stored = await this.bus.raise(events, tx);
        committed = changes;
      });
    } catch (error) {
      // Forgotten: read again, as saved, by the next step of these vehicles (their schedules are read each time).
      for (const id of ids) this.meters.delete(id);
      throw error;
    }
    for (const change of committed) {
      change.schedule.status = change.status;
      change.schedule.dueRaised = change.due;
      change.schedule.overdueRaised = change.overdue;
    }
    this.bus.committed(stored);
  }

  /**
   * After a restart: every vehicle whose stored positions go past its saved meters is replayed from there. A
   * vehicle that never had meters starts with its next fix (its history is not driven again).
   */
  private async catchUp(): Promise<void> {
    const behind = await vehiclesBehindMeters(this.db);
    const replayed = await this.replayBehind(this.db, behind, REPLAY_PAGE);
    if (replayed > 0)
      this.log.info({ vehicles: behind.length, positions: replayed }, 'maintenance meters caught up');
  }
}
