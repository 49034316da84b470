import { describe, expect, it } from 'vitest';
import { createRandom } from '../prng';
import { type FuelSample, summariseFuel } from './fuel-detector';

const sensor = { capacity: 400, refuelMinLitres: 20, drainMinLitres: 20 };
const MINUTE = 60_000;

/** A builder of a day's samples: the level it models, and what the sensor reports of it. */
function day(seed: number) {
  const random = createRandom(seed);
  const samples: FuelSample[] = [];
  let t = Date.UTC(2026, 0, 5, 6, 0);
  let level = 150;
  // Where the vehicle is: it moves north while driving (about 200 m per 10 s report).
  let lat = 24.7;
  const lon = 46.7;
  const noise = (amplitude: number) => (random.next() * 2 - 1) * amplitude;
  return {
    samples,
    get level() {
      return level;
    },
    /** Parked, engine off: a report every `every` ms, the sensor's ±1 L jitter. */
    park(minutes: number, every = MINUTE) {
      for (const end = t + minutes * MINUTE; t < end; t += every)
        samples.push({ t, litres: level + noise(1), speed: 0, ignition: false, lat, lon });
    },
    /** Driving: a report every 10 s, ±`slosh` L of slosh, burning `perHour` L/h. */
    drive(minutes: number, slosh: number, perHour = 30) {
      for (const end = t + minutes * MINUTE; t < end; t += 10_000) {
        level -= (perHour / 3600) * 10;
        lat += 0.0018;
        samples.push({
          t,
          litres: level + noise(slosh),
          speed: 40 + random.next() * 60,
          ignition: true,
          lat,
          lon,
        });
      }
    },
    /**
     * No reports for `minutes` (no coverage, the device unpowered or asleep): driving on at `perHour` L/h if given
     * (it moves on as `drive`), and `litres` more taken out (or put in) meanwhile.
     */
    silent(minutes: number, { perHour = 0, litres = 0 }: { perHour?: number; litres?: number } = {}) {
      t += minutes * MINUTE;
      level -= (perHour / 60) * minutes;
      level += litres;
      if (perHour > 0) lat += 0.0018 * 6 * minutes;
    },
    /** Parked, the level moving by `litres` over `minutes` (a pump, or a siphon). */
    pump(litres: number, minutes: number, ignition = false) {
      const steps = minutes * 6;
      for (let i = 0; i < steps; i += 1, t += 10_000) {
        level += litres / steps;
        samples.push({ t, litres: level + noise(1), speed: 0, ignition, lat, lon });
      }
    },
  };
}

