import type { LiveVehicle, StreamMessage } from '@fleet/shared/schemas/tracking';

export type ConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'forbidden' | 'closed';

/**
 * What React and the map read. `vehicles` is one Map mutated in place by each flush (copying 10,000
 * entries a few times a second is waste); `version` changes with every flush so subscribers know.
 * `changed` lists the ids touched by the last flush, or `all` after a snapshot.
 */
export type LiveState = {
  version: number;
  vehicles: ReadonlyMap<number, LiveVehicle>;
  changed: ReadonlySet<number> | 'all';
  connection: ConnectionState;
  /** True once the first snapshot has been applied. */
  ready: boolean;
};

/** How often buffered stream messages reach React and the map: a few times a second. */
export const FLUSH_INTERVAL_MS = 200;

/**
 * The live fleet: stream messages are buffered as they arrive and applied together at most every
 * FLUSH_INTERVAL_MS, so a burst of updates costs one render and one map update.
 */
export class LiveStore {
  private vehicles = new Map<number, LiveVehicle>();
  private state: LiveState;
  private listeners = new Set<() => void>();
  private pendingSnapshot: LiveVehicle[] | null = null;
  private pendingChanges = new Map<number, LiveVehicle>();
  private pendingRemoved = new Set<number>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly flushIntervalMs = FLUSH_INTERVAL_MS) {
    this.state = { version: 0, vehicles: this.vehicles, changed: 'all', connection: 'idle', ready: false };
  }

  getState = (): LiveState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** One message off the socket; applied at the next flush. */
  receive(message: StreamMessage): void {
    if (message.type === 'snapshot') {
      // A snapshot replaces everything, including what was buffered before it.
      this.pendingSnapshot = message.vehicles;
      this.pendingChanges.clear();
      this.pendingRemoved.clear();
    } else if (message.type === 'changes') {
      for (const vehicle of message.vehicles) {
        this.pendingChanges.set(vehicle.id, vehicle);
        this.pendingRemoved.delete(vehicle.id);
      }
      for (const id of message.removed) {
        this.pendingChanges.delete(id);
        this.pendingRemoved.add(id);
      }
    } else {
      return;
    }
    this.timer ??= setTimeout(() => this.flush(), this.flushIntervalMs);
  }

  /** Applies what is buffered now (the timer calls it; tests and benchmarks may too). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const snapshot = this.pendingSnapshot;
    if (!snapshot && this.pendingChanges.size === 0 && this.pendingRemoved.size === 0) return;
    const started = performance.now();
    const changed = new Set<number>();
    if (snapshot) {
      this.vehicles.clear();
      for (const vehicle of snapshot) this.vehicles.set(vehicle.id, vehicle);
    }
    for (const [id, vehicle] of this.pendingChanges) {
      this.vehicles.set(id, vehicle);
      changed.add(id);
    }
    for (const id of this.pendingRemoved) {
      this.vehicles.delete(id);
      changed.add(id);
    }
    this.pendingSnapshot = null;
    this.pendingChanges.clear();
    this.pendingRemoved.clear();
    this.emit({ changed: snapshot ? 'all' : changed, ready: this.state.ready || !!snapshot });
    // React renders the subscribers in a microtask queued by `emit`: measured once it is done.
    // A start time rather than a named mark: another flush or a cleared buffer cannot make it vanish.
    queueMicrotask(() => performance.measure('live-flush', { start: started }));
  }

  setConnection(connection: ConnectionState): void {
    if (connection !== this.state.connection) this.emit({ connection, changed: new Set() }, false);
  }

  /** Forget everything (logout). */
  reset(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pendingSnapshot = null;
    this.pendingChanges.clear();
    this.pendingRemoved.clear();
    this.vehicles.clear();
    this.emit({ changed: 'all', ready: false, connection: 'idle' });
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

/** The app's one live fleet, fed by the one socket (see `live-connection.ts`). */
export const liveStore = new LiveStore();
