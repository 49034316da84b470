import type { Track } from '@/features/tracking/track/track';

export type ChartPoint = { t: number; speed: number };

/**
 * The speed line reduced to at most `buckets` points (the highest speed of each time bucket, so peaks
 * survive): a day of 8,640 fixes draws as a few hundred SVG points.
 */
export function speedSeries(track: Track, buckets: number): ChartPoint[] {
  const n = track.length;
  if (n === 0) return [];
  const start = track.time[0]!;
  const span = Math.max(1, track.time[n - 1]! - start);
  if (n <= buckets) {
    const out: ChartPoint[] = [];
    for (let i = 0; i < n; i++) out.push({ t: track.time[i]!, speed: speedAt(track, i) });
    return out;
  }
  const max = new Float64Array(buckets).fill(-1);
  const time = new Float64Array(buckets);
  for (let i = 0; i < n; i++) {
    const b = Math.min(buckets - 1, Math.floor(((track.time[i]! - start) / span) * buckets));
    const speed = speedAt(track, i);
    if (speed > max[b]!) {
      max[b] = speed;
      time[b] = track.time[i]!;
    }
  }
  const out: ChartPoint[] = [];
  for (let b = 0; b < buckets; b++) if (max[b]! >= 0) out.push({ t: time[b]!, speed: max[b]! });
  return out;
}

function speedAt(track: Track, i: number): number {
  const speed = track.speed[i]!;
  return Number.isNaN(speed) ? 0 : speed;
}
