import RBush from 'rbush';
import Supercluster, { type PointFeature } from 'supercluster';
import { LIVE_STATUSES } from '@fleet/shared/schemas/vehicles';
import {
  DEFAULT_CLUSTER_ZOOM,
  type LiveCluster,
  type LiveStatus,
  type SummaryMessage,
} from '@fleet/shared/schemas/tracking';
import type { LiveChange, LiveState } from './live-state';

/** A box in degrees, west ≤ east, within [-180, 180] × [-90, 90]. */
export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * A viewport as boxes on the ±180° world: one, or two when it crosses the antimeridian. `null` boxes means
 * the whole world (a box 360° or wider).
 */
export function viewportBoxes(bbox: readonly [number, number, number, number], margin = 0): Box[] {
  const [west0, south0, east0, north0] = bbox;
  const dx = (east0 - west0) * margin;
  const dy = (north0 - south0) * margin;
  const south = Math.max(-90, south0 - dy);
  const north = Math.min(90, north0 + dy);
  const width = east0 - west0 + 2 * dx;
  if (width >= 360) return [{ west: -180, south, east: 180, north }];
  // Bring the west edge into [-180, 180): a map wrapped once or twice gives the same world.
  const west = ((((west0 - dx + 180) % 360) + 360) % 360) - 180;
  const east = west + width;
  if (east <= 180) return [{ west, south, east, north }];
  return [
    { west, south, east: 180, north },
    { west: -180, south, east: east - 360, north },
  ];
}

export function inBoxes(boxes: readonly Box[], lat: number, lon: number): boolean {
  for (const box of boxes) {
    if (lat >= box.south && lat <= box.north && lon >= box.west && lon <= box.east) return true;
  }
  return false;
}

interface Item {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  id: number;
}

type StatusProps = Record<LiveStatus, number>;

/** A point's properties in the clustering index: one vehicle, counted under its status. */
function pointProps(status: LiveStatus | null): StatusProps {
  return {
    moving: status === 'moving' ? 1 : 0,
    pause: status === 'pause' ? 1 : 0,
    exit: status === 'exit' ? 1 : 0,
    busy: status === 'busy' ? 1 : 0,
  };
}

function statusesOf(props: StatusProps): LiveCluster['statuses'] {
  const statuses: LiveCluster['statuses'] = {};
  for (const status of LIVE_STATUSES) if (props[status] > 0) statuses[status] = props[status];
  return statuses;
}

/** At most one rebuild of the clustering index per this (docs/api.md#live-stream: clusters at most once a second). */
export const CLUSTER_REFRESH_MS = 1_000;
/** A viewport holding at most this many vehicles is clustered on its own (a few milliseconds). */
export const EXACT_CLUSTER_LIMIT = 5_000;

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Where every live vehicle is, for the viewport streams: an R-tree (rbush) of the vehicles with a position,
 * kept current from the live state's changes, answers "which vehicles are in this box" for a viewport's
 * snapshot; a clustering index (supercluster), rebuilt at most once a second and only when someone asks for
 * clusters, answers the clusters of a box at a zoom; the fleet-wide status counts are kept the same way.
 */
export class LiveSpatial {
  private readonly tree = new RBush<Item>();
  private readonly items = new Map<number, Item>();
  /** Vehicles whose change is not in the tree yet: placed when it is next read. */
  private readonly unplaced = new Set<number>();
  private readonly unsubscribe: () => void;
  /** Bumped on every change of a position or a status: what the cached clusters and counts were built from. */
  private version = 0;
  private clusterIndex: {
    version: number;
    builtAt: number;
    /** How long this build is kept while the fleet changes (longer when building took long). */
    wait: number;
    index: Supercluster<StatusProps, StatusProps>;
  } | null = null;
  private counts: { version: number; builtAt: number; counts: SummaryMessage['counts'] } | null = null;

  /** Clusters are asked for only below the cluster zoom: levels above it are never built. */
  private readonly maxZoom: number;

  constructor(
    private readonly live: LiveState,
    private readonly now: () => number = Date.now,
    clusterZoom = DEFAULT_CLUSTER_ZOOM,
  ) {
    this.maxZoom = Math.max(0, Math.ceil(clusterZoom) - 1);
    // One bulk load (much faster than 100,000 inserts), then kept current one change at a time.
    const items: Item[] = [];
    for (const id of live.ids()) {
      const position = live.get(id)?.position;
      if (!position || !Number.isFinite(position.lat) || !Number.isFinite(position.lon)) continue;
      const item = { minX: position.lon, minY: position.lat, maxX: position.lon, maxY: position.lat, id };
      this.items.set(id, item);
      items.push(item);
    }
    this.tree.load(items);
    this.unsubscribe = live.onChange((change) => this.onChange(change));
  }

  stop(): void {
    this.unsubscribe();
  }

  /** Vehicles with a position inside any of the boxes. */
  search(boxes: readonly Box[]): number[] {
    this.settle();
    const ids: number[] = [];
    for (const box of boxes) {
      for (const item of this.tree.search({
        minX: box.west,
        minY: box.south,
        maxX: box.east,
        maxY: box.north,
      }))
        ids.push(item.id);
    }
    return ids;
  }

  /** Where a vehicle is now, or undefined when it has no position. */
  where(id: number): { lat: number; lon: number } | undefined {
    if (this.unplaced.delete(id)) this.place(id);
    const item = this.items.get(id);
    return item ? { lat: item.minY, lon: item.minX } : undefined;
  }

  /** Changes to positions or statuses since `version()` last answered a value. */
  currentVersion(): number {
    return this.version;
  }

