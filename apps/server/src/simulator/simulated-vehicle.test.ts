import { describe, expect, it } from 'vitest';
import { createRandom } from '../lib/prng';
import { distanceMetres } from './riyadh-roads';
import { type Phase, SimulatedVehicle } from './simulated-vehicle';

const T0 = Date.parse('2026-03-01T06:00:00.000Z');
/** Greater Riyadh. */
const inRiyadh = (lat: number, lon: number) => lat > 24.5 && lat < 24.95 && lon > 46.5 && lon < 46.9;

describe('SimulatedVehicle', () => {
  it('drives plausibly along Riyadh roads and goes through every phase over a few hours', () => {
    const phases = new Set<Phase>();
    for (let seed = 1; seed <= 6; seed++) {
      const vehicle = new SimulatedVehicle(createRandom(seed), T0, 'demo');
      let now = T0;
      let previous = vehicle.fix(now);
      for (let step = 0; step < 4 * 720; step++) {
        now += 5_000;
        vehicle.advance(now);
        phases.add(vehicle.phase);
        const fix = vehicle.fix(now);
        expect(inRiyadh(fix.lat, fix.lon), `${fix.lat},${fix.lon}`).toBe(true);
        expect(fix.speed).toBeGreaterThanOrEqual(0);
        expect(fix.speed).toBeLessThanOrEqual(100);
        expect(fix.course).toBeGreaterThanOrEqual(0);
        expect(fix.course).toBeLessThan(360);
        // 5 s at up to 100 km/h is at most ~140 m.
        expect(distanceMetres([previous.lat, previous.lon], [fix.lat, fix.lon])).toBeLessThan(150);
        if (vehicle.phase === 'parked') expect(fix).toMatchObject({ speed: 0, ignition: false });
        if (vehicle.phase === 'stopped') expect(fix).toMatchObject({ speed: 0, ignition: true });
        previous = fix;
      }
    }
    expect([...phases].sort()).toEqual(['driving', 'offline', 'parked', 'stopped']);
  });

  it('reports every few seconds when driving, rarely when parked, and not at all offline until it is back', () => {
    const vehicle = new SimulatedVehicle(createRandom(3), T0, 'demo');
    const seen = new Map<Phase, number>();
    let now = T0;
    for (let step = 0; step < 20_000 && seen.size < 4; step++) {
      now += 1_000;
      vehicle.advance(now);
      seen.set(vehicle.phase, vehicle.reportIntervalMs(0));
    }
    expect(seen.get('driving')).toBe(5_000);
    expect(seen.get('parked')).toBe(60_000);
    expect(seen.get('offline')).toBeGreaterThan(0);
  });

  it('a demo tracker started offline stays silent past the ten minutes that make it outside, then drives again', () => {
    const vehicle = new SimulatedVehicle(createRandom(5), T0, 'demo');
    vehicle.startOffline(T0);
    expect(vehicle.phase).toBe('offline');
    expect(vehicle.reportIntervalMs(0)).toBeGreaterThan(10 * 60_000);
    let backAt = 0;
    for (let now = T0 + 1_000; now <= T0 + 15 * 60_000 && !backAt; now += 1_000) {
      vehicle.advance(now);
      if (vehicle.phase !== 'offline') backAt = now;
    }
    expect(backAt - T0).toBeGreaterThan(10 * 60_000);
    expect(vehicle.phase).toBe('driving');
  });

  it('steady behaviour (load) always drives and reports at the given interval', () => {
    const vehicle = new SimulatedVehicle(createRandom(9), T0, 'steady');
    for (let step = 1; step <= 3600; step++) {
      vehicle.advance(T0 + step * 1_000);
      expect(vehicle.phase).toBe('driving');
    }
    expect(vehicle.reportIntervalMs(250)).toBe(250);
    expect(vehicle.fix(T0 + 3_600_000).speed).toBeGreaterThan(0);
  });
});
