import { mercatorX, mercatorY } from '@/features/tracking/components/fleet-gl';
import type { Track } from '@/features/tracking/track/track';

/*
 * The pure parts of the movement record's WebGL layer: the line's points and the marker points,
 * in mercator units relative to an origin (the track's first point), so float32 keeps them exact at
 * street level. Tested in `fleet-gl.test.ts`.
 */

/** Width of the texture holding the track's points (two floats each): rows of this many points. */
export const POINTS_TEXTURE_WIDTH = 4096;
/** Floats per marker: x, y, kind. */
export const POINT_FLOATS = 3;
export const MARKER_KIND = { start: 0, end: 1, stop: 2 } as const;

export type TrackGeometry = {
  originX: number;
  originY: number;
  /**
   * The track's points (x, y relative to the origin), padded to whole rows of POINTS_TEXTURE_WIDTH:
   * the line's vertex shader reads both ends of its segment from this texture, so no vertex data is
   * built per segment.
   */
  line: Float32Array;
  /** Six vertices (two triangles) per segment. */
  lineVertices: number;
  points: Float32Array;
  pointCount: number;
  /** Bounds in degrees: west, south, east, north (null for an empty track). */
  bounds: [number, number, number, number] | null;
};

export function trackGeometry(track: Track, stops: readonly { lat: number; lon: number }[]): TrackGeometry {
  const n = track.length;
  const originX = n ? mercatorX(track.lon[0]!) : 0;
  const originY = n ? mercatorY(track.lat[0]!) : 0;
  const rows = Math.max(1, Math.ceil(n / POINTS_TEXTURE_WIDTH));
  const line = new Float32Array(rows * POINTS_TEXTURE_WIDTH * 2);
  let west = Infinity;
  let east = -Infinity;
  let south = Infinity;
  let north = -Infinity;
  for (let i = 0; i < n; i++) {
    const lon = track.lon[i]!;
    const lat = track.lat[i]!;
    line[2 * i] = mercatorX(lon) - originX;
    line[2 * i + 1] = mercatorY(lat) - originY;
    if (lon < west) west = lon;
    if (lon > east) east = lon;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  const markers: [number, number, number][] = stops.map((stop) => [
    mercatorX(stop.lon) - originX,
    mercatorY(stop.lat) - originY,
    MARKER_KIND.stop,
  ]);
  if (n > 0) {
    markers.push([0, 0, MARKER_KIND.start]);
    markers.push([line[2 * n - 2]!, line[2 * n - 1]!, MARKER_KIND.end]);
  }
  return {
    originX,
    originY,
    line,
    lineVertices: Math.max(0, n - 1) * 6,
    points: Float32Array.from(markers.flat()),
    pointCount: markers.length,
    bounds: n ? [west, south, east, north] : null,
  };
}
