import type { WebSocket } from 'ws';
import {
  DEFAULT_CLUSTER_ZOOM,
  VIEWPORT_MARGIN,
  type VehiclesMessage,
  type ViewportMessage,
} from '@fleet/shared/schemas/tracking';
import type { LiveChange, LiveState } from './live-state';
import { type Box, CLUSTER_REFRESH_MS, inBoxes, type LiveSpatial, viewportBoxes } from './live-spatial';

export interface StreamOptions {
  /**
   * At most one `changes` message per this interval: changes that arrive meanwhile are coalesced per vehicle, so a
   * burst costs one message and each vehicle appears once, in its newest state.
   */
  flushIntervalMs: number;
  /**
   * A client whose socket still holds this many unsent bytes is slow: nothing more is queued for it until it
   * drains, and its changes keep coalescing in a map bounded by the fleet size — never a growing backlog.
   */
  highWaterBytes: number;
  /** A client that has not drained for this long is closed (1013 "try again later"): it resyncs on reconnect. */
  stallCloseMs: number;
  /** How often the token and the permission are checked again (logout, expiry, a role change). */
  sessionCheckMs: number;
  /** Ping interval; a client that has not answered the previous ping is dropped. */
  pingMs: number;
  /**
   * Adaptive flushing: with more clients connected than this, the interval grows in proportion (2× the clients,
   * 2× the interval), up to `maxFlushIntervalMs` — fewer, larger messages when the process is busiest.
   */
  clientsPerFlushStep: number;
  maxFlushIntervalMs: number;
  /** Below this map zoom a viewport gets `clusters` instead of vehicles. */
  clusterZoom: number;
}

/**
 * WebSocket compression (permessage-deflate) for the large messages only: a viewport's first snapshot (a city at
 * 100,000 vehicles is ~1.3 MB of JSON, ~0.1 MB deflated) and the whole-fleet stream's bulk changes. The many small
 * change messages go as they are: compressing each for each of 1,500 dashboards would cost more CPU than the bytes
 * are worth. No context kept between messages, so an idle connection holds no zlib memory.
 * Changes are compressed only while few clients are connected (`compressChanges`): each client's message is its
 * own, so with many clients deflating them all takes the CPU the stream needs (1,500 dashboards: from a fifth
 * of reports delivered to all of them), and a busy process, flushing later, makes larger messages to deflate.
 */
export const STREAM_COMPRESSION = {
  threshold: 16 * 1024,
  serverNoContextTakeover: true,
  clientNoContextTakeover: true,
  // The fastest level: repeated JSON keys shrink almost as well as at the default, for a third of the CPU.
  zlibDeflateOptions: { level: 1 },
} as const;

export const DEFAULT_STREAM_OPTIONS: StreamOptions = {
  // Adds at most 10 ms (5 on average) to a device-to-screen delay that must stay under 100 ms
  // (bench/live-latency.ts); a client gets at most 100 messages a second, which the web app's stream worker batches further before the main thread sees them.
  flushIntervalMs: 10,
  highWaterBytes: 1024 * 1024,
  stallCloseMs: 30_000,
  sessionCheckMs: 30_000,
  pingMs: 30_000,
  // 1,500 dashboards: 150 ms, so each gets ~7 messages a second instead of 100: many small messages cost the
  // process more than fewer large ones, and a busy process delays every client's updates.
  clientsPerFlushStep: 100,
  maxFlushIntervalMs: 250,
  clusterZoom: DEFAULT_CLUSTER_ZOOM,
};

/** Whether change messages are deflated (see STREAM_COMPRESSION): while the clients are within one flush step. */
export function compressChanges(options: StreamOptions, clients: number): boolean {
  return clients <= options.clientsPerFlushStep;
}

/** A client's viewports apply at most this often (the newest wins). */
export const VIEWPORT_MIN_GAP_MS = 100;

/** Stream clients connected to this process, for adaptive flushing. */
let connectedClients = 0;
export const streamClientCount = () => connectedClients;

/** The flush interval for `clients` connected clients. */
export function adaptiveFlushInterval(options: StreamOptions, clients: number): number {
  const steps = Math.max(1, clients / Math.max(1, options.clientsPerFlushStep));
  return Math.min(
    Math.max(options.flushIntervalMs, options.maxFlushIntervalMs),
    options.flushIntervalMs * steps,
  );
}

