import type { SensorDefinition } from './calibrate';
import { calibrate, rawReading, round2 } from './calibrate';
import { createHash } from 'node:crypto';
import {
  type FuelSample,
  type FuelState,
  freshFuelState,
  restoredFuelState,
  stepFuel,
} from './fuel-detector';
import {
  endTemperature,
  freshTemperatureState,
  stepTemperature,
  type TemperatureState,
} from './temperature-episodes';

/** A sensor's detector state, saved with the event engine's vehicle state (keyed by sensor id: `SensorStates`). */
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
  /** Where (the fuel detector tells a gap driven across from one slept through); absent: unknown. */
  lat?: number;
  lon?: number;
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
 * A vehicle's detector states in memory: one per sensor of the definitions it was last stepped with, at the same
 * index (none for a `fuel_used` counter), so a fix finds its sensors' states without a key per sensor. Saved as the
 * engine's JSON, keyed by sensor id (`toJSON`); states read back from it are lined up with the definitions at the
 * next fix. The sensor cache keeps one definitions array per vehicle until its sensors change, so lining up (and
 * checking the definitions' keys) happens once per change, not per fix.
 */
export class SensorStates {
  /** The definitions `states` is lined up with (null: none yet). */
  private sensors: readonly SensorDefinition[] | null = null;
  private states: (SensorState | undefined)[] = [];
  /**
   * The same states by sensor id, as saved: read back from JSON until the first fix lines them up, then kept with
   * `states` (the states are changed in place, so only lining up changes it).
   */
  private byId: Record<string, SensorState>;
  private count = 0;

  constructor(saved?: Readonly<Record<string, SensorState>> | null) {
    this.byId = { ...saved };
    for (const _ in this.byId) this.count += 1;
  }

  /** No sensor has a state (the engine then saves none). */
  get empty(): boolean {
    return this.count === 0;
  }

  /** The state of sensor `id`, if it has one. */
  get(id: number): SensorState | undefined {
    return this.byId[String(id)];
  }

  toJSON(): Record<string, SensorState> {
    return this.byId;
  }

  /**
   * Feeds one fix to the detectors of the vehicle's sensors (fuel levels and temperatures; `fuel_used` counters
   * raise nothing) and appends what it gives to `out`. The states are brought up to date in place (the same fixes
   * from the same states give the same outcomes); the states of sensors no longer there are dropped. Runs for every
   * fix of a vehicle with sensors: it allocates nothing on the way of a fix that raises nothing.
   */
  step(
    sensors: readonly SensorDefinition[],
    fix: SensorFix,
    temperatureMinSeconds: number,
    out: SensorOutcome[],
  ): void {
    let previous: Record<string, SensorState> | null = null;
    if (sensors !== this.sensors) {
      previous = this.byId;
      this.sensors = sensors;
      this.states = new Array<SensorState | undefined>(sensors.length);
      this.byId = {};
      this.count = 0;
    }
    const states = this.states;
    for (let i = 0; i < sensors.length; i += 1) {
      const sensor = sensors[i]!;
      if (sensor.type === 'fuel_used') continue;
      let state = states[i];
      if (previous) {
        const id = String(sensor.id);
        state = states[i] = this.byId[id] = lineUpState(previous[id], sensor, fix.t, out);
        this.count += 1;
      }
      stepSensor(state!, sensor, fix, temperatureMinSeconds, out);
    }
  }
}

/**
 * The state a sensor goes on with: its previous one if built on the same definition (read back from JSON, of
 * either shape), else a fresh one; a changed sensor ends its excursion under way (its final values as of `t`).
 */
function lineUpState(
  state: SensorState | undefined,
  sensor: SensorDefinition,
  t: number,
  out: SensorOutcome[],
): SensorState {
  const key = keyOf(sensor);
  if (!state || !sameKey(state, sensor, key)) {
    if (state?.temperature) pushTemperature(out, sensor, endTemperature(state.temperature, t));
    return { key };
  }
  // A state read back from the database is plain JSON (and may be of the earlier shape).
  if (state.fuel && !Array.isArray(state.fuel.rawT)) state.fuel = restoredFuelState(state.fuel);
  return state;
}

/** The fuel detector's sample, filled per fix (the detector keeps none of it). */
const sample: FuelSample = { t: 0, litres: 0, speed: null, ignition: null };

function stepSensor(
  state: SensorState,
  sensor: SensorDefinition,
  fix: SensorFix,
  temperatureMinSeconds: number,
  out: SensorOutcome[],
): void {
  const raw = rawReading(fix.attributes, sensor.attribute);
  if (sensor.type === 'fuel_level') {
    if (raw === null) return;
    sample.t = fix.t;
    sample.litres = calibrate(sensor, raw);
    sample.speed = fix.speed;
    sample.ignition = fix.ignition;
    sample.lat = fix.lat;
    sample.lon = fix.lon;
    const change = stepFuel((state.fuel ??= freshFuelState()), sample, sensor);
    if (change)
      out.push({
        kind: 'raise',
        type: change.type,
        subject: String(sensor.id),
        t: change.t,
        attributes: {
          sensor: { id: sensor.id, name: sensor.name },
          litres: change.litres,
          level_before: change.levelBefore,
          level_after: change.levelAfter,
        },
      });
    return;
  }
  const value = raw === null ? null : round2(calibrate(sensor, raw));
  const excursion = stepTemperature(
    (state.temperature ??= freshTemperatureState()),
    fix.t,
    value,
    sensor,
    temperatureMinSeconds,
  );
  pushTemperature(out, sensor, excursion);
}

/** `states.step(...)`, as a function: the states given, brought up to date (see `SensorStates.step`). */
export function stepSensors(
  states: SensorStates,
  sensors: readonly SensorDefinition[],
  fix: SensorFix,
  temperatureMinSeconds: number,
  out: SensorOutcome[],
): SensorStates {
  states.step(sensors, fix, temperatureMinSeconds, out);
  return states;
}

function pushTemperature(
  out: SensorOutcome[],
  sensor: SensorDefinition,
  excursion: ReturnType<typeof endTemperature>,
): void {
  if (!excursion) return;
  out.push({
    kind: excursion.kind,
    type: 'temperature_out_of_range',
    subject: String(sensor.id),
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
