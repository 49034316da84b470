import { useEffect, useRef } from 'react';
import * as maplibregl from 'maplibre-gl';
import type { GeoJSONSource, Map as MapLibreMap, MapLayerMouseEvent } from 'maplibre-gl';
import type { Feature, FeatureCollection, Point } from 'geojson';
import type { LiveVehicle } from '@fleet/shared/schemas/tracking';
import { useMap, slotAnchorId } from '@/components/map/map-context';
import { liveStore as defaultStore, type LiveStore } from '@/features/tracking/live/live-store';
import type { StatusFilter } from '@/features/tracking/status';
import { ensureVehicleIcons } from '@/features/tracking/components/vehicle-icons';

export const VEHICLES_SOURCE = 'live-vehicles';
export const VEHICLES_LAYER = 'live-vehicles';
const SELECTED_LAYER = 'live-vehicles-selected';

type VehicleFeature = Feature<Point, { id: number; status: string; course: number }>;

/** One feature per vehicle object: unchanged vehicles keep theirs between updates. */
const featureCache = new WeakMap<LiveVehicle, VehicleFeature>();
function featureOf(vehicle: LiveVehicle): VehicleFeature | null {
  const position = vehicle.position;
  if (!position) return null;
  let feature = featureCache.get(vehicle);
  if (!feature) {
    feature = {
      type: 'Feature',
      id: vehicle.id,
      geometry: { type: 'Point', coordinates: [position.lon, position.lat] },
      properties: { id: vehicle.id, status: vehicle.live_status ?? 'unknown', course: position.course ?? 0 },
    };
    featureCache.set(vehicle, feature);
  }
  return feature;
}

export function fleetFeatures(vehicles: Iterable<LiveVehicle>): FeatureCollection {
  const features: VehicleFeature[] = [];
  for (const vehicle of vehicles) {
    const feature = featureOf(vehicle);
    if (feature) features.push(feature);
  }
  return { type: 'FeatureCollection', features };
}

function fitFleet(map: MapLibreMap, vehicles: Iterable<LiveVehicle>): boolean {
  const bounds = new maplibregl.LngLatBounds();
  let any = false;
  for (const vehicle of vehicles) {
    if (!vehicle.position) continue;
    bounds.extend([vehicle.position.lon, vehicle.position.lat]);
    any = true;
  }
  if (any) map.fitBounds(bounds, { padding: 80, maxZoom: 12, duration: 0 });
  return any;
}

function statusFilter(filter: StatusFilter) {
  return filter === 'all' ? null : (['==', ['get', 'status'], filter] as ['==', ['get', string], string]);
}

type Props = {
  filter: StatusFilter;
  selectedId: number | null;
  onSelect: (id: number) => void;
  store?: LiveStore;
};

/**
 * Every vehicle as a status-colored icon rotated by its course: one GeoJSON source and a symbol layer,
 * which WebGL draws for 10,000 vehicles without DOM markers. The layer reads the live store directly,
 * so a position update never goes through a React render.
 */
export function VehiclesLayer({ filter, selectedId, onSelect, store = defaultStore }: Props) {
  const map = useMap();
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });

  useEffect(() => {
    ensureVehicleIcons(map);
    map.addSource(VEHICLES_SOURCE, {
      type: 'geojson',
      data: fleetFeatures(store.getState().vehicles.values()),
    });
    const before = slotAnchorId('overlay');
    map.addLayer(
      {
        id: SELECTED_LAYER,
        type: 'circle',
        source: VEHICLES_SOURCE,
        filter: ['==', ['get', 'id'], -1],
        paint: {
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 4, 12, 14, 20],
          'circle-color': '#0ea5e9',
          'circle-opacity': 0.25,
          'circle-stroke-color': '#0284c7',
          'circle-stroke-width': 2,
        },
      },
      before,
    );
    map.addLayer(
      {
        id: VEHICLES_LAYER,
        type: 'symbol',
        source: VEHICLES_SOURCE,
        layout: {
          'icon-image': ['concat', 'vehicle-', ['get', 'status']],
          'icon-rotate': ['get', 'course'],
          'icon-rotation-alignment': 'map',
          'icon-allow-overlap': true,
          'icon-ignore-placement': true,
          'icon-size': ['interpolate', ['linear'], ['zoom'], 3, 0.55, 10, 0.85, 15, 1.1],
        },
      },
      before,
    );
    const source = map.getSource<GeoJSONSource>(VEHICLES_SOURCE)!;
    let version = store.getState().version;
    // The first time the fleet is known, show all of it.
    let fitted = fitFleet(map, store.getState().vehicles.values());
    const unsubscribe = store.subscribe(() => {
      const state = store.getState();
      if (state.version === version) return;
      version = state.version;
      performance.mark('live-map-start');
      source.setData(fleetFeatures(state.vehicles.values()));
      performance.measure('live-map', 'live-map-start');
      if (!fitted) fitted = fitFleet(map, state.vehicles.values());
    });
    const click = (event: MapLayerMouseEvent) => {
      const id = event.features?.[0]?.properties?.id;
      if (typeof id === 'number') onSelectRef.current(id);
    };
    const enter = () => (map.getCanvas().style.cursor = 'pointer');
    const leave = () => (map.getCanvas().style.cursor = '');
    map.on('click', VEHICLES_LAYER, click);
    map.on('mouseenter', VEHICLES_LAYER, enter);
    map.on('mouseleave', VEHICLES_LAYER, leave);
    return () => {
      unsubscribe();
      map.off('click', VEHICLES_LAYER, click);
      map.off('mouseenter', VEHICLES_LAYER, enter);
      map.off('mouseleave', VEHICLES_LAYER, leave);
      if (!map.getStyle()) return;
      map.removeLayer(VEHICLES_LAYER);
      map.removeLayer(SELECTED_LAYER);
      map.removeSource(VEHICLES_SOURCE);
    };
  }, [map, store]);

  useEffect(() => {
    map.setFilter(VEHICLES_LAYER, statusFilter(filter));
  }, [map, filter]);

  useEffect(() => {
    map.setFilter(SELECTED_LAYER, ['==', ['get', 'id'], selectedId ?? -1]);
  }, [map, selectedId]);

  return null;
}
