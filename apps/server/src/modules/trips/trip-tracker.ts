import type { CommittedBatch } from '../../ingestion/position-writer';
import { SerialWorker } from '../../lib/serial-worker';
import type { EventBus } from '../events';
import type { RaisedEvent } from '../events';
import type { HubLogger, LiveHub } from '../../live/hub';
import type { TripRow } from '../../db/schema';
import { planOf } from './trip-plan';
import { TripRun, type TrackPoint, type TripProgress } from './trip-status';
import type { ProgressWrite, TripsRepo } from './trips.repo';

/** How often time alone is checked (late, not left, day over); statuses move in minutes. */
export const TRACKER_TICK_MS = 15_000;
/** How often the open itineraries are read again (new ones, other instances' edits, a new day). */
export const TRACKER_RELOAD_MS = 60_000;
/** Open itineraries starting in this window around now are followed. */
const FOLLOW_BEFORE_MS = 36 * 3_600_000;
const FOLLOW_AHEAD_MS = 2 * 3_600_000;

interface Followed {
  row: TripRow;
  plan: ReturnType<typeof planOf>;
  /** The engine fed with the track so far; null: build it again from the whole track. */
  run: TripRun | null;
  /** Fixes committed since, not fed yet (the newest may be ahead of the clock). */
  pending: TrackPoint[];
}

export interface TrackerOptions {
  now?: () => Date;
  tickMs?: number;
  /** Where itinerary events are raised (stored in the transaction of the progress that makes them). */
  events?: EventBus;
}

/**
 * The events a progress change makes: started, finished, a station reached late, a station skipped. Their times
 * come from the fixes (arrival, start, finish) or the plan (a skipped station's planned time), never the clock,
 * so every instance that confirms the same change raises the same keys.
 */
export function tripEvents(
  row: TripRow,
  write: ProgressWrite,
  plan: ReturnType<typeof planOf>,
): RaisedEvent[] {
  const base = { vehicleId: row.vehicleId, driverId: row.driverId, tripId: row.id };
  const events: RaisedEvent[] = [];
  if (write.startedAt && !row.startedAt) {
    events.push({ ...base, type: 'trip_started', subject: String(row.id), time: write.startedAt });
  }
  if (write.finishedAt && !row.finishedAt) {
    events.push({ ...base, type: 'trip_finished', subject: String(row.id), time: write.finishedAt });
  }
  write.progress.forEach((station, index) => {
    const before = row.progress?.[index];
    const stored = row.stations[index];
    if (!stored) return;
    const facts = { station: stored.name, delay_minutes: station.delayMinutes ?? 0 };
    const subject = `${row.id}:${index}`;
    if (station.arrivedAt && !before?.arrivedAt && (station.delayMinutes ?? 0) > 0) {
      events.push({
        ...base,
        type: 'station_late',
        subject,
        time: new Date(station.arrivedAt),
        lat: stored.lat,
        lon: stored.lon,
        attributes: facts,
      });
    }
    if (station.status === 'skipped' && before?.status !== 'skipped') {
      events.push({
        ...base,
        type: 'station_skipped',
        subject,
        time: plan.stations[index]?.plannedAt ?? new Date(0),
        lat: stored.lat,
        lon: stored.lon,
        attributes: facts,
      });
    }
  });
  return events;
}

function toWrite(progress: TripProgress): ProgressWrite {
  return {
    status: progress.status,
    nextStation: progress.next,
    startedAt: progress.startedAt,
    finishedAt: progress.finishedAt,
    progress: progress.stations.map((station) => ({
      arrivedAt: station.arrivedAt?.toISOString() ?? null,
      departedAt: station.departedAt?.toISOString() ?? null,
      status: station.status,
      delayMinutes: station.delayMinutes,
    })),
  };
}

const sameWrite = (row: TripRow, write: ProgressWrite) =>
  row.status === write.status &&
  row.nextStation === write.nextStation &&
  (row.startedAt?.getTime() ?? null) === (write.startedAt?.getTime() ?? null) &&
  (row.finishedAt?.getTime() ?? null) === (write.finishedAt?.getTime() ?? null) &&
  (row.progress?.length ?? -1) === write.progress.length &&
  // Field by field: PostgreSQL's jsonb hands keys back in its own order.
  write.progress.every((station, index) => {
    const stored = row.progress?.[index];
    return (
      stored?.status === station.status &&
      stored.arrivedAt === station.arrivedAt &&
      stored.departedAt === station.departedAt &&
      stored.delayMinutes === station.delayMinutes
    );
  });

