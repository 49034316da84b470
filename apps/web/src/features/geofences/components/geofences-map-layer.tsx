import { useMemo } from 'react';
import { zonesCollection } from '@/components/map/geofence-shapes';
import { ZonesLayer } from '@/components/map/zones-layer';
import { useGeofenceLayer } from '@/features/geofences/api/get-geofence-layer';

/** Every active geofence on a tracking map (loaded lazily with the shape library). */
export function GeofencesMapLayer() {
  const layer = useGeofenceLayer();
  const zones = useMemo(() => zonesCollection(layer.data ?? []), [layer.data]);
  return (
    <>
      <ZonesLayer id="geofences" zones={zones} />
      {layer.data && (
        <span
          className="sr-only"
          data-testid="geofences-layer"
          data-count={zones.features.length}
          data-ids={zones.features.map((zone) => zone.properties.id).join(',')}
        />
      )}
    </>
  );
}

export default GeofencesMapLayer;
