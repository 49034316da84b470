import type { ClustersMessage, SummaryMessage } from '@fleet/shared/schemas/tracking';
import type { FleetBatch } from '@/features/tracking/live/fleet-batch';
import { LiveFleet, type LiveFleetView } from '@/features/tracking/live/live-fleet';

export type ConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'forbidden' | 'closed';

/**
 * What React and the map read. `vehicles` is one columnar fleet mutated in place by each batch
 * (copying 10,000 entries a few times a second is waste; see `live-fleet.ts`); `version` changes with
 * every batch so subscribers know. `changed` lists the ids touched by the last batch, or `all` after a
 * snapshot.
 */
export type LiveState = {
  version: number;
  vehicles: LiveFleetView;
  changed: Int32Array | 'all';
  connection: ConnectionState;
  /** True once the first snapshot has been applied. */
  ready: boolean;
  /** The server's clusters while the map is below the cluster zoom (no vehicles are sent then). */
  clusters: ClustersMessage | null;
  /** The fleet-wide counters the server sends to a viewport; null without one (count the fleet then). */
  summary: SummaryMessage['counts'] | null;
};

/**
 * The live fleet on the main thread. The live worker reads the stream and batches it (see
 * `live-worker.ts`); each batch is applied here at once, costing one render and one map update.
 */
export class LiveStore {
  /** The columns themselves, for the map layer. */
  readonly fleet = new LiveFleet();
  private state: LiveState;
  private listeners = new Set<() => void>();

  constructor() {
    this.state = {
      version: 0,
      vehicles: this.fleet,
      changed: 'all',
      connection: 'idle',
      ready: false,
      clusters: null,
      summary: null,
    };
  }

  getState = (): LiveState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** One batch from the live worker. */
  apply(batch: FleetBatch): void {
    const started = performance.now();
    const touched = this.fleet.apply(batch);
    this.emit({
      changed: batch.snapshot ? 'all' : touched,
      ready: this.state.ready || batch.snapshot,
    });
    // React renders the subscribers in a microtask queued by `emit`: measured once it is done.
    // A start time rather than a named mark: another batch or a cleared buffer cannot make it vanish.
    queueMicrotask(() => performance.measure('live-flush', { start: started }));
  }

  setConnection(connection: ConnectionState): void {
    if (connection !== this.state.connection) this.emit({ connection, changed: new Int32Array(0) }, false);
  }

  setClusters(clusters: ClustersMessage | null): void {
    if (clusters !== this.state.clusters) this.emit({ clusters, changed: new Int32Array(0) }, false);
  }

  setSummary(summary: SummaryMessage['counts'] | null): void {
    if (summary !== this.state.summary) this.emit({ summary, changed: new Int32Array(0) }, false);
  }

  /** The fleet held is partial (a viewport's) until the next snapshot: nothing is missing from it for sure. */
  awaitSnapshot(): void {
    this.emit({ ready: false, changed: new Int32Array(0) }, false);
  }

  /** Forget everything (logout). */
  reset(): void {
    this.fleet.clear();
    this.emit({ changed: 'all', ready: false, connection: 'idle', clusters: null, summary: null });
  }

  private emit(patch: Partial<LiveState>, bumpVersion = true): void {
    this.state = {
      ...this.state,
      ...patch,
      version: bumpVersion ? this.state.version + 1 : this.state.version,
    };
    this.listeners.forEach((listener) => listener());
  }
}

/** The app's one live fleet, fed by the one live worker (see `use-live.ts`). */
export const liveStore = new LiveStore();
