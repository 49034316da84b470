import { describe, expect, it } from 'vitest';
import { createRandom } from '../prng';
import type { SensorDefinition } from './calibrate';
import {
  freshFuelState,
  MEDIAN_WINDOW_MS,
  restoredFuelState,
  SMOOTH_WINDOW_MS,
  smooth,
} from './fuel-detector';
import { type SensorOutcome, type SensorState, SensorStates, stepSensors } from './sensor-events';

const MINUTE = 60_000;

const tank: SensorDefinition = {
  id: 7,
  name: 'Tank',
  type: 'fuel_level',
  attribute: 'io201',
  calibration: Array.from({ length: 10 }, (_, i) => [i * 400, i * 40 + (i % 3)] as const),
  multiplier: 1,
  capacity: 400,
  min: null,
  max: null,
  refuelMinLitres: 20,
  drainMinLitres: 20,
};
const cold: SensorDefinition = {
  id: 8,
  name: 'Cold room',
  type: 'temperature',
  attribute: 'io72',
  calibration: [],
  multiplier: 0.1,
  capacity: null,
  min: -20,
  max: 8,
  refuelMinLitres: 10,
  drainMinLitres: 10,
};

/**
 * A day of a vehicle with a tank and a cold room, reports every 3–40 s: parked, driving with slosh, a refuel, a
 * siphon at night, and a temperature excursion of ten minutes. Raw readings (io201 on the table, io72 in tenths).
 */
function dayOfFixes(seed: number) {
  const random = createRandom(seed);
  const fixes: { t: number; speed: number; ignition: boolean; attributes: Record<string, number> }[] = [];
  let t = Date.UTC(2026, 0, 5, 6, 0);
  let litres = 150;
  const push = (minutes: number, speed: number, slope: number, temperature: number) => {
    for (const end = t + minutes * MINUTE; t < end; t += 3_000 + Math.floor(random.next() * 37_000)) {
      litres += slope;
      const slosh = speed > 0 ? (random.next() * 2 - 1) * 12 : (random.next() * 2 - 1) * 1;
      fixes.push({
        t,
        speed,
        ignition: speed > 0,
        attributes: { io201: Math.max(0, (litres + slosh) * 10), io72: Math.round(temperature * 10) },
      });
    }
  };
  push(30, 0, 0, 4);
  push(60, 60, -0.05, 5);
  push(5, 0, 0, 12); // the door left open at the pump
  push(4, 0, 6, 12); // refuel
  push(10, 0, 0, 3);
  push(30, 50, -0.05, 4);
  push(60, 0, 0, 4);
  push(8, 0, -1.2, 4); // siphoned
  push(60, 0, 0, 4);
  return fixes;
}

function run(fixes: ReturnType<typeof dayOfFixes>, restartEvery: number | null) {
  let states = new SensorStates();
  const out: SensorOutcome[] = [];
  fixes.forEach((fix, i) => {
    // A restart: the engine reads back the JSON it saved.
    if (restartEvery !== null && i % restartEvery === 0)
      states = new SensorStates(JSON.parse(JSON.stringify(states)) as Record<string, SensorState>);
    states = stepSensors(states, [tank, cold], fix, 120, out);
  });
  return { out, states };
}

