import type { TrackPosition } from '@fleet/shared/schemas/tracking';

/**
 * A movement record in columns: the playback, the statistics and the chart walk thousands of points,
 * and flat typed arrays keep that fast. `speed` is the reported speed in km/h (NaN when not reported).
 */
export type Track = {
  length: number;
  time: Float64Array;
  lat: Float64Array;
  lon: Float64Array;
  speed: Float64Array;
  course: Float64Array;
};

/**
 * Milliseconds of an ISO time. The server's own form (`2026-03-01T10:00:00.000Z`, as `toISOString`
 * writes it) is read digit by digit, several times faster than `Date.parse` over a day of 8,640
 * fixes; anything else goes to `Date.parse`.
 */
export function parseIsoTime(text: string): number {
  if (text.length === 24 && text.charCodeAt(23) === 90 && text.charCodeAt(10) === 84) {
    let ok = true;
    const num = (from: number, digits: number) => {
      let value = 0;
      for (let i = from; i < from + digits; i++) {
        const c = text.charCodeAt(i) - 48;
        if (c < 0 || c > 9) ok = false;
        value = value * 10 + c;
      }
      return value;
    };
    const year = num(0, 4);
    const month = num(5, 2);
    const day = num(8, 2);
    const hour = num(11, 2);
    const minute = num(14, 2);
    const second = num(17, 2);
    const ms = num(20, 3);
    const separators =
      text[4] === '-' && text[7] === '-' && text[13] === ':' && text[16] === ':' && text[19] === '.';
    // Days past the 28th go to Date.parse, which knows the length of each month.
    if (
      ok &&
      separators &&
      month >= 1 &&
      month <= 12 &&
      day >= 1 &&
      day <= 28 &&
      hour < 24 &&
      minute < 60 &&
      second < 60
    )
      return Date.UTC(year, month - 1, day, hour, minute, second, ms);
  }
  return Date.parse(text);
}

/** Positions in time order (the API's order); points with the same fix time as the previous are dropped. */
export function toTrack(
  positions: readonly Pick<TrackPosition, 'lat' | 'lon' | 'speed' | 'course' | 'fix_time'>[],
): Track {
  const n = positions.length;
  const track: Track = {
    length: 0,
    time: new Float64Array(n),
    lat: new Float64Array(n),
    lon: new Float64Array(n),
    speed: new Float64Array(n),
    course: new Float64Array(n),
  };
  let k = 0;
  for (const p of positions) {
    const t = parseIsoTime(p.fix_time);
    if (Number.isNaN(t) || (k > 0 && t <= track.time[k - 1]!)) continue;
    track.time[k] = t;
    track.lat[k] = p.lat;
    track.lon[k] = p.lon;
    track.speed[k] = p.speed ?? Number.NaN;
    track.course[k] = p.course ?? Number.NaN;
    k++;
  }
  track.length = k;
  return track;
}

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Great-circle distance in metres. */
export function distanceMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Initial bearing from the first point to the second, degrees clockwise from north. */
export function bearingDegrees(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const y = Math.sin((lon2 - lon1) * RAD) * Math.cos(lat2 * RAD);
  const x =
    Math.cos(lat1 * RAD) * Math.sin(lat2 * RAD) -
    Math.sin(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.cos((lon2 - lon1) * RAD);
  return (Math.atan2(y, x) / RAD + 360) % 360;
}

/** Index of the last point at or before `t` (0 before the start). */
export function indexAt(track: Track, t: number): number {
  let lo = 0;
  let hi = track.length - 1;
  if (hi < 0 || t <= track.time[0]!) return 0;
  if (t >= track.time[hi]!) return hi;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (track.time[mid]! <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export type TrackPoint = { lat: number; lon: number; course: number; speed: number; index: number };

/** Where the vehicle was at time `t`, interpolated between the two fixes around it. */
export function pointAt(track: Track, t: number): TrackPoint | null {
  if (track.length === 0) return null;
  const i = indexAt(track, t);
  const j = Math.min(i + 1, track.length - 1);
  const t0 = track.time[i]!;
  const t1 = track.time[j]!;
  const f = j === i || t <= t0 ? 0 : Math.min(1, (t - t0) / (t1 - t0));
  const lat = track.lat[i]! + (track.lat[j]! - track.lat[i]!) * f;
  const lon = track.lon[i]! + (track.lon[j]! - track.lon[i]!) * f;
  const reported = track.course[i]!;
  const moved = j !== i && distanceMeters(track.lat[i]!, track.lon[i]!, track.lat[j]!, track.lon[j]!) > 1;
  const course = moved
    ? bearingDegrees(track.lat[i]!, track.lon[i]!, track.lat[j]!, track.lon[j]!)
    : Number.isNaN(reported)
      ? 0
      : reported;
  const speed = track.speed[i]!;
  return { lat, lon, course, speed: Number.isNaN(speed) ? 0 : speed, index: i };
}
