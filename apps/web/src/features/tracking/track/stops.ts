import { distanceMeters, type Track } from '@/features/tracking/track/track';

/** A vehicle standing still for more than a few minutes (spec: stops listed with durations). */
export type Stop = {
  /** Indices of the first and last point of the stop in the track. */
  from: number;
  to: number;
  lat: number;
  lon: number;
  start: number;
  end: number;
  /** Milliseconds. */
  duration: number;
};

export type StopOptions = { minDurationMs: number; radiusMeters: number };
export const DEFAULT_STOP_OPTIONS: StopOptions = { minDurationMs: 5 * 60_000, radiusMeters: 60 };

/**
 * Runs of consecutive points that stay within `radiusMeters` of the run's first point for at least
 * `minDurationMs`. A silent device (no reports while parked) counts: the time between two reports at
 * the same place is part of the stop. Drift of a parked GPS stays inside the radius.
 */
export function detectStops(track: Track, options: StopOptions = DEFAULT_STOP_OPTIONS): Stop[] {
  const stops: Stop[] = [];
  const { lat, lon, time } = track;
  let i = 0;
  while (i < track.length) {
    let j = i + 1;
    while (j < track.length && distanceMeters(lat[i]!, lon[i]!, lat[j]!, lon[j]!) <= options.radiusMeters)
      j++;
    const last = j - 1;
    const duration = time[last]! - time[i]!;
    if (last > i && duration >= options.minDurationMs) {
      let sumLat = 0;
      let sumLon = 0;
      for (let k = i; k <= last; k++) {
        sumLat += lat[k]!;
        sumLon += lon[k]!;
      }
      const count = last - i + 1;
      stops.push({
        from: i,
        to: last,
        lat: sumLat / count,
        lon: sumLon / count,
        start: time[i]!,
        end: time[last]!,
        duration,
      });
      i = j;
    } else {
      i++;
    }
  }
  return stops;
}
