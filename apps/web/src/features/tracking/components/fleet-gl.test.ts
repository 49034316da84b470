import { describe, expect, it } from 'vitest';
import {
  HIDDEN,
  INSTANCE_FLOATS,
  haloRadius,
  hitTest,
  iconSize,
  mercatorX,
  mercatorY,
  packSlots,
  project,
  splitDouble,
  type FrameView,
} from '@/features/tracking/components/fleet-gl';
import { POINTS_TEXTURE_WIDTH, trackGeometry, MARKER_KIND } from '@/features/tracking/components/track-gl';
import { matrixAround } from '@/features/tracking/components/gl-program';
import { toTrack } from '@/features/tracking/track/track';

/**
 * A flat top-down view as MapLibre builds it for bearing 0 and pitch 0, reduced to what matters here:
 * world pixels around the centre scaled to clip space (y up). Column-major.
 */
function topDownView(
  centerLon: number,
  centerLat: number,
  zoom: number,
  width = 800,
  height = 600,
): FrameView {
  const worldSize = 512 * 2 ** zoom;
  const cx = mercatorX(centerLon) * worldSize;
  const cy = mercatorY(centerLat) * worldSize;
  const sx = 2 / width;
  const sy = -2 / height;
  const matrix = [sx, 0, 0, 0, 0, sy, 0, 0, 0, 0, 1, 0, -cx * sx, -cy * sy, 0, 1];
  return { matrix, worldSize, width, height };
}

function columns(points: { lat: number; lon: number; course?: number; status?: number }[]) {
  const n = points.length;
  return {
    lat: Float64Array.from(points.map((p) => p.lat)),
    lon: Float64Array.from(points.map((p) => p.lon)),
    course: Float64Array.from(points.map((p) => p.course ?? NaN)),
    status: Uint8Array.from(points.map((p) => p.status ?? 1)),
    used: new Uint8Array(n).fill(1),
  };
}

describe('fleet layer: mercator and float32 precision', () => {
  it('maps longitude and latitude to mercator units', () => {
    expect(mercatorX(-180)).toBe(0);
    expect(mercatorX(0)).toBe(0.5);
    expect(mercatorY(0)).toBeCloseTo(0.5, 12);
    expect(mercatorY(85.051129)).toBeCloseTo(0, 6);
    expect(mercatorY(24.7)).toBeLessThan(0.5);
  });

  it('splits a double into two float32 parts that sum back to it within a nanometre of mercator', () => {
    const value = mercatorX(46.6753123456);
    const [high, low] = splitDouble(value);
    expect(Math.fround(high)).toBe(high);
    expect(Math.fround(low)).toBe(low);
    expect(Math.abs(high + low - value)).toBeLessThan(1e-14);
    // float32 alone would be off by up to ~3e-8 (metres at street level).
    expect(Math.abs(high - value)).toBeGreaterThan(0);
  });
});

describe('fleet layer: buffer packing', () => {
  it('packs position (high, low), course in radians and icon cell; hides freed slots and missing positions', () => {
    const fleet = columns([
      { lat: 24.7, lon: 46.7, course: 90, status: 2 },
      { lat: NaN, lon: 0 },
      { lat: 21.5, lon: 39.2 },
    ]);
    fleet.used[2] = 0;
    const out = {
      instances: new Float32Array(3 * INSTANCE_FLOATS),
      x: new Float64Array(3),
      y: new Float64Array(3),
    };
    packSlots(fleet, [0, 1, 2], out);
    const [xh, xl] = splitDouble(mercatorX(46.7));
    expect(out.instances[0]).toBe(xh);
    expect(out.instances[2]).toBe(xl);
    expect(out.instances[4]).toBeCloseTo(Math.PI / 2, 6);
    expect(out.instances[5]).toBe(2);
    expect(out.x[0]).toBe(mercatorX(46.7));
    expect(out.instances[INSTANCE_FLOATS + 5]).toBe(HIDDEN);
    expect(out.instances[2 * INSTANCE_FLOATS + 5]).toBe(HIDDEN);
    expect(Number.isNaN(out.x[1]!)).toBe(true);
    expect(Number.isNaN(out.x[2]!)).toBe(true);
  });

  it('repacks only the slots it is given', () => {
    const fleet = columns([
      { lat: 24.7, lon: 46.7 },
      { lat: 24.8, lon: 46.8 },
    ]);
    const out = {
      instances: new Float32Array(2 * INSTANCE_FLOATS),
      x: new Float64Array(2),
      y: new Float64Array(2),
    };
    packSlots(fleet, [0, 1], out);
    fleet.lat[0] = 25;
    fleet.lat[1] = 26;
    packSlots(fleet, Int32Array.of(1), out);
    expect(out.y[0]).toBe(mercatorY(24.7));
    expect(out.y[1]).toBe(mercatorY(26));
  });
});

describe('fleet layer: sizes by zoom', () => {
  it('follows the symbol layer it replaces: 22 px × 0.55 at z3, × 0.85 at z10, × 1.1 from z15', () => {
    expect(iconSize(0)).toBeCloseTo(22 * 0.55);
    expect(iconSize(3)).toBeCloseTo(22 * 0.55);
    expect(iconSize(10)).toBeCloseTo(22 * 0.85);
    expect(iconSize(12.5)).toBeCloseTo(22 * 0.975);
    expect(iconSize(18)).toBeCloseTo(22 * 1.1);
    expect(haloRadius(4)).toBe(14);
    expect(haloRadius(14)).toBe(22);
  });
});

