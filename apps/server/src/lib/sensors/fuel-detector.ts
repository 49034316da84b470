/**
 * Refuels and drains from a fuel-level sensor (docs/api.md#sensors; the parameters and why: apps/server/README.md,
 * "Fuel detection"). Pure and incremental: one sample at a time, in fix-time order, on a small JSON state that the
 * event engine saves with the vehicle's, so a replay after a restart gives the same events at the same times.
 *
 * 1. Smoothing: the median of the raw readings of the last MEDIAN_WINDOW_MS (a single sloshing or glitching sample
 *    never moves it), then the time-weighted average of those medians over SMOOTH_WINDOW_MS (slosh averages out;
 *    a report interval that changes with speed does not bias it).
 * 2. A reference level: fixed while the engine is off (a slow siphon is still a change), following the smoothed
 *    level while it runs (that is consumption) as long as it stays within the noise band.
 * 3. A change: the smoothed level leaves the band around the reference. It is judged once the level has settled
 *    again (stayed within the band for SETTLE_MS): a rise of at least the sensor's `refuelMinLitres` is a refuel; a
 *    fall is a drain when it exceeds what the engine could have burnt meanwhile (MAX_DRIVING_LITRES_PER_HOUR while
 *    moving, MAX_IDLE_LITRES_PER_HOUR while idling) by at least `drainMinLitres`. Anything else is consumption or
 *    noise and only moves the reference. A gap in the reports (over MAX_GAP_MS) burnt nothing if the vehicle stayed
 *    where it was (a siphon while the device sleeps is a drain), and counts as driving if it moved across it.
 */

/** Raw readings this recent make the median (a minute: several reports while driving). */
export const MEDIAN_WINDOW_MS = 60_000;
/** The median is averaged over this long, weighted by time: five minutes smooth slosh out and lag a refuel little. */
export const SMOOTH_WINDOW_MS = 5 * 60_000;
/** The level has settled when it stayed within the band this long. */
export const SETTLE_MS = 3 * 60_000;
/** Settled also means it moved less than this share of the band over SETTLE_MS (a siphon moves steadily). */
export const SETTLED_DRIFT = 0.25;
/** The noise band: this share of the tank, at least NOISE_MIN_LITRES (sensors read to about 1%). */
export const NOISE_SHARE = 0.015;
export const NOISE_MIN_LITRES = 2;
/** Above any road vehicle's burn (a loaded truck uphill burns about 50 L/h): a fall beyond it is no consumption. */
export const MAX_DRIVING_LITRES_PER_HOUR = 60;
/** Above any engine's burn at idle (a truck with its air conditioning: about 4 L/h). */
export const MAX_IDLE_LITRES_PER_HOUR = 6;
/** Moving at this speed or more (km/h), as the trips' default `moving_speed_kmh`. */
export const MOVING_KMH = 5;
/**
 * A gap between reports longer than this counts as engine off (the device sleeps with the engine), unless the
 * vehicle moved across it (GAP_MOVED_METRES): then it was driven all along, the reports lost (no coverage, the
 * device unpowered), and the whole gap counts as driving.
 */
export const MAX_GAP_MS = 10 * 60_000;
/** Fixes either side of a gap this far apart: the vehicle moved across it (well beyond a parked fix's drift). */
export const GAP_MOVED_METRES = 500;
/** The smoothing keeps one median per this long (a device reporting every second costs no more state). */
const SMOOTH_STEP_MS = 5_000;
/** At most this many raw readings are kept for the median (a device reporting faster keeps the newest). */
const MAX_RAW = 60;

export interface FuelSample {
  /** Fix time, epoch ms. */
  t: number;
  /** Calibrated level, litres. */
  litres: number;
  /** km/h, null when unknown (taken as stopped). */
  speed: number | null;
  /** The ignition input, null when the device reports none (then only moving counts as running). */
  ignition: boolean | null;
  /** Where the fix is (tells a gap the vehicle was driven across from one it slept through); absent: unknown. */
  lat?: number;
  lon?: number;
}

export interface FuelSensorLimits {
  capacity: number | null;
  refuelMinLitres: number;
  drainMinLitres: number;
}

export interface FuelChange {
  type: 'fuel_refuel' | 'fuel_drain';
  /** When the level began to change (the first smoothed level outside the band), epoch ms. */
  t: number;
  litres: number;
  levelBefore: number;
  levelAfter: number;
}

