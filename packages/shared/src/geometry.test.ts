import { describe, expect, it } from 'vitest';
import { ringArea2, ringSelfIntersects, ringVertices, type LonLat } from './geometry';

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
});