/** What a viewport client is shown: vehicles in `boxes` (with the margin), or clusters of `exact` at `zoom`. */
interface View {
  zoom: number;
  /** The viewport with its margin: vehicles inside are sent, and leave through `removed`. */
  boxes: Box[];
  /** The viewport itself, for clusters. */
  exact: Box[];
  clustered: boolean;
}

/** Why a stream ends from the server's side; the close code is what the client acts on. */
export interface StreamRefusal {
  code: number;
  message: string;
}

const CLOSE_TRY_AGAIN_LATER = 1013;

/**
 * Event messages held for a client above its high-water mark: events do not coalesce, so the oldest go first
 * beyond this (a client that far behind is about to be closed, and reads the events list when it reconnects).
 */
export const MAX_QUEUED_EVENT_MESSAGES = 500;

/** One WebSocket client of the live stream: a snapshot, then coalesced changes. */
export class StreamClient {
  private readonly pending = new Set<number>();
  private readonly removed = new Set<number>();
  private timer: NodeJS.Timeout | undefined;
  private lastFlush = 0;
  private stalledSince: number | null = null;
  private alive = true;
  private readonly intervals: NodeJS.Timeout[] = [];
  private unsubscribe: (() => void) | undefined;
  private closed = false;
  private events: string[] = [];
  private view: View | null = null;
  /** Viewport mode: the vehicles this client holds (sent and not removed since). */
  private readonly shown = new Set<number>();
  private slowTimer: NodeJS.Timeout | undefined;
  /** The spatial version and view the last `clusters` were built for, and when. */
  private clustersSent: { version: number; view: View; at: number } | null = null;
  private summarySent: { json: string; at: number } | null = null;
  private nextViewport: ViewportMessage | null = null;
  private viewportTimer: NodeJS.Timeout | undefined;
  private lastViewportAt = 0;
  private started = false;
  /** False: started without the fleet (see `start`). */
  private vehicles = true;
  /** After a `vehicles` message: the only vehicles this client follows (within `scope`); null: none such. */
  private followed: Set<number> | null = null;

  constructor(
    private readonly socket: WebSocket,
    private readonly live: LiveState,
    private readonly options: StreamOptions,
    /** Resolves to a refusal when the session is no longer valid or allowed, else null. */
    private readonly checkSession: () => Promise<StreamRefusal | null>,
    /** The only vehicles this client may see (an API key limited to some), or null for all. */
    private readonly scope: ReadonlySet<number> | null = null,
    /** Needed for viewports; without it a `viewport` is ignored and the client gets the whole stream. */
    private readonly spatial: LiveSpatial | null = null,
    /** Writes one vehicle for this client (a share link shows less); default: the live state's cached JSON. */
    private readonly render: ((id: number) => string | undefined) | null = null,
  ) {}

  /**
   * `viewport`: the one the client connected with (docs/api.md#live-stream-at-scale), so its first snapshot is
   * the box's, not the fleet's;
   * or the `vehicles` it connected with, so its first snapshot is theirs.
   * `vehicles: false`: a stream without the fleet, for a user who may not see the live map: no snapshot, changes,
   * clusters or summary, viewports ignored; only what `sendEvents` hands it, with the same pings, session checks
   * and backpressure. Such a client does not count towards adaptive flushing (it gets no changes to flush).
   */
  start(
    viewport: ViewportMessage | VehiclesMessage | null = null,
    { vehicles = true }: { vehicles?: boolean } = {},
  ): void {
    this.started = true;
    this.vehicles = vehicles;
    if (vehicles) connectedClients++;
    this.socket.on('close', () => this.stop());
    this.socket.on('pong', () => {
      this.alive = true;
    });
    if (vehicles) {
      this.unsubscribe = this.live.onChange((change) => this.onChange(change));
      if (viewport?.type === 'vehicles') {
        this.setVehicles(viewport);
      } else if (viewport && this.spatial) {
        this.nextViewport = viewport;
        this.applyViewport();
      } else {
        const ids = this.live.ids();
        this.send(this.message('snapshot', this.scope ? ids.filter((id) => this.scope!.has(id)) : ids, []));
      }
    }
    this.lastFlush = Date.now();

    this.intervals.push(
      setInterval(() => {
        if (!this.alive) {
          this.socket.terminate();
          return;
        }
        this.alive = false;
        this.socket.ping();
      }, this.options.pingMs),
      setInterval(() => void this.recheck(), this.options.sessionCheckMs),
    );
  }

