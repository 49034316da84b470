import buffer from '@turf/buffer';
import circle from '@turf/circle';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import type { GeofenceLayerItem } from '@fleet/shared/schemas/geofences';

export type GeofenceShape = Pick<GeofenceLayerItem, 'type' | 'geometry' | 'radius' | 'width'>;
export type ZoneProperties = { id: number; name: string; color: string };

/**
 * The area a geofence covers, as the map draws it: the polygon itself, the circle around its centre, the
 * corridor's line widened by half its width on each side. Null while a shape is incomplete.
 */
export function geofenceArea(shape: GeofenceShape): Polygon | MultiPolygon | null {
  const { geometry } = shape;
  if (geometry.type === 'Polygon') return geometry.coordinates[0]!.length >= 4 ? geometry : null;
  if (geometry.type === 'Point') {
    if (!shape.radius || shape.radius <= 0) return null;
    return circle(geometry.coordinates, shape.radius / 1000, { steps: 64, units: 'kilometers' }).geometry;
  }
  if (geometry.coordinates.length < 2 || !shape.width || shape.width <= 0) return null;
  const widened = buffer({ type: 'Feature', properties: {}, geometry }, shape.width / 2, { units: 'meters' });
  return widened?.geometry ?? null;
}

/** The geofences as one collection of areas, each with its id, name and colour. */
export function zonesCollection(
  items: readonly GeofenceLayerItem[],
): FeatureCollection<Polygon | MultiPolygon, ZoneProperties> {
  const features: Feature<Polygon | MultiPolygon, ZoneProperties>[] = [];
  for (const item of items) {
    const area = geofenceArea(item);
    if (area) {
      features.push({
        type: 'Feature',
        id: item.id,
        properties: { id: item.id, name: item.name, color: item.color },
        geometry: area,
      });
    }
  }
  return { type: 'FeatureCollection', features };
}
