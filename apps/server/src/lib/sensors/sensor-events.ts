import type { SensorDefinition } from './calibrate';
import { calibrate, rawReading, round2 } from './calibrate';
import { createHash } from 'node:crypto';
import { type FuelState, freshFuelState, restoredFuelState, stepFuel } from './fuel-detector';
import {
  endTemperature,
  freshTemperatureState,
  stepTemperature,
  type TemperatureState,
} from './temperature-episodes';

/** A sensor's detector state, saved with the event engine's vehicle state (keyed by sensor id). */
export interface SensorState {
  /** The sensor's definition this state was built on (`keyOf`): a changed calibration or range starts afresh. */
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

/** What of a sensor its detector's state depends on, as text. */
function definitionOf(sensor: SensorDefinition): string {
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
 * The sensor's key: a digest of `definitionOf` (a calibration table is up to 200 points, and the key is saved with
 * every state), worked out once per definition (the sensor cache keeps one object per sensor until it changes).
 */
const keys = new WeakMap<SensorDefinition, string>();
function keyOf(sensor: SensorDefinition): string {
  let key = keys.get(sensor);
  if (key === undefined) {
    key = createHash('sha256').update(definitionOf(sensor)).digest('base64url').slice(0, 16);
    keys.set(sensor, key);
  }
  return key;
}

/** The state's key is the sensor's (a state saved before the keys were digests holds the definition itself). */
function sameKey(state: SensorState, sensor: SensorDefinition, key: string): boolean {
  if (state.key === key) return true;
  if (state.key.length <= 16 || state.key !== definitionOf(sensor)) return false;
  state.key = key;
  return true;
}

/**
 * Feeds one fix to the detectors of the vehicle's sensors (fuel levels and temperatures; `fuel_used` counters raise
 * nothing) and appends what it gives to `out`. `states` is the engine's saved JSON for these sensors, brought up to
 * date in place (the same fixes from the same states give the same outcomes); the states of sensors no longer there
 * are dropped. Runs for every fix of a vehicle with sensors: it allocates nothing on the way of a fix that raises
 * nothing.
 */
export function stepSensors(
  states: Record<string, SensorState>,
  sensors: readonly SensorDefinition[],
  fix: SensorFix,
  temperatureMinSeconds: number,
  out: SensorOutcome[],
): Record<string, SensorState> {
  let kept = 0;
  for (const sensor of sensors) {
    if (sensor.type === 'fuel_used') continue;
    kept += 1;
    const id = String(sensor.id);
    const key = keyOf(sensor);
    let state = states[id];
    if (!state || !sameKey(state, sensor, key)) {
      // A changed sensor ends its excursion under way (its final values as of this fix) and starts afresh.
      if (state?.temperature) pushTemperature(out, sensor, id, endTemperature(state.temperature, fix.t));
      state = states[id] = { key };
    }
    const raw = rawReading(fix.attributes, sensor.attribute);
    if (sensor.type === 'fuel_level') {
      if (raw === null) continue;
      // A state read back from the database is plain JSON (and may be of the earlier shape).
      if (state.fuel && !Array.isArray(state.fuel.rawT)) state.fuel = restoredFuelState(state.fuel);
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
            sensor: { id: sensor.id, name: sensor.name },
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
  let held = 0;
  for (const _ in states) held += 1;
  if (held > kept) {
    const current = new Set(sensors.filter((s) => s.type !== 'fuel_used').map((s) => String(s.id)));
    for (const id of Object.keys(states)) if (!current.has(id)) delete states[id];
  }
  return states;
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
