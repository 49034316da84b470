/**
 * Plane geometry on [lon, lat] pairs that both sides need to validate a geofence the same way: the form
 * refuses what the server would. Small enough to need no library; the server's event engine uses its own
 * spatial index and point-in-polygon library for the hot path.
 */
export type LonLat = [number, number];

const same = (a: LonLat, b: LonLat) => a[0] === b[0] && a[1] === b[1];

/** The ring's distinct vertices: the closing repeat of the first vertex and consecutive repeats removed. */
export function ringVertices(ring: readonly LonLat[]): LonLat[] {
  const out: LonLat[] = [];
  for (const point of ring) if (!out.length || !same(out[out.length - 1]!, point)) out.push(point);
  while (out.length > 1 && same(out[0]!, out[out.length - 1]!)) out.pop();
  return out;
}

function orientation(a: LonLat, b: LonLat, c: LonLat): number {
  const value = (b[1] - a[1]) * (c[0] - b[0]) - (b[0] - a[0]) * (c[1] - b[1]);
  return value === 0 ? 0 : value > 0 ? 1 : -1;
}

function onSegment(a: LonLat, b: LonLat, p: LonLat): boolean {
  return (
    Math.min(a[0], b[0]) <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= p[1] &&
    p[1] <= Math.max(a[1], b[1])
  );
}

/** True when segments ab and cd share a point (touching and collinear overlaps count). */
export function segmentsIntersect(a: LonLat, b: LonLat, c: LonLat, d: LonLat): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}

/**
 * True when two non-adjacent edges of the closed ring meet, or the ring doubles back on itself (adjacent
 * edges overlapping). Quadratic: rings are limited to MAX_GEOFENCE_VERTICES.
 */
export function ringSelfIntersects(ring: readonly LonLat[]): boolean {
  const v = ringVertices(ring);
  const n = v.length;
  if (n < 3) return false;
  for (let i = 0; i < n; i++) {
    const a = v[i]!;
    const b = v[(i + 1) % n]!;
    for (let j = i + 1; j < n; j++) {
      const c = v[j]!;
      const d = v[(j + 1) % n]!;
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) {
        // Adjacent edges share one vertex; they intersect wrongly only when they fold back onto each other.
        const shared = j === i + 1 ? b : a;
        const other1 = j === i + 1 ? a : b;
        const other2 = j === i + 1 ? d : c;
        if (orientation(other1, shared, other2) === 0 && onSegment(shared, other1, other2)) return true;
        if (orientation(other1, shared, other2) === 0 && onSegment(shared, other2, other1)) return true;
        continue;
      }
      if (segmentsIntersect(a, b, c, d)) return true;
    }
  }
  return false;
}

/** Twice the signed area in degrees² (0 for a degenerate ring: every vertex on one line). */
export function ringArea2(ring: readonly LonLat[]): number {
  const v = ringVertices(ring);
  let sum = 0;
  for (let i = 0; i < v.length; i++) {
    const a = v[i]!;
    const b = v[(i + 1) % v.length]!;
    sum += a[0] * b[1] - b[0] * a[1];
  }
  return sum;
}

/** True when every vertex lies on one line (a ring with no area at all, unlike a bow tie whose halves cancel). */
export function ringCollinear(ring: readonly LonLat[]): boolean {
  const v = ringVertices(ring);
  if (v.length < 3) return true;
  const [a, b] = v as [LonLat, LonLat];
  return v.every((point) => orientation(a, b, point) === 0);
}
