import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as maplibregl from 'maplibre-gl';
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useMap, slotAnchorId } from '@/components/map/map-context';
import { liveStore as defaultStore, type LiveStore } from '@/features/tracking/live/live-store';
import type { LiveFleet } from '@/features/tracking/live/live-fleet';
import type { StatusFilter } from '@/features/tracking/status';
import { FleetLayer } from '@/features/tracking/components/fleet-layer';
import { useClusters, type ClusterLabels } from '@/features/tracking/clusters/use-clusters';
import { LIVE_STATUSES } from '@fleet/shared/schemas/vehicles';
import type { ClustersMessage } from '@fleet/shared/schemas/tracking';

export const VEHICLES_LAYER = 'live-vehicles';

/** Fits the view to every vehicle with a position; false while there is none. */
function fitFleet(map: MapLibreMap, fleet: LiveFleet): boolean {
  let west = Infinity;
  let east = -Infinity;
  let south = Infinity;
  let north = -Infinity;
  for (let slot = 0; slot < fleet.slotCount; slot++) {
    const lat = fleet.lat[slot]!;
    if (!fleet.used[slot] || Number.isNaN(lat)) continue;
    const lon = fleet.lon[slot]!;
    if (lon < west) west = lon;
    if (lon > east) east = lon;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  if (west === Infinity) return false;
  map.fitBounds(new maplibregl.LngLatBounds([west, south], [east, north]), {
    padding: 80,
    maxZoom: 12,
    duration: 0,
  });
  return true;
}

/** Fits the view to the server's clusters (the map starts zoomed out); false while there are none. */
function fitClusters(map: MapLibreMap, message: ClustersMessage | null): boolean {
  if (!message || message.clusters.length === 0) return false;
  const bounds = new maplibregl.LngLatBounds();
  for (const cluster of message.clusters) bounds.extend([cluster.lon, cluster.lat]);
  map.fitBounds(bounds, { padding: 80, maxZoom: 12, duration: 0 });
  return true;
}

type Props = {
  filter: StatusFilter;
  selectedId: number | null;
  onSelect: (id: number) => void;
  store?: LiveStore;
};

/**
 * Every vehicle as a status-colored icon rotated by its course, drawn by one WebGL custom layer from
 * the live fleet's columns (`fleet-layer.ts`). The layer reads the live store directly, so a position
 * update never goes through a React render; clicks and hovers are hit-tested against what was drawn.
 */
export function VehiclesLayer({ filter, selectedId, onSelect, store = defaultStore }: Props) {
  const map = useMap();
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });
  // One layer object per mounted component (and store); added to the map by the effect.
  const [layer] = useState(() => new FleetLayer(VEHICLES_LAYER, store.fleet));
  const { t, i18n } = useTranslation('tracking');
  const labels = useMemo<ClusterLabels>(() => {
    const format = new Intl.NumberFormat(i18n.language);
    const count = (n: number) => format.format(n);
    const names = ['none', ...LIVE_STATUSES].map((status) => t(`status.${status}`));
    return {
      count,
      label: (cluster) =>
        t('cluster.label', {
          count: cluster.count,
          n: count(cluster.count),
          statuses: cluster.statuses
            .map((n, code) => (n ? t('cluster.part', { n: count(n), status: names[code] }) : ''))
            .filter(Boolean)
            .join(i18n.language === 'ar' ? '، ' : ', '),
        }),
    };
  }, [t, i18n.language]);
  useClusters(
    map,
    store,
    filter === 'all' ? -1 : LIVE_STATUSES.indexOf(filter as (typeof LIVE_STATUSES)[number]) + 1,
    labels,
  );

  useEffect(() => {
    const fleet = store.fleet;
    const fleetLayer = layer;
    map.addLayer(fleetLayer, slotAnchorId('overlay'));
    let version = store.getState().version;
    // The first time the fleet (or the server's clusters of it) is known, show all of it.
    let fitted = fitFleet(map, fleet) || fitClusters(map, store.getState().clusters);
    const unsubscribe = store.subscribe(() => {
      const state = store.getState();
      if (!fitted) fitted = fitClusters(map, state.clusters);
      if (state.version === version) return;
      version = state.version;
      performance.mark('live-map-start');
      fleetLayer.update(fleet.lastChanged);
      performance.measure('live-map', 'live-map-start');
      if (!fitted) fitted = fitFleet(map, fleet);
    });
    const click = (event: MapMouseEvent) => {
      const id = fleetLayer.vehicleAt(event.point);
      if (id !== null) onSelectRef.current(id);
    };
    // Hover: one hit-test per frame at most.
    let hover: maplibregl.Point | null = null;
    let frame = 0;
    const move = (event: MapMouseEvent) => {
      hover = event.point;
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        const over = hover !== null && fleetLayer.vehicleAt(hover) !== null;
        map.getCanvas().style.cursor = over ? 'pointer' : '';
      });
    };
    const out = () => {
      hover = null;
      map.getCanvas().style.cursor = '';
    };
    map.on('click', click);
    map.on('mousemove', move);
    map.on('mouseout', out);
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
      map.off('click', click);
      map.off('mousemove', move);
      map.off('mouseout', out);
      if (!map.getStyle()) return;
      map.removeLayer(VEHICLES_LAYER);
    };
  }, [map, store, layer]);

  useEffect(() => {
    layer.setFilter(filter === 'all' ? null : filter);
  }, [layer, filter]);

  useEffect(() => {
    layer.setSelected(selectedId);
  }, [layer, selectedId]);

  return null;
}