/**
 * The detector's state: plain JSON, saved with the engine's vehicle state every few seconds, so kept small (about
 * 1 kB for a device reporting every 10 s). Times are ms after `base` (epoch ms; moved on now and then so that the
 * offsets stay short); the windows' levels are whole millilitres (integers are short and quick to write as JSON), the
 * others litres rounded to the millilitre when they are computed, so the state in memory and the one read back after
 * a restart are the same numbers and go on alike.
 */
export interface FuelState {
  /** Epoch ms the times below count from. */
  base: number;
  /** Raw readings of the last MEDIAN_WINDOW_MS, oldest first: their times and millilitres (parallel arrays). */
  rawT: number[];
  rawV: number[];
  /** Medians (millilitres) of the last SMOOTH_WINDOW_MS, plus the one just before it, oldest first (parallel arrays). */
  medT: number[];
  medV: number[];
  /** The last smoothed level. */
  level: number | null;
  /** The reference level; null until the level first settled. */
  ref: number | null;
  /** A change under way: when it began, the reference before it, and the engine time since. */
  change: { t: number; before: number; drivingMs: number; idleMs: number } | null;
  /** The current run of smoothed levels within the band: since when, its first, lowest and highest. */
  run: { t: number; first: number; min: number; max: number } | null;
  /** The last sample: when, whether the engine ran and the vehicle moved, and where (when known). */
  last: { t: number; running: boolean; moving: boolean; lat?: number; lon?: number } | null;
}

export function freshFuelState(): FuelState {
  return {
    base: 0,
    rawT: [],
    rawV: [],
    medT: [],
    medV: [],
    level: null,
    ref: null,
    change: null,
    run: null,
    last: null,
  };
}

/** The state the engine saved (this shape, or the earlier one of `[t, litres]` pairs), ready to go on. */
export function restoredFuelState(saved: unknown): FuelState {
  const state = { ...freshFuelState(), ...(saved as Partial<FuelState>) };
  const legacy = saved as { raw?: [number, number][]; medians?: [number, number][] } | null;
  if (Array.isArray(legacy?.raw) || Array.isArray(legacy?.medians)) {
    const raw = legacy.raw ?? [];
    const medians = legacy.medians ?? [];
    const base = Math.min(raw[0]?.[0] ?? Infinity, medians[0]?.[0] ?? Infinity);
    Object.assign(state, {
      base: Number.isFinite(base) ? base : 0,
      rawT: raw.map(([t]) => t - base),
      rawV: raw.map(([, litres]) => Math.round(litres * 1000)),
      medT: medians.map(([t]) => t - base),
      medV: medians.map(([, litres]) => Math.round(litres * 1000)),
    });
    delete (state as { raw?: unknown }).raw;
    delete (state as { medians?: unknown }).medians;
  }
  return state;
}

/** Levels are kept to a thousandth of a litre (far finer than any sensor reads: about 1% of the tank). */
const roundLevel = (litres: number) => Math.round(litres * 1000) / 1000;
/** The offsets are moved to a new `base` once the oldest kept time is this far after it. */
const REBASE_MS = 3_600_000;

export const noiseBand = (capacity: number | null): number =>
  Math.max(NOISE_MIN_LITRES, capacity !== null && capacity > 0 ? capacity * NOISE_SHARE : 0);

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Whether the vehicle moved across a gap: its fixes either side are GAP_MOVED_METRES apart (unknown: no). */
function movedAcross(last: NonNullable<FuelState['last']>, sample: FuelSample): boolean {
  if (
    last.lat === undefined ||
    last.lon === undefined ||
    sample.lat === undefined ||
    sample.lon === undefined
  )
    return false;
  // Equirectangular: exact enough at this scale, and only worked out for gaps.
  const rad = Math.PI / 180;
  const x = (sample.lon - last.lon) * rad * Math.cos(((sample.lat + last.lat) / 2) * rad);
  const y = (sample.lat - last.lat) * rad;
  return Math.sqrt(x * x + y * y) * 6_371_000 > GAP_MOVED_METRES;
}

/** The most an engine burns driving and idling this long, litres. */
const burn = (drivingMs: number, idleMs: number): number =>
  (drivingMs / 3_600_000) * MAX_DRIVING_LITRES_PER_HOUR + (idleMs / 3_600_000) * MAX_IDLE_LITRES_PER_HOUR;

/**
 * The raw window's values in ascending order, kept beside each state in memory (never saved: rebuilt from `rawV`
 * after a restart) and updated one insertion and removal at a time, instead of a copy and sort per sample.
 */
const sortedWindows = new WeakMap<FuelState, number[]>();