  /** Sends an `error` message and closes with `code`. */
  refuse(refusal: StreamRefusal): void {
    if (this.socket.readyState === this.socket.OPEN) {
      this.socket.send(JSON.stringify({ type: 'error', message: refusal.message }));
      this.socket.close(refusal.code, refusal.message.slice(0, 60));
    }
    this.stop();
  }

  /** Answers a message the client should not have sent with an `error` message; the stream goes on. */
  sendError(message: string): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    this.send(JSON.stringify({ type: 'error', message }));
  }

  private async recheck(): Promise<void> {
    let refusal: StreamRefusal | null;
    try {
      refusal = await this.checkSession();
    } catch {
      return; // the database is briefly unreachable: keep streaming and check again next time
    }
    if (refusal) this.refuse(refusal);
  }

  private stop(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.started && this.vehicles) connectedClients--;
    clearTimeout(this.viewportTimer);
    this.unsubscribe?.();
    clearTimeout(this.timer);
    clearInterval(this.slowTimer);
    for (const interval of this.intervals) clearInterval(interval);
  }

  /**
   * docs/api.md#live-stream-at-scale: from now on, only what this viewport needs — a fresh snapshot of the
   * vehicles in the box (with a margin of a quarter of its size) then their changes, or, below the cluster
   * zoom, clusters at most once a second; and the fleet-wide summary.
   */
  setViewport(message: ViewportMessage): void {
    if (this.closed || !this.spatial || !this.vehicles) return;
    // A map dragged about sends many: the newest wins, at most one snapshot per VIEWPORT_MIN_GAP_MS, and none
    // while the socket is still sending the previous ones.
    this.nextViewport = message;
    if (this.viewportTimer) return;
    const wait = Math.max(0, this.lastViewportAt + VIEWPORT_MIN_GAP_MS - Date.now());
    if (wait === 0 && this.socket.bufferedAmount <= this.options.highWaterBytes) this.applyViewport();
    else this.viewportTimer = setTimeout(() => this.retryViewport(), Math.max(wait, 1));
  }

  /**
   * Follow just these vehicles (a vehicle's page), those of them this client may see: a fresh snapshot of them,
   * then their changes; no clusters or summary. Replaces any viewport (a later viewport replaces this).
   */
  setVehicles(message: VehiclesMessage): void {
    if (this.closed || !this.vehicles) return;
    const followed = new Set(this.visible(message.ids));
    this.followed = followed;
    this.view = null;
    this.nextViewport = null;
    clearTimeout(this.viewportTimer);
    this.viewportTimer = undefined;
    clearInterval(this.slowTimer);
    this.slowTimer = undefined;
    this.clustersSent = null;
    this.summarySent = null;
    this.pending.clear();
    this.removed.clear();
    this.shown.clear();
    this.send(this.message('snapshot', [...followed], []));
  }

  private retryViewport(): void {
    this.viewportTimer = undefined;
    if (this.closed) return;
    if (this.socket.bufferedAmount > this.options.highWaterBytes) {
      this.viewportTimer = setTimeout(() => this.retryViewport(), VIEWPORT_MIN_GAP_MS);
      return;
    }
    this.applyViewport();
  }

  private applyViewport(): void {
    const message = this.nextViewport;
    if (!message || !this.spatial || this.closed) return;
    this.nextViewport = null;
    this.followed = null;
    this.lastViewportAt = Date.now();
    const clustered = message.zoom < this.options.clusterZoom;
    this.view = {
      zoom: message.zoom,
      boxes: viewportBoxes(message.bbox, VIEWPORT_MARGIN),
      exact: viewportBoxes(message.bbox),
      clustered,
    };
    this.pending.clear();
    this.removed.clear();
    this.shown.clear();
    if (clustered) {
      this.sendClusters(true);
    } else {
      this.clustersSent = null;
      const ids = this.visible(this.spatial.search(this.view.boxes));
      for (const id of ids) this.shown.add(id);
      this.send(this.message('snapshot', ids, []));
    }
    this.sendSummary(this.summarySent === null);
    // Clusters and the summary follow the fleet at most once a second.
    this.slowTimer ??= setInterval(() => {
      if (this.view?.clustered) this.sendClusters(false);
      this.sendSummary(false);
    }, CLUSTER_REFRESH_MS);
  }

  private visible(ids: number[]): number[] {
    const scope = this.scope;
    return scope ? ids.filter((id) => scope.has(id)) : ids;
  }

  private onChange(change: LiveChange): void {
    const scope = this.scope;
    const view = this.view;
    const followed = this.followed;
    if (view?.clustered) return; // clusters follow on their own clock
    for (const id of change.changed) {
      if (scope && !scope.has(id)) continue;
      if (followed && !followed.has(id)) continue;
      if (view) {
        const at = this.spatial!.where(id);
        if (!at || !inBoxes(view.boxes, at.lat, at.lon)) {
          // Left the box (or lost its position): the client drops it.
          if (this.shown.delete(id)) {
            this.pending.delete(id);
            this.removed.add(id);
          }
          continue;
        }
        this.shown.add(id);
      }
      this.removed.delete(id);
      this.pending.add(id);
    }
    for (const id of change.removed) {
      if (scope && !scope.has(id)) continue;
      if (followed && !followed.has(id)) continue;
      if (view && !this.shown.delete(id)) continue;
      this.pending.delete(id);
      this.removed.add(id);
    }
    this.schedule();
  }

  private sendClusters(force: boolean): void {
    const view = this.view;
    if (!view || !this.spatial || this.closed) return;
    const version = this.spatial.currentVersion();
    const sent = this.clustersSent;
    if (!force && sent && sent.view === view && sent.version === version) return;
    if (!force && this.socket.bufferedAmount > this.options.highWaterBytes) return; // a slow client skips a beat
    const clusters = this.spatial.clusters(view.exact, Math.floor(view.zoom), this.scope);
    this.clustersSent = { version, view, at: Date.now() };
    this.send(JSON.stringify({ type: 'clusters', zoom: view.zoom, clusters }));
  }

  private sendSummary(force: boolean): void {
    if (!this.spatial || this.closed) return;
    const json = JSON.stringify({ type: 'summary', counts: this.spatial.summary(this.scope) });
    if (!force && this.summarySent?.json === json) return;
    if (!force && this.socket.bufferedAmount > this.options.highWaterBytes) return;
    this.summarySent = { json, at: Date.now() };
    this.send(json);
  }

  /**
   * Sends ready-made event messages at once (with any changes waiting), behind the same backpressure: events come
   * a batch at a time from the event engine's ticks, so they need no coalescing interval of their own, and
   * waiting for the next flush would add up to `flushIntervalMs` to each event's device-to-screen time.
   */
  sendEvents(messages: readonly string[]): void {
    if (this.closed || messages.length === 0) return;
    this.events.push(...messages);
    if (this.events.length > MAX_QUEUED_EVENT_MESSAGES) {
      this.events.splice(0, this.events.length - MAX_QUEUED_EVENT_MESSAGES);
    }
    if (this.stalledSince !== null) return this.schedule();
    clearTimeout(this.timer);
    this.flush();
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    const interval = adaptiveFlushInterval(this.options, connectedClients);
    const wait = Math.max(0, this.lastFlush + interval - Date.now());
    this.timer = setTimeout(() => this.flush(), wait);
  }

  private flush(): void {
    this.timer = undefined;
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.pending.size === 0 && this.removed.size === 0 && this.events.length === 0) return;
    const now = Date.now();
    if (this.socket.bufferedAmount > this.options.highWaterBytes) {
      this.stalledSince ??= now;
      if (now - this.stalledSince > this.options.stallCloseMs) {
        this.socket.close(CLOSE_TRY_AGAIN_LATER, 'too slow');
        this.stop();
        return;
      }
      this.lastFlush = now;
      this.schedule();
      return;
    }
    this.stalledSince = null;
    this.lastFlush = now;
    if (this.pending.size > 0 || this.removed.size > 0) {
      const ids = [...this.pending];
      const removed = [...this.removed];
      this.pending.clear();
      this.removed.clear();
      this.send(this.message('changes', ids, removed), compressChanges(this.options, connectedClients));
    }
    const events = this.events;
    this.events = [];
    for (const message of events) this.send(message);
  }

  /** Built from each vehicle's cached JSON, so twenty clients do not serialise the same vehicle twenty times. */
  private message(type: 'snapshot' | 'changes', ids: readonly number[], removed: readonly number[]): string {
    const vehicles: string[] = [];
    for (const id of ids) {
      const json = this.render ? this.render(id) : this.live.json(id);
      if (json !== undefined) vehicles.push(json);
    }
    const head = `{"type":"${type}","server_time":${JSON.stringify(new Date().toISOString())},"vehicles":[${vehicles.join(',')}]`;
    return type === 'snapshot' ? `${head}}` : `${head},"removed":${JSON.stringify(removed)}}`;
  }

  private send(message: string, compress = true): void {
    this.socket.send(message, { compress }, (error) => {
      if (error) this.stop();
    });
  }
}
