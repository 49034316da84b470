import {
  freshDetectorState,
  stepDetector,
  ZoneDays,
  type DetectionFix,
  type DetectionOutput,
  type DetectionSettings,
  type DetectorState,
} from '@fleet/shared/trip-detection';
import type { Database } from '../../db/client';
import { lockVehicles, type RevisionSpan, staleVehicles } from '../../ingestion/committed-batcher';
import { CommittedWorker } from '../../ingestion/committed-worker';
import { inFixTimeOrder } from '../../ingestion/position-writer';
import type { StoredPosition } from '../../db/stored-position';
import {
  type DetectedRows,
  detectorStates,
  fixBefore,
  fixesAfter,
  lastStopStart,
  odometerBefore,
  type PositionRow,
  savedStateTimes,
  vehiclesBehindReports,
  writeDetected,
} from './report-tracker.repo';

/**
 * Each tick costs a few statements per vehicle in it, whatever its number of positions: under load a longer tick
 * gathers several fixes per vehicle into them (reports are read seconds later at the earliest).
 */
const DEFAULT_TICK_MS = 2_000;

export interface ReportTrackerOptions {
  /** The least time between two starts of work on committed positions (what commits meanwhile goes together). */
  tickMs?: number;
  /** What else a rebuild recomputes over the same vehicles and period (the fuel days). */
  alsoRebuild?: (vehicleIds: readonly number[], from: Date) => Promise<void>;
}

interface Logger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

function odometerKm(value: unknown): number | null {
  const metres = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(metres) && metres > 0 ? metres / 1000 : null;
}

export function fixOf(position: StoredPosition): DetectionFix {
  const key = position.attributes.driver_key;
  return {
    t: position.fixTime.getTime(),
    lat: position.lat,
    lon: position.lon,
    speed: position.speed,
    ignition: position.ignition,
    odometerKm: odometerKm(position.attributes.odometer),
    driverKey: typeof key === 'string' && key !== '' ? key.toUpperCase() : null,
  };
}

function fixOfRow(row: PositionRow): DetectionFix {
  return {
    t: new Date(row.fix_time).getTime(),
    lat: row.lat,
    lon: row.lon,
    speed: row.speed,
    ignition: row.ignition,
    odometerKm: odometerKm(row.odometer),
    driverKey: row.driver_key ? row.driver_key.toUpperCase() : null,
  };
}

/** Positions read per statement when replaying a span. */
const REPLAY_PAGE = 20_000;

/** What a batch changes for one vehicle: rows to write, and (after a late fix) the span to clear first. */
interface Pending {
  out: DetectionOutput;
  /** Clear trips and stops starting at or after this (ms), and days from `clearDay` on. */
  clearFrom: number | null;
  clearDay: string | null;
}

/**
 * Trips, stops and daily totals per vehicle, kept from the batches the position writer commits (no query per
 * position: each vehicle's detector state lives in memory and is saved once per batch, in the transaction that
 * stores what it finished, so a restart neither loses nor repeats anything).
 *
 * A fix older than the vehicle's last processed one (a late or out-of-order fix) is stored by the writer; the
 * tracker then recomputes only that vehicle's affected span: from the start of the last stored stop ended before the
 * fix (where a detector starts afresh in the same state) to its newest fix, replacing the trips, stops and days
 * in the span. The same replay rebuilds a period after the thresholds change (`rebuild`).
 *
 * Several instances: each batch is worked on under a lock on its vehicles' rows, in the transaction that writes
 * it, so two instances given one vehicle's positions at the same moment take turns. A state in memory that is not
 * the saved one (another instance went on from it meanwhile) is not used: the vehicle's span since is replayed from
 * the stored positions, which hold both instances' fixes.
 */
export class ReportTracker extends CommittedWorker {
  private readonly states = new Map<number, DetectorState>();
  /** Per vehicle: the last position revision processed here (see `staleVehicles`). */
  private readonly revisions = new Map<number, number>();
  readonly days: ZoneDays;
  private readonly alsoRebuild: ((vehicleIds: readonly number[], from: Date) => Promise<void>) | null;

  constructor(
    private readonly db: Database,
    private readonly settings: () => DetectionSettings,
    timeZone: string,
    private readonly log: Logger,
    options: ReportTrackerOptions = {},
  ) {
    super(options.tickMs ?? DEFAULT_TICK_MS, log, 'report tracker: a step failed');
    this.days = new ZoneDays(timeZone);
    this.alsoRebuild = options.alsoRebuild ?? null;
  }

  async start(): Promise<void> {
    void this.enqueue(() => this.catchUp());
  }

  private async loadStates(ids: number[], db: Database): Promise<void> {
    const missing = ids.filter((id) => !this.states.has(id));
    if (missing.length === 0) return;
    const rows = await detectorStates(db, missing);
    for (const row of rows) this.states.set(row.id, row.state ?? freshDetectorState(row.meter_reading));
  }

