import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import Flatbush from 'flatbush';
import type { GeofenceType } from '@fleet/shared/schemas/geofences';
import type { GeofenceRow } from '../../db/schema';

const M_PER_DEG_LAT = 110_574;
const M_PER_DEG_LON_EQUATOR = 111_320;

/** minX (lon), minY (lat), maxX, maxY. */
type Box = [number, number, number, number];

/** A geofence ready for the engine: its shape in metres around its own origin, and its bounding box in degrees. */
export interface CompiledGeofence {
  id: number;
  name: string;
  type: GeofenceType;
  speedLimit: number | null;
  /** Empty: every vehicle. */
  vehicleIds: ReadonlySet<number>;
  origin: { lon: number; lat: number; mPerDegLon: number };
  /** Polygon ring (closed, without the repeat) or corridor line, in metres around `origin`. */
  points: [number, number][];
  polygon: { type: 'Polygon'; coordinates: number[][][] } | null;
  /** Circle radius or corridor half width, metres. */
  reach: number;
  /** The shortest chord a transit between two fixes must have inside the zone to count, metres. */
  minChord: number;
  /** A disc holding the whole zone, in metres around `origin`: a track that keeps off it does not cross the zone. */
  disc: { x: number; y: number; radius: number };
  bbox: Box;
}

/** A crossing between two fixes must run at least this far inside the zone (GPS noise clips corners). */
const TRANSIT_MIN_CHORD_M = 20;

function compile(row: GeofenceRow): CompiledGeofence | null {
  const geometry = row.geometry;
  const lonLats: [number, number][] =
    geometry.type === 'Point'
      ? [geometry.coordinates]
      : geometry.type === 'LineString'
        ? geometry.coordinates
        : (geometry.coordinates[0] ?? []);
  if (lonLats.length === 0) return null;
  const [lon0, lat0] = lonLats[0]!;
  const mPerDegLon = M_PER_DEG_LON_EQUATOR * Math.cos((lat0 * Math.PI) / 180);
  const projectLonLat = (lon: number, lat: number): [number, number] => [
    (lon - lon0) * mPerDegLon,
    (lat - lat0) * M_PER_DEG_LAT,
  ];
  const points = lonLats.map(([lon, lat]) => projectLonLat(lon, lat));
  const reach =
    row.type === 'circle' ? (row.radius ?? 0) : row.type === 'corridor' ? (row.width ?? 0) / 2 : 0;
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  for (const [lon, lat] of lonLats) {
    minLon = Math.min(minLon, lon);
    maxLon = Math.max(maxLon, lon);
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
  }
  const padLat = reach / M_PER_DEG_LAT;
  const padLon = reach / Math.max(1, mPerDegLon);
  const size = row.type === 'circle' ? 2 * reach : row.type === 'corridor' ? 2 * reach : Infinity;
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    speedLimit: row.speedLimit,
    vehicleIds: new Set(row.vehicleIds),
    origin: { lon: lon0, lat: lat0, mPerDegLon },
    points:
      row.type === 'polygon' &&
      points.length > 1 &&
      points[0]![0] === points.at(-1)![0] &&
      points[0]![1] === points.at(-1)![1]
        ? points.slice(0, -1)
        : points,
    polygon: geometry.type === 'Polygon' ? geometry : null,
    reach,
    minChord: Math.min(TRANSIT_MIN_CHORD_M, size / 2),
    disc: enclosingDisc(
      allLonLats(geometry).map(([lon, lat]) => projectLonLat(lon, lat)),
      reach,
    ),
    bbox: [minLon - padLon, minLat - padLat, maxLon + padLon, maxLat + padLat],
  };
}

function allLonLats(geometry: GeofenceRow['geometry']): [number, number][] {
  if (geometry.type === 'Point') return [geometry.coordinates];
  return geometry.type === 'LineString' ? geometry.coordinates : geometry.coordinates.flat();
}

/** The disc around the points' box centre through the farthest point, widened by `reach`. */
function enclosingDisc(points: [number, number][], reach: number): CompiledGeofence['disc'] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x = (Math.min(...xs) + Math.max(...xs)) / 2;
  const y = (Math.min(...ys) + Math.max(...ys)) / 2;
  let radius = 0;
  for (const [px, py] of points) radius = Math.max(radius, Math.hypot(px - x, py - y));
  return { x, y, radius: radius + reach };
}

export interface Fix {
  lat: number;
  lon: number;
}

function project(g: CompiledGeofence, fix: Fix): [number, number] {
  return [(fix.lon - g.origin.lon) * g.origin.mPerDegLon, (fix.lat - g.origin.lat) * M_PER_DEG_LAT];
}

