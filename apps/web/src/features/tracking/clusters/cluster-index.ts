import Supercluster, { type PointFeature } from 'supercluster';

/** Clusters form below this zoom; from it on every vehicle is drawn on its own. */
export const CLUSTER_MAX_ZOOM = 11;
/** Cluster radius in CSS pixels. */
export const CLUSTER_RADIUS = 60;
/** Status codes of the live fleet: 0 unknown, 1.. the live statuses in `LIVE_STATUSES` order. */
export const STATUS_CODES = 5;

export type ClusterColumns = {
  lat: Float64Array;
  lon: Float64Array;
  status: Uint8Array;
  used: Uint8Array;
  slotCount: number;
};

export type Cluster = {
  id: number;
  lon: number;
  lat: number;
  count: number;
  /** Vehicles per status code. */
  statuses: number[];
  /** The zoom at which the cluster splits. */
  expansionZoom: number;
};

type PointProps = { slot: number; status: number };
/**
 * Counts per status code as flat numbers `s0`…`s4`: supercluster copies cluster properties shallowly,
 * so an array would be shared between zoom levels and counted twice.
 */
type ClusterProps = Record<string, number>;

export type ClusterIndex = Supercluster<PointProps, ClusterProps>;

/**
 * The fleet's vehicles with a position (of one status code when `filter` ≥ 0) in a supercluster
 * index: built a few times a second at most, it answers any zoom at once.
 */
export function buildClusterIndex(columns: ClusterColumns, filter: number): ClusterIndex {
  const points: PointFeature<PointProps>[] = [];
  for (let slot = 0; slot < columns.slotCount; slot++) {
    const lat = columns.lat[slot]!;
    const status = columns.status[slot]!;
    if (!columns.used[slot] || Number.isNaN(lat) || (filter >= 0 && status !== filter)) continue;
    points.push({
      type: 'Feature',
      properties: { slot, status },
      geometry: { type: 'Point', coordinates: [columns.lon[slot]!, lat] },
    });
  }
  const index = new Supercluster<PointProps, ClusterProps>({
    radius: CLUSTER_RADIUS,
    maxZoom: CLUSTER_MAX_ZOOM - 1,
    map: (props) => {
      const counts: ClusterProps = {};
      for (let i = 0; i < STATUS_CODES; i++) counts[`s${i}`] = props.status === i ? 1 : 0;
      return counts;
    },
    reduce: (total, props) => {
      for (let i = 0; i < STATUS_CODES; i++) total[`s${i}`]! += props[`s${i}`]!;
    },
  });
  return index.load(points);
}

/**
 * The clusters at a zoom (whole world), and which slots they hold: `hidden[slot]` is 1 for a vehicle
 * drawn as part of a cluster, 0 for one drawn on its own. Above the clustering zooms: no cluster.
 */
export function clustersAt(
  index: ClusterIndex,
  zoom: number,
  slotCount: number,
): { clusters: Cluster[]; hidden: Uint8Array } {
  const hidden = new Uint8Array(slotCount);
  const clusters: Cluster[] = [];
  const z = Math.floor(zoom);
  if (z >= CLUSTER_MAX_ZOOM) return { clusters, hidden };
  hidden.fill(1);
  for (const feature of index.getClusters([-180, -85, 180, 85], z)) {
    const [lon, lat] = feature.geometry.coordinates as [number, number];
    const props = feature.properties;
    if ('cluster' in props && props.cluster) {
      clusters.push({
        id: props.cluster_id,
        lon,
        lat,
        count: props.point_count,
        statuses: Array.from({ length: STATUS_CODES }, (_, i) => props[`s${i}`] ?? 0),
        expansionZoom: Math.min(index.getClusterExpansionZoom(props.cluster_id), CLUSTER_MAX_ZOOM),
      });
    } else {
      hidden[(props as PointProps).slot] = 0;
    }
  }
  return { clusters, hidden };
}
