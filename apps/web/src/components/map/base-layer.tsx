import { useEffect } from 'react';
import { useMap, slotAnchorId } from '@/components/map/map-context';

export const BASE_LAYER_URL = '/base-layer/region.geojson';

const SOURCE_ID = 'base-region';
const FILL_ID = 'base-region-land';
const LINE_ID = 'base-region-borders';

/**
 * A bundled low-detail map of the region (country polygons) drawn under the tiles,
 * so the map is never blank offline. No text layers: glyphs would need the network.
 */
export function BaseLayer({ url = BASE_LAYER_URL }: { url?: string }) {
  const map = useMap();
  useEffect(() => {
    const before = slotAnchorId('base');
    map.addSource(SOURCE_ID, { type: 'geojson', data: url });
    map.addLayer(
      { id: FILL_ID, type: 'fill', source: SOURCE_ID, paint: { 'fill-color': '#f3efe6', 'fill-opacity': 1 } },
      before,
    );
    map.addLayer(
      {
        id: LINE_ID,
        type: 'line',
        source: SOURCE_ID,
        paint: {
          'line-color': '#a89f91',
          'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 8, 1.6],
        },
      },
      before,
    );
    return () => {
      if (!map.getStyle()) return;
      map.removeLayer(LINE_ID);
      map.removeLayer(FILL_ID);
      map.removeSource(SOURCE_ID);
    };
  }, [map, url]);
  return null;
}