function distanceToSegment(p: [number, number], a: [number, number], b: [number, number]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

function distanceToLine(p: [number, number], points: [number, number][]): number {
  if (points.length === 1) return Math.hypot(p[0] - points[0]![0], p[1] - points[0]![1]);
  let best = Infinity;
  for (let i = 0; i + 1 < points.length; i++)
    best = Math.min(best, distanceToSegment(p, points[i]!, points[i + 1]!));
  return best;
}

/** Whether the fix is inside: polygons by point-in-polygon, circles by distance, corridors by distance to the line. */
export function contains(g: CompiledGeofence, fix: Fix): boolean {
  const [minLon, minLat, maxLon, maxLat] = g.bbox;
  if (fix.lon < minLon || fix.lon > maxLon || fix.lat < minLat || fix.lat > maxLat) return false;
  if (g.polygon) return booleanPointInPolygon([fix.lon, fix.lat], g.polygon);
  return distanceToLine(project(g, fix), g.points) <= g.reach;
}

/** Parameter t ∈ [0, 1] where segment ab crosses segment cd, or null. */
function crossing(
  a: [number, number],
  b: [number, number],
  c: [number, number],
  d: [number, number],
): number | null {
  const rx = b[0] - a[0];
  const ry = b[1] - a[1];
  const sx = d[0] - c[0];
  const sy = d[1] - c[1];
  const denominator = rx * sy - ry * sx;
  if (denominator === 0) return null;
  const t = ((c[0] - a[0]) * sy - (c[1] - a[1]) * sx) / denominator;
  const u = ((c[0] - a[0]) * ry - (c[1] - a[1]) * rx) / denominator;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? t : null;
}

/**
 * The part of the straight track from `from` to `to` inside the zone: the first and last parameter (0 at `from`,
 * 1 at `to`) where it is inside, and the length inside in metres; null when it never is. Circles and each
 * piece of a corridor (a capsule: convex) are solved in closed form.
 */
export function insideSpan(
  g: CompiledGeofence,
  from: Fix,
  to: Fix,
): { tIn: number; tOut: number; metres: number } | null {
  const a = project(g, from);
  const b = project(g, to);
  if (keepsOff(g, a, b)) return null;
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const at = (t: number): [number, number] => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  if (g.polygon) {
    const n = g.points.length;
    const ts: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = crossing(a, b, g.points[i]!, g.points[(i + 1) % n]!);
      if (t !== null) ts.push(t);
    }
    ts.sort((x, y) => x - y);
    const bounds = [0, ...ts, 1];
    let tIn = Infinity;
    let tOut = -Infinity;
    let metres = 0;
    for (let i = 0; i + 1 < bounds.length; i++) {
      const t0 = bounds[i]!;
      const t1 = bounds[i + 1]!;
      if (t1 <= t0) continue;
      const middle = at((t0 + t1) / 2);
      const lonLat: Fix = {
        lon: g.origin.lon + middle[0] / g.origin.mPerDegLon,
        lat: g.origin.lat + middle[1] / M_PER_DEG_LAT,
      };
      if (!booleanPointInPolygon([lonLat.lon, lonLat.lat], g.polygon)) continue;
      tIn = Math.min(tIn, t0);
      tOut = Math.max(tOut, t1);
      metres += (t1 - t0) * length;
    }
    return metres > 0 ? { tIn, tOut, metres } : null;
  }
  // A circle is a capsule of one point; a corridor, the capsules around its pieces.
  let tIn = Infinity;
  let tOut = -Infinity;
  const last = Math.max(1, g.points.length - 1);
  for (let i = 0; i < last; i++) {
    const c = g.points[i]!;
    const d = g.points[Math.min(i + 1, g.points.length - 1)]!;
    const span = capsuleSpan(a, b, c, d, g.reach);
    if (!span) continue;
    tIn = Math.min(tIn, span[0]);
    tOut = Math.max(tOut, span[1]);
  }
  return tOut >= tIn ? { tIn, tOut, metres: (tOut - tIn) * length } : null;
}

/**
 * Rounding in the exact tests below is a matter of nanometres: a track a metre off the zone's disc finds no span
 * there either.
 */
const KEEPS_OFF_MARGIN_M = 1;

/** Whether the track from a to b keeps clear of the zone's disc: most tracks near a zone miss it. */
function keepsOff(g: CompiledGeofence, a: [number, number], b: [number, number]): boolean {
  const { x, y, radius } = g.disc;
  return distanceToSegment([x, y], a, b) > radius + KEEPS_OFF_MARGIN_M;
}

