import { describe, expect, it } from 'vitest';
import { createRandom } from '../lib/prng';
import { distanceMetres } from '../demo/riyadh-roads';
import { type DemoRole, type Fix, type Phase, SimulatedVehicle } from './simulated-vehicle';
import { assignDemoRoles, assignProtocols } from './simulator';

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

  it('brakes to its stops below the harsh-braking threshold; only the speeder brakes hard now and then', () => {
    /** The largest deceleration between consecutive 5-second reports over four hours, m/s². */
    const hardest = (seed: number, role?: DemoRole) => {
      const vehicle = new SimulatedVehicle(createRandom(seed), T0, 'demo', role);
      let now = T0;
      let previous = vehicle.fix(now);
      let most = 0;
      let stops = 0;
      for (let step = 0; step < 4 * 720; step++) {
        now += 5_000;
        vehicle.advance(now);
        const fix = vehicle.fix(now);
        most = Math.max(most, (previous.speed - fix.speed) / 3.6 / 5);
        if (previous.speed > 0 && fix.speed === 0) stops += 1;
        previous = fix;
      }
      return { most, stops };
    };
    for (let seed = 1; seed <= 6; seed++) {
      for (const role of [undefined, 'idler', 'sos'] as const) {
        const { most, stops } = hardest(seed, role);
        expect(stops).toBeGreaterThan(5);
        expect(most, `seed ${seed} ${role}`).toBeLessThan(4.0);
      }
    }
    const speeders = [1, 2, 3, 4, 5, 6].map((seed) => hardest(seed, 'speeder').most);
    expect(Math.max(...speeders)).toBeGreaterThanOrEqual(4.0);
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

  /** A tracker's reports over `minutes`, as the simulator samples it (at its report interval). */
  function reports(seed: number, role: DemoRole | undefined, minutes: number): (Fix & { phase: Phase })[] {
    const vehicle = new SimulatedVehicle(createRandom(seed), T0, 'demo', role);
    const out: (Fix & { phase: Phase })[] = [];
    let now = T0 + 1_000;
    while (now < T0 + minutes * 60_000) {
      vehicle.advance(now);
      if (vehicle.phase !== 'offline') out.push({ ...vehicle.fix(now), phase: vehicle.phase });
      now += Math.max(1_000, vehicle.reportIntervalMs(0));
    }
    return out;
  }

  /** Spells of consecutive reports matching `test`: [first fix time, last fix time] in ms from T0. */
  function spells(fixes: Fix[], test: (fix: Fix) => boolean): [number, number][] {
    const found: [number, number][] = [];
    let start: number | null = null;
    let previous = 0;
    for (const fix of fixes) {
      const t = fix.fixTime.getTime() - T0;
      if (test(fix)) start ??= t;
      else if (start !== null) {
        found.push([start, previous]);
        start = null;
      }
      previous = t;
    }
    if (start !== null) found.push([start, previous]);
    return found;
  }

  it('a speeder goes over 120 km/h for more than 15 s within its first minute, then every few minutes, on a ring road', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const fixes = reports(seed, 'speeder', 60);
      const over = spells(fixes, (fix) => fix.speed > 120).filter(([from, to]) => to - from > 15_000);
      expect(over.length, `seed ${seed}`).toBeGreaterThanOrEqual(4);
      expect(over[0]![0], `seed ${seed}`).toBeLessThan(60_000);
      for (const fix of fixes) {
        expect(inRiyadh(fix.lat, fix.lon)).toBe(true);
        expect(fix.speed).toBeLessThanOrEqual(150);
        if (fix.speed > 120) expect(fix.ignition).toBe(true);
      }
    }
  });

  it('an idler stands with the engine on for more than five minutes, the first time starting in its first minute', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const fixes = reports(seed, 'idler', 120);
      const idle = spells(fixes, (fix) => fix.speed === 0 && fix.ignition).filter(
        ([from, to]) => to - from > 5 * 60_000,
      );
      expect(idle.length, `seed ${seed}`).toBeGreaterThanOrEqual(2);
      expect(idle[0]![0], `seed ${seed}`).toBeLessThan(60_000);
    }
  });

  it('an SOS presser sends one alarm within its first minute, then one every ten to twenty minutes', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const alarms = reports(seed, 'sos', 60)
        .filter((fix) => fix.alarm === 'sos')
        .map((fix) => fix.fixTime.getTime() - T0);
      expect(alarms[0], `seed ${seed}`).toBeLessThan(60_000);
      expect(alarms.length, `seed ${seed}`).toBeGreaterThanOrEqual(3);
      for (let i = 1; i < alarms.length; i++) {
        expect(alarms[i]! - alarms[i - 1]!).toBeGreaterThanOrEqual(10 * 60_000);
        expect(alarms[i]! - alarms[i - 1]!).toBeLessThanOrEqual(20 * 60_000 + 60_000);
      }
    }
    expect(reports(4, undefined, 60).some((fix) => fix.alarm)).toBe(false);
  });

  it('is repeatable from its seed, roles included', () => {
    for (const role of [undefined, 'speeder', 'idler', 'sos'] as const) {
      expect(reports(11, role, 30)).toEqual(reports(11, role, 30));
    }
  });

  it('demo roles go to trackers that do not start offline, SOS to a GT06 one', () => {
    const devices = assignProtocols(
      Array.from({ length: 22 }, (_, i) => `35${String(i).padStart(13, '0')}`),
      ['osmand', 'teltonika', 'gt06'],
    );
    devices[20]!.startsOffline = true;
    devices[21]!.startsOffline = true;
    assignDemoRoles(devices);
    const roles = devices.filter((device) => device.role);
    expect(roles.map((device) => device.role).sort()).toEqual([
      'idler',
      'idler',
      'sos',
      'speeder',
      'speeder',
    ]);
    expect(roles.every((device) => !device.startsOffline)).toBe(true);
    expect(roles.find((device) => device.role === 'sos')?.protocol).toBe('gt06');
  });
});
