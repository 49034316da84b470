import { useEffect } from 'react';
import { useMap, slotAnchorId } from '@/components/map/map-context';

const SOURCE_ID = 'raster-tiles';
const LAYER_ID = 'raster-tiles';

function attributionFor(tileUrl: string): string | undefined {
  return tileUrl.includes('openstreetmap') ? '© OpenStreetMap contributors' : undefined;
}

/** Raster tiles from the configured URL, drawn over the bundled base layer (which shows where tiles fail). */
export function RasterTileLayer({ tileUrl }: { tileUrl: string }) {
  const map = useMap();
  useEffect(() => {
    const attribution = attributionFor(tileUrl);
    map.addSource(SOURCE_ID, {
      type: 'raster',
      tiles: [tileUrl],
      tileSize: 256,
      maxzoom: 19,
      ...(attribution ? { attribution } : {}),
    });
    map.addLayer({ id: LAYER_ID, type: 'raster', source: SOURCE_ID }, slotAnchorId('raster'));
    return () => {
      if (!map.getStyle()) return;
      map.removeLayer(LAYER_ID);
      map.removeSource(SOURCE_ID);
    };
  }, [map, tileUrl]);
  return null;
}
