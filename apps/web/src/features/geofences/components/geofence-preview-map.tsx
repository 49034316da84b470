import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Geofence } from '@fleet/shared/schemas/geofences';
import { MapView } from '@/components/map/map-view';
import { useMap } from '@/components/map/map-context';
import { zonesCollection } from '@/components/map/geofence-shapes';
import { ZonesLayer } from '@/components/map/zones-layer';

/** One geofence's area on a map fitted to it. */
export function GeofencePreviewMap({ geofence, base }: { geofence: Geofence; base: ReactNode }) {
  const { t } = useTranslation('geofences');
  return (
    <MapView label={t('draw.map_label')} className="absolute inset-0">
      {base}
      <PreviewZone geofence={geofence} />
    </MapView>
  );
}

function PreviewZone({ geofence }: { geofence: Geofence }) {
  const map = useMap();
  const zones = useMemo(() => zonesCollection([geofence]), [geofence]);
  useEffect(() => {
    const ring = zones.features[0]?.geometry;
    if (!ring) return;
    const points = ring.type === 'Polygon' ? ring.coordinates.flat() : ring.coordinates.flat(2);
    const lons = points.map((p) => p[0]!);
    const lats = points.map((p) => p[1]!);
    map.fitBounds(
      [
        [Math.min(...lons), Math.min(...lats)],
        [Math.max(...lons), Math.max(...lats)],
      ],
      { padding: 40, duration: 0, maxZoom: 16 },
    );
  }, [map, zones]);
  return <ZonesLayer id="geofence-preview" zones={zones} namePopups />;
}

export default GeofencePreviewMap;
