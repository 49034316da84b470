import { distanceMeters, type Track } from '@/features/tracking/track/track';
import type { Stop } from '@/features/tracking/track/stops';

export type TrackStats = {
  distanceMeters: number;
  /** Milliseconds from the first to the last fix. */
  durationMs: number;
  /** Duration minus the stops. */
  movingMs: number;
  /** km/h; the highest reported speed, or the highest speed between two fixes when none is reported. */
  maxSpeed: number;
  /** km/h over the moving time (distance / moving time); 0 without movement. */
  avgSpeed: number;
};

/**
 * A jump faster than this between two fixes is a bad fix (a GPS glitch), not travel: it is left out
 * of the distance.
 */
const MAX_PLAUSIBLE_KMH = 300;

export function trackStats(track: Track, stops: readonly Stop[]): TrackStats {
  const n = track.length;
  let distance = 0;
  let maxReported = Number.NaN;
  let maxDerived = 0;
  for (let i = 0; i < n; i++) {
    const speed = track.speed[i]!;
    if (!Number.isNaN(speed) && !(speed <= maxReported)) maxReported = speed;
    if (i === 0) continue;
    const d = distanceMeters(track.lat[i - 1]!, track.lon[i - 1]!, track.lat[i]!, track.lon[i]!);
    const hours = (track.time[i]! - track.time[i - 1]!) / 3_600_000;
    const kmh = hours > 0 ? d / 1000 / hours : Number.POSITIVE_INFINITY;
    if (kmh > MAX_PLAUSIBLE_KMH) continue;
    distance += d;
    if (kmh > maxDerived) maxDerived = kmh;
  }
  const durationMs = n > 1 ? track.time[n - 1]! - track.time[0]! : 0;
  const stopped = stops.reduce((sum, stop) => sum + stop.duration, 0);
  const movingMs = Math.max(0, durationMs - stopped);
  return {
    distanceMeters: distance,
    durationMs,
    movingMs,
    maxSpeed: Number.isNaN(maxReported) ? maxDerived : maxReported,
    avgSpeed: movingMs > 0 ? distance / 1000 / (movingMs / 3_600_000) : 0,
  };
}
