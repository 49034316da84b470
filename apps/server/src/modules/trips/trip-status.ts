import type { StationStatus, TripStatus } from '@fleet/shared/schemas/trips';
import { MOVING_MIN_SPEED_KMH } from '../../live/live-status';

/**
 * The itinerary status engine: a pure function of the plan, the vehicle's track and the clock. It keeps no state
 * between calls, so positions that arrive late or out of order, and restarts, give the same answer as a perfect
 * feed would.
 *
 * Transitions (statuses of API.md; the spec leaves them to us):
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

export function evaluateTrip(
  plan: TripPlan,
  track: readonly TrackPoint[],
  now: Date,
  options: EngineOptions = {},
): TripProgress {
  const lateTolerance = options.lateToleranceMs ?? LATE_TOLERANCE_MS;
  const notLeftTolerance = options.notLeftToleranceMs ?? NOT_LEFT_TOLERANCE_MS;
  const last = plan.stations.length - 1;
  const stations: StationProgress[] = plan.stations.map(() => ({
    arrivedAt: null,
    departedAt: null,
    status: 'pending',
    delayMinutes: null,
  }));
  // An object, not lets: the helpers below change it, which flow analysis would not see.
  const run = {
    startedAt: null as Date | null,
    finishedAt: null as Date | null,
    next: 0,
    inside: null as number | null,
  };

  const within = (point: TrackPoint, index: number) =>
    distanceMetres(point, plan.stations[index]!) <= plan.stations[index]!.radius;

  const depart = (at: Date) => {
    if (run.inside === null) return;
    stations[run.inside]!.departedAt = at;
    stations[run.inside]!.status = 'departed';
    run.inside = null;
  };
  const arrive = (index: number, at: Date) => {
    if (run.inside !== null) depart(at); // overlapping radii: entering the next station leaves this one
    for (let skipped = run.next; skipped < index; skipped++) stations[skipped]!.status = 'skipped';
    const station = stations[index]!;
    station.arrivedAt = at;
    station.status = 'arrived';
    run.next = index + 1;
    run.inside = index;
    if (index === last && run.startedAt) run.finishedAt = at;
  };

  let previous: TrackPoint | null = null;
  for (const point of orderedTrack(plan, track, now)) {
    if (run.inside !== null && !within(point, run.inside)) {
      depart(point.fixTime);
      run.startedAt ??= point.fixTime; // leaving the start station starts the trip
    }
    if (!run.startedAt && point.fixTime >= plan.startAt && (point.speed ?? 0) >= MOVING_MIN_SPEED_KMH) {
      run.startedAt = point.fixTime;
      // Started away from the start station: it is behind the vehicle, not its next target.
      if (run.next === 0 && run.inside === null && !within(point, 0)) {
        stations[0]!.status = 'skipped';
        run.next = 1;
      }
    }
    // Before the start only the start station is watched; after it, every station from the next one on.
    const lastCandidate = run.startedAt ? last : 0;
    for (let index = run.next; index <= lastCandidate; index++) {
      if (index === run.inside) continue;
      if (within(point, index)) {
        arrive(index, point.fixTime);
        break;
      }
      if (run.startedAt && previous && !within(previous, index)) {
        const approach = closestApproach(previous, point, plan.stations[index]!);
        if (approach.distance <= plan.stations[index]!.radius) {
          const span = point.fixTime.getTime() - previous.fixTime.getTime();
          const at = new Date(previous.fixTime.getTime() + Math.round(approach.fraction * span));
          arrive(index, at);
          if (index !== last) depart(at);
          break;
        }
      }
    }
    if (run.finishedAt) break;
    previous = point;
  }

  let status: TripStatus;
  if (run.finishedAt) status = 'finished';
  else if (!run.startedAt) {
    if (now >= plan.dayEnd) status = 'skipped';
    else if (now.getTime() >= plan.startAt.getTime() + notLeftTolerance) status = 'late';
    else status = 'planned';
  } else {
    const due = plan.stations[run.next]!.plannedAt.getTime() + lateTolerance;
    status = now.getTime() > due ? 'late' : 'running';
  }

  stations.forEach((station, index) => {
    const planned = plan.stations[index]!.plannedAt;
    if (station.arrivedAt) station.delayMinutes = minutesBetween(planned, station.arrivedAt);
    else if (index === run.next && status !== 'skipped' && now > planned)
      station.delayMinutes = minutesBetween(planned, now);
  });

  const ended = status === 'finished' || status === 'skipped';
  return {
    status,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    next: ended ? null : run.next,
    stations,
    onTheRoad: run.startedAt !== null && !run.finishedAt,
  };
}
