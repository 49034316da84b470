import { useEffect } from 'react';
import * as maplibregl from 'maplibre-gl';
import { useMap } from '@/components/map/map-context';

const PIN =
  '<svg width="30" height="40" viewBox="0 0 30 40" aria-hidden="true"><path d="M15 39C15 39 28 24.5 28 14.5A13 13 0 0 0 2 14.5C2 24.5 15 39 15 39Z" fill="currentColor" stroke="#fff" stroke-width="2.5"/><circle cx="15" cy="14.5" r="5" fill="#fff"/></svg>';

type PlaceMarkerProps = { lon: number; lat: number; color: string; zoom?: number; testId: string };

/** A fixed place as a pin, with the map centred on it at street level. */
export function PlaceMarker({ lon, lat, color, zoom = 15, testId }: PlaceMarkerProps) {
  const map = useMap();
  useEffect(() => {
    const element = document.createElement('div');
    element.dataset.testid = testId;
    element.dataset.lon = String(lon);
    element.dataset.lat = String(lat);
    element.innerHTML = PIN;
    element.style.color = color;
    element.style.filter = 'drop-shadow(0 1px 3px rgba(15,23,42,.45))';
    const marker = new maplibregl.Marker({ element, anchor: 'bottom' }).setLngLat([lon, lat]).addTo(map);
    map.jumpTo({ center: [lon, lat], zoom });
    return () => {
      marker.remove();
    };
  }, [map, lon, lat, color, zoom, testId]);
  return null;
}
