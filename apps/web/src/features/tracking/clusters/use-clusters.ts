import { useEffect, useRef } from 'react';
import * as maplibregl from 'maplibre-gl';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { ClustersMessage } from '@fleet/shared/schemas/tracking';
import { LIVE_STATUSES } from '@fleet/shared/schemas/vehicles';
import type { LiveStore } from '@/features/tracking/live/live-store';
import { STATUS_COLORS, UNKNOWN_STATUS_COLOR } from '@/features/tracking/status';

const CODE_COLORS = [UNKNOWN_STATUS_COLOR, ...LIVE_STATUSES.map((status) => STATUS_COLORS[status])];

/** One of the server's clusters as the map draws it. */
export type Cluster = {
  lon: number;
  lat: number;
  count: number;
  /** Vehicles per status code: 0 no status yet, then the live statuses in `LIVE_STATUSES` order. */
  statuses: number[];
};

/** The server's clusters with their statuses as codes; with a status filter, only that status's vehicles. */
export function toClusters(message: ClustersMessage, filter: number): Cluster[] {
  const out: Cluster[] = [];
  for (const cluster of message.clusters) {
    const byStatus = LIVE_STATUSES.map((status) => cluster.statuses[status] ?? 0);
    const known = byStatus.reduce((sum, n) => sum + n, 0);
    const statuses = [Math.max(0, cluster.count - known), ...byStatus];
    const count = filter < 0 ? cluster.count : statuses[filter]!;
    if (count === 0) continue;
    out.push({
      lon: cluster.lon,
      lat: cluster.lat,
      count,
      statuses: filter < 0 ? statuses : statuses.map((n, code) => (code === filter ? n : 0)),
    });
  }
  return out;
}

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

/** A click on a cluster zooms in this much (or to the zoom where the server sends vehicles). */
const ZOOM_STEP = 2;

/**
 * Below the server's cluster zoom the stream sends clusters instead of vehicles
 * (docs/api.md#live-stream-at-scale): drawn as round buttons with the count in dark text on white, ringed by
 * the statuses inside in their colours (the name says them in words); a click zooms in there.
 */
export function useClusters(map: MapLibreMap, store: LiveStore, filter: number, labels: ClusterLabels): void {
  const labelsRef = useRef(labels);
  useEffect(() => {
    labelsRef.current = labels;
  });

  useEffect(() => {
    let markers = new Map<string, Shown>();
    let drawn: ClustersMessage | null | undefined;

    const make = (cluster: Cluster, zoom: number) => {
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
        const { lon, lat } = shown.cluster;
        map.easeTo({ center: [lon, lat], zoom: Math.max(map.getZoom(), zoom) + ZOOM_STEP });
      });
      marker.addTo(map);
      return shown;
    };
    const paint = (item: Shown, cluster: Cluster) => {
      item.cluster = cluster;
      const labels = labelsRef.current;
      const key = `${cluster.count}|${cluster.statuses.join(',')}`;
      item.marker.setLngLat([cluster.lon, cluster.lat]);
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
    // Markers are kept from one message to the next where a cluster stays put (same place, to 5 decimals).
    const draw = () => {
      const message = store.getState().clusters;
      if (message === drawn) return;
      drawn = message;
      const clusters = message ? toClusters(message, filter) : [];
      const next = new Map<string, Shown>();
      for (const cluster of clusters) {
        const key = `${cluster.lat.toFixed(5)},${cluster.lon.toFixed(5)}`;
        if (next.has(key)) {
          const item = make(cluster, message!.zoom);
          paint(item, cluster);
          next.set(`${key}#${next.size}`, item);
          continue;
        }
        const item = markers.get(key) ?? make(cluster, message!.zoom);
        markers.delete(key);
        paint(item, cluster);
        next.set(key, item);
      }
      markers.forEach((item) => item.marker.remove());
      markers = next;
      map.getContainer().dataset.clusters = String(clusters.length);
    };
    const unsubscribe = store.subscribe(draw);
    draw();
    return () => {
      unsubscribe();
      markers.forEach((item) => item.marker.remove());
      delete map.getContainer().dataset.clusters;
    };
  }, [map, store, filter]);
}
