/**
 * The fuel and temperature reports' arithmetic (docs/api.md#sensors), pure: a sensor's readings of the period, split
 * into buckets (the whole period, or its days), through the same detectors the events come from.
 */
import { calibrate, defaultMinLitres, rawReading, type SensorDefinition } from '../../lib/sensors/calibrate';
import { freshFuelState, stepFuel } from '../../lib/sensors/fuel-detector';
import { freshTemperatureState, stepTemperature } from '../../lib/sensors/temperature-episodes';

export interface SensorRow {
  id: number;
  vehicle_id: number;
  name: string;
  type: string;
  attribute: string;
  calibration: [number, number][];
  multiplier: number;
  capacity: number | null;
  min: number | null;
  max: number | null;
  refuel_min_litres: number | null;
  drain_min_litres: number | null;
}

/**
 * A stored day of a fuel sensor (fuel-days.ts), or by vehicle the period's days of the sensor folded into one: `d` is
 * the day's number in the period (0 by vehicle).
 */
export interface FuelDayRow {
  sensor_id: number;
  d: number;
  start_litres: number | null;
  end_litres: number | null;
  refuelled_litres: number;
  refuels: number;
  drained_litres: number;
  drains: number;
  first_value: number | null;
  last_value: number | null;
}

export interface ReadingRow {
  fix_ms: number;
  raw: unknown;
  speed: number | null;
  ignition: unknown;
  /** The fix's position, null when it is invalid (the fuel detector tells gaps driven across by it). */
  lat?: number | null;
  lon?: number | null;
}

export const round1 = (value: number) => Math.round(value * 10) / 10;
export const round2 = (value: number) => Math.round(value * 100) / 100;

export function toDefinition(row: SensorRow): SensorDefinition {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: row.id,
    name: row.name,
    type: row.type as SensorDefinition['type'],
    attribute: row.attribute,
    calibration: row.calibration ?? [],
    multiplier: Number(row.multiplier),
    capacity: num(row.capacity),
    min: num(row.min),
    max: num(row.max),
    refuelMinLitres: num(row.refuel_min_litres) ?? defaultMinLitres(num(row.capacity)),
    drainMinLitres: num(row.drain_min_litres) ?? defaultMinLitres(num(row.capacity)),
  };
}

/** A bucket's fuel: levels in litres (null: none known), changes, consumption. */
export interface FuelBucket {
  start: number | null;
  end: number | null;
  refuelled: number;
  refuels: number;
  drained: number;
  drains: number;
  consumed: number;
  /** Any reading fell in it. */
  seen: boolean;
}

export const emptyFuelBucket = (): FuelBucket => ({
  start: null,
  end: null,
  refuelled: 0,
  refuels: 0,
  drained: 0,
  drains: 0,
  consumed: 0,
  seen: false,
});

const ignitionOf = (value: unknown): boolean | null =>
  value === true || value === 'true' || value === 1
    ? true
    : value === false || value === 'false' || value === 0
      ? false
      : null;

/**
 * A fuel-level sensor over the period, one pass of the refuel and drain detector (as the events): each bucket starts
 * where the one before ended (the first at the first settled level), ends at its last smoothed level; a refuel or
 * drain counts in the bucket where it was decided. Consumption is start + refuelled − drained − end, never negative,
 * so a refuel in the middle neither hides nor invents consumption.
 */
export function levelBuckets(
  sensor: SensorDefinition,
  readings: readonly ReadingRow[],
  bucketOf: (t: number) => number,
  count: number,
): FuelBucket[] {
  const buckets = Array.from({ length: count }, emptyFuelBucket);
  const state = freshFuelState();
  let current = -1;
  let carried: number | null = null;
  for (const reading of readings) {
    const raw = rawReading({ value: reading.raw }, 'value');
    if (raw === null) continue;
    const t = Number(reading.fix_ms);
    const b = bucketOf(t);
    if (b < 0) continue;
    const change = stepFuel(
      state,
      {
        t,
        litres: calibrate(sensor, raw),
        speed: reading.speed === null ? null : Number(reading.speed),
        ignition: ignitionOf(reading.ignition),
        ...(typeof reading.lat === 'number' &&
          typeof reading.lon === 'number' && { lat: reading.lat, lon: reading.lon }),
      },
      sensor,
    );
    const bucket = buckets[b]!;
    if (b !== current) {
      if (current >= 0) carried = buckets[current]!.end ?? carried;
      current = b;
      bucket.start = carried;
    }
    bucket.seen = true;
    if (change?.type === 'fuel_refuel') {
      bucket.refuelled += change.litres;
      bucket.refuels += 1;
    } else if (change?.type === 'fuel_drain') {
      bucket.drained += change.litres;
      bucket.drains += 1;
    }
    if (state.ref !== null) {
      if (bucket.start === null) bucket.start = state.ref;
      bucket.end = state.level;
    }
  }
  for (const bucket of buckets) {
    bucket.consumed =
      bucket.start === null || bucket.end === null
        ? 0
        : Math.max(0, bucket.start + bucket.refuelled - bucket.drained - bucket.end);
  }
  return buckets;
}

/**
 * A `fuel_used` counter over the period: each bucket's consumption is its last value less the one before it (the
 * previous bucket's last, else its own first), never negative (a counter reset counts nothing).
 */