type Span = [number, number];

/** Where t ∈ [0, 1] has `k0 + k1·t` within [lo, hi]. */
function linearSpan(k0: number, k1: number, lo: number, hi: number): Span | null {
  let from = 0;
  let to = 1;
  if (k1 === 0) return k0 >= lo && k0 <= hi ? [0, 1] : null;
  const t1 = (lo - k0) / k1;
  const t2 = (hi - k0) / k1;
  from = Math.max(from, Math.min(t1, t2));
  to = Math.min(to, Math.max(t1, t2));
  return from <= to ? [from, to] : null;
}

/** Where t ∈ [0, 1] puts a + t·(b − a) within `r` of the point c. */
function discSpan(a: [number, number], b: [number, number], c: [number, number], r: number): Span | null {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const fx = a[0] - c[0];
  const fy = a[1] - c[1];
  const qa = dx * dx + dy * dy;
  const qc = fx * fx + fy * fy - r * r;
  if (qa === 0) return qc <= 0 ? [0, 1] : null;
  const qb = 2 * (fx * dx + fy * dy);
  const discriminant = qb * qb - 4 * qa * qc;
  if (discriminant < 0) return null;
  const root = Math.sqrt(discriminant);
  const from = Math.max(0, (-qb - root) / (2 * qa));
  const to = Math.min(1, (-qb + root) / (2 * qa));
  return from <= to ? [from, to] : null;
}

/**
 * Where t ∈ [0, 1] puts a + t·(b − a) within `r` of the segment cd. The capsule is convex, so that is one
 * interval: the hull of the spans in the discs at both ends and in the band along the segment.
 */
function capsuleSpan(
  a: [number, number],
  b: [number, number],
  c: [number, number],
  d: [number, number],
  r: number,
): Span | null {
  let from = Infinity;
  let to = -Infinity;
  const add = (span: Span | null) => {
    if (!span) return;
    from = Math.min(from, span[0]);
    to = Math.max(to, span[1]);
  };
  add(discSpan(a, b, c, r));
  const ux = d[0] - c[0];
  const uy = d[1] - c[1];
  const length = Math.hypot(ux, uy);
  if (length > 0) {
    add(discSpan(a, b, d, r));
    const vx = ux / length;
    const vy = uy / length;
    const ax = a[0] - c[0];
    const ay = a[1] - c[1];
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    // Along the segment: 0 ≤ (p − c)·v ≤ length; across it: |(p − c) × v| ≤ r.
    const along = linearSpan(ax * vx + ay * vy, dx * vx + dy * vy, 0, length);
    const across = linearSpan(ax * vy - ay * vx, dx * vy - dy * vx, -r, r);
    if (along && across) {
      const span: Span = [Math.max(along[0], across[0]), Math.min(along[1], across[1])];
      if (span[0] <= span[1]) add(span);
    }
  }
  return from <= to ? [from, to] : null;
}

/** A query never meets a box away from every cell of the coarse grid below. */
const NOTHING_NEAR: readonly CompiledGeofence[] = Object.freeze([]);

/** Grid cells per side at most (a megabyte), and the cells a query may span before the grid is not asked. */
const MAX_CELLS_PER_SIDE = 1024;
const MAX_CELLS_PER_QUERY = 64;

/**
 * Which cells of a coarse grid over the boxes some box touches. Most fixes are near no zone, and the grid tells so
 * for a fraction of a tree search. Exact in that direction: a box and a query that meet touch a common cell (both
 * are mapped to cells by the same monotonic function).
 */
class Occupancy {
  private readonly x0: number;
  private readonly y0: number;
  private readonly x1: number;
  private readonly y1: number;
  private readonly columns: number;
  private readonly rows: number;
  private readonly perColumn: number;
  private readonly perRow: number;
  private readonly cells: Uint8Array;

  /** Null when the boxes' extent is not finite (the tree is then always searched). */
  static over(boxes: readonly Box[]): Occupancy | null {
    // A box given upside down still marks its cells: the tree may find it for a query across it.
    const hulls = boxes.map(([x0, y0, x1, y1]): Box => [
      Math.min(x0, x1),
      Math.min(y0, y1),
      Math.max(x0, x1),
      Math.max(y0, y1),
    ]);
    let [x0, y0, x1, y1] = hulls[0]!;
    for (const hull of hulls) {
      x0 = Math.min(x0, hull[0]);
      y0 = Math.min(y0, hull[1]);
      x1 = Math.max(x1, hull[2]);
      y1 = Math.max(y1, hull[3]);
    }
    const extent: Box = [x0, y0, x1, y1];
    return extent.every(Number.isFinite) ? new Occupancy(hulls, extent) : null;
  }

