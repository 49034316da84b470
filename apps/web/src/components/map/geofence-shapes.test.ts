import { describe, expect, it } from 'vitest';
import type { Polygon } from 'geojson';
import { geofenceArea, zonesCollection } from '@/components/map/geofence-shapes';

/** Rough area of a small lon/lat ring in m² (equirectangular), enough to check sizes within a few %. */
function areaM2(polygon: Polygon): number {
  const ring = polygon.coordinates[0]!;
  const lat0 = (ring[0]![1]! * Math.PI) / 180;
  const mx = 111_320 * Math.cos(lat0);
  const my = 110_574;
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[i + 1]!;
    sum += x1! * mx * (y2! * my) - x2! * mx * (y1! * my);
  }
  return Math.abs(sum) / 2;
}

describe('geofence areas on the map', () => {
  it('draws a circle of the typed radius around its centre', () => {
    const area = geofenceArea({
      type: 'circle',
      geometry: { type: 'Point', coordinates: [46.7, 24.7] },
      radius: 1000,
      width: null,
    }) as Polygon;
    expect(area.type).toBe('Polygon');
    const expected = Math.PI * 1000 ** 2;
    expect(Math.abs(areaM2(area) - expected) / expected).toBeLessThan(0.03);
  });

  it('widens a corridor by half its width on each side', () => {
    // A 1 km east-west line, 200 m wide: about 1000 × 200 plus the two rounded ends.
    const area = geofenceArea({
      type: 'corridor',
      geometry: {
        type: 'LineString',
        coordinates: [
          [46.7, 24.7],
          [46.7 + 1000 / (111_320 * Math.cos((24.7 * Math.PI) / 180)), 24.7],
        ],
      },
      radius: null,
      width: 200,
    }) as Polygon;
    const expected = 1000 * 200 + Math.PI * 100 ** 2;
    expect(Math.abs(areaM2(area) - expected) / expected).toBeLessThan(0.05);
  });

  it('leaves out what cannot be drawn yet and keeps id, name and colour', () => {
    expect(
      geofenceArea({
        type: 'circle',
        geometry: { type: 'Point', coordinates: [46, 24] },
        radius: null,
        width: null,
      }),
    ).toBeNull();
    const zones = zonesCollection([
      {
        id: 7,
        name: 'Yard',
        type: 'polygon',
        color: '#16a34a',
        radius: null,
        width: null,
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [46, 24],
              [46.1, 24],
              [46.1, 24.1],
              [46, 24],
            ],
          ],
        },
      },
      {
        id: 8,
        name: 'Line',
        type: 'corridor',
        color: '#000000',
        radius: null,
        width: null,
        geometry: {
          type: 'LineString',
          coordinates: [
            [46, 24],
            [46.1, 24],
          ],
        },
      },
    ]);
    expect(zones.features.map((zone) => zone.properties)).toEqual([
      { id: 7, name: 'Yard', color: '#16a34a' },
    ]);
  });
});
