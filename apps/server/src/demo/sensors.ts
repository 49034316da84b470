import { inArray } from 'drizzle-orm';
import type { SensorInput } from '@fleet/shared/schemas/sensors';
import type { Database } from '../db/client';
import { vehicles } from '../db/schema';
import { createSensorsOnce } from '../modules/sensors';
import { DEMO_TRACKERS } from './fleet';

/** The app_settings key that says the demo sensors were added once (removing them keeps them removed). */
export const DEMO_SENSORS_KEY = 'demo.sensors';

export const DEMO_TANK_LITRES = 400;
/** Probe output (mV) at an empty and a full tank: a capacitive probe's 0.2–4.2 V. */
const PROBE_EMPTY_MV = 200;
const PROBE_FULL_MV = 4_200;

/** The share of a lying cylindrical tank filled at `height` (0–1 of its diameter). */
function cylinderShare(height: number): number {
  const theta = 2 * Math.acos(1 - 2 * height);
  return (theta - Math.sin(theta)) / (2 * Math.PI);
}

/**
 * The fuel probe's calibration table, [mV, litres]: the probe reads the fuel's height, and a lying cylinder holds
 * little per millimetre near its bottom and top and most in its middle, so the table is no straight line.
 */
export const FUEL_PROBE_CALIBRATION: [number, number][] = Array.from({ length: 11 }, (_, i) => {
  const height = i / 10;
  return [
    PROBE_EMPTY_MV + height * (PROBE_FULL_MV - PROBE_EMPTY_MV),
    Math.round(cylinderShare(height) * DEMO_TANK_LITRES * 10) / 10,
  ];
});

/** The probe's mV for `litres`: the height that holds them (the tank's shape read backwards). */
export function fuelProbeMv(litres: number): number {
  const share = Math.max(0, Math.min(1, litres / DEMO_TANK_LITRES));
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 30; i += 1) {
    const mid = (lo + hi) / 2;
    if (cylinderShare(mid) < share) lo = mid;
    else hi = mid;
  }
  return PROBE_EMPTY_MV + lo * (PROBE_FULL_MV - PROBE_EMPTY_MV);
}

/** The refrigerated box's probe on an analog input: 0 mV at −30 °C, 100 mV a degree. */
export const TEMPERATURE_PROBE_CALIBRATION: [number, number][] = [
  [0, -30],
  [8_000, 50],
];
export const temperatureProbeMv = (celsius: number): number => (celsius + 30) * 100;
/** What the box may hold: chilled goods. */
export const COLD_CHAIN_MIN = 2;
export const COLD_CHAIN_MAX = 8;

/** Which probes a demo tracker reports, and under which attribute its protocol names them. */
export interface DemoSensorSpec {
  fuel?: { attribute: string };
  temperature?: { attribute: string };
}

/**
 * The demo vehicles with probes, by fleet position: the Coaster bus (4) and the Isuzu NPR truck (7), whose OsmAnd
 * trackers send the fuel probe's millivolts as the `adc1` query parameter; the Hyundai H1 (5) and Ford Transit (8)
 * refrigerated vans, whose Teltonika trackers read the box probe on analog input 1 (IO 9, mV: attribute `io9`).
 */
const BY_POSITION: [number, DemoSensorSpec][] = [
  [3, { fuel: { attribute: 'adc1' } }],
  [6, { fuel: { attribute: 'adc1' } }],
  [4, { temperature: { attribute: 'io9' } }],
  [7, { temperature: { attribute: 'io9' } }],
];

/** The demo probes by tracker id (the simulator and the history report them). */
export const DEMO_SENSORS: ReadonlyMap<string, DemoSensorSpec> = new Map(
  BY_POSITION.map(([position, spec]) => [DEMO_TRACKERS[position]!.deviceId, spec]),
);

function sensorsOf(spec: DemoSensorSpec): SensorInput[] {
  const list: SensorInput[] = [];
  if (spec.fuel) {
    list.push({
      name: 'خزان الوقود — Fuel tank',
      type: 'fuel_level',
      attribute: spec.fuel.attribute,
      calibration: FUEL_PROBE_CALIBRATION,
      multiplier: 1,
      capacity: DEMO_TANK_LITRES,
      min: null,
      max: null,
      refuel_min_litres: null,
      drain_min_litres: null,
    });
  }
  if (spec.temperature) {
    list.push({
      name: 'حرارة صندوق التبريد — Cargo box temperature',
      type: 'temperature',
      attribute: spec.temperature.attribute,
      calibration: TEMPERATURE_PROBE_CALIBRATION,
      multiplier: 1,
      capacity: null,
      min: COLD_CHAIN_MIN,
      max: COLD_CHAIN_MAX,
      refuel_min_litres: null,
      drain_min_litres: null,
    });
  }
  return list;
}

/**
 * The demo's sensors, once (through the sensors module, audited as if added on the vehicles' Sensors tab), so the
 * Fuel and Temperature reports and the vehicles' Sensors tabs have something from the first start. Needs the fleet.
 */
export async function seedDemoSensors(db: Database): Promise<number> {
  const rows = await db
    .select({ id: vehicles.id, deviceId: vehicles.deviceId })
    .from(vehicles)
    .where(inArray(vehicles.deviceId, [...DEMO_SENSORS.keys()]));
  if (rows.length === 0) return 0;
  const entries = rows.flatMap((row) =>
    sensorsOf(DEMO_SENSORS.get(row.deviceId!)!).map((sensor) => ({ vehicleId: row.id, sensor })),
  );
  return createSensorsOnce(db, DEMO_SENSORS_KEY, entries);
}
