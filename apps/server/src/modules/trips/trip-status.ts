import type { StationStatus, TripStatus } from '@fleet/shared/schemas/trips';
import { MOVING_MIN_SPEED_KMH } from '../../live/live-status';

/**
 * The itinerary status engine: a pure function of the plan, the vehicle's track and the clock. It keeps no state
 * between calls, so positions that arrive late or out of order, and restarts, give the same answer as a perfect
 * feed would.
 *
 * Transitions (statuses of docs/api.md#itineraries; the spec leaves them to us):
 * - planned → running: the vehicle leaves the start station's radius on the trip's day (even before the start
 *   time: an early departure), or moves (≥ MOVING_MIN_SPEED_KMH) at or after the start time. Starting away from
 *   the start station marks it skipped (the next target is the second station, not a depot left behind).
 * - planned → late: it has not left NOT_LEFT_TOLERANCE_MS after the start time. late → running once it starts
 *   and is within the tolerance of its next station.
 * - running → late: the clock is more than LATE_TOLERANCE_MS past the planned time of the next station it has not
 *   reached. late → running when it reaches that station and the following one is not overdue (caught up).
 * - → finished: it enters the end station's radius after starting (whatever was skipped on the way).
 * - planned/late → skipped: the trip's day ended (see `TripPlan.dayEnd`) without the trip starting.
 *   A started trip is never skipped.
 *
 * Stations: arrival is the first fix inside the radius (stations are visited in order, so only stations from the
 * next one on count), departure the first fix outside it after that. Between two fixes the vehicle is taken to
 * drive straight, so a station passed during a GPS gap, or between two fast reports that both fall outside its
 * radius, counts as visited at the time of closest approach. A station left behind because a later one was reached
 * first is `skipped` on the timeline.
 */
export const LATE_TOLERANCE_MS = 10 * 60_000;
export const NOT_LEFT_TOLERANCE_MS = 10 * 60_000;

export interface PlannedStation {
  lat: number;
  lon: number;
  /** Metres. */
  radius: number;
  plannedAt: Date;
}

export interface TripPlan {
  startAt: Date;
  /** Positions before this are not part of the trip (midnight starting the trip's day). */
  windowStart: Date;
  /** A trip not started by then is skipped: the end of its day, or its last planned time if later. */
  dayEnd: Date;
  /** At least two: start and end. */
  stations: PlannedStation[];
}

export interface TrackPoint {
  lat: number;
  lon: number;
  /** km/h, null when unknown. */
  speed: number | null;
  fixTime: Date;
}

export interface StationProgress {
  arrivedAt: Date | null;
  departedAt: Date | null;
  status: StationStatus;
  /** Minutes behind plan (negative: early) at arrival, or so far for the overdue next station; else null. */
  delayMinutes: number | null;
}

export interface TripProgress {
  status: TripStatus;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** Index of the station the vehicle heads for; null once finished or skipped. */
  next: number | null;
  stations: StationProgress[];
  /** Started and not finished: the vehicle's live status is `busy`. */
  onTheRoad: boolean;
}

export interface EngineOptions {
  lateToleranceMs?: number;
  notLeftToleranceMs?: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

export function distanceMetres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLon = (b.lon - a.lon) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Where on the straight segment a→b the vehicle came closest to `center`: distance (m) and fraction of a→b. */
function closestApproach(a: TrackPoint, b: TrackPoint, center: { lat: number; lon: number }) {
  const scaleX = Math.cos(center.lat * RAD) * EARTH_RADIUS_M * RAD;
  const scaleY = EARTH_RADIUS_M * RAD;
  const ax = (a.lon - center.lon) * scaleX;
  const ay = (a.lat - center.lat) * scaleY;
  const dx = (b.lon - a.lon) * scaleX;
  const dy = (b.lat - a.lat) * scaleY;
  const length2 = dx * dx + dy * dy;
  const fraction = length2 === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / length2));
  return { distance: Math.hypot(ax + fraction * dx, ay + fraction * dy), fraction };
}

const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 60_000) || 0; // never -0

/** The track in fix-time order, one point per fix time, from the trip's window on and not after `now`. */
function orderedTrack(plan: TripPlan, track: readonly TrackPoint[], now: Date): TrackPoint[] {
  const from = plan.windowStart.getTime();
  const to = now.getTime();
  const points = track
    .filter((point) => point.fixTime.getTime() >= from && point.fixTime.getTime() <= to)
    .sort((a, b) => a.fixTime.getTime() - b.fixTime.getTime());
  return points.filter(
    (point, index) => index === 0 || point.fixTime.getTime() !== points[index - 1]!.fixTime.getTime(),
  );
}

/**
 * The engine's state after the fixes fed so far, in fix-time order. `evaluateTrip` feeds it a whole track; the
 * itineraries tracker keeps one per followed itinerary and feeds it only the fixes each batch adds, so a batch or
 * a clock tick costs the new fixes, not the day's track (a fix older than the last one fed needs a new run).
 */
