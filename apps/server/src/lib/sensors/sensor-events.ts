import type { SensorDefinition } from './calibrate';
import { calibrate, rawReading, round2 } from './calibrate';
import { type FuelState, freshFuelState, stepFuel } from './fuel-detector';
import {
  endTemperature,
  freshTemperatureState,
  stepTemperature,
  type TemperatureState,
} from './temperature-episodes';

/** A sensor's detector state, saved with the event engine's vehicle state (keyed by sensor id). */
export interface SensorState {
  /** The sensor's definition this state was built on: a changed calibration or range starts afresh. */
  key: string;
  fuel?: FuelState;
  temperature?: TemperatureState;
}

/** What a fix gives: an event to raise, or the final attributes of one raised earlier. Times epoch ms. */
export interface SensorOutcome {
  kind: 'raise' | 'final';
  type: 'fuel_refuel' | 'fuel_drain' | 'temperature_out_of_range';
  /** The sensor id as text: the rest of the event's natural key. */
  subject: string;
  t: number;
  attributes: Record<string, unknown>;
}

export interface SensorFix {
  t: number;
  speed: number | null;
  ignition: boolean | null;
  attributes: Readonly<Record<string, unknown>>;
}

/** What a change of the sensor that its detector's state depends on. */
function keyOf(sensor: SensorDefinition): string {
  return JSON.stringify([
    sensor.type,
    sensor.attribute,
    sensor.calibration,
    sensor.multiplier,
    sensor.min,
    sensor.max,
  ]);
}

/**
 * Feeds one fix to the detectors of the vehicle's sensors (fuel levels and temperatures; `fuel_used` counters raise
 * nothing) and appends what it gives to `out`. Pure: `states` is the engine's saved JSON for these sensors; the states
 * of sensors no longer there are dropped.
 */
export function stepSensors(
  states: Record<string, SensorState>,
  sensors: readonly SensorDefinition[],
  fix: SensorFix,
  temperatureMinSeconds: number,
  out: SensorOutcome[],
): Record<string, SensorState> {
  const next: Record<string, SensorState> = {};
  for (const sensor of sensors) {
    if (sensor.type === 'fuel_used') continue;
    const id = String(sensor.id);
    const key = keyOf(sensor);
    let state = states[id];
    if (!state || state.key !== key) {
      // A changed sensor ends its excursion under way (its final values as of this fix) and starts afresh.
      if (state?.temperature) pushTemperature(out, sensor, id, endTemperature(state.temperature, fix.t));
      state = { key };
    }
    next[id] = state;
    const raw = rawReading(fix.attributes, sensor.attribute);
    const ref = { id: sensor.id, name: sensor.name };
    if (sensor.type === 'fuel_level') {
      if (raw === null) continue;
      const change = stepFuel(
        (state.fuel ??= freshFuelState()),
        { t: fix.t, litres: calibrate(sensor, raw), speed: fix.speed, ignition: fix.ignition },
        sensor,
      );
      if (change)
        out.push({
          kind: 'raise',
          type: change.type,
          subject: id,
          t: change.t,
          attributes: {
            sensor: ref,
            litres: change.litres,
            level_before: change.levelBefore,
            level_after: change.levelAfter,
          },
        });
    } else {
      const value = raw === null ? null : round2(calibrate(sensor, raw));
      const excursion = stepTemperature(
        (state.temperature ??= freshTemperatureState()),
        fix.t,
        value,
        sensor,
        temperatureMinSeconds,
      );
      pushTemperature(out, sensor, id, excursion);
    }
  }
  return next;
}

function pushTemperature(
  out: SensorOutcome[],
  sensor: SensorDefinition,
  id: string,
  excursion: ReturnType<typeof endTemperature>,
): void {
  if (!excursion) return;
  out.push({
    kind: excursion.kind,
    type: 'temperature_out_of_range',
    subject: id,
    t: excursion.t,
    attributes: {
      sensor: { id: sensor.id, name: sensor.name },
      min: sensor.min,
      max: sensor.max,
      extreme: excursion.extreme,
      duration_seconds: excursion.durationSeconds,
    },
  });
}
