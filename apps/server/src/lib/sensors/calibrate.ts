import { SENSOR_UNITS, type SensorType, type SensorValue } from '@fleet/shared/schemas/sensors';

/** What turning a raw attribute into a calibrated value needs of a sensor. */
export interface SensorDefinition {
  id: number;
  name: string;
  type: SensorType;
  attribute: string;
  /** `[raw, value]` points, raw strictly ascending; empty: value = raw × multiplier. */
  calibration: readonly (readonly [number, number])[];
  multiplier: number;
  capacity: number | null;
  min: number | null;
  max: number | null;
  refuelMinLitres: number;
  drainMinLitres: number;
}

/**
 * A raw reading as a calibrated value (docs/api.md#sensors): linear between the calibration points, clamped to the
 * first and last point's values outside them, raw × multiplier without a table. Pure.
 */
export function calibrate(sensor: Pick<SensorDefinition, 'calibration' | 'multiplier'>, raw: number): number {
  const points = sensor.calibration;
  if (points.length < 2) return raw * sensor.multiplier;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (raw <= first[0]) return first[1];
  if (raw >= last[0]) return last[1];
  // Binary search for the segment [lo, lo + 1] holding raw (tables run to 200 points).
  let lo = 0;
  let hi = points.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (points[mid]![0] <= raw) lo = mid;
    else hi = mid;
  }
  const [x0, y0] = points[lo]!;
  const [x1, y1] = points[hi]!;
  return y0 + ((raw - x0) * (y1 - y0)) / (x1 - x0);
}

/**
 * A position attribute as a raw number: numbers as they are, numeric strings (some decoders write text) parsed,
 * anything else (missing, boolean, object, not finite) null.
 */
export function rawReading(
  attributes: Readonly<Record<string, unknown>> | null | undefined,
  name: string,
): number | null {
  const value = attributes?.[name];
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Two decimals: litres and degrees are shown and compared at that precision. */
export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The sensors' values at one fix (null for a sensor whose attribute the fix lacks). */
export function sensorValues(
  sensors: readonly SensorDefinition[],
  attributes: Readonly<Record<string, unknown>> | null | undefined,
): SensorValue[] {
  return sensors.map((sensor) => {
    const raw = rawReading(attributes, sensor.attribute);
    return {
      id: sensor.id,
      type: sensor.type,
      name: sensor.name,
      value: raw === null ? null : round2(calibrate(sensor, raw)),
      unit: SENSOR_UNITS[sensor.type],
    };
  });
}

/** The default of `refuel_min_litres` and `drain_min_litres`: 5% of the tank, else 10 L. */
export function defaultMinLitres(capacity: number | null): number {
  return capacity !== null && capacity > 0 ? round2(capacity * 0.05) : 10;
}
