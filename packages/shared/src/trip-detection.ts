/**
 * Trip and stop detection and daily totals (docs/api.md#reports), one fix at a time, in fix-time order.
 *
 * The one implementation: the server's report tracker feeds it committed positions (and replays stored ones to
 * recompute a span or rebuild a period), and the movement record uses the same detector, so the report, the
 * movement record and the export always agree.
 *
 * Definitions (thresholds from `/settings/events`):
 * - A fix is moving when its speed (km/h; derived from the distance to the previous fix when the device sends
 *   none) is above `moving_speed_kmh`.
 * - A stop is a run of non-moving fixes lasting at least `stop_min_seconds` (first to last fix of the run).
 * - A trip runs from the last fix before the vehicle began moving to the first fix of the stop that ends it; its
 *   distance is the sum of great-circle distances between its consecutive fixes. Movement shorter than
 *   `trip_min_distance_m` or `trip_min_seconds` is not a trip: the stops around it are one stop.
 * - Time between two fixes is driving when either is moving, else idle when the earlier fix has the ignition
 *   on, else stopped; it is split at midnight in the fleet's zone. Distance counts on the day of the later fix.
 */

export interface DetectionSettings {
  moving_speed_kmh: number;
  stop_min_seconds: number;
  trip_min_distance_m: number;
  trip_min_seconds: number;
}

export interface DetectionFix {
  /** Fix time, ms since the epoch. */
  t: number;
  lat: number;
  lon: number;
  /** km/h, null when the device sends none. */
  speed: number | null;
  ignition: boolean | null;
  /** The device's own odometer (km), when it sends one. */
  odometerKm?: number | null;
  driverKey?: string | null;
}

export interface DetectedTrip {
  startTime: number;
  endTime: number;
  startLat: number;
  startLon: number;
  endLat: number;
  endLon: number;
  distanceM: number;
  /** km/h; the highest speed of its fixes. */
  maxSpeed: number;
  driverKey: string | null;
}

export interface DetectedStop {
  startTime: number;
  endTime: number;
  lat: number;
  lon: number;
  engineOnSeconds: number;
}

export interface DayTotals {
  /** yyyy-MM-dd in the fleet's zone. */
  day: string;
  distanceM: number;
  drivingMs: number;
  idleMs: number;
  stoppedMs: number;
  maxSpeed: number;
  odometerStartKm: number | null;
  odometerEndKm: number | null;
}

interface Point {
  t: number;
  lat: number;
  lon: number;
  speed: number;
  ignition: boolean | null;
  moving: boolean;
  driverKey: string | null;
}

/** Everything the next fix needs; plain JSON, saved once per batch. */
export interface DetectorState {
  last: Point | null;
  /** The open stationary period (a stop when it lasts long enough and a trip follows it). */
  stop: { t: number; lat: number; lon: number; engineOnMs: number } | null;
  /** The open movement (a trip once it ends and qualifies). */
  trip: {
    t: number;
    lat: number;
    lon: number;
    distanceM: number;
    maxSpeed: number;
    driverKey: string | null;
    engineOnMs: number;
  } | null;
  /** A run of non-moving fixes inside the open movement. */
  still: {
    t: number;
    lat: number;
    lon: number;
    distanceM: number;
    maxSpeed: number;
    engineOnMs: number;
  } | null;
  odometerKm: number | null;
  day: DayTotals | null;
  /** [start, end) of `day`, ms. */
  dayStart: number;
  dayEnd: number;
}

export interface DetectionOutput {
  trips: DetectedTrip[];
  stops: DetectedStop[];
  /** Days finished (the fix moved past them). The open day stays in the state. */
  days: DayTotals[];
}

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

export function greatCircleMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A day (`yyyy-MM-dd`) in a time zone, and the instants it starts and the next one starts. */
export type ZonedDay = Readonly<{ day: string; start: number; end: number }>;

/** Days in a time zone: the day an instant falls in, and where it starts and ends. */
export class ZoneDays {
  private readonly format: Intl.DateTimeFormat;
  /** Most fixes fall on the day of the one before them, and formatting a date in a zone is slow. */
  private last: ZonedDay | null = null;

  constructor(readonly timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
  }