export function counterBuckets(
  sensor: SensorDefinition,
  readings: readonly ReadingRow[],
  bucketOf: (t: number) => number,
  count: number,
): FuelBucket[] {
  const buckets = Array.from({ length: count }, emptyFuelBucket);
  let last: number | null = null;
  let current = -1;
  for (const reading of readings) {
    const raw = rawReading({ value: reading.raw }, 'value');
    if (raw === null) continue;
    const b = bucketOf(Number(reading.fix_ms));
    if (b < 0) continue;
    const value = calibrate(sensor, raw);
    const bucket = buckets[b]!;
    if (b !== current) {
      current = b;
      bucket.start = last ?? value;
    }
    bucket.seen = true;
    bucket.end = value;
    last = value;
  }
  for (const bucket of buckets) {
    bucket.consumed =
      bucket.start === null || bucket.end === null ? 0 : Math.max(0, bucket.end - bucket.start);
    // A counter says nothing of the tank's level.
    bucket.start = null;
    bucket.end = null;
  }
  return buckets;
}

const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * A fuel-level sensor's buckets from its stored days (in day order, `d` the bucket; fuel-days.ts), as `levelBuckets` makes them
 * from the readings: a bucket starts at its first day's start (the level carried from the day before, else the
 * first settled one) and ends at its last known level; the refuels and drains are the days'.
 */
export function levelDayBuckets(days: readonly FuelDayRow[], count: number): FuelBucket[] {
  const buckets = Array.from({ length: count }, emptyFuelBucket);
  for (const day of days) {
    const b = Number(day.d);
    if (!(b >= 0 && b < count)) continue;
    const bucket = buckets[b]!;
    const start = numOrNull(day.start_litres);
    const end = numOrNull(day.end_litres);
    if (bucket.start === null) bucket.start = start;
    if (end !== null) bucket.end = end;
    bucket.refuelled += Number(day.refuelled_litres);
    bucket.refuels += Number(day.refuels);
    bucket.drained += Number(day.drained_litres);
    bucket.drains += Number(day.drains);
    bucket.seen = true;
  }
  for (const bucket of buckets) {
    bucket.consumed =
      bucket.start === null || bucket.end === null
        ? 0
        : Math.max(0, bucket.start + bucket.refuelled - bucket.drained - bucket.end);
  }
  return buckets;
}

/**
 * A `fuel_used` counter's buckets from its stored days (in day order), as `counterBuckets`: a bucket's consumption
 * is its last value less the one before it in the period (the previous day's last, else its own first).
 */
export function counterDayBuckets(days: readonly FuelDayRow[], count: number): FuelBucket[] {
  const buckets = Array.from({ length: count }, emptyFuelBucket);
  let last: number | null = null;
  for (const day of days) {
    const b = Number(day.d);
    const first = numOrNull(day.first_value);
    const final = numOrNull(day.last_value);
    if (!(b >= 0 && b < count) || first === null || final === null) continue;
    const bucket = buckets[b]!;
    if (!bucket.seen) bucket.start = last ?? first;
    bucket.seen = true;
    bucket.end = final;
    last = final;
  }
  for (const bucket of buckets) {
    bucket.consumed =
      bucket.start === null || bucket.end === null ? 0 : Math.max(0, bucket.end - bucket.start);
    bucket.start = null;
    bucket.end = null;
  }
  return buckets;
}

export interface TemperatureSums {
  min: number | null;
  max: number | null;
  avg: number | null;
  out_of_range_seconds: number;
  excursions: number;
}

/**
 * A temperature sensor over the period: lowest, highest, time-weighted average (each reading stands until the next;
 * the last one alone weighs as one), the time outside `min`–`max` (from a reading outside to the next reading), and
 * the excursions as the events count them (outside for at least `minSeconds`, temperature-episodes.ts).
 */
export function temperatureSums(
  sensor: SensorDefinition,
  readings: readonly ReadingRow[],
  minSeconds: number,
): TemperatureSums {
  const state = freshTemperatureState();
  const limits = { min: sensor.min, max: sensor.max };
  let min: number | null = null;
  let max: number | null = null;
  let weighted = 0;
  let weight = 0;
  let sum = 0;
  let n = 0;
  let outside = 0;
  let excursions = 0;
  let previous: { t: number; value: number } | null = null;
  for (const reading of readings) {
    const raw = rawReading({ value: reading.raw }, 'value');
    if (raw === null) continue;
    const t = Number(reading.fix_ms);
    const value = calibrate(sensor, raw);
    min = min === null ? value : Math.min(min, value);
    max = max === null ? value : Math.max(max, value);
    sum += value;
    n += 1;
    if (previous) {
      const dt = (t - previous.t) / 1000;
      weighted += previous.value * dt;
      weight += dt;
      const out =
        (limits.min !== null && previous.value < limits.min) ||
        (limits.max !== null && previous.value > limits.max);
      if (out) outside += dt;
    }
    if (stepTemperature(state, t, value, limits, minSeconds)?.kind === 'raise') excursions += 1;
    previous = { t, value };
  }
  return {
    min: min === null ? null : round2(min),
    max: max === null ? null : round2(max),
    avg: n === 0 ? null : round2(weight > 0 ? weighted / weight : sum / n),
    out_of_range_seconds: Math.round(outside),
    excursions,
  };
}
