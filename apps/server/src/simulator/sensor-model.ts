import type { Random } from '../lib/prng';
import { DEMO_TANK_LITRES, type DemoSensorSpec, fuelProbeMv, temperatureProbeMv } from '../demo';

/** A diesel truck or bus in town: about 28 L per 100 km, and 2.5 L an hour at idle. */
const LITRES_PER_KM = 0.28;
const IDLE_LITRES_PER_HOUR = 2.5;
/** Below this share of the tank the driver pulls into a station at the next stop; below the second, at once. */
const REFUEL_AT_SHARE = 0.3;
const REFUEL_NOW_SHARE = 0.18;
/** Reading noise (mV): sloshing while moving grows with speed; a still tank reads steady. */
const SLOSH_MV_PER_KMH = 0.5;
const STILL_MV = 6;
/** The box's set point, °C; a door opened at a stop warms it by up to DOOR_WARMING. */
const SET_POINT = 4;
const DOOR_WARMING: [number, number] = [1.5, 3.2];
const DOOR_SHARE = 0.12;
/** The box recovers towards its set point at this rate, °C a minute. */
const COOLING_PER_MIN = 0.35;

export interface Refuel {
  t: number;
  litres: number;
}

export interface Readings {
  /** The fuel probe's raw value, mV. */
  fuel?: number;
  /** The temperature probe's raw value, mV. */
  temperature?: number;
}

/**
 * One demo vehicle's probes over time (demo/sensors.ts: a fuel-level probe in a 400 L tank, a temperature probe in a
 * refrigerated box), as raw millivolts its tracker reports; the sensors' calibration turns them into litres and
 * degrees, and the event engine finds refuels, drains and excursions in them. Advanced fix by fix (in fix-time order): the tank empties with distance and idling
 * and is filled at a station now and then (`refuels` lists them, for the card transactions); the box holds its set
 * point, warms when a door opens at a stop and during a planned cooling failure. Pure apart from its random source.
 */
export class VehicleSensors {
  litres: number;
  celsius = SET_POINT;
  readonly refuels: Refuel[] = [];
  private last: number | null = null;
  private failureFrom = Infinity;
  private failureUntil = -Infinity;

  constructor(
    readonly spec: DemoSensorSpec,
    private readonly random: Random,
    litres?: number,
  ) {
    this.litres = litres ?? DEMO_TANK_LITRES * (0.55 + 0.35 * random.next());
  }

  /** A cooling failure (the compressor stops) from `from` for `ms`: the box warms past its range. */
  planFailure(from: number, ms: number): void {
    this.failureFrom = from;
    this.failureUntil = from + ms;
  }

  /** Siphoned: `litres` less, spread by the caller over the fixes of the theft. */
  drain(litres: number): void {
    this.litres = Math.max(0, this.litres - litres);
  }

  /** The raw readings at a fix, after advancing the model to it. */
  read(t: number, speedKmh: number, ignition: boolean): Readings {
    const seconds = this.last === null ? 0 : Math.max(0, Math.min(3_600, (t - this.last) / 1000));
    this.last = t;
    const readings: Readings = {};
    if (this.spec.fuel) {
      if (ignition) {
        this.litres -= speedKmh > 0 ? (speedKmh / 3600) * seconds * LITRES_PER_KM : 0;
        this.litres -= speedKmh > 0 ? 0 : (IDLE_LITRES_PER_HOUR / 3600) * seconds;
      }
      this.litres = Math.max(0, this.litres);
      const share = this.litres / DEMO_TANK_LITRES;
      if (ignition && ((speedKmh === 0 && share < REFUEL_AT_SHARE) || share < REFUEL_NOW_SHARE)) {
        // At a station: filled to nearly full.
        const target = DEMO_TANK_LITRES * (0.9 + 0.08 * this.random.next());
        this.refuels.push({ t, litres: Math.round((target - this.litres) * 10) / 10 });
        this.litres = target;
      }
      const noise = speedKmh > 0 ? SLOSH_MV_PER_KMH * speedKmh : STILL_MV;
      readings.fuel = Math.round(fuelProbeMv(this.litres) + (this.random.next() * 2 - 1) * noise);
    }
    if (this.spec.temperature) {
      const failing = t >= this.failureFrom && t < this.failureUntil;
      if (failing) {
        this.celsius += (seconds / 60) * 0.45; // towards the day's heat, slowly: the box is insulated
      } else {
        const towards = SET_POINT;
        const step = (seconds / 60) * COOLING_PER_MIN;
        this.celsius =
          this.celsius > towards
            ? Math.max(towards, this.celsius - step)
            : Math.min(towards, this.celsius + step);
        // A door opened at a delivery stop lets warm air in (less than the range allows).
        if (ignition && speedKmh === 0 && this.random.next() < DOOR_SHARE) {
          this.celsius = Math.max(
            this.celsius,
            SET_POINT + DOOR_WARMING[0] + this.random.next() * (DOOR_WARMING[1] - DOOR_WARMING[0]),
          );
        }
      }
      const value = this.celsius + (this.random.next() * 2 - 1) * 0.2;
      readings.temperature = Math.round(temperatureProbeMv(value));
    }
    return readings;
  }
}

/** The readings under the attribute names the vehicle's tracker reports them with (demo/sensors.ts). */
export function readingAttributes(spec: DemoSensorSpec, readings: Readings): Record<string, number> {
  const attributes: Record<string, number> = {};
  if (spec.fuel && readings.fuel !== undefined) attributes[spec.fuel.attribute] = readings.fuel;
  if (spec.temperature && readings.temperature !== undefined)
    attributes[spec.temperature.attribute] = readings.temperature;
  return attributes;
}
