/** [lat, lon] points along a road, in driving order. */
export type Polyline = readonly (readonly [number, number])[];

/**
 * A few of Riyadh's main roads, traced from the map at a few hundred metres' resolution: enough for plausible
 * movement on the live map (vehicles drive along a road there and back), not for routing.
 */
export const RIYADH_ROADS: Readonly<Record<string, Polyline>> = {
  kingFahdRoad: [
    [24.6472, 46.7158],
    [24.6631, 46.7061],
    [24.6802, 46.6929],
    [24.6903, 46.6851],
    [24.7003, 46.679],
    [24.7113, 46.6742],
    [24.7252, 46.6659],
    [24.7401, 46.6561],
    [24.7602, 46.6449],
    [24.7751, 46.6368],
    [24.7902, 46.6289],
  ],
  olayaStreet: [
    [24.6901, 46.688],
    [24.7001, 46.6829],
    [24.7108, 46.6762],
    [24.7251, 46.6681],
    [24.7399, 46.6592],
    [24.7548, 46.6508],
  ],
  kingAbdullahRoad: [
    [24.7271, 46.6152],
    [24.7262, 46.6401],
    [24.7251, 46.6602],
    [24.7241, 46.6801],
    [24.7232, 46.7003],
    [24.7221, 46.7251],
    [24.7209, 46.7502],
    [24.7198, 46.7751],
  ],
  makkahRoad: [
    [24.6889, 46.6401],
    [24.6921, 46.6652],
    [24.6952, 46.6851],
    [24.7001, 46.7052],
    [24.7049, 46.7301],
    [24.7102, 46.7552],
    [24.7151, 46.7801],
  ],
  northernRingRoad: [
    [24.7621, 46.6251],
    [24.7699, 46.6502],
    [24.7761, 46.6749],
    [24.7801, 46.7001],
    [24.7811, 46.7252],
    [24.7779, 46.7501],
    [24.7701, 46.7749],
  ],
  easternRingRoad: [
    [24.7701, 46.7749],
    [24.7452, 46.7851],
    [24.7199, 46.7902],
    [24.6951, 46.7949],
    [24.6702, 46.7951],
    [24.6449, 46.7899],
  ],
};

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

export function distanceMetres(a: readonly [number, number], b: readonly [number, number]): number {
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** Degrees from north, [0, 360). */
export function bearing(a: readonly [number, number], b: readonly [number, number]): number {
  const y = Math.sin(rad(b[1] - a[1])) * Math.cos(rad(b[0]));
  const x =
    Math.cos(rad(a[0])) * Math.sin(rad(b[0])) -
    Math.sin(rad(a[0])) * Math.cos(rad(b[0])) * Math.cos(rad(b[1] - a[1]));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** A polyline with cumulative distances, to place a vehicle `metres` along it. */
export class Route {
  private readonly cumulative: number[];
  readonly length: number;

  constructor(readonly points: Polyline) {
    if (points.length < 2) throw new Error('a route needs two points');
    this.cumulative = [0];
    for (let i = 1; i < points.length; i++) {
      this.cumulative.push(this.cumulative[i - 1]! + distanceMetres(points[i - 1]!, points[i]!));
    }
    this.length = this.cumulative.at(-1)!;
  }

  /** Position and heading `metres` from the start (clamped), driving forwards or backwards. */
  at(metres: number, forwards: boolean): { lat: number; lon: number; course: number } {
    const d = Math.max(0, Math.min(this.length, metres));
    let i = 1;
    while (i < this.cumulative.length - 1 && this.cumulative[i]! < d) i++;
    const from = this.points[i - 1]!;
    const to = this.points[i]!;
    const span = this.cumulative[i]! - this.cumulative[i - 1]!;
    const t = span === 0 ? 0 : (d - this.cumulative[i - 1]!) / span;
    const course = forwards ? bearing(from, to) : bearing(to, from);
    return { lat: from[0] + (to[0] - from[0]) * t, lon: from[1] + (to[1] - from[1]) * t, course };
  }
}
