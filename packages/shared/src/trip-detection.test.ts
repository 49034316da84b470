import { describe, expect, it } from 'vitest';
import {
  detectAll,
  greatCircleMeters,
  ZoneDays,
  type DetectionFix,
  type DetectionSettings,
} from './trip-detection';

const SETTINGS: DetectionSettings = {
  moving_speed_kmh: 5,
  stop_min_seconds: 300,
  trip_min_distance_m: 500,
  trip_min_seconds: 120,
};
const DAYS = new ZoneDays('Asia/Riyadh');
/** 2026-03-01 00:00 in Riyadh (UTC+3). */
const T0 = Date.parse('2026-02-28T21:00:00Z');

/** A track built step by step: parked fixes and driving fixes every 10 s (a winding path, ~100 m per fix). */
function track(start = T0) {
  const fixes: DetectionFix[] = [];
  let t = start;
  let lat = 24.7;
  let lon = 46.6;
  let heading = 0;
  return {
    fixes,
    park(count: number, ignition = false) {
      for (let i = 0; i < count; i++) {
        fixes.push({ t, lat, lon, speed: 0, ignition });
        t += 10_000;
      }
      return this;
    },
    drive(count: number, metres = 100) {
      for (let i = 0; i < count; i++) {
        heading += 0.3;
        lat += (Math.cos(heading) * metres) / 111_195;
        lon += (Math.sin(heading) * metres) / (111_195 * Math.cos((lat * Math.PI) / 180));
        fixes.push({ t, lat, lon, speed: 36, ignition: true });
        t += 10_000;
      }
      return this;
    },
    get t() {
      return t;
    },
  };
}

function pathMeters(fixes: readonly DetectionFix[], from: number, to: number): number {
  let sum = 0;
  for (const [i, fix] of fixes.entries()) {
    if (i === 0 || fix.t <= from || fix.t > to) continue;
    const prev = fixes[i - 1]!;
    sum += greatCircleMeters(prev.lat, prev.lon, fix.lat, fix.lon);
  }
  return sum;
}

describe('trip and stop detection', () => {
  it('finds the trips and stops of a built track, distance the great-circle sum', () => {
    const built = track().park(40).drive(60).park(40).drive(30).park(40);
    const { trips, stops } = detectAll(built.fixes, SETTINGS, DAYS);
    expect(trips).toHaveLength(2);
    expect(stops).toHaveLength(2);
    // The first trip: from the last parked fix (index 39) to the first fix of the next stop (index 100).
    expect(trips[0]!.startTime).toBe(built.fixes[39]!.t);
    expect(trips[0]!.endTime).toBe(built.fixes[100]!.t);
    const expected = pathMeters(built.fixes, trips[0]!.startTime, trips[0]!.endTime);
    expect(Math.abs(trips[0]!.distanceM - expected) / expected).toBeLessThan(0.01);
    expect(trips[0]!.distanceM).toBeGreaterThan(5900);
    expect(trips[0]!.distanceM).toBeLessThan(6100);
    // The stop before it: first to last parked fix.
    expect(stops[0]).toMatchObject({ startTime: built.fixes[0]!.t, endTime: built.fixes[39]!.t });
  });

  it('stillness of exactly stop_min_seconds ends a trip; a second less does not', () => {
    const stillFixes = (seconds: number) => seconds / 10 + 1; // fixes spanning `seconds`
    const exact = track().park(40).drive(20).park(stillFixes(300)).drive(20).park(40);
    expect(detectAll(exact.fixes, SETTINGS, DAYS).trips).toHaveLength(2);
    const short = track().park(40).drive(20).park(stillFixes(290)).drive(20).park(40);
    expect(detectAll(short.fixes, SETTINGS, DAYS).trips).toHaveLength(1);
  });

  it('a trip of exactly trip_min_distance_m and trip_min_seconds counts; just under does not', () => {
    const built = track().park(40).drive(12).park(40);
    const [trip] = detectAll(built.fixes, SETTINGS, DAYS).trips;
    const metres = trip!.distanceM;
    const seconds = (trip!.endTime - trip!.startTime) / 1000;
    const at = { ...SETTINGS, trip_min_distance_m: metres, trip_min_seconds: seconds };
    expect(detectAll(built.fixes, at, DAYS).trips).toHaveLength(1);
    expect(detectAll(built.fixes, { ...at, trip_min_distance_m: metres + 0.001 }, DAYS).trips).toHaveLength(
      0,
    );
    expect(detectAll(built.fixes, { ...at, trip_min_seconds: seconds + 1 }, DAYS).trips).toHaveLength(0);
    // Not a trip: the stops around it are one.
    const merged = detectAll(built.fixes, { ...at, trip_min_seconds: seconds + 1 }, DAYS);
    expect(merged.stops).toHaveLength(0);
    expect(merged.state.stop?.t).toBe(built.fixes[0]!.t);
  });

  it('speed exactly moving_speed_kmh is not moving', () => {
    const built = track().park(40);
    const crawl = built.fixes.map((fix) => ({ ...fix, speed: 5 }));
    expect(detectAll(crawl, SETTINGS, DAYS).state.trip).toBeNull();
  });

  it('sums days in the fleet zone, split at midnight', () => {
    // Parked from 23:00 to 01:00 Riyadh time, engine off.
    const start = T0 - 3600_000;
    const built = track(start).park(721);
    const result = detectAll(built.fixes, SETTINGS, DAYS);
    expect(result.days).toHaveLength(1);
    expect(result.days[0]).toMatchObject({ day: '2026-02-28', stoppedMs: 3600_000, drivingMs: 0 });
    expect(result.state.day).toMatchObject({ day: '2026-03-01', stoppedMs: 3600_000 });
  });

  it('engine-on time of a stop', () => {
    const built = track().park(40, true).drive(60).park(40);
    const { stops } = detectAll(built.fixes, SETTINGS, DAYS);
    expect(stops[0]!.engineOnSeconds).toBe(390);
  });

  it('a device silent while parked: the trip ends at its last fix, the silence is stopped time', () => {
    const built = track().park(40).drive(60);
    const lastMoving = built.fixes[built.fixes.length - 1]!;
    const after = { ...lastMoving, speed: 0, ignition: false, t: lastMoving.t + 3 * 3600_000 };
    const fixes = [...built.fixes, after, { ...after, t: after.t + 10_000 }];
    const { trips, state } = detectAll(fixes, SETTINGS, DAYS);
    expect(trips).toHaveLength(1);
    expect(trips[0]!.endTime).toBe(lastMoving.t);
    expect(state.stop?.t).toBe(lastMoving.t);
    expect(state.day!.drivingMs).toBe(600_000);
  });
});