  private constructor(boxes: readonly Box[], extent: Box) {
    [this.x0, this.y0, this.x1, this.y1] = extent;
    // Cells a quarter of a typical box: a box then marks little more than its own area.
    const cellWidth = Math.max(
      median(boxes.map((box) => box[2] - box[0])) / 4,
      (this.x1 - this.x0) / MAX_CELLS_PER_SIDE,
    );
    const cellHeight = Math.max(
      median(boxes.map((box) => box[3] - box[1])) / 4,
      (this.y1 - this.y0) / MAX_CELLS_PER_SIDE,
    );
    this.perColumn = cellWidth > 0 ? 1 / cellWidth : 0;
    this.perRow = cellHeight > 0 ? 1 / cellHeight : 0;
    this.columns = Math.min(MAX_CELLS_PER_SIDE, Math.floor((this.x1 - this.x0) * this.perColumn) + 1);
    this.rows = Math.min(MAX_CELLS_PER_SIDE, Math.floor((this.y1 - this.y0) * this.perRow) + 1);
    this.cells = new Uint8Array(this.columns * this.rows);
    for (const [minX, minY, maxX, maxY] of boxes) {
      const c0 = this.column(minX);
      const c1 = this.column(maxX);
      for (let r = this.row(minY); r <= this.row(maxY); r++)
        this.cells.fill(1, r * this.columns + c0, r * this.columns + c1 + 1);
    }
  }

  private column(x: number): number {
    return Math.min(this.columns - 1, Math.max(0, Math.floor((x - this.x0) * this.perColumn)));
  }

  private row(y: number): number {
    return Math.min(this.rows - 1, Math.max(0, Math.floor((y - this.y0) * this.perRow)));
  }

  /** False when no box can meet the query; true when one may (or the query is too large, or not a number, to tell). */
  mayMeet(minX: number, minY: number, maxX: number, maxY: number): boolean {
    if (!(minX <= maxX && minY <= maxY)) return true;
    if (maxX < this.x0 || maxY < this.y0 || minX > this.x1 || minY > this.y1) return false;
    const c0 = this.column(minX);
    const c1 = this.column(maxX);
    const r0 = this.row(minY);
    const r1 = this.row(maxY);
    if ((c1 - c0 + 1) * (r1 - r0 + 1) > MAX_CELLS_PER_QUERY) return true;
    for (let r = r0; r <= r1; r++)
      for (let c = c0; c <= c1; c++) if (this.cells[r * this.columns + c] === 1) return true;
    return false;
  }
}

function median(values: number[]): number {
  return values.sort((a, b) => a - b)[values.length >> 1]!;
}

/**
 * Every active geofence, indexed by bounding box (flatbush): a fix is tested exactly only against the few whose box
 * holds it, and the tree is searched only where the occupancy grid says a box may be.
 */
export class GeofenceIndex {
  readonly byId: ReadonlyMap<number, CompiledGeofence>;
  private readonly list: CompiledGeofence[];
  private readonly tree: Flatbush | null;
  private readonly occupancy: Occupancy | null;

  constructor(rows: readonly GeofenceRow[]) {
    this.list = rows.flatMap((row) => {
      const compiled = row.status ? compile(row) : null;
      return compiled ? [compiled] : [];
    });
    this.byId = new Map(this.list.map((g) => [g.id, g]));
    if (this.list.length === 0) {
      this.tree = null;
      this.occupancy = null;
      return;
    }
    const tree = new Flatbush(this.list.length);
    for (const g of this.list) tree.add(...g.bbox);
    tree.finish();
    this.tree = tree;
    this.occupancy = Occupancy.over(this.list.map((g) => g.bbox));
  }

  get size(): number {
    return this.list.length;
  }

  /** Geofences whose box meets the box of the two fixes (the track between them), in the tree's order. */
  candidates(a: Fix, b: Fix): readonly CompiledGeofence[] {
    if (!this.tree) return NOTHING_NEAR;
    const minX = Math.min(a.lon, b.lon);
    const minY = Math.min(a.lat, b.lat);
    const maxX = Math.max(a.lon, b.lon);
    const maxY = Math.max(a.lat, b.lat);
    if (this.occupancy && !this.occupancy.mayMeet(minX, minY, maxX, maxY)) return NOTHING_NEAR;
    const found = this.tree.search(minX, minY, maxX, maxY);
    return found.length === 0 ? NOTHING_NEAR : found.map((i) => this.list[i]!);
  }
}