export class TripRun {
  private readonly stations: StationProgress[];
  private readonly last: number;
  private startedAt: Date | null = null;
  private finishedAt: Date | null = null;
  private next = 0;
  private inside: number | null = null;
  private previous: TrackPoint | null = null;
  /** Fix time (ms) of the newest fix fed. */
  lastFixMs = -Infinity;

  constructor(private readonly plan: TripPlan) {
    this.last = plan.stations.length - 1;
    this.stations = plan.stations.map(() => ({
      arrivedAt: null,
      departedAt: null,
      status: 'pending',
      delayMinutes: null,
    }));
  }

  /** A run fed with the track's fixes up to `now`. */
  static of(plan: TripPlan, track: readonly TrackPoint[], now: Date): TripRun {
    const run = new TripRun(plan);
    for (const point of orderedTrack(plan, track, now)) run.feed(point);
    return run;
  }

  /** Takes the next fix; one not newer than the last fed (a repeat) or before the trip's window is ignored. */
  feed(point: TrackPoint): void {
    const at = point.fixTime.getTime();
    if (at <= this.lastFixMs || at < this.plan.windowStart.getTime()) return;
    this.lastFixMs = at;
    if (this.finishedAt) return;
    const { plan, stations, last } = this;
    if (this.inside !== null && !this.within(point, this.inside)) {
      this.depart(point.fixTime);
      this.startedAt ??= point.fixTime; // leaving the start station starts the trip
    }
    if (!this.startedAt && point.fixTime >= plan.startAt && (point.speed ?? 0) >= MOVING_MIN_SPEED_KMH) {
      this.startedAt = point.fixTime;
      // Started away from the start station: it is behind the vehicle, not its next target.
      if (this.next === 0 && this.inside === null && !this.within(point, 0)) {
        stations[0]!.status = 'skipped';
        this.next = 1;
      }
    }
    // Before the start only the start station is watched; after it, every station from the next one on.
    const lastCandidate = this.startedAt ? last : 0;
    const previous = this.previous;
    for (let index = this.next; index <= lastCandidate; index++) {
      if (index === this.inside) continue;
      if (this.within(point, index)) {
        this.arrive(index, point.fixTime);
        break;
      }
      if (this.startedAt && previous && !this.within(previous, index)) {
        const approach = closestApproach(previous, point, plan.stations[index]!);
        if (approach.distance <= plan.stations[index]!.radius) {
          const span = point.fixTime.getTime() - previous.fixTime.getTime();
          const at = new Date(previous.fixTime.getTime() + Math.round(approach.fraction * span));
          this.arrive(index, at);
          if (index !== last) this.depart(at);
          break;
        }
      }
    }
    this.previous = point;
  }

  /** The progress at `now` from the fixes fed (the run itself is not changed). */
  progress(now: Date, options: EngineOptions = {}): TripProgress {
    const lateTolerance = options.lateToleranceMs ?? LATE_TOLERANCE_MS;
    const notLeftTolerance = options.notLeftToleranceMs ?? NOT_LEFT_TOLERANCE_MS;
    const { plan, startedAt, finishedAt, next } = this;
    let status: TripStatus;
    if (finishedAt) status = 'finished';
    else if (!startedAt) {
      if (now >= plan.dayEnd) status = 'skipped';
      else if (now.getTime() >= plan.startAt.getTime() + notLeftTolerance) status = 'late';
      else status = 'planned';
    } else {
      const due = plan.stations[next]!.plannedAt.getTime() + lateTolerance;
      status = now.getTime() > due ? 'late' : 'running';
    }

    const stations = this.stations.map((station, index) => {
      const planned = plan.stations[index]!.plannedAt;
      let delayMinutes: number | null = null;
      if (station.arrivedAt) delayMinutes = minutesBetween(planned, station.arrivedAt);
      else if (index === next && status !== 'skipped' && now > planned)
        delayMinutes = minutesBetween(planned, now);
      return { ...station, delayMinutes };
    });

    const ended = status === 'finished' || status === 'skipped';
    return {
      status,
      startedAt,
      finishedAt,
      next: ended ? null : next,
      stations,
      onTheRoad: startedAt !== null && !finishedAt,
    };
  }

  private within(point: TrackPoint, index: number): boolean {
    return distanceMetres(point, this.plan.stations[index]!) <= this.plan.stations[index]!.radius;
  }

  private depart(at: Date): void {
    if (this.inside === null) return;
    this.stations[this.inside]!.departedAt = at;
    this.stations[this.inside]!.status = 'departed';
    this.inside = null;
  }

  private arrive(index: number, at: Date): void {
    if (this.inside !== null) this.depart(at); // overlapping radii: entering the next station leaves this one
    for (let skipped = this.next; skipped < index; skipped++) this.stations[skipped]!.status = 'skipped';
    const station = this.stations[index]!;
    station.arrivedAt = at;
    station.status = 'arrived';
    this.next = index + 1;
    this.inside = index;
    if (index === this.last && this.startedAt) this.finishedAt = at;
  }
}

export function evaluateTrip(
  plan: TripPlan,
  track: readonly TrackPoint[],
  now: Date,
  options: EngineOptions = {},
): TripProgress {
  return TripRun.of(plan, track, now).progress(now, options);
}