const onTheRoad = (row: Pick<TripRow, 'status' | 'startedAt'>) =>
  row.startedAt !== null && (row.status === 'running' || row.status === 'late');

/**
 * Feeds the status engine: the open itineraries near today, and the track of each of their vehicles, are kept in
 * memory; committed positions (writer.onCommitted) and a clock tick re-evaluate them, incrementally: each
 * itinerary keeps its engine run and is fed only the new fixes (a fix older than the last one fed, which is
 * rare, makes it run the whole track again); a change is confirmed
 * against the positions in the database (another instance may have stored some), then stored. A trip starting
 * or ending publishes `vehicles.changed` for its vehicle, so every instance re-reads it and the vehicle's live
 * status becomes (or stops being) `busy`: `vehiclesOnTrips` is the live state's itinerary seam.
 */
export class TripTracker extends SerialWorker {
  private readonly followed = new Map<number, Followed>();
  private readonly tracks = new Map<number, TrackPoint[]>();
  private lastReload = 0;

  constructor(
    private readonly repo: TripsRepo,
    private readonly timeZone: string,
    private readonly hub: LiveHub,
    /** Vehicles on a started, unfinished itinerary (shared with the live state). */
    readonly vehiclesOnTrips: Set<number>,
    private readonly reloadLive: (vehicleIds: number[]) => void,
    log: HubLogger,
    private readonly options: TrackerOptions = {},
  ) {
    super(log, 'itineraries: status update failed');
  }

  async start(): Promise<void> {
    this.listen(
      this.hub.subscribe((event) => {
        if (event.type === 'vehicles.changed') void this.enqueue(() => this.reload(event.ids));
      }),
      this.hub.onResync(() => void this.enqueue(() => this.reload(null))),
    );
    void this.enqueue(() => this.reload(null));
    await this.settled();
    this.every(this.options.tickMs ?? TRACKER_TICK_MS, () => this.tick(), true);
  }

  /** After a plan was saved or deleted: every instance re-reads the vehicle (this one through the hub too). */
  planChanged(vehicleIds: number[]): void {
    this.hub.publish({ type: 'vehicles.changed', ids: vehicleIds });
  }

