import { describe, expect, it } from 'vitest';
import { ringArea2, ringCollinear, ringSelfIntersects, ringVertices, type LonLat } from './geometry';
import { geofenceShapeIssues } from './schemas/geofences';

const square: LonLat[] = [
  [46, 24],
  [46.1, 24],
  [46.1, 24.1],
  [46, 24.1],
  [46, 24],
];

describe('geofence geometry', () => {
  it('drops the closing vertex and repeats', () => {
    expect(ringVertices(square)).toHaveLength(4);
    expect(
      ringVertices([
        [1, 1],
        [1, 1],
        [2, 2],
        [3, 1],
        [1, 1],
      ]),
    ).toHaveLength(3);
  });

  it('accepts a simple polygon, closed or not', () => {
    expect(ringSelfIntersects(square)).toBe(false);
    expect(ringSelfIntersects(square.slice(0, 4))).toBe(false);
  });

  it('finds a bow tie', () => {
    expect(
      ringSelfIntersects([
        [46, 24],
        [46.1, 24.1],
        [46.1, 24],
        [46, 24.1],
      ]),
    ).toBe(true);
  });

  it('finds a ring that touches itself at a vertex or doubles back', () => {
    expect(
      ringSelfIntersects([
        [0, 0],
        [2, 0],
        [1, 1],
        [2, 2],
        [0, 2],
        [1, 1],
      ]),
    ).toBe(true);
    expect(
      ringSelfIntersects([
        [0, 0],
        [2, 0],
        [1, 0],
        [1, 1],
      ]),
    ).toBe(true);
  });

  it('measures a degenerate ring as flat', () => {
    expect(
      ringArea2([
        [0, 0],
        [1, 1],
        [2, 2],
      ]),
    ).toBe(0);
    expect(Math.abs(ringArea2(square))).toBeGreaterThan(0);
  });

  it('calls a symmetric bow tie (zero signed area) self-intersecting, a flat ring too few points', () => {
    const bowTie: LonLat[] = [
      [46.6, 24.6],
      [46.7, 24.7],
      [46.7, 24.6],
      [46.6, 24.7],
      [46.6, 24.6],
    ];
    expect(ringArea2(bowTie)).toBe(0);
    expect(ringCollinear(bowTie)).toBe(false);
    const issues = (ring: LonLat[]) =>
      geofenceShapeIssues({ type: 'polygon', geometry: { type: 'Polygon', coordinates: [ring] } });
    expect(issues(bowTie)).toEqual([
      { path: ['geometry'], message: 'validation.geofence_self_intersecting' },
    ]);
    expect(
      issues([
        [0, 0],
        [1, 1],
        [2, 2],
        [0, 0],
      ]),
    ).toEqual([{ path: ['geometry'], message: 'validation.geofence_points' }]);
    expect(issues(square)).toEqual([]);
  });
});
