/**
 * A fuel sensor's daily figures (the rows of `report_fuel_days`), one reading at a time in fix-time order, on a
 * small JSON state: what the fuel report sums instead of reading every reading of the period. The arithmetic is
 * `levelBuckets` and `counterBuckets` (sensor-report.ts) cut at the fleet's midnights, with the detector going on
 * from one day to the next as the events' does. Pure.
 */
import type { ZoneDays } from '@fleet/shared/trip-detection';
import { calibrate, rawReading, type SensorDefinition } from '../../lib/sensors/calibrate';
import { type FuelState, freshFuelState, restoredFuelState, stepFuel } from '../../lib/sensors/fuel-detector';

/** One day of one sensor, as stored. */
export interface FuelDay {
  day: string;
  /** Levels: where the day began (the level carried from the day before, else the first settled one), its end. */
  start: number | null;
  end: number | null;
  refuelled: number;
  refuels: number;
  drained: number;
  drains: number;
  /** Counters: the day's first and last value. */
  first: number | null;
  last: number | null;
}

/** A sensor's state between readings: the detector (levels) and the day under way. */
export interface FuelTrack {
  fuel: FuelState;
  day: FuelDay | null;
  /** The last reading's fix time, epoch ms. */
  t: number | null;
}

export const freshFuelTrack = (): FuelTrack => ({ fuel: freshFuelState(), day: null, t: null });

/** A saved track, ready to go on (the detector's saved shape is read as the engine reads it). */
export function restoredFuelTrack(saved: unknown): FuelTrack {
  const track = (saved ?? {}) as Partial<FuelTrack>;
  return { fuel: restoredFuelState(track.fuel ?? null), day: track.day ?? null, t: track.t ?? null };
}

/** A reading of a position: the sensor's raw attribute, with the speed and ignition the detector weighs. */
export interface FuelReading {
  t: number;
  raw: unknown;
  speed: number | null;
  ignition: unknown;
}

export const ignitionOf = (value: unknown): boolean | null =>
  value === true || value === 'true' || value === 1
    ? true
    : value === false || value === 'false' || value === 0
      ? false
      : null;

/**
 * What changes in a sensor's definition changes its figures: a sensor whose stored figures were computed with
 * another definition is recomputed from its readings.
 */
export function definitionKey(sensor: SensorDefinition): string {
  return JSON.stringify([
    sensor.type,
    sensor.attribute,
    sensor.calibration,
    sensor.multiplier,
    sensor.capacity,
    sensor.refuelMinLitres,
    sensor.drainMinLitres,
  ]);
}

export interface FuelDaysOut {
  /** Every day the readings touched (the last one still under way), in order. */
  days: FuelDay[];
  /** The track as each new day began, before its first reading. */
  checkpoints: { day: string; state: FuelTrack }[];
}

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Feeds one reading (newer than the last). A reading in a new day first closes the day under way and checkpoints
 * the track as the new day begins.
 */
export function stepFuelDay(
  track: FuelTrack,
  sensor: SensorDefinition,
  reading: FuelReading,
  days: ZoneDays,
  out: FuelDaysOut,
): void {
  const raw = rawReading({ value: reading.raw }, 'value');
  if (raw === null) return;
  const value = calibrate(sensor, raw);
  const { day } = days.of(reading.t);
  let current = track.day;
  if (!current || current.day !== day) {
    out.checkpoints.push({ day, state: copy(track) });
    const level = track.fuel;
    current = {
      day,
      // As a report's next bucket starts where the one before ended: the last level once one had settled.
      start: sensor.type === 'fuel_level' && level.ref !== null ? level.level : null,
      end: null,
      refuelled: 0,
      refuels: 0,
      drained: 0,
      drains: 0,
      first: value,
      last: value,
    };
    track.day = current;
    out.days.push(current);
  } else if (out.days[out.days.length - 1] !== current) out.days.push(current);
  current.last = value;
  track.t = reading.t;
  if (sensor.type !== 'fuel_level') return;
  const change = stepFuel(
    track.fuel,
    {
      t: reading.t,
      litres: value,
      speed: reading.speed === null ? null : Number(reading.speed),
      ignition: ignitionOf(reading.ignition),
    },
    sensor,
  );
  if (change?.type === 'fuel_refuel') {
    current.refuelled += change.litres;
    current.refuels += 1;
  } else if (change?.type === 'fuel_drain') {
    current.drained += change.litres;
    current.drains += 1;
  }
  if (track.fuel.ref !== null) {
    if (current.start === null) current.start = track.fuel.ref;
    current.end = track.fuel.level;
  }
}
