import { useEffect } from 'react';
import * as maplibregl from 'maplibre-gl';
import { useMap } from '@/components/map/map-context';

/** Tile credits, compact, on the start side's bottom corner. */
export function Attribution({ rtl }: { rtl: boolean }) {
  const map = useMap();
  useEffect(() => {
    const control = new maplibregl.AttributionControl({ compact: true });
    map.addControl(control, rtl ? 'bottom-left' : 'bottom-right');
    return () => {
      map.removeControl(control);
    };
  }, [map, rtl]);
  return null;
}