  private parts(ms: number): { day: string; offsetMs: number } {
    const p = Object.fromEntries(this.format.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
    const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
    return { day: `${p.year}-${p.month}-${p.day}`, offsetMs: asUtc - Math.floor(ms / 1000) * 1000 };
  }

  /** The instant `day` (yyyy-MM-dd) starts. */
  startOf(day: string): number {
    const midnight = Date.parse(`${day}T00:00:00Z`);
    let guess = midnight - this.parts(midnight).offsetMs;
    guess = midnight - this.parts(guess).offsetMs;
    return guess;
  }

  /** The day of `ms` and its [start, end) (the same object as the last answer when that day holds `ms`). */
  of(ms: number): ZonedDay {
    const last = this.last;
    if (last && ms >= last.start && ms < last.end) return last;
    const { day } = this.parts(ms);
    const start = this.startOf(day);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 36 * 3_600_000).toISOString().slice(0, 10);
    this.last = { day, start, end: this.startOf(next) };
    return this.last;
  }
}

export function freshDetectorState(odometerKm: number | null = null): DetectorState {
  return {
    last: null,
    stop: null,
    trip: null,
    still: null,
    odometerKm,
    day: null,
    dayStart: 0,
    dayEnd: 0,
  };
}

function emptyDay(day: string, odometerKm: number | null): DayTotals {
  return {
    day,
    distanceM: 0,
    drivingMs: 0,
    idleMs: 0,
    stoppedMs: 0,
    maxSpeed: 0,
    odometerStartKm: odometerKm,
    odometerEndKm: odometerKm,
  };
}

/** Days with no fix at all between two fixes further apart than this are not filled in. */
const MAX_FILLED_DAYS = 31;

/**
 * Advances `state` by `fix` (newer than its last fix) and appends what it finished to `out`.
 */
export function stepDetector(
  state: DetectorState,
  fix: DetectionFix,
  settings: DetectionSettings,
  days: ZoneDays,
  out: DetectionOutput,
): void {
  const last = state.last;
  if (last && fix.t <= last.t) return;
  const dt = last ? fix.t - last.t : 0;
  const d = last ? greatCircleMeters(last.lat, last.lon, fix.lat, fix.lon) : 0;
  const speed = fix.speed ?? (last && dt > 0 ? (d / dt) * 3600 : 0);
  const moving = speed > settings.moving_speed_kmh;
  const stopMinMs = settings.stop_min_seconds * 1000;
  // A silence of at least a stop's length that ends where it began (a parked device that stopped reporting):
  // the vehicle stood still from the last fix on.
  const parkedGap = !!last && !moving && dt >= stopMinMs && (d / dt) * 3600 <= settings.moving_speed_kmh;
  const point: Point = {
    t: fix.t,
    lat: fix.lat,
    lon: fix.lon,
    speed,
    ignition: fix.ignition,
    moving,
    driverKey: fix.driverKey ?? last?.driverKey ?? null,
  };

  // Odometer and daily totals.
  const previousOdometer = state.odometerKm;
  if (fix.odometerKm != null && fix.odometerKm > 0) state.odometerKm = fix.odometerKm;
  else if (state.odometerKm !== null) state.odometerKm += d / 1000;
  addToDays(state, last, point, d, previousOdometer, days, out, parkedGap);

  // Trips and stops.
  const engineMs = last && last.ignition === true ? dt : 0;
  if (!state.trip) {
    if (moving) {
      const from = last ?? point;
      state.trip = {
        t: from.t,
        lat: from.lat,
        lon: from.lon,
        distanceM: d,
        maxSpeed: speed,
        driverKey: from.driverKey ?? point.driverKey,
        engineOnMs: engineMs,
      };
    } else if (state.stop) state.stop.engineOnMs += engineMs;
    else state.stop = { t: point.t, lat: point.lat, lon: point.lon, engineOnMs: 0 };
  } else {
    const trip = state.trip;
    trip.distanceM += d;
    if (moving) {
      if (speed > trip.maxSpeed) trip.maxSpeed = speed;
      if (state.still) trip.engineOnMs += state.still.engineOnMs;
      trip.engineOnMs += engineMs;
      state.still = null;
    } else if (!state.still && parkedGap) {
      state.still = {
        t: last!.t,
        lat: last!.lat,
        lon: last!.lon,
        distanceM: trip.distanceM - d,
        maxSpeed: trip.maxSpeed,
        engineOnMs: engineMs,
      };
    } else if (!state.still) {
      trip.engineOnMs += engineMs;
      state.still = {
        t: point.t,
        lat: point.lat,
        lon: point.lon,
        distanceM: trip.distanceM,
        maxSpeed: trip.maxSpeed,
        engineOnMs: 0,
      };
    } else {
      state.still.engineOnMs += engineMs;
    }
    const still = state.still;
    if (still && point.t - still.t >= stopMinMs) endTrip(state, settings, out);
  }
  state.last = point;
}