  protected override async process(
    positions: readonly StoredPosition[],
    revisions: ReadonlyMap<number, RevisionSpan> = new Map(),
  ): Promise<void> {
    // Another instance processed some of these vehicles' positions since their state here was read.
    const stale = new Set(staleVehicles(this.revisions, revisions));
    const byVehicle = new Map<number, StoredPosition[]>();
    for (const position of positions) {
      if (!position.valid) continue;
      let list = byVehicle.get(position.vehicleId);
      if (!list) byVehicle.set(position.vehicleId, (list = []));
      list.push(position);
    }
    for (const id of stale) if (!byVehicle.has(id) && this.states.has(id)) byVehicle.set(id, []);
    if (byVehicle.size === 0) return;
    const ids = [...byVehicle.keys()];
    const settings = this.settings();
    await this.persist(ids, async (tx, existing) => {
      const saved = new Map(
        (await savedStateTimes(tx, ids)).map((row) => [row.vehicle_id, new Date(row.fix_time).getTime()]),
      );
      // A state here that is not the saved one, or that missed another instance's positions: the span since its
      // last fix is replayed from the stored positions (which hold the other instance's fixes too).
      const late = new Map<number, number>();
      for (const id of ids) {
        const last = this.states.get(id)?.last;
        if (!this.states.has(id) || (!stale.has(id) && last?.t === saved.get(id))) continue;
        this.states.delete(id);
        const first = byVehicle.get(id)!.reduce((min, fix) => Math.min(min, fix.fixTime.getTime()), Infinity);
        const from = Math.min(last?.t ?? Infinity, saved.get(id) ?? Infinity, first);
        if (from !== Infinity) late.set(id, from);
      }
      await this.loadStates(
        ids.filter((id) => existing.has(id)),
        tx,
      );
      const pending = new Map<number, Pending>();
      for (const [vehicleId, fixes] of byVehicle) {
        const state = this.states.get(vehicleId);
        if (!state || !existing.has(vehicleId) || late.has(vehicleId)) continue; // deleted, or replayed below
        inFixTimeOrder(fixes);
        const out: DetectionOutput = { trips: [], stops: [], days: [] };
        for (const position of fixes) {
          const t = position.fixTime.getTime();
          if (state.last && t <= state.last.t) {
            if (t < state.last.t) late.set(vehicleId, Math.min(late.get(vehicleId) ?? t, t));
            continue;
          }
          stepDetector(state, fixOf(position), settings, this.days, out);
        }
        pending.set(vehicleId, { out, clearFrom: null, clearDay: null });
      }
      for (const [vehicleId, from] of late) {
        if (!existing.has(vehicleId)) continue;
        // The fixes after the late one were all replayed with it: what this batch detected is replaced.
        pending.set(vehicleId, await this.replay(tx, vehicleId, from, settings, false));
      }
      return pending;
    });
  }

  /**
   * Replays a vehicle's stored positions from the start of its last stored stop ended at or before `from` (or from
   * `from` itself with `exact`, for a rebuild) to its newest fix, with a fresh detector. Not a stop the fix falls
   * in: one that began where a gap in the track ended a trip starts while driving, and that trip may go on.
   */
  private async replay(
    db: Database,
    vehicleId: number,
    from: number,
    settings: DetectionSettings,
    exact: boolean,
  ): Promise<Pending> {
    let anchor = from;
    if (!exact) {
      const stop = await lastStopStart(db, vehicleId, from);
      anchor = stop ? new Date(stop).getTime() : 0;
    }
    const zoned = this.days.of(anchor);
    const dayStart = zoned.start;
    // The odometer where the day before ends, else the vehicle's reading.
    const before = await odometerBefore(db, vehicleId, zoned.day);
    const state = freshDetectorState(before?.odometer_end_km ?? before?.meter_reading ?? null);
    const out: DetectionOutput = { trips: [], stops: [], days: [] };
    // The anchor's day is summed again from its start, from the fix before it (for the time across midnight);
    // trips and stops start afresh at the anchor. That fix carries the last key reported before it, however long
    // ago, as the live detector carries it from fix to fix (positions_driver_key_idx finds it).
    const previous = await fixBefore(db, vehicleId, dayStart);
    if (previous) stepDetector(state, fixOfRow(previous), settings, this.days, out);
    let cursor = new Date(dayStart - 1).toISOString();
    let fresh = false;
    for (;;) {
      const rows = await fixesAfter(db, vehicleId, cursor, REPLAY_PAGE);
      for (const row of rows) {
        const fix = fixOfRow(row);
        if (!fresh && fix.t >= anchor) {
          fresh = true;
          state.trip = null;
          state.still = null;
          state.stop = null;
        }
        stepDetector(state, fix, settings, this.days, out);
      }
      if (rows.length < REPLAY_PAGE) break;
      cursor = new Date(rows[rows.length - 1]!.fix_time).toISOString();
    }
    out.days = out.days.filter((day) => day.day >= zoned.day);
    // What the detector found before its fresh start is already stored (and left as it is).
    out.trips = out.trips.filter((trip) => trip.startTime >= anchor);
    out.stops = out.stops.filter((stop) => stop.startTime >= anchor);
    this.states.set(vehicleId, state);
    return { out, clearFrom: anchor, clearDay: zoned.day };
  }

