import { useEffect, useRef } from 'react';
import * as maplibregl from 'maplibre-gl';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { useMap } from '@/components/map/map-context';
import { STATUS_GLYPHS, type GlyphStatus } from '@/features/tracking/status-glyphs';

type Props = {
  lon: number;
  lat: number;
  course: number;
  color: string;
  /** The status sign inside the marker (as on the fleet map); the playback's marker shows its heading. */
  glyph?: GlyphStatus;
  /** Keep the map centred on the marker as it moves. */
  follow?: boolean;
  /**
   * Keep the marker on screen (the playback): when it nears the map's edge the map pans to it, gliding,
   * or at once when the user prefers reduced motion.
   */
  keepInView?: boolean;
  testId: string;
};

/** The marker: status colour, white and dark rims (3:1 on any map), the status sign (see STATUS_GLYPHS). */
const icon = (glyph: GlyphStatus) =>
  `<svg width="34" height="34" viewBox="-17 -17 34 34" aria-hidden="true"><circle r="13" fill="currentColor" stroke="rgba(15,23,42,.85)" stroke-width="5"/><circle r="13" fill="currentColor" stroke="#fff" stroke-width="3"/><path d="${STATUS_GLYPHS[glyph]}" fill="#fff"/></svg>`;

/**
 * One vehicle as a DOM marker (the followed vehicle, the playback vehicle): moving one marker every
 * animation frame costs a style change, where a map source would re-tile.
 */
export function VehicleMarker({
  lon,
  lat,
  course,
  color,
  glyph = 'moving',
  follow = false,
  keepInView = false,
  testId,
}: Props) {
  const map = useMap();
  const markerRef = useRef<maplibregl.Marker | null>(null);
  const initial = useRef({ lon, lat });

  useEffect(() => {
    const element = document.createElement('div');
    element.dataset.testid = testId;
    element.innerHTML = icon(glyph);
    element.style.filter = 'drop-shadow(0 1px 3px rgba(15,23,42,.45))';
    const marker = new maplibregl.Marker({ element, rotationAlignment: 'map', pitchAlignment: 'map' })
      .setLngLat([initial.current.lon, initial.current.lat])
      .addTo(map);
    markerRef.current = marker;
    return () => {
      marker.remove();
      markerRef.current = null;
    };
  }, [map, testId, glyph]);

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

  useEffect(() => {
    if (!keepInView || follow) return;
    const { x, y } = map.project([lon, lat]);
    const { clientWidth: width, clientHeight: height } = map.getContainer();
    const margin = Math.min(width, height) * 0.1;
    const inside = x >= margin && x <= width - margin && y >= margin && y <= height - margin;
    if (inside || map.isMoving()) return;
    if (prefersReducedMotion()) map.jumpTo({ center: [lon, lat] });
    else map.easeTo({ center: [lon, lat], duration: 500 });
  }, [map, keepInView, follow, lon, lat]);

  return null;
}