/** The smoothing as it was first written: a copy and sort of the raw window per sample, [t, litres] pairs. */
function referenceSmooth(samples: { t: number; litres: number }[]): number[] {
  const raw: [number, number][] = [];
  const medians: [number, number][] = [];
  const levels: number[] = [];
  for (const { t, litres } of samples) {
    raw.push([t, Math.round(litres * 1000)]);
    while (raw.length > 60 || raw[0]![0] < t - MEDIAN_WINDOW_MS) raw.shift();
    const sorted = raw.map(([, v]) => v).sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    const m = Math.round(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
    const previous = medians[medians.length - 1];
    if (previous && medians.length > 1 && t - medians[medians.length - 2]![0] < 5_000) {
      previous[0] = t;
      previous[1] = m;
    } else medians.push([t, m]);
    while (medians.length > 2 && medians[1]![0] <= t - SMOOTH_WINDOW_MS) medians.shift();
    let sum = 0;
    let weight = 0;
    for (let i = 1; i < medians.length; i += 1) {
      const w = medians[i]![0] - Math.max(medians[i - 1]![0], t - SMOOTH_WINDOW_MS);
      if (w <= 0) continue;
      sum += medians[i]![1] * w;
      weight += w;
    }
    const level = weight > 0 ? sum / weight : medians[medians.length - 1]![1];
    levels.push(Math.round(level) / 1000);
  }
  return levels;
}

describe('sensor detector state', () => {
  it('the running median gives the levels of a copy and sort per sample, at any report rate', () => {
    for (const seed of [1, 2, 3]) {
      const random = createRandom(seed);
      const samples: { t: number; litres: number }[] = [];
      let t = Date.UTC(2026, 0, 5);
      // Bursts of 1 s reports (more than the 60 kept), 10 s reports and long gaps; repeated values too.
      for (let i = 0; i < 3_000; i += 1) {
        const phase = Math.floor(i / 300) % 3;
        t += phase === 0 ? 1_000 : phase === 1 ? 10_000 : 1_000 + Math.floor(random.next() * 200_000);
        samples.push({ t, litres: i % 7 === 0 ? 100 : 80 + random.next() * 40 });
      }
      const state = freshFuelState();
      const levels = samples.map((sample) => smooth(state, sample));
      const expected = referenceSmooth(samples);
      levels.forEach((level, i) => expect(level, `seed ${seed}, sample ${i}`).toBeCloseTo(expected[i]!, 9));
    }
  });

  it('read back from its JSON at any fix, goes on with the same events and state as without a restart', () => {
    for (const seed of [4, 46]) {
      const fixes = dayOfFixes(seed);
      const straight = run(fixes, null);
      expect(
        straight.out.map((o) => `${o.kind} ${o.type}`),
        `seed ${seed}`,
      ).toEqual([
        'raise temperature_out_of_range',
        'final temperature_out_of_range',
        'raise fuel_refuel',
        'raise fuel_drain',
      ]);
      for (const every of [1, 7, 50]) {
        const restarted = run(fixes, every);
        expect(restarted.out, `seed ${seed}, restart every ${every} fixes`).toEqual(straight.out);
        expect(JSON.stringify(restarted.states)).toBe(JSON.stringify(straight.states));
      }
    }
  });

  it('is compact: under 1.1 kB for a fuel level reported every 10 s and a temperature', () => {
    const fixes = Array.from({ length: 500 }, (_, i) => ({
      t: Date.UTC(2026, 0, 5) + i * 10_000,
      speed: 50,
      ignition: true,
      attributes: { io201: 3000 - i + ((i * 7919) % 23), io72: 40 },
    }));
    const { states } = run(fixes, null);
    const json = JSON.stringify(states);
    expect(json.length).toBeLessThan(1_100);
    // The window's times are short offsets, its levels whole millilitres.
    const fuel = (JSON.parse(json) as Record<string, SensorState>)['7']!.fuel!;
    expect(fuel.rawT.every((t) => Number.isInteger(t) && t < 2 * 3_600_000)).toBe(true);
    expect([...fuel.rawV, ...fuel.medV].every(Number.isInteger)).toBe(true);
  });

  it('goes on from a state saved in the earlier shape (pairs, the definition as key) without starting afresh', () => {
    const fixes = dayOfFixes(5);
    const straight = run(fixes, null);
    // Stop in the middle of the excursion and rewrite the saved state as the earlier version saved it.
    const cut = fixes.findIndex((fix) => fix.attributes.io72 === 120) + 30;
    const first = run(fixes.slice(0, cut), null);
    const saved = JSON.parse(JSON.stringify(first.states)) as Record<string, Record<string, unknown>>;
    const definition = (sensor: SensorDefinition) =>
      JSON.stringify([
        sensor.type,
        sensor.attribute,
        sensor.calibration,
        sensor.multiplier,
        sensor.min,
        sensor.max,
      ]);
    saved['7']!.key = definition(tank);
    saved['8']!.key = definition(cold);
    const fuel = saved['7']!.fuel as ReturnType<typeof freshFuelState>;
    const { base, rawT, rawV, medT, medV, ...rest } = fuel;
    saved['7']!.fuel = {
      ...rest,
      raw: rawT.map((t, i) => [base + t, rawV[i]! / 1000]),
      medians: medT.map((t, i) => [base + t, medV[i]! / 1000]),
    };
    // Read back: the same windows (absolute times, millilitres).
    const restored = restoredFuelState(saved['7']!.fuel);
    expect(restored.rawT.map((t) => restored.base + t)).toEqual(rawT.map((t) => base + t));
    expect(restored.medT.map((t) => restored.base + t)).toEqual(medT.map((t) => base + t));
    expect([restored.rawV, restored.medV]).toEqual([rawV, medV]);
    expect(restored).not.toHaveProperty('raw');

    let states = new SensorStates(saved as unknown as Record<string, SensorState>);
    const out: SensorOutcome[] = [...first.out];
    for (const fix of fixes.slice(cut)) states = stepSensors(states, [tank, cold], fix, 120, out);
    // The excursion under way was neither ended nor raised again; the refuel and drain come as before.
    expect(out).toEqual(straight.out);
  });

  it('a changed calibration starts the fuel detector afresh; an unchanged definition object or copy does not', () => {
    const fixes = dayOfFixes(6).slice(0, 100);
    const { states } = run(fixes, null);
    const key = states.get(7)!.key;
    const out: SensorOutcome[] = [];
    const copy = { ...tank, calibration: tank.calibration.map(([raw, value]) => [raw, value] as const) };
    const same = stepSensors(states, [copy, cold], { ...fixes[99]!, t: fixes[99]!.t + 1_000 }, 120, out);
    expect(same.get(7)!.key).toBe(key);
    expect(same.get(7)!.fuel!.rawT.length).toBeGreaterThan(1);
    const changed = { ...tank, calibration: [...tank.calibration.slice(0, 9), [3_700, 370] as const] };
    const after = stepSensors(same, [changed, cold], { ...fixes[99]!, t: fixes[99]!.t + 2_000 }, 120, out);
    expect(after.get(7)!.key).not.toBe(key);
    expect(after.get(7)!.fuel!.rawT).toHaveLength(1);
    // A sensor removed: its state goes.
    expect(
      Object.keys(stepSensors(after, [cold], { ...fixes[99]!, t: fixes[99]!.t + 3_000 }, 120, out).toJSON()),
    ).toEqual(['8']);
  });
});