  /**
   * Locks the rows of `vehicleIds`, runs `work` and writes what it finished, the open days and each vehicle's
   * state, all in one transaction; on failure the states of those vehicles are read again next time.
   */
  private async persist(
    vehicleIds: readonly number[],
    work: (tx: Database, existing: ReadonlySet<number>) => Promise<ReadonlyMap<number, Pending>>,
  ): Promise<void> {
    const ids = [...new Set(vehicleIds)].sort((a, b) => a - b);
    try {
      await this.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const existing = await lockVehicles(tx, ids);
        await this.write(tx, await work(tx, existing));
      });
    } catch (error) {
      for (const id of ids) this.states.delete(id);
      throw error;
    }
  }

  private async write(tx: Database, pending: ReadonlyMap<number, Pending>): Promise<void> {
    const trips: object[] = [];
    const stops: object[] = [];
    const days: object[] = [];
    const states: object[] = [];
    const clears: { vehicle_id: number; from_time: string; from_day: string }[] = [];
    for (const [vehicleId, { out, clearFrom, clearDay }] of pending) {
      const state = this.states.get(vehicleId);
      if (!state) continue;
      if (clearFrom !== null && clearDay !== null)
        clears.push({
          vehicle_id: vehicleId,
          from_time: new Date(clearFrom).toISOString(),
          from_day: clearDay,
        });
      for (const trip of out.trips)
        trips.push({
          vehicle_id: vehicleId,
          start_time: new Date(trip.startTime).toISOString(),
          end_time: new Date(trip.endTime).toISOString(),
          start_lat: trip.startLat,
          start_lon: trip.startLon,
          end_lat: trip.endLat,
          end_lon: trip.endLon,
          distance_m: trip.distanceM,
          max_speed: trip.maxSpeed,
          driver_key: trip.driverKey,
        });
      for (const stop of out.stops)
        stops.push({
          vehicle_id: vehicleId,
          start_time: new Date(stop.startTime).toISOString(),
          end_time: new Date(stop.endTime).toISOString(),
          lat: stop.lat,
          lon: stop.lon,
          engine_on_seconds: stop.engineOnSeconds,
        });
      for (const day of state.day ? [...out.days, state.day] : out.days)
        days.push({
          vehicle_id: vehicleId,
          day: day.day,
          distance_m: day.distanceM,
          driving_seconds: day.drivingMs / 1000,
          idle_seconds: day.idleMs / 1000,
          stopped_seconds: day.stoppedMs / 1000,
          max_speed: day.maxSpeed,
          odometer_start_km: day.odometerStartKm,
          odometer_end_km: day.odometerEndKm,
        });
      if (state.last)
        states.push({ vehicle_id: vehicleId, fix_time: new Date(state.last.t).toISOString(), state });
    }
    if (states.length === 0 && clears.length === 0) return;
    // The trips and stops counted again on the days they changed: those of the trips and stops written, and every
    // day written of a vehicle whose span was cleared. Not every open day at every batch: a day row is written
    // before any trip or stop starts in it, and its upsert leaves the counts alone.
    const cleared = new Set(clears.map((clear) => clear.vehicle_id));
    const counted = new Map<string, { vehicle_id: number; day: string }>();
    for (const row of days as { vehicle_id: number; day: string }[]) {
      if (cleared.has(row.vehicle_id))
        counted.set(`${row.vehicle_id}/${row.day}`, { vehicle_id: row.vehicle_id, day: row.day });
    }
    for (const row of [...trips, ...stops] as { vehicle_id: number; start_time: string }[]) {
      const day = this.days.of(Date.parse(row.start_time)).day;
      counted.set(`${row.vehicle_id}/${day}`, { vehicle_id: row.vehicle_id, day });
    }
    const detected: DetectedRows = { clears, trips, stops, days, counted: [...counted.values()], states };
    await writeDetected(tx, detected, this.days.timeZone);
  }

  /**
   * Recomputes `vehicleIds`' trips, stops and days from `from` (after the thresholds changed, or an upgrade);
   * `progress` is told after each vehicle.
   */
  rebuild(
    vehicleIds: readonly number[],
    from: Date,
    progress: (done: number) => Promise<void>,
  ): Promise<void> {
    return this.enqueue(async () => {
      const settings = this.settings();
      let done = 0;
      for (const vehicleId of vehicleIds) {
        if (this.stopped) break;
        await this.persist([vehicleId], async (tx, existing) =>
          existing.has(vehicleId)
            ? new Map([[vehicleId, await this.replay(tx, vehicleId, from.getTime(), settings, true)]])
            : new Map(),
        );
        await progress(++done);
      }
      if (!this.stopped && this.alsoRebuild) await this.alsoRebuild(vehicleIds, from);
    });
  }

  /** After a restart: every vehicle whose stored positions go past its saved state is replayed from there. */
  private async catchUp(): Promise<void> {
    const behind = await vehiclesBehindReports(this.db);
    const replayed = await this.replayBehind(this.db, behind, REPLAY_PAGE);
    if (replayed > 0) this.log.info({ vehicles: behind.length, positions: replayed }, 'reports caught up');
  }
}