describe('fleet layer: projection and hit-testing', () => {
  const view = topDownView(46.7, 24.7, 12);

  it('projects the view centre to the middle of the canvas, east to the right, north up', () => {
    const [x, y] = project(view, mercatorX(46.7), mercatorY(24.7))!;
    expect(x).toBeCloseTo(400, 6);
    expect(y).toBeCloseTo(300, 6);
    const [ex] = project(view, mercatorX(46.71), mercatorY(24.7))!;
    const [, ny] = project(view, mercatorX(46.7), mercatorY(24.71))!;
    expect(ex).toBeGreaterThan(400);
    expect(ny).toBeLessThan(300);
  });

  it('finds the nearest visible vehicle within the radius, none outside it', () => {
    const fleet = columns([
      { lat: 24.7, lon: 46.7 },
      { lat: 24.7, lon: 46.7005 },
      { lat: 24.71, lon: 46.71 },
    ]);
    const out = {
      instances: new Float32Array(3 * INSTANCE_FLOATS),
      x: new Float64Array(3),
      y: new Float64Array(3),
    };
    packSlots(fleet, [0, 1, 2], out);
    const all = () => true;
    const [x1, y1] = project(view, out.x[1]!, out.y[1]!)!;
    expect(hitTest(view, out.x, out.y, all, 3, { x: x1 + 2, y: y1 - 2 }, 10)).toBe(1);
    expect(hitTest(view, out.x, out.y, all, 3, { x: 400, y: 300 }, 10)).toBe(0);
    expect(hitTest(view, out.x, out.y, all, 3, { x: 10, y: 10 }, 10)).toBe(-1);
    // A vehicle filtered out (by status) is not hit; the next nearest within the radius is.
    const notFirst = (slot: number) => slot !== 0;
    const [x0] = project(view, out.x[0]!, out.y[0]!)!;
    const gap = x1 - x0;
    expect(hitTest(view, out.x, out.y, notFirst, 3, { x: 400, y: 300 }, gap + 1)).toBe(1);
    expect(hitTest(view, out.x, out.y, notFirst, 3, { x: 400, y: 300 }, gap - 1)).toBe(-1);
  });

  it('of two icons on the same spot, hits the one drawn last (on top)', () => {
    const fleet = columns([
      { lat: 24.7, lon: 46.7 },
      { lat: 24.7, lon: 46.7 },
    ]);
    const out = {
      instances: new Float32Array(2 * INSTANCE_FLOATS),
      x: new Float64Array(2),
      y: new Float64Array(2),
    };
    packSlots(fleet, [0, 1], out);
    expect(hitTest(view, out.x, out.y, () => true, 2, { x: 400, y: 300 }, 5)).toBe(1);
  });

  it('applies the matrix around an origin exactly as around zero (the shaders work on offsets)', () => {
    const ox = mercatorX(46.7);
    const oy = mercatorY(24.7);
    const { pc, ax, ay } = matrixAround(view.matrix, view.worldSize, ox, oy);
    const dx = mercatorX(46.71) - ox;
    const dy = mercatorY(24.69) - oy;
    const clip = [0, 1, 3].map((i) => pc[i]! + ax[i]! * dx + ay[i]! * dy);
    const [x, y] = project(view, ox + dx, oy + dy)!;
    expect(((clip[0]! / clip[2]! + 1) / 2) * view.width).toBeCloseTo(x, 6);
    expect(((1 - clip[1]! / clip[2]!) / 2) * view.height).toBeCloseTo(y, 6);
  });
});

describe('track layer geometry', () => {
  const at = (i: number, lat: number, lon: number) => ({
    lat,
    lon,
    speed: 30,
    course: 0,
    fix_time: new Date(Date.UTC(2026, 2, 1) + i * 10_000).toISOString(),
  });

  it('puts the points relative to the first in a texture of whole rows, with start, end and stop markers', () => {
    const track = toTrack([at(0, 24.7, 46.7), at(1, 24.71, 46.72), at(2, 24.72, 46.71)]);
    const geometry = trackGeometry(track, [{ lat: 24.71, lon: 46.72 }]);
    expect(geometry.line.length).toBe(POINTS_TEXTURE_WIDTH * 2);
    expect(geometry.lineVertices).toBe(12);
    expect(geometry.line[0]).toBe(0);
    expect(geometry.line[1]).toBe(0);
    expect(geometry.line[2]).toBeCloseTo(mercatorX(46.72) - mercatorX(46.7), 9);
    expect(geometry.line[5]).toBeCloseTo(mercatorY(24.72) - mercatorY(24.7), 9);
    expect(geometry.originX).toBe(mercatorX(46.7));
    expect(geometry.bounds).toEqual([46.7, 24.7, 46.72, 24.72]);
    expect(geometry.pointCount).toBe(3);
    expect(geometry.points[0]).toBeCloseTo(mercatorX(46.72) - mercatorX(46.7), 9);
    expect(geometry.points[1]).toBeCloseTo(mercatorY(24.71) - mercatorY(24.7), 9);
    expect(geometry.points[2]).toBe(MARKER_KIND.stop);
    expect(geometry.points[5]).toBe(MARKER_KIND.start);
    expect(geometry.points[8]).toBe(MARKER_KIND.end);
  });

  it('a day of 8,640 points takes three rows; an empty record nothing to draw', () => {
    const points = Array.from({ length: 8640 }, (_, i) => at(i, 24.7 + i * 1e-5, 46.7));
    const geometry = trackGeometry(toTrack(points), []);
    expect(geometry.line.length).toBe(3 * POINTS_TEXTURE_WIDTH * 2);
    expect(geometry.lineVertices).toBe(8639 * 6);
    const empty = trackGeometry(toTrack([]), []);
    expect(empty.lineVertices).toBe(0);
    expect(empty.pointCount).toBe(0);
    expect(empty.bounds).toBeNull();
  });
});