function sortedWindow(state: FuelState): number[] {
  let sorted = sortedWindows.get(state);
  if (!sorted || sorted.length !== state.rawV.length) {
    sorted = [...state.rawV].sort((a, b) => a - b);
    sortedWindows.set(state, sorted);
  }
  return sorted;
}

/** The index of the first value in `sorted` not below `value`. */
function lowerBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Inserts `value` into `sorted` in place (not `splice`: it allocates the array of removed values per call). */
function insertSorted(sorted: number[], value: number): void {
  let i = sorted.length;
  sorted.push(value);
  for (; i > 0 && sorted[i - 1]! > value; i -= 1) sorted[i] = sorted[i - 1]!;
  sorted[i] = value;
}

/** Removes one `value` from `sorted` in place. */
function removeSorted(sorted: number[], value: number): void {
  const at = lowerBound(sorted, value);
  if (sorted[at] !== value) return;
  for (let i = at + 1; i < sorted.length; i += 1) sorted[i - 1] = sorted[i]!;
  sorted.pop();
}

function medianOf(sorted: readonly number[]): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The time-weighted average of the medians over the window ending at `t` (offset from `base`): each median stands
 * for the time since the one before it (the oldest kept one only marks where the first interval begins).
 */
function timeWeighted(medT: readonly number[], medV: readonly number[], t: number): number {
  const start = t - SMOOTH_WINDOW_MS;
  let sum = 0;
  let weight = 0;
  for (let i = 1; i < medT.length; i += 1) {
    const w = medT[i]! - Math.max(medT[i - 1]!, start);
    if (w <= 0) continue;
    sum += medV[i]! * w;
    weight += w;
  }
  return weight > 0 ? sum / weight : medV[medV.length - 1]!;
}

/** Moves the offsets to a newer `base` (rarely: their text stays short). */
function rebase(state: FuelState, t: number): void {
  if (state.rawT.length === 0 && state.medT.length === 0) {
    state.base = t;
    return;
  }
  const oldest = Math.min(state.rawT[0] ?? Infinity, state.medT[0] ?? Infinity);
  if (oldest < REBASE_MS) return;
  for (let i = 0; i < state.rawT.length; i += 1) state.rawT[i]! -= oldest;
  for (let i = 0; i < state.medT.length; i += 1) state.medT[i]! -= oldest;
  state.base += oldest;
}

/** The smoothed level after `sample` (updates the buffers). */
export function smooth(state: FuelState, sample: Pick<FuelSample, 't' | 'litres'>): number {
  rebase(state, sample.t);
  const t = sample.t - state.base;
  const ml = Math.round(sample.litres * 1000);
  const { rawT, rawV, medT, medV } = state;
  const sorted = sortedWindow(state);
  rawT.push(t);
  rawV.push(ml);
  insertSorted(sorted, ml);
  while (rawT.length > MAX_RAW || rawT[0]! < t - MEDIAN_WINDOW_MS) {
    rawT.shift();
    removeSorted(sorted, rawV.shift()!);
  }
  const m = Math.round(medianOf(sorted));
  const n = medT.length;
  // Closer than SMOOTH_STEP_MS to the one before: replaces it, which then stands for both intervals.
  if (n > 1 && t - medT[n - 2]! < SMOOTH_STEP_MS) {
    medT[n - 1] = t;
    medV[n - 1] = m;
  } else {
    medT.push(t);
    medV.push(m);
  }
  // Keep one median older than the window: it marks where the first interval inside it begins.
  while (medT.length > 2 && medT[1]! <= t - SMOOTH_WINDOW_MS) {
    medT.shift();
    medV.shift();
  }
  state.level = roundLevel(timeWeighted(medT, medV, t) / 1000);
  return state.level;
}

