import type { WebSocket } from 'ws';
import type { LiveChange, LiveState } from './live-state';

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
}

export const DEFAULT_STREAM_OPTIONS: StreamOptions = {
  // Adds at most 10 ms (5 on average) to a device-to-screen delay that must stay under 100 ms (at 25 ms the
  // stream added ~15 ms at the median of bench/live-latency.ts, now ~7); a client gets at most 100 messages a
  // second, which the web app's stream worker batches further before the main thread sees them.
  flushIntervalMs: 10,
  highWaterBytes: 1024 * 1024,
  stallCloseMs: 30_000,
  sessionCheckMs: 30_000,
  pingMs: 30_000,
};

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

  constructor(
    private readonly socket: WebSocket,
    private readonly live: LiveState,
    private readonly options: StreamOptions,
    /** Resolves to a refusal when the session is no longer valid or allowed, else null. */
    private readonly checkSession: () => Promise<StreamRefusal | null>,
  ) {}

  start(): void {
    this.socket.on('close', () => this.stop());
    this.socket.on('pong', () => {
      this.alive = true;
    });
    this.unsubscribe = this.live.onChange((change) => this.onChange(change));
    this.send(this.message('snapshot', this.live.ids(), []));
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
    this.unsubscribe?.();
    clearTimeout(this.timer);
    for (const interval of this.intervals) clearInterval(interval);
  }

  private onChange(change: LiveChange): void {
    for (const id of change.changed) {
      this.removed.delete(id);
      this.pending.add(id);
    }
    for (const id of change.removed) {
      this.pending.delete(id);
      this.removed.add(id);
    }
    this.schedule();
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
    const wait = Math.max(0, this.lastFlush + this.options.flushIntervalMs - Date.now());
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
      this.send(this.message('changes', ids, removed));
    }
    const events = this.events;
    this.events = [];
    for (const message of events) this.send(message);
  }

  /** Built from each vehicle's cached JSON, so twenty clients do not serialise the same vehicle twenty times. */
  private message(type: 'snapshot' | 'changes', ids: readonly number[], removed: readonly number[]): string {
    const vehicles: string[] = [];
    for (const id of ids) {
      const json = this.live.json(id);
      if (json !== undefined) vehicles.push(json);
    }
    const head = `{"type":"${type}","server_time":${JSON.stringify(new Date().toISOString())},"vehicles":[${vehicles.join(',')}]`;
    return type === 'snapshot' ? `${head}}` : `${head},"removed":${JSON.stringify(removed)}}`;
  }

  private send(message: string): void {
    this.socket.send(message, (error) => {
      if (error) this.stop();
    });
  }
}
