import { useEffect, useRef } from 'react';
import * as maplibregl from 'maplibre-gl';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { LIVE_STATUSES } from '@fleet/shared/schemas/vehicles';
import type { LiveStore } from '@/features/tracking/live/live-store';
import type { FleetLayer } from '@/features/tracking/components/fleet-layer';
import { STATUS_COLORS, UNKNOWN_STATUS_COLOR } from '@/features/tracking/status';
import { CLUSTER_MAX_ZOOM, type Cluster } from '@/features/tracking/clusters/cluster-index';
import type { FromClusterWorker, ToClusterWorker } from '@/features/tracking/clusters/cluster-messages';

/** The clusters follow the live fleet at most this often (a batch comes every 200 ms at most). */
export const CLUSTER_REFRESH_MS = 1000;

const CODE_COLORS = [UNKNOWN_STATUS_COLOR, ...LIVE_STATUSES.map((status) => STATUS_COLORS[status])];

/** The ring of a cluster: each status's share of it in that status's colour. */
function ringOf(statuses: readonly number[], count: number): string {
  let at = 0;
  const stops: string[] = [];
  statuses.forEach((n, code) => {
    if (!n) return;
    const from = (at / count) * 360;
    at += n;
    stops.push(`${CODE_COLORS[code]} ${from}deg ${(at / count) * 360}deg`);
  });
  return `conic-gradient(${stops.join(', ')})`;
}

type Shown = { marker: maplibregl.Marker; cluster: Cluster; key: string; labels?: ClusterLabels };

export type ClusterLabels = {
  /** The button's name: the count, the statuses in words, and what a click does. */
  label: (cluster: Cluster) => string;
  count: (count: number) => string;
};

/**
 * Below `CLUSTER_MAX_ZOOM` the fleet is drawn as clusters: round buttons with the count in dark text
 * on white, ringed by the statuses inside in their colours (the name says them in words); a click
 * zooms to where the cluster splits. The index is built in a worker, from the fleet's columns at
 * most every `CLUSTER_REFRESH_MS`; the vehicles a cluster stands for are hidden in the WebGL layer.
 */
