import { describe, expect, it } from 'vitest';
import type { GeofenceRow } from '../../db/schema';
import { GeofenceIndex, insideSpan } from './geofence-index';

// At the equator: metres to degrees, as the index projects them.
const LAT = 1 / 110_574;
const LON = 1 / 111_320;
const at = (east: number, north: number) => ({ lat: north * LAT, lon: east * LON });

function zone(row: Partial<GeofenceRow> & Pick<GeofenceRow, 'type' | 'geometry'>) {
  const index = new GeofenceIndex([
    {
      id: 1,
      name: 'z',
      status: true,
      speedLimit: null,
      vehicleIds: [],
      radius: null,
      width: null,
      ...row,
    } as GeofenceRow,
  ]);
  return index.byId.get(1)!;
}

describe('insideSpan', () => {
  const circle = zone({ type: 'circle', geometry: { type: 'Point', coordinates: [0, 0] }, radius: 100 });

  it('gives a straight track through a circle its entry, exit and chord', () => {
    const span = insideSpan(circle, at(-200, 0), at(200, 0))!;
    expect(span.tIn).toBeCloseTo(0.25, 6);
    expect(span.tOut).toBeCloseTo(0.75, 6);
    expect(span.metres).toBeCloseTo(200, 3);
    // 50 m off centre: the chord is 2·√(100² − 50²).
    expect(insideSpan(circle, at(-200, 50), at(200, 50))!.metres).toBeCloseTo(2 * Math.sqrt(7_500), 3);
  });

  it('finds no span for a track that passes by, or stops short of, the circle', () => {
    expect(insideSpan(circle, at(-200, 101), at(200, 101))).toBeNull();
    expect(insideSpan(circle, at(-300, 0), at(-150, 0))).toBeNull();
  });

  it('clips a track that ends inside', () => {
    const span = insideSpan(circle, at(-200, 0), at(0, 0))!;
    expect(span.tIn).toBeCloseTo(0.5, 6);
    expect(span.tOut).toBe(1);
  });

  const corridor = zone({
    type: 'corridor',
    geometry: {
      type: 'LineString',
      coordinates: [
        [0, 0],
        [1_000 * LON, 0],
        [1_000 * LON, 1_000 * LAT],
      ],
    },
    width: 100,
  });

  it('gives a track across a corridor the width it crossed', () => {
    const span = insideSpan(corridor, at(500, -200), at(500, 200))!;
    expect(span.tIn).toBeCloseTo(0.375, 5);
    expect(span.tOut).toBeCloseTo(0.625, 5);
    expect(span.metres).toBeCloseTo(100, 2);
  });

  it('rounds the corridor’s ends', () => {
    // 30 m past the start: the end cap's chord is 2·√(50² − 30²) = 80 m.
    expect(insideSpan(corridor, at(-30, -200), at(-30, 200))!.metres).toBeCloseTo(80, 2);
    expect(insideSpan(corridor, at(-51, -200), at(-51, 200))).toBeNull();
  });

  it('spans both legs of a bent corridor from the first entry to the last exit', () => {
    // A diagonal track cutting the corner region crosses both pieces.
    const span = insideSpan(corridor, at(800, -200), at(1_200, 200))!;
    expect(span.tIn).toBeGreaterThan(0);
    expect(span.tOut).toBeLessThan(1);
    expect(span.tOut).toBeGreaterThan(span.tIn);
  });
});

describe('GeofenceIndex.candidates', () => {
  it('finds every zone whose box meets the track, whatever the grid cells', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
    const rows = Array.from({ length: 300 }, (_, i) => {
      const [lon, lat] = [46.6 + random() * 0.2, 24.6 + random() * 0.2];
      return {
        id: i + 1,
        name: `z${i}`,
        status: true,
        speedLimit: null,
        vehicleIds: [],
        width: null,
        color: '#000000',
        createdAt: new Date(0),
        updatedAt: new Date(0),
        ...(i % 2
          ? {
              type: 'circle',
              geometry: { type: 'Point', coordinates: [lon, lat] },
              radius: 20 + random() * 300,
            }
          : {
              type: 'polygon',
              geometry: {
                type: 'Polygon',
                coordinates: [
                  [
                    [lon, lat],
                    [lon + random() * 0.005, lat],
                    [lon, lat + random() * 0.005],
                    [lon, lat],
                  ],
                ],
              },
              radius: null,
            }),
      } as GeofenceRow;
    });
    const index = new GeofenceIndex(rows);
    for (let i = 0; i < 5_000; i++) {
      const a = { lon: 46.58 + random() * 0.24, lat: 24.58 + random() * 0.24 };
      const reach = i % 10 === 0 ? 0.05 : 0.001;
      const b = { lon: a.lon + (random() - 0.5) * reach, lat: a.lat + (random() - 0.5) * reach };
      const meets = ({ bbox: [minLon, minLat, maxLon, maxLat] }: { bbox: number[] }) =>
        Math.max(a.lon, b.lon) >= minLon! &&
        Math.min(a.lon, b.lon) <= maxLon! &&
        Math.max(a.lat, b.lat) >= minLat! &&
        Math.min(a.lat, b.lat) <= maxLat!;
      const expected = [...index.byId.values()].filter(meets).map((g) => g.id);
      expect(
        index
          .candidates(a, b)
          .map((g) => g.id)
          .sort((x, y) => x - y),
      ).toEqual(expected);
    }
  });
});