  /**
   * The clusters of the vehicles in the boxes at `zoom` (`scope`: of those vehicles only). A box holding at most
   * `EXACT_CLUSTER_LIMIT` vehicles is clustered on its own, so the counts add up to exactly the vehicles in it;
   * a larger one reads the fleet-wide index (at most `CLUSTER_REFRESH_MS` old), shared by every client, whose
   * clusters are those centred in the box (exact when the box holds the whole fleet).
   */
  clusters(boxes: readonly Box[], zoom: number, scope: ReadonlySet<number> | null): LiveCluster[] {
    if (!scope) {
      // The shared index's clusters first: at country zoom a few dozen, whose counts say whether the box holds
      // few enough vehicles to cluster on their own (searching 100,000 ids per client per second would not do).
      const shared = this.clustersOf(this.sharedIndex(), boxes, zoom);
      if (shared.reduce((sum, cluster) => sum + cluster.count, 0) > EXACT_CLUSTER_LIMIT) return shared;
    }
    let ids = this.search(boxes);
    if (scope) ids = ids.filter((id) => scope.has(id));
    return this.clustersOf(this.buildIndex(ids), boxes, zoom);
  }

  private clustersOf(
    index: Supercluster<StatusProps, StatusProps>,
    boxes: readonly Box[],
    zoom: number,
  ): LiveCluster[] {
    const clusters: LiveCluster[] = [];
    for (const box of boxes) {
      for (const feature of index.getClusters([box.west, box.south, box.east, box.north], zoom)) {
        const [lon, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties as StatusProps & { point_count?: number };
        clusters.push({
          lat: round(lat),
          lon: round(lon),
          count: props.point_count ?? 1,
          statuses: statusesOf(props),
        });
      }
    }
    return clusters;
  }

  /** Fleet-wide counters (of `scope` only, when given), at most `CLUSTER_REFRESH_MS` old. */
  summary(scope: ReadonlySet<number> | null): SummaryMessage['counts'] {
    if (scope) return this.count(scope);
    const now = this.now();
    if (
      !this.counts ||
      (this.counts.version !== this.version && now - this.counts.builtAt >= CLUSTER_REFRESH_MS)
    )
      this.counts = { version: this.version, builtAt: now, counts: this.count(null) };
    return this.counts.counts;
  }

  private count(scope: ReadonlySet<number> | null): SummaryMessage['counts'] {
    const counts = { moving: 0, pause: 0, exit: 0, busy: 0, total: 0 };
    const ids = scope ? [...scope] : this.live.ids();
    for (const id of ids) {
      const vehicle = this.live.get(id);
      if (!vehicle) continue;
      counts.total++;
      if (vehicle.live_status) counts[vehicle.live_status]++;
    }
    return counts;
  }

  private sharedIndex(): Supercluster<StatusProps, StatusProps> {
    const now = this.now();
    const cached = this.clusterIndex;
    // At most once a second, and never more than a fifth of the time: a fleet so large that a build takes
    // 400 ms is re-clustered every 2 s.
    if (cached && (cached.version === this.version || now - cached.builtAt < cached.wait))
      return cached.index;
    const started = performance.now();
    const index = this.buildIndex(null);
    const wait = Math.max(CLUSTER_REFRESH_MS, 5 * (performance.now() - started));
    this.clusterIndex = { version: this.version, builtAt: now, index, wait };
    return index;
  }

  /** A clustering index of these vehicles (null: every vehicle with a position). */
  private buildIndex(ids: readonly number[] | null): Supercluster<StatusProps, StatusProps> {
    this.settle();
    const points: PointFeature<StatusProps>[] = [];
    const add = (item: Item) => {
      points.push({
        type: 'Feature',
        properties: pointProps(this.live.get(item.id)?.live_status ?? null),
        geometry: { type: 'Point', coordinates: [item.minX, item.minY] },
      });
    };
    if (ids) {
      for (const id of ids) {
        const item = this.items.get(id);
        if (item) add(item);
      }
    } else {
      for (const item of this.items.values()) add(item);
    }
    const index = new Supercluster<StatusProps, StatusProps>({
      radius: 60,
      maxZoom: this.maxZoom,
      map: (props) => ({ ...props }),
      reduce: (sum, props) => {
        sum.moving += props.moving;
        sum.pause += props.pause;
        sum.exit += props.exit;
        sum.busy += props.busy;
      },
    });
    index.load(points);
    return index;
  }

  private onChange(change: LiveChange): void {
    for (const id of change.changed) this.unplaced.add(id);
    for (const id of change.removed) {
      this.unplaced.delete(id);
      this.drop(id);
    }
    this.version++;
  }

  /** Moves the vehicles changed since the last read, once each however often they moved meanwhile. */
  private settle(): void {
    for (const id of this.unplaced) this.place(id);
    this.unplaced.clear();
  }

  private place(id: number): void {
    const position = this.live.get(id)?.position;
    if (!position || !Number.isFinite(position.lat) || !Number.isFinite(position.lon)) {
      this.drop(id);
      return;
    }
    const current = this.items.get(id);
    if (current && current.minX === position.lon && current.minY === position.lat) return;
    if (current) this.tree.remove(current);
    const item: Item = { minX: position.lon, minY: position.lat, maxX: position.lon, maxY: position.lat, id };
    this.items.set(id, item);
    this.tree.insert(item);
  }

  private drop(id: number): void {
    const item = this.items.get(id);
    if (!item) return;
    this.tree.remove(item);
    this.items.delete(id);
  }
}
