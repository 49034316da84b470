import { describe, expect, it } from 'vitest';
import {
  CLUSTER_MAX_ZOOM,
  buildClusterIndex,
  clustersAt,
  type ClusterColumns,
} from '@/features/tracking/clusters/cluster-index';

/** Two groups far apart (Riyadh, Jeddah) and one vehicle without a position. */
function columns(): ClusterColumns {
  const spots: [number, number, number][] = [];
  for (let i = 0; i < 30; i++) spots.push([24.7 + i * 0.001, 46.7 + i * 0.001, (i % 4) + 1]);
  for (let i = 0; i < 12; i++) spots.push([21.5 + i * 0.001, 39.2 + i * 0.001, 1]);
  spots.push([Number.NaN, Number.NaN, 0]);
  const n = spots.length;
  const out = {
    lat: new Float64Array(n),
    lon: new Float64Array(n),
    status: new Uint8Array(n),
    used: new Uint8Array(n).fill(1),
    slotCount: n,
  };
  spots.forEach(([lat, lon, status], slot) => {
    out.lat[slot] = lat;
    out.lon[slot] = lon;
    out.status[slot] = status;
  });
  return out;
}

describe('fleet clusters', () => {
  it('groups nearby vehicles at low zoom, counting each status, and hides what they stand for', () => {
    const { clusters, hidden } = clustersAt(buildClusterIndex(columns(), -1), 6, 43);
    expect(clusters.map((c) => c.count).sort((a, b) => a - b)).toEqual([12, 30]);
    const riyadh = clusters.find((c) => c.count === 30)!;
    expect(riyadh.statuses).toEqual([0, 8, 8, 7, 7]);
    expect(riyadh.expansionZoom).toBeGreaterThan(6);
    expect(riyadh.expansionZoom).toBeLessThanOrEqual(CLUSTER_MAX_ZOOM);
    // Every clustered vehicle is hidden from the icon layer; the one without a position is not drawn anyway.
    expect(hidden.slice(0, 42).every((v) => v === 1)).toBe(true);
  });

  it('draws every vehicle on its own from the clustering zoom on', () => {
    const { clusters, hidden } = clustersAt(buildClusterIndex(columns(), -1), CLUSTER_MAX_ZOOM, 43);
    expect(clusters).toEqual([]);
    expect(hidden.every((v) => v === 0)).toBe(true);
  });

  it('clusters only the vehicles of the status filter', () => {
    const { clusters, hidden } = clustersAt(buildClusterIndex(columns(), 2), 6, 43);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]!.count).toBe(8);
    expect(clusters[0]!.statuses).toEqual([0, 0, 8, 0, 0]);
    // Jeddah's vehicles (status 1) are filtered out: not shown by a cluster.
    expect(hidden[30]).toBe(1);
  });

  it('leaves a lone vehicle visible', () => {
    const data = columns();
    data.lat[42] = 28.4;
    data.lon[42] = 36.5;
    data.status[42] = 1;
    const { clusters, hidden } = clustersAt(buildClusterIndex(data, -1), 6, 43);
    expect(clusters).toHaveLength(2);
    expect(hidden[42]).toBe(0);
  });
});