/** The open movement ended with the stop that began at `state.still`. */
function endTrip(state: DetectorState, settings: DetectionSettings, out: DetectionOutput): void {
  const trip = state.trip!;
  const still = state.still!;
  const duration = still.t - trip.t;
  const qualifies =
    still.distanceM >= settings.trip_min_distance_m && duration >= settings.trip_min_seconds * 1000;
  if (qualifies) {
    const stop = state.stop;
    if (stop && trip.t - stop.t >= settings.stop_min_seconds * 1000) {
      out.stops.push({
        startTime: stop.t,
        endTime: trip.t,
        lat: stop.lat,
        lon: stop.lon,
        engineOnSeconds: Math.round(stop.engineOnMs / 1000),
      });
    }
    out.trips.push({
      startTime: trip.t,
      endTime: still.t,
      startLat: trip.lat,
      startLon: trip.lon,
      endLat: still.lat,
      endLon: still.lon,
      distanceM: still.distanceM,
      maxSpeed: still.maxSpeed,
      driverKey: trip.driverKey,
    });
    state.stop = { t: still.t, lat: still.lat, lon: still.lon, engineOnMs: still.engineOnMs };
  } else if (state.stop) {
    // Too short to be a trip: the stationary period goes on through it.
    state.stop.engineOnMs += trip.engineOnMs + still.engineOnMs;
  } else {
    state.stop = { t: still.t, lat: still.lat, lon: still.lon, engineOnMs: still.engineOnMs };
  }
  state.trip = null;
  state.still = null;
}

function addToDays(
  state: DetectorState,
  last: Point | null,
  point: Point,
  d: number,
  previousOdometer: number | null,
  days: ZoneDays,
  out: DetectionOutput,
  parkedGap: boolean,
): void {
  const kind: 'drivingMs' | 'idleMs' | 'stoppedMs' =
    last && !parkedGap && (last.moving || point.moving)
      ? 'drivingMs'
      : last?.ignition === true && !parkedGap
        ? 'idleMs'
        : 'stoppedMs';
  let t = last ? last.t : point.t;
  if (!state.day || t >= state.dayEnd || t < state.dayStart) openDay(state, t, previousOdometer, days);
  let filled = 0;
  while (point.t >= state.dayEnd) {
    state.day![kind] += state.dayEnd - t;
    t = state.dayEnd;
    out.days.push(state.day!);
    if (++filled > MAX_FILLED_DAYS) {
      openDay(state, point.t, previousOdometer, days);
      t = point.t;
      break;
    }
    openDay(state, t, previousOdometer, days);
  }
  const day = state.day!;
  day[kind] += point.t - t;
  day.distanceM += d;
  if (point.moving && point.speed > day.maxSpeed) day.maxSpeed = point.speed;
  day.odometerStartKm ??= previousOdometer ?? state.odometerKm;
  day.odometerEndKm = state.odometerKm;
}

function openDay(state: DetectorState, t: number, odometerKm: number | null, days: ZoneDays): void {
  const zoned = days.of(t);
  state.day = emptyDay(zoned.day, odometerKm);
  state.dayStart = zoned.start;
  state.dayEnd = zoned.end;
}

/** Runs a whole track through a fresh detector: what it finished, and its state (open trip, stop, day). */
export function detectAll(
  fixes: readonly DetectionFix[],
  settings: DetectionSettings,
  days: ZoneDays,
  state: DetectorState = freshDetectorState(),
): DetectionOutput & { state: DetectorState } {
  const out: DetectionOutput = { trips: [], stops: [], days: [] };
  for (const fix of fixes) stepDetector(state, fix, settings, days, out);
  return { ...out, state };
}