export function useClusters(
  map: MapLibreMap,
  layer: FleetLayer,
  store: LiveStore,
  filter: number,
  labels: ClusterLabels,
): void {
  const labelsRef = useRef(labels);
  useEffect(() => {
    labelsRef.current = labels;
  });

  useEffect(() => {
    const worker = new Worker(new URL('./cluster-worker.ts', import.meta.url), { type: 'module' });
    const send = (message: ToClusterWorker) => worker.postMessage(message);
    const fleet = store.fleet;
    let seq = 0;
    let answered = 0;
    let lastLoad = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let dirty = true;
    let markers = new Map<number, Shown>();
    let shown: Cluster[] = [];
    let version = -1;
    const zoom = () => map.getZoom();
    const clustering = () => Math.floor(zoom()) < CLUSTER_MAX_ZOOM;

    const load = () => {
      timer = null;
      lastLoad = performance.now();
      dirty = false;
      const n = fleet.slotCount;
      // Copies (transferred to the worker): the store goes on mutating its columns.
      const columns = {
        lat: fleet.lat.slice(0, n),
        lon: fleet.lon.slice(0, n),
        status: fleet.status.slice(0, n),
        used: fleet.used.slice(0, n),
        slotCount: n,
      };
      worker.postMessage(
        { type: 'load', seq: ++seq, columns, filter, zoom: zoom() } satisfies ToClusterWorker,
        [columns.lat.buffer, columns.lon.buffer, columns.status.buffer, columns.used.buffer],
      );
    };
    const schedule = () => {
      dirty = true;
      if (timer || !clustering()) return;
      timer = setTimeout(load, Math.max(0, lastLoad + CLUSTER_REFRESH_MS - performance.now()));
    };

    const make = (cluster: Cluster) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.dataset.testid = 'vehicle-cluster';
      element.className =
        'grid place-content-center rounded-full p-[5px] shadow-md outline-none focus-visible:ring-4 focus-visible:ring-ring/60';
      const inner = document.createElement('span');
      inner.className =
        'grid place-content-center rounded-full bg-white text-xs font-extrabold text-slate-900 tabular-nums';
      element.append(inner);
      const marker = new maplibregl.Marker({ element }).setLngLat([cluster.lon, cluster.lat]);
      const shown: Shown = { marker, cluster, key: '' };
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        const { lon, lat, expansionZoom } = shown.cluster;
        map.easeTo({ center: [lon, lat], zoom: Math.max(expansionZoom, zoom() + 1) });
      });
      marker.addTo(map);
      return shown;
    };
    // Markers are kept per cluster id from one answer to the next and changed only where the cluster
    // changed: recreating a hundred DOM markers each second costs the main thread more than the rest.
    const paint = (item: Shown, cluster: Cluster) => {
      item.cluster = cluster;
      const labels = labelsRef.current;
      const key = `${cluster.count}|${cluster.statuses.join(',')}`;
      const [lon, lat] = [cluster.lon, cluster.lat];
      // A centroid that moved less than half a pixel is left where it is (each move restyles the marker).
      const at = item.marker.getLngLat();
      const halfPixel = 180 / (512 * 2 ** zoom());
      if (Math.abs(at.lng - lon) > halfPixel || Math.abs(at.lat - lat) > halfPixel) {
        item.marker.setLngLat([lon, lat]);
      }
      if (key === item.key && labels === item.labels) return;
      item.key = key;
      item.labels = labels;
      const { label, count } = labels;
      const element = item.marker.getElement();
      const size = cluster.count < 10 ? 34 : cluster.count < 100 ? 40 : cluster.count < 1000 ? 46 : 54;
      element.dataset.count = String(cluster.count);
      element.setAttribute('aria-label', label(cluster));
      element.title = label(cluster);
      element.style.width = `${size}px`;
      element.style.height = `${size}px`;
      element.style.background = ringOf(cluster.statuses, cluster.count);
      const inner = element.firstElementChild as HTMLElement;
      inner.style.width = `${size - 10}px`;
      inner.style.height = `${size - 10}px`;
      inner.textContent = count(cluster.count);
    };
    const draw = (clusters: Cluster[]) => {
      shown = clusters;
      const bounds = map.getBounds();
      const pad = (bounds.getEast() - bounds.getWest()) * 0.25;
      const padded = new maplibregl.LngLatBounds(
        [bounds.getWest() - pad, Math.max(-85, bounds.getSouth() - pad)],
        [bounds.getEast() + pad, Math.min(85, bounds.getNorth() + pad)],
      );
      const next = new Map<number, Shown>();
      for (const cluster of clusters) {
        if (!padded.contains([cluster.lon, cluster.lat])) continue;
        const item = markers.get(cluster.id) ?? make(cluster);
        markers.delete(cluster.id);
        paint(item, cluster);
        next.set(cluster.id, item);
      }
      markers.forEach((item) => item.marker.remove());
      markers = next;
      map.getContainer().dataset.clusters = String(clusters.length);
    };

    worker.onmessage = (event: MessageEvent<FromClusterWorker>) => {
      const message = event.data;
      if (message.seq < answered) return;
      answered = message.seq;
      // An answer for a zoom the map has left since: ask again.
      if (Math.floor(message.zoom) !== Math.floor(zoom())) {
        send({ type: 'zoom', seq: ++seq, zoom: zoom() });
        return;
      }
      const active = clustering();
      layer.setHidden(active ? message.hidden : null);
      draw(active ? message.clusters : []);
    };

    const unsubscribe = store.subscribe(() => {
      const state = store.getState();
      if (state.version === version) return;
      version = state.version;
      schedule();
    });
    let lastZoom = Math.floor(zoom());
    const onZoom = () => {
      const z = Math.floor(zoom());
      if (z === lastZoom) return;
      lastZoom = z;
      if (!clustering()) {
        layer.setHidden(null);
        draw([]);
        return;
      }
      if (dirty) load();
      else send({ type: 'zoom', seq: ++seq, zoom: zoom() });
    };
    // Markers are made only for the clusters in view: after a pan, those of the new view.
    const onMoveEnd = () => {
      if (clustering() && Math.floor(zoom()) === lastZoom) draw(shown);
    };
    map.on('zoom', onZoom);
    map.on('moveend', onMoveEnd);
    schedule();
    return () => {
      unsubscribe();
      map.off('zoom', onZoom);
      map.off('moveend', onMoveEnd);
      if (timer) clearTimeout(timer);
      worker.terminate();
      markers.forEach((item) => item.marker.remove());
      layer.setHidden(null);
    };
  }, [map, layer, store, filter]);
}