/** Feeds one sample (newer than the last); the refuel or drain it completes, if any. */
export function stepFuel(state: FuelState, sample: FuelSample, sensor: FuelSensorLimits): FuelChange | null {
  const { t } = sample;
  const moving = (sample.speed ?? 0) >= MOVING_KMH;
  const running = moving || sample.ignition === true;
  const last = state.last;
  // What the engine could have burnt since the last sample: it ran over the interval if it ran at both ends; a
  // long silence counts as off, unless the vehicle moved across it (then as driving: it burnt what it burnt, and
  // the level before and after differ by that, no drain).
  let drivingMs = 0;
  let idleMs = 0;
  const dt = last ? t - last.t : 0;
  if (last && dt > 0) {
    if (dt > MAX_GAP_MS) {
      if (movedAcross(last, sample)) drivingMs = dt;
    } else if (last.running && running) {
      if (last.moving || moving) drivingMs = dt;
      else idleMs = dt;
    }
  }
  if (state.change) {
    state.change.drivingMs += drivingMs;
    state.change.idleMs += idleMs;
  }
  if (last) {
    last.t = t;
    last.running = running;
    last.moving = moving;
  } else state.last = { t, running, moving };
  if (sample.lat !== undefined && sample.lon !== undefined) {
    state.last!.lat = sample.lat;
    state.last!.lon = sample.lon;
  }

  const level = smooth(state, sample);
  const band = noiseBand(sensor.capacity);

  // The run of levels within the band.
  const run = state.run;
  if (run && Math.max(run.max, level) - Math.min(run.min, level) <= band) {
    run.min = Math.min(run.min, level);
    run.max = Math.max(run.max, level);
  } else state.run = { t, first: level, min: level, max: level };
  // Settled: within the band for SETTLE_MS and about where it was then (a slow, steady fall is no level yet; its
  // run starts again from here).
  let settled = false;
  if (t - state.run!.t >= SETTLE_MS) {
    settled = Math.abs(level - state.run!.first) <= band * SETTLED_DRIFT;
    if (!settled) state.run = { t, first: level, min: level, max: level };
  }

  if (state.ref === null) {
    if (settled) state.ref = level;
    return null;
  }
  if (!state.change) {
    if (Math.abs(level - state.ref) <= band) {
      // Running, the reference follows the level down as fast as the engine can burn (a faster fall leaves the
      // band: a change), and up within the band (noise).
      if (running) state.ref = roundLevel(Math.max(level, state.ref - burn(drivingMs, idleMs)));
      return null;
    }
    // The engine time since the reference counts from the interval that led here (across a gap: the whole gap).
    state.change = { t, before: state.ref, drivingMs, idleMs };
    // The settling that ends the change is judged on levels from its start on.
    state.run = { t, first: level, min: level, max: level };
    return null;
  }
  if (!settled || state.run!.t < state.change.t) return null;

  const { before } = state.change;
  const after = level;
  const burnt = burn(state.change.drivingMs, state.change.idleMs);
  const changeT = state.change.t;
  const rise = after - before;
  // A fall below the minimum with the engine off all along stays open: a slow siphon, settling in steps,
  // adds up until it is a drain (with the engine off nothing else lowers the level).
  if (rise < 0 && burnt === 0 && -rise < sensor.drainMinLitres) return null;
  state.change = null;
  state.ref = after;
  if (rise >= sensor.refuelMinLitres)
    return {
      type: 'fuel_refuel',
      t: changeT,
      litres: round1(rise),
      levelBefore: round1(before),
      levelAfter: round1(after),
    };
  if (-rise - burnt >= sensor.drainMinLitres)
    return {
      type: 'fuel_drain',
      t: changeT,
      litres: round1(-rise),
      levelBefore: round1(before),
      levelAfter: round1(after),
    };
  return null;
}

export interface FuelSummary {
  changes: FuelChange[];
  startLitres: number | null;
  endLitres: number | null;
  refuelledLitres: number;
  drainedLitres: number;
  /** start + refuelled − drained − end, never negative. */
  consumedLitres: number;
}

/** A period's samples (in time order) summed up: its changes and consumption. */
export function summariseFuel(samples: readonly FuelSample[], sensor: FuelSensorLimits): FuelSummary {
  const state = freshFuelState();
  const changes: FuelChange[] = [];
  let start: number | null = null;
  for (const sample of samples) {
    const change = stepFuel(state, sample, sensor);
    if (change) changes.push(change);
    // The first level known once the smoothing has a window's worth (the first minutes are its warm-up).
    if (start === null && state.ref !== null) start = state.ref;
  }
  const end = state.level;
  const refuelled = changes.filter((c) => c.type === 'fuel_refuel').reduce((sum, c) => sum + c.litres, 0);
  const drained = changes.filter((c) => c.type === 'fuel_drain').reduce((sum, c) => sum + c.litres, 0);
  const consumed = start === null || end === null ? 0 : Math.max(0, start + refuelled - drained - end);
  return {
    changes,
    startLitres: start === null ? null : round1(start),
    endLitres: end === null ? null : round1(end),
    refuelledLitres: round1(refuelled),
    drainedLitres: round1(drained),
    consumedLitres: round1(consumed),
  };
}
