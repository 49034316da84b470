import { calibrate, rawReading, round2, type SensorDefinition } from '../../lib/sensors/calibrate';
import { freshFuelState, smooth } from '../../lib/sensors/fuel-detector';

/** A stored reading as the repository reads it. */
export interface StoredReading {
  fix_ms: number;
  raw: unknown;
  speed: number | null;
  ignition: unknown;
}

/**
 * The readings endpoint's series: each reading calibrated; fuel levels smoothed as the refuel and drain detection
 * sees them (fuel-detector.ts), so the chart shows what the events were decided on. Readings that are no number are
 * left out.
 */
export function readingsSeries(
  sensor: SensorDefinition,
  rows: readonly StoredReading[],
): { time: string; raw: number; value: number }[] {
  const fuel = sensor.type === 'fuel_level' ? freshFuelState() : null;
  const out: { time: string; raw: number; value: number }[] = [];
  for (const row of rows) {
    const raw = rawReading({ value: row.raw }, 'value');
    if (raw === null) continue;
    const t = Number(row.fix_ms);
    const calibrated = calibrate(sensor, raw);
    const value = fuel ? smooth(fuel, { t, litres: calibrated }) : calibrated;
    out.push({ time: new Date(t).toISOString(), raw, value: round2(value) });
  }
  return out;
}
