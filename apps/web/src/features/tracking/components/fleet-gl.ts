/*
 * The pure parts of the live fleet's WebGL layer: the instance buffer packing, the icon size by zoom,
 * the projection of a vehicle to the screen and the hit-testing of a pointer. No WebGL here: tested
 * in `fleet-gl.test.ts`.
 */

/** Floats per vehicle in the instance buffer: mercator x, y as high and low float32 parts, course, icon. */
export const INSTANCE_FLOATS = 6;

/**
 * The icon cell of each vehicle in the texture atlas: 0 unknown status, 1.. the live statuses in
 * `LIVE_STATUSES` order (the store's status codes), `HALO_CELL` the selection ring.
 */
export const HALO_CELL = 5;
export const ATLAS_CELLS = 8;
/** Instances drawn nowhere: a freed slot or a vehicle without a position. */
export const HIDDEN = -1;

export function mercatorX(lon: number): number {
  return (180 + lon) / 360;
}

export function mercatorY(lat: number): number {
  const clamped = Math.max(-85.051129, Math.min(85.051129, lat));
  return (180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360))) / 360;
}

/** The float32 nearest to `value` and what float32 loses of it: a double in two floats. */
export function splitDouble(value: number): [number, number] {
  const high = Math.fround(value);
  return [high, Math.fround(value - high)];
}

export type FleetColumns = {
  lat: Float64Array;
  lon: Float64Array;
  course: Float64Array;
  /** 0 none, else 1 + index of the live status. */
  status: Uint8Array;
  used: Uint8Array;
};

/**
 * Writes the given slots of the fleet into the instance buffer and the mercator coordinates (doubles,
 * for hit-testing). A freed slot or one without a position is packed hidden.
 */
export function packSlots(
  fleet: FleetColumns,
  /** The slots to write, or a count: slots 0 to count - 1. */
  slots: ArrayLike<number> | number,
  out: { instances: Float32Array; x: Float64Array; y: Float64Array },
): void {
  const { instances, x, y } = out;
  const visit = (slot: number) => {
    const o = slot * INSTANCE_FLOATS;
    const lat = fleet.lat[slot]!;
    if (!fleet.used[slot] || Number.isNaN(lat)) {
      instances[o + 5] = HIDDEN;
      x[slot] = NaN;
      y[slot] = NaN;
      return;
    }
    const mx = mercatorX(fleet.lon[slot]!);
    const my = mercatorY(lat);
    x[slot] = mx;
    y[slot] = my;
    // Each coordinate as a float32 and what float32 loses of it (see splitDouble), without arrays.
    const xh = Math.fround(mx);
    const yh = Math.fround(my);
    instances[o] = xh;
    instances[o + 1] = yh;
    instances[o + 2] = mx - xh;
    instances[o + 3] = my - yh;
    const course = fleet.course[slot]!;
    instances[o + 4] = Number.isNaN(course) ? 0 : (course * Math.PI) / 180;
    instances[o + 5] = fleet.status[slot]!;
  };
  if (typeof slots === 'number') for (let slot = 0; slot < slots; slot++) visit(slot);
  else for (let i = 0; i < slots.length; i++) visit(slots[i]!);
}

/** Icon size in CSS pixels by zoom, as the symbol layer had it: 22 px × 0.55 at z3, 0.85 at z10, 1.1 at z15. */
export function iconSize(zoom: number): number {
  const stops: [number, number][] = [
    [3, 0.55],
    [10, 0.85],
    [15, 1.1],
  ];
  let scale = stops[0]![1];
  if (zoom >= stops[stops.length - 1]![0]) scale = stops[stops.length - 1]![1];
  else
    for (let i = 1; i < stops.length; i++) {
      const [z0, s0] = stops[i - 1]!;
      const [z1, s1] = stops[i]!;
      if (zoom >= z0 && zoom <= z1) {
        scale = s0 + ((zoom - z0) / (z1 - z0)) * (s1 - s0);
        break;
      }
    }
  return 22 * scale;
}

/** Radius of the selection ring in CSS pixels: 12 at z4 to 20 at z14, plus its 2 px stroke. */
export function haloRadius(zoom: number): number {
  const t = Math.min(1, Math.max(0, (zoom - 4) / 10));
  return 12 + 8 * t + 2;
}

/** What a frame was drawn with: the map's view-projection matrix over world pixels, and their scale. */
export type FrameView = {
  /** Column-major 4×4, world pixels (mercator × worldSize) to clip space. */
  matrix: ArrayLike<number>;
  worldSize: number;
  /** CSS pixels of the canvas. */
  width: number;
  height: number;
};

/** Screen position (CSS pixels) of a mercator point in a frame, or null behind the camera. */
export function project(view: FrameView, mx: number, my: number): [number, number] | null {
  const m = view.matrix;
  const wx = mx * view.worldSize;
  const wy = my * view.worldSize;
  const cx = m[0]! * wx + m[4]! * wy + m[12]!;
  const cy = m[1]! * wx + m[5]! * wy + m[13]!;
  const cw = m[3]! * wx + m[7]! * wy + m[15]!;
  if (cw <= 0) return null;
  return [((cx / cw + 1) / 2) * view.width, ((1 - cy / cw) / 2) * view.height];
}

/**
 * The slot of the vehicle under a pointer: the nearest visible icon centre within `radius` CSS pixels
 * (of those at the same distance, the one drawn last, on top), or -1.
 */
export function hitTest(
  view: FrameView,
  x: Float64Array,
  y: Float64Array,
  visible: (slot: number) => boolean,
  slots: number,
  point: { x: number; y: number },
  radius: number,
): number {
  const m = view.matrix;
  const w = view.worldSize;
  let best = -1;
  let bestDistance = radius * radius;
  for (let slot = 0; slot < slots; slot++) {
    const mx = x[slot]!;
    if (Number.isNaN(mx) || !visible(slot)) continue;
    const wx = mx * w;
    const wy = y[slot]! * w;
    const cw = m[3]! * wx + m[7]! * wy + m[15]!;
    if (cw <= 0) continue;
    const sx = (((m[0]! * wx + m[4]! * wy + m[12]!) / cw + 1) / 2) * view.width;
    const sy = ((1 - (m[1]! * wx + m[5]! * wy + m[13]!) / cw) / 2) * view.height;
    const d = (sx - point.x) ** 2 + (sy - point.y) ** 2;
    if (d <= bestDistance) {
      bestDistance = d;
      best = slot;
    }
  }
  return best;
}
