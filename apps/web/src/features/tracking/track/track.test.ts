import { describe, expect, it } from 'vitest';
import { DEFAULT_STOP_OPTIONS, detectStops } from '@/features/tracking/track/stops';
import { trackStats } from '@/features/tracking/track/stats';
import { distanceMeters, indexAt, parseIsoTime, pointAt, toTrack } from '@/features/tracking/track/track';

const T0 = Date.parse('2026-03-01T06:00:00Z');
/** Roughly 111 m per 0.001° of latitude. */
const DEG_PER_100M = 100 / 111_195;

type P = { lat: number; lon: number; speed: number | null; course: number | null; fix_time: string };
function at(seconds: number, lat: number, lon = 46.7, speed: number | null = null): P {
  return { lat, lon, speed, course: null, fix_time: new Date(T0 + seconds * 1000).toISOString() };
}

/** Northwards at `kmh` for `seconds`, one fix every 10 s, from `lat`, starting at `start` seconds. */
function drive(start: number, seconds: number, lat: number, kmh: number): P[] {
  const out: P[] = [];
  for (let s = 0; s <= seconds; s += 10)
    out.push(at(start + s, lat + ((kmh / 3.6) * s * DEG_PER_100M) / 100, 46.7, kmh));
  return out;
}
/** Parked at `lat` with small GPS drift, one fix every 30 s. */
function park(start: number, seconds: number, lat: number): P[] {
  const out: P[] = [];
  for (let s = 0; s <= seconds; s += 30) out.push(at(start + s, lat + ((s / 30) % 3) * 0.00005, 46.7, 0));
  return out;
}

describe('track times', () => {
  it('reads ISO times exactly as Date.parse does', () => {
    for (const text of [
      '2026-03-01T10:00:00.000Z',
      '2026-11-24T04:22:56.123Z',
      '1999-12-28T23:59:59.999Z',
      '2024-02-29T12:00:00.000Z',
      '2026-01-31T00:00:00.000Z',
      '2026-03-01T10:00:00Z',
      '2026-03-01T13:00:00.000+03:00',
      '2026-13-01T10:00:00.000Z',
      '2026-03-01T25:00:00.000Z',
      '2026-0x-01T10:00:00.000Z',
      'not a time at all, 24 ch',
    ])
      expect([text, parseIsoTime(text)]).toEqual([text, Date.parse(text)]);
  });
});

describe('track geometry', () => {
  it('distance between two fixes in metres', () => {
    expect(distanceMeters(24.7, 46.7, 24.7 + 10 * DEG_PER_100M, 46.7)).toBeCloseTo(1000, 0);
    expect(distanceMeters(24.7136, 46.6753, 21.4858, 39.1925)).toBeGreaterThan(840_000);
    expect(distanceMeters(24.7136, 46.6753, 21.4858, 39.1925)).toBeLessThan(850_000);
  });

  it('drops points out of time order and finds the point at a time, interpolated', () => {
    const track = toTrack([at(0, 24), at(10, 24.001), at(5, 25), at(20, 24.002)]);
    expect(track.length).toBe(3);
    expect(indexAt(track, T0 + 15_000)).toBe(1);
    expect(indexAt(track, T0 - 1)).toBe(0);
    expect(indexAt(track, T0 + 99_000)).toBe(2);
    const middle = pointAt(track, T0 + 15_000)!;
    expect(middle.lat).toBeCloseTo(24.0015, 6);
    // Heading north.
    expect(middle.course).toBeCloseTo(0, 0);
  });
});

describe('stop detection', () => {
  it('finds a 10-minute stop between two drives, with its duration and place', () => {
    const first = drive(0, 600, 24.7, 50);
    const stopLat = first.at(-1)!.lat;
    const parked = park(610, 600, stopLat);
    const second = drive(1240, 600, stopLat, 50);
    const stops = detectStops(toTrack([...first, ...parked, ...second]));
    expect(stops).toHaveLength(1);
    const [stop] = stops;
    expect(stop!.duration).toBeGreaterThanOrEqual(10 * 60_000);
    expect(stop!.duration).toBeLessThan(11 * 60_000 + 1);
    expect(distanceMeters(stop!.lat, stop!.lon, stopLat, 46.7)).toBeLessThan(20);
  });

  it('a halt shorter than the minimum (a traffic light) is not a stop', () => {
    const first = drive(0, 300, 24.7, 40);
    const light = park(310, 90, first.at(-1)!.lat);
    const second = drive(410, 300, first.at(-1)!.lat, 40);
    expect(detectStops(toTrack([...first, ...light, ...second]))).toEqual([]);
  });

  it('a device silent while parked still makes a stop: two reports at one place an hour apart', () => {
    const track = toTrack([...drive(0, 300, 24.7, 40), at(3900, 24.7 + 0.0309), at(7500, 24.7 + 0.0309)]);
    const stops = detectStops(track, DEFAULT_STOP_OPTIONS);
    expect(stops).toHaveLength(1);
    expect(stops[0]!.duration).toBeGreaterThanOrEqual(3600_000);
  });

  it('slow steady driving is no stop', () => {
    expect(detectStops(toTrack(drive(0, 3600, 24.7, 12)))).toEqual([]);
  });
});

describe('distance and speed statistics', () => {
  it('an hour at 60 km/h: 60 km, max 60, average 60', () => {
    const stats = trackStats(toTrack(drive(0, 3600, 24.7, 60)), []);
    expect(stats.distanceMeters / 1000).toBeCloseTo(60, 0);
    expect(stats.durationMs).toBe(3600_000);
    expect(stats.maxSpeed).toBe(60);
    expect(stats.avgSpeed).toBeCloseTo(60, 0);
  });

  it('the average is over moving time: stops do not lower it', () => {
    const first = drive(0, 1800, 24.7, 80);
    const parked = park(1810, 1800, first.at(-1)!.lat);
    const track = toTrack([...first, ...parked, ...drive(3620, 1800, first.at(-1)!.lat, 40)]);
    const stops = detectStops(track);
    const stats = trackStats(track, stops);
    expect(stops).toHaveLength(1);
    expect(stats.distanceMeters / 1000).toBeCloseTo(60, 0);
    expect(stats.maxSpeed).toBe(80);
    expect(stats.avgSpeed).toBeGreaterThan(55);
    expect(stats.avgSpeed).toBeLessThan(65);
  });

  it('without reported speeds the maximum comes from the fixes; a GPS jump is left out', () => {
    const points = drive(0, 600, 24.7, 36).map((p) => ({ ...p, speed: null }));
    points.splice(30, 0, { ...points[30]!, lat: 26, fix_time: new Date(T0 + 299_000).toISOString() });
    const stats = trackStats(toTrack(points), []);
    expect(stats.maxSpeed).toBeCloseTo(36, 0);
    expect(stats.distanceMeters / 1000).toBeLessThan(6.5);
  });

  it('a single fix or none: zero everywhere', () => {
    expect(trackStats(toTrack([at(0, 24)]), [])).toEqual({
      distanceMeters: 0,
      durationMs: 0,
      movingMs: 0,
      maxSpeed: 0,
      avgSpeed: 0,
    });
  });
});
