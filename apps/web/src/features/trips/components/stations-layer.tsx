import { useEffect, useRef } from 'react';
import * as maplibregl from 'maplibre-gl';
import type { GeoJSONSource } from 'maplibre-gl';
import type { Feature, LineString } from 'geojson';
import { slotAnchorId, useMap } from '@/components/map/map-context';
import { stationRole } from '@/features/trips/stations';

const ROUTE_SOURCE = 'trip-route';
const ROUTE_CASING = 'trip-route-casing';
const ROUTE_LINE = 'trip-route-line';

/** Where a new plan starts when it has no station yet: the fleet's home city at street level. */
const EMPTY_PLAN_VIEW = { center: [46.6753, 24.7136] as [number, number], zoom: 11 };

export const ROUTE_COLOR = '#7c3aed';
export const STATION_COLORS = { start: '#16a34a', end: '#dc2626', stop: ROUTE_COLOR, next: '#2563eb' };

type LngLat = { lat: number; lon: number };

type StationsLayerProps = {
  stations: readonly (LngLat & { name: string })[];
  /** The station the vehicle heads for: highlighted. */
  nextIndex?: number | null;
  /** A click on the map adds a station there. */
  onAdd?: (point: LngLat) => void;
  /** A marker dragged to a new place. */
  onMove?: (index: number, point: LngLat) => void;
};

function routeOf(stations: readonly LngLat[]): Feature<LineString> {
  return {
    type: 'Feature',
    properties: {},
    geometry: { type: 'LineString', coordinates: stations.map((s) => [s.lon, s.lat]) },
  };
}

/**
 * The itinerary on the map: numbered station markers (draggable when `onMove` is given) joined by straight
 * segments. The view fits the stations once, when they first arrive.
 */
export function StationsLayer({ stations, nextIndex = null, onAdd, onMove }: StationsLayerProps) {
  const map = useMap();
  const markers = useRef<maplibregl.Marker[]>([]);
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  }, [onMove]);
  const fitted = useRef(false);

  useEffect(() => {
    map.addSource(ROUTE_SOURCE, { type: 'geojson', data: routeOf([]) });
    const before = slotAnchorId('overlay');
    map.addLayer(
      {
        id: ROUTE_CASING,
        type: 'line',
        source: ROUTE_SOURCE,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': '#ffffff', 'line-width': 7, 'line-opacity': 0.9 },
      },
      before,
    );
    map.addLayer(
      {
        id: ROUTE_LINE,
        type: 'line',
        source: ROUTE_SOURCE,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': ROUTE_COLOR, 'line-width': 4, 'line-dasharray': [2, 1.5] },
      },
      before,
    );
    return () => {
      markers.current.forEach((marker) => marker.remove());
      markers.current = [];
      if (!map.getStyle()) return;
      map.removeLayer(ROUTE_LINE);
      map.removeLayer(ROUTE_CASING);
      map.removeSource(ROUTE_SOURCE);
    };
  }, [map]);

  useEffect(() => {
    if (!onAdd) return;
    const onClick = (event: maplibregl.MapMouseEvent) => {
      // A click on a marker (or a control) is not a click on the map.
      if (event.originalEvent.target !== map.getCanvas()) return;
      onAdd({ lat: event.lngLat.lat, lon: event.lngLat.lng });
    };
    map.on('click', onClick);
    map.getCanvas().style.cursor = 'crosshair';
    // Says the map now takes clicks (tests wait for it rather than for the map to look ready).
    map.getContainer().dataset.addsStations = 'true';
    return () => {
      map.off('click', onClick);
      map.getCanvas().style.cursor = '';
      delete map.getContainer().dataset.addsStations;
    };
  }, [map, onAdd]);

  const draggable = !!onMove;
  useEffect(() => {
    map.getSource<GeoJSONSource>(ROUTE_SOURCE)?.setData(routeOf(stations));
    // One marker per station: extra ones removed, missing ones created, all moved and relabelled.
    while (markers.current.length > stations.length) markers.current.pop()!.remove();
    stations.forEach((station, index) => {
      let marker = markers.current[index];
      if (!marker) {
        const element = document.createElement('div');
        element.dataset.testid = 'station-marker';
        element.style.cssText =
          'display:grid;place-content:center;width:28px;height:28px;border-radius:9999px;border:3px solid #fff;color:#fff;font-size:12px;font-weight:700;cursor:pointer;box-shadow:0 1px 4px rgba(15,23,42,.45)';
        marker = new maplibregl.Marker({ element, draggable })
          .setLngLat([station.lon, station.lat])
          .addTo(map);
        const created = marker;
        created.on('dragend', () => {
          const at = created.getLngLat();
          onMoveRef.current?.(markers.current.indexOf(created), { lat: at.lat, lon: at.lng });
        });
        markers.current[index] = marker;
      }
      marker.setLngLat([station.lon, station.lat]);
      const element = marker.getElement();
      const role = index === nextIndex ? 'next' : stationRole(index, stations.length);
      element.textContent = String(index + 1);
      element.style.backgroundColor = STATION_COLORS[role];
      element.title = station.name;
      element.dataset.index = String(index);
      element.dataset.next = String(index === nextIndex);
      element.dataset.lat = String(station.lat);
      element.dataset.lon = String(station.lon);
    });
    if (!fitted.current) {
      fitted.current = true;
      if (stations.length === 0) map.jumpTo(EMPTY_PLAN_VIEW);
      else {
        const bounds = new maplibregl.LngLatBounds();
        stations.forEach((s) => bounds.extend([s.lon, s.lat]));
        map.fitBounds(bounds, { padding: 70, maxZoom: 15, duration: 0 });
      }
    }
  }, [map, stations, nextIndex, draggable]);

  return null;
}