  onCommitted(batch: CommittedBatch): void {
    const added = new Map<number, TrackPoint[]>();
    for (const position of batch.positions) {
      const track = this.tracks.get(position.vehicleId);
      if (!track || !position.valid) continue;
      const point = {
        lat: position.lat,
        lon: position.lon,
        speed: position.speed,
        fixTime: position.fixTime,
      };
      track.push(point);
      const points = added.get(position.vehicleId);
      if (points) points.push(point);
      else added.set(position.vehicleId, [point]);
    }
    if (added.size === 0) return;
    for (const entry of this.followed.values()) entry.pending.push(...(added.get(entry.row.vehicleId) ?? []));
    void this.enqueue(() => this.evaluate([...added.keys()]));
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private tick(): void {
    const now = this.now().getTime();
    if (now - this.lastReload >= TRACKER_RELOAD_MS) void this.enqueue(() => this.reload(null));
    else void this.enqueue(() => this.evaluate([...this.tracks.keys()]));
  }

  /** Reads the open itineraries (of `vehicleIds`, or all) and their vehicles' tracks, then evaluates them. */
  private async reload(vehicleIds: readonly number[] | null): Promise<void> {
    const now = this.now();
    if (!vehicleIds) this.lastReload = now.getTime();
    const rows = await this.repo.open(
      new Date(now.getTime() - FOLLOW_BEFORE_MS),
      new Date(now.getTime() + FOLLOW_AHEAD_MS),
      vehicleIds ?? undefined,
    );
    const scope = vehicleIds ? new Set(vehicleIds) : null;
    for (const [id, entry] of this.followed) {
      if (!scope || scope.has(entry.row.vehicleId)) this.followed.delete(id);
    }
    for (const row of rows) {
      const plan = planOf(this.planInput(row), this.timeZone);
      this.followed.set(row.id, { row, plan, run: null, pending: [] });
    }
    const vehicles = new Set(rows.map((row) => row.vehicleId));
    for (const id of scope ?? [...this.tracks.keys()]) if (!vehicles.has(id)) this.tracks.delete(id);
    for (const vehicleId of vehicles) {
      if (scope || !this.tracks.has(vehicleId)) await this.loadTrack(vehicleId);
    }
    await this.evaluate([...vehicles]);
    this.syncOnTrips(scope);
  }

  private planInput(row: TripRow) {
    return { day: row.day, startTime: row.startTime, stations: row.stations };
  }

  private async loadTrack(vehicleId: number): Promise<void> {
    const plans = [...this.followed.values()].filter((entry) => entry.row.vehicleId === vehicleId);
    if (plans.length === 0) return;
    const from = new Date(Math.min(...plans.map((entry) => entry.plan.windowStart.getTime())));
    this.tracks.set(
      vehicleId,
      await this.repo.track(vehicleId, from, new Date(this.now().getTime() + 60_000)),
    );
    for (const entry of plans) entry.run = null;
  }

  /** The itinerary's progress at `now`: its run fed with the fixes due by then. */
  private progress(entry: Followed, now: Date): TripProgress {
    const due = entry.pending
      .filter((point) => point.fixTime <= now)
      .sort((a, b) => a.fixTime.getTime() - b.fixTime.getTime());
    if (!entry.run || (due[0] && due[0].fixTime.getTime() < entry.run.lastFixMs)) {
      const track = this.tracks.get(entry.row.vehicleId) ?? [];
      entry.run = TripRun.of(entry.plan, track, now);
      entry.pending = track.filter((point) => point.fixTime > now);
    } else {
      for (const point of due) entry.run.feed(point);
      entry.pending = entry.pending.filter((point) => point.fixTime > now);
    }
    return entry.run.progress(now);
  }

  private async evaluate(vehicleIds: number[]): Promise<void> {
    const now = this.now();
    const wanted = new Set(vehicleIds);
    const changedVehicles = new Set<number>();
    for (const entry of this.followed.values()) {
      if (!wanted.has(entry.row.vehicleId)) continue;
      let write = toWrite(this.progress(entry, now));
      if (sameWrite(entry.row, write)) continue;
      // Confirm against every stored position (some may have reached another instance), then store.
      await this.loadTrack(entry.row.vehicleId);
      write = toWrite(this.progress(entry, now));
      if (sameWrite(entry.row, write)) continue;
      const events = tripEvents(entry.row, write, entry.plan);
      const bus = this.options.events;
      if (bus && events.length > 0) {
        const stored = await this.repo.transaction(async (repo) => {
          await repo.setProgress(entry.row.id, write);
          return bus.raise(events, repo.database);
        });
        bus.committed(stored);
      } else {
        await this.repo.setProgress(entry.row.id, write);
      }
      const statusChanged = write.status !== entry.row.status || onTheRoad(write) !== onTheRoad(entry.row);
      entry.row = { ...entry.row, ...write };
      if (statusChanged) changedVehicles.add(entry.row.vehicleId);
    }
    for (const [id, entry] of this.followed) {
      if (entry.row.status === 'finished' || entry.row.status === 'skipped') this.followed.delete(id);
    }
    if (changedVehicles.size > 0) {
      this.syncOnTrips(changedVehicles);
      this.hub.publish({ type: 'vehicles.changed', ids: [...changedVehicles] });
    }
  }

  /** Re-derives which vehicles are on a trip (within `scope`, or all) and has the live state re-read them. */
  private syncOnTrips(scope: ReadonlySet<number> | null): void {
    const on = new Set<number>();
    for (const entry of this.followed.values()) if (onTheRoad(entry.row)) on.add(entry.row.vehicleId);
    const flipped: number[] = [];
    for (const id of scope ?? new Set([...on, ...this.vehiclesOnTrips])) {
      if (on.has(id) === this.vehiclesOnTrips.has(id)) continue;
      if (on.has(id)) this.vehiclesOnTrips.add(id);
      else this.vehiclesOnTrips.delete(id);
      flipped.push(id);
    }
    if (flipped.length > 0) this.reloadLive(flipped);
  }
}