describe('fuel detection', () => {
  it('the slosh/refuel/drain day: one refuel, one drain, nothing from the slosh, consumption right', () => {
    for (const seed of [1, 2, 3, 4, 5, 46]) {
      const d = day(seed);
      d.park(30);
      const start = d.level;
      d.drive(60, 12); // an hour at ±12 L of slosh on a 400 L tank: 30 L burnt
      d.park(2, 10_000); // pulls in at the pump
      const beforeRefuel = d.level;
      d.pump(180, 4); // 180 L in four minutes
      d.park(30);
      d.drive(20, 12); // 10 L burnt
      d.park(120);
      d.pump(-45, 8); // siphoned at night, parked, engine off
      d.park(120);
      const summary = summariseFuel(d.samples, sensor);

      const label = `seed ${seed}`;
      expect(
        summary.changes.map((c) => c.type),
        label,
      ).toEqual(['fuel_refuel', 'fuel_drain']);
      const [refuel, drain] = summary.changes;
      expect(refuel!.litres, label).toBeGreaterThan(170);
      expect(refuel!.litres, label).toBeLessThan(190);
      expect(Math.abs(refuel!.levelBefore - beforeRefuel), label).toBeLessThan(8);
      expect(drain!.litres, label).toBeGreaterThan(37);
      expect(drain!.litres, label).toBeLessThan(53);
      // Started 150 L, burnt 40 L driving.
      expect(Math.abs(summary.startLitres! - start), label).toBeLessThan(2);
      expect(summary.consumedLitres, label).toBeGreaterThan(30);
      expect(summary.consumedLitres, label).toBeLessThan(50);
    }
  });

  it('makes no event of a day of driving with heavy slosh, and never a negative consumption', () => {
    for (const seed of [7, 8, 9]) {
      const d = day(seed);
      d.park(10);
      d.drive(240, 15, 20);
      d.park(20);
      const summary = summariseFuel(d.samples, sensor);
      expect(summary.changes, `seed ${seed}`).toEqual([]);
      expect(summary.consumedLitres).toBeGreaterThan(65);
      expect(summary.consumedLitres).toBeLessThan(95);
    }
    // Parked all day, only jitter: no consumption at all, not a negative one.
    const still = day(10);
    still.park(600);
    const summary = summariseFuel(still.samples, sensor);
    expect(summary.changes).toEqual([]);
    expect(summary.consumedLitres).toBeGreaterThanOrEqual(0);
    expect(summary.consumedLitres).toBeLessThan(2);
  });

  it('counts a drain while driving only when far beyond consumption', () => {
    // Burning 45 L/h (a hard hour): a fall of 45 L is consumption.
    const hard = day(11);
    hard.park(10);
    hard.drive(60, 12, 45);
    hard.park(20);
    expect(summariseFuel(hard.samples, sensor).changes).toEqual([]);

    // 90 L gone in twenty minutes of driving is no consumption.
    const stolen = day(12);
    stolen.park(10);
    stolen.drive(10, 12);
    stolen.pump(-80, 5, true);
    stolen.drive(10, 12);
    stolen.park(20);
    const changes = summariseFuel(stolen.samples, sensor).changes;
    expect(changes.map((c) => c.type)).toEqual(['fuel_drain']);
    expect(changes[0]!.litres).toBeGreaterThan(75);
  });

  it('sees a refuel made while the device was off (a gap in the reports)', () => {
    const d = day(13);
    d.park(30);
    const samples = d.samples;
    const lastT = samples[samples.length - 1]!.t;
    for (let i = 1; i <= 30; i += 1)
      samples.push({
        t: lastT + 3_600_000 + i * MINUTE,
        litres: 250 + (i % 3) - 1,
        speed: 0,
        ignition: false,
      });
    const summary = summariseFuel(samples, sensor);
    expect(summary.changes).toHaveLength(1);
    expect(summary.changes[0]).toMatchObject({ type: 'fuel_refuel' });
    expect(summary.changes[0]!.litres).toBeGreaterThan(95);
    expect(summary.changes[0]!.litres).toBeLessThan(105);
  });

  it('a gap in the reports while driving is consumption, not a drain; a siphon while the device slept is one', () => {
    for (const seed of [16, 17, 18]) {
      // A loaded truck at 45 L/h, unheard for 40 minutes of its drive: 30 L lower after the gap.
      const d = day(seed);
      d.park(10);
      d.drive(20, 12, 45);
      d.silent(40, { perHour: 45 });
      d.drive(20, 12, 45);
      d.park(20);
      expect(summariseFuel(d.samples, sensor).changes, `seed ${seed}`).toEqual([]);
    }

    // Parked, engine off, the device asleep for six hours, 45 L siphoned meanwhile: it stayed where it was, so
    // nothing was burnt.
    const night = day(19);
    night.park(30);
    night.silent(360, { litres: -45 });
    night.park(30);
    const siphon = summariseFuel(night.samples, sensor).changes;
    expect(siphon.map((c) => c.type)).toEqual(['fuel_drain']);
    expect(siphon[0]!.litres).toBeGreaterThan(40);

    // Driven across a gap of 20 minutes (at most 20 L burnt) and 100 L lower: far beyond consumption.
    const stolen = day(20);
    stolen.park(10);
    stolen.drive(10, 12);
    stolen.silent(20, { perHour: 30, litres: -100 });
    stolen.drive(10, 12);
    stolen.park(20);
    const changes = summariseFuel(stolen.samples, sensor).changes;
    expect(changes.map((c) => c.type)).toEqual(['fuel_drain']);
    expect(changes[0]!.litres).toBeGreaterThan(100);
  });

  it('ignores a small top-up below the sensor’s minimum, and slow siphoning while parked is still a drain', () => {
    const topUp = day(14);
    topUp.park(30);
    topUp.pump(12, 2);
    topUp.park(30);
    expect(summariseFuel(topUp.samples, sensor).changes).toEqual([]);

    const slow = day(15);
    slow.park(30);
    slow.pump(-40, 60); // 40 L over an hour, engine off
    slow.park(30);
    const changes = summariseFuel(slow.samples, sensor).changes;
    expect(changes.map((c) => c.type)).toEqual(['fuel_drain']);
  });
});
