import { useEffect, useRef } from 'react';
import * as maplibregl from 'maplibre-gl';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { useMap } from '@/components/map/map-context';

type Props = {
  lon: number;
  lat: number;
  course: number;
  color: string;
  /** Keep the map centred on the marker as it moves. */
  follow?: boolean;
  testId: string;
};

const ICON =
  '<svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true"><circle cx="17" cy="17" r="13" fill="currentColor" stroke="#fff" stroke-width="3"/><path d="M17 7 L23 23 L17 19.5 L11 23 Z" fill="#fff"/></svg>';

/**
 * One vehicle as a DOM marker (the followed vehicle, the playback vehicle): moving one marker every
 * animation frame costs a style change, where a map source would re-tile.
 */
export function VehicleMarker({ lon, lat, course, color, follow = false, testId }: Props) {
  const map = useMap();
  const markerRef = useRef<maplibregl.Marker | null>(null);
  const initial = useRef({ lon, lat });

  useEffect(() => {
    const element = document.createElement('div');
    element.dataset.testid = testId;
    element.innerHTML = ICON;
    element.style.filter = 'drop-shadow(0 1px 3px rgba(15,23,42,.45))';
    const marker = new maplibregl.Marker({ element, rotationAlignment: 'map', pitchAlignment: 'map' })
      .setLngLat([initial.current.lon, initial.current.lat])
      .addTo(map);
    markerRef.current = marker;
    return () => {
      marker.remove();
      markerRef.current = null;
    };
  }, [map, testId]);

  useEffect(() => {
    const marker = markerRef.current;
    if (!marker) return;
    marker.getElement().style.color = color;
  }, [color]);

  useEffect(() => {
    const marker = markerRef.current;
    if (!marker) return;
    marker.setLngLat([lon, lat]).setRotation(course);
    const element = marker.getElement();
    element.dataset.lon = String(lon);
    element.dataset.lat = String(lat);
  }, [lon, lat, course]);

  // Following starts at street level; after that only the centre moves, so the user's zoom stays.
  const zoomed = useRef(false);
  useEffect(() => {
    if (!follow) {
      zoomed.current = false;
      return;
    }
    const zoom = zoomed.current ? map.getZoom() : Math.max(map.getZoom(), 15);
    zoomed.current = true;
    map.easeTo({ center: [lon, lat], zoom, duration: prefersReducedMotion() ? 0 : 600 });
  }, [map, follow, lon, lat]);

  return null;
}
