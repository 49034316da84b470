import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { livePositionSchema } from '@fleet/shared/schemas/tracking';
import { z } from '@fleet/shared/validation';

/**
 * The facts the live hub carries between server instances. Statuses are not among them: a status is a pure
 * function of the latest position, the clock and the itinerary (live-status.ts), so every instance derives the
 * same one from the same facts, and sending status changes over Redis too would multiply them by the number of
 * instances.
 */
export const hubPositionSchema = livePositionSchema.extend({
  vehicle_id: z.number().int(),
  /** `fix_time` and `server_time` as epoch ms, as the writer had them (spares parsing them back per position). */
  fix_ms: z.number().optional(),
  server_ms: z.number().optional(),
  /** The fix's attributes its vehicle's sensors read, when it has sensors (docs/api.md#sensors). */
  readings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});
export type HubPosition = z.infer<typeof hubPositionSchema>;

export const liveEventSchema = z.discriminatedUnion('type', [
  /** Positions committed to the database (the newest fix per vehicle in a batch is enough). */
  z.object({ type: z.literal('positions'), positions: z.array(hubPositionSchema) }),
  /** Vehicles created, edited, blocked, activated or deleted: re-read them. `null`: re-read every vehicle. */
  z.object({ type: z.literal('vehicles.changed'), ids: z.array(z.number().int()).nullable() }),
  /** Vehicles written through their module (device ids may have changed): the device → vehicle map is re-read. */
  z.object({ type: z.literal('devices.changed') }),
  /** Sessions ended or their rights changed: forget remembered sessions (see SessionCache). */
  z.object({ type: z.literal('sessions.changed') }),
  /** Geofences created, edited or deleted: the event engine re-reads them. */
  z.object({ type: z.literal('geofences.changed') }),
  /** The event settings changed: re-read them. */
  z.object({ type: z.literal('settings.changed') }),
  /** Maintenance programmes or schedules changed (a programme saved, a work order completed): re-read them. */
  z.object({ type: z.literal('maintenance.changed') }),
  /** Notification rules created, edited or deleted: every instance re-reads the active ones. */
  z.object({ type: z.literal('notification-rules.changed') }),
  /** A vehicle's sensors created, edited or deleted: every instance re-reads those vehicles' sensors. */
  z.object({ type: z.literal('sensors.changed'), vehicle_ids: z.array(z.number().int()) }),
  /** New web notifications (by any instance): every instance sends each to its recipient's open streams. */
  z.object({
    type: z.literal('notifications'),
    items: z.array(
      z.object({
        id: z.number(),
        employee_id: z.number().int(),
        created_at: z.string(),
        event: z.record(z.string(), z.unknown()),
      }),
    ),
  }),
  /** Events committed (by any instance): every instance's streams send them to their clients. */
  z.object({ type: z.literal('events'), events: z.array(z.record(z.string(), z.unknown())) }),
  /**
   * Commands became `queued` or `held` for these vehicles: the instance holding a vehicle's device connection
   * tries to send (the claim in the database keeps it to one sender), every instance remembers the vehicle.
   */
  z.object({ type: z.literal('commands.pending'), vehicle_ids: z.array(z.number().int()) }),
  /** Commands whose status changed (API objects without `actions`): streams send them as `command` messages. */
  z.object({ type: z.literal('commands'), commands: z.array(z.record(z.string(), z.unknown())) }),
  /** A share link was revoked: every instance closes its public streams. */
  z.object({ type: z.literal('share-links.revoked'), id: z.number().int() }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

export type LiveListener = (event: LiveEvent) => void;

export interface LiveHub {
  readonly kind: 'memory' | 'redis';
  /** Never throws and never blocks the caller on a slow bus: live updates are best effort, storage is not. */
  publish(event: LiveEvent): void;
  /**
   * Publishes and resolves once this instance has heard the event back from the bus, which delivers it to every
   * subscribed instance at the same moment: for a change the answer must not precede (a session ended). Never
   * throws; resolves after `timeoutMs` at most when the bus is slow or gone.
   */
  publishAndWait(event: LiveEvent, timeoutMs?: number): Promise<void>;
  subscribe(listener: LiveListener): () => void;
  /**
   * Called after the bus was unreachable and is back: events may have been missed, so subscribers re-read
   * their state from the database.
   */
  onResync(listener: () => void): () => void;
  /** Throws when the bus does not answer (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface HubLogger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

class Listeners<T extends unknown[]> {
  private readonly set = new Set<(...args: T) => void>();
  constructor(private readonly log: HubLogger) {}

  add(listener: (...args: T) => void): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }

  /** One failing subscriber must not keep the event from the others. */
  call(...args: T): void {
    for (const listener of this.set) {
      try {
        listener(...args);
      } catch (error) {
        this.log.warn({ err: error }, 'live hub subscriber failed');
      }
    }
  }
}

/** One instance: publishing is a call on the next microtask, so a publisher never runs subscribers' work inline. */
export class MemoryHub implements LiveHub {
  readonly kind = 'memory';
  private readonly listeners: Listeners<[LiveEvent]>;
  private readonly resyncListeners: Listeners<[]>;

  constructor(log: HubLogger) {
    this.listeners = new Listeners(log);
    this.resyncListeners = new Listeners(log);
  }

  publish(event: LiveEvent): void {
    queueMicrotask(() => this.listeners.call(event));
  }

  publishAndWait(event: LiveEvent): Promise<void> {
    return new Promise((resolve) =>
      queueMicrotask(() => {
        this.listeners.call(event);
        resolve();
      }),
    );
  }

  subscribe(listener: LiveListener): () => void {
    return this.listeners.add(listener);
  }

  onResync(listener: () => void): () => void {
    return this.resyncListeners.add(listener);
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}

const CONNECT_TIMEOUT_MS = 10_000;
const PUBLISH_WARNING_INTERVAL_MS = 10_000;
const PUBLISH_WAIT_TIMEOUT_MS = 1_000;
/** The field that tells a publisher its own event came back; other instances' schema parsing drops it. */
const ECHO_FIELD = 'echo';

/**
 * Several instances on one Redis: every event goes through the channel, also to the instance that published it,
 * so all instances see the same events in the same order.
 */
export class RedisHub implements LiveHub {
  readonly kind = 'redis';
  private readonly listeners: Listeners<[LiveEvent]>;
  private readonly resyncListeners: Listeners<[]>;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private lostConnection = false;
  private lastPublishWarning = 0;
  private readonly echoes = new Map<string, () => void>();
  /** Tells this instance's echoes from those of another instance on the channel. */
  private readonly echoPrefix = randomUUID();
  private echoSerial = 0;

  private constructor(
    url: string,
    private readonly channel: string,
    private readonly log: HubLogger,
  ) {
    this.listeners = new Listeners(log);
    this.resyncListeners = new Listeners(log);
    const options = { lazyConnect: true, connectTimeout: CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 1 };
    // Named, so an operator (or a test) can tell the live hub's connections apart in CLIENT LIST.
    this.publisher = new Redis(url, { ...options, connectionName: `fleet-live-pub:${channel}` });
    this.subscriber = new Redis(url, { ...options, connectionName: `fleet-live-sub:${channel}` });
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: Error) => log.warn({ err: error }, 'redis (live hub) connection error'));
    }
    this.subscriber.on('close', () => {
      this.lostConnection = true;
    });
    this.subscriber.on('ready', () => {
      if (!this.lostConnection) return;
      this.lostConnection = false;
      log.info({}, 'redis (live hub) reconnected: re-reading live state');
      this.resyncListeners.call();
    });
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      this.receive(message);
    });
  }

  /** Connects both clients and subscribes; fails start-up when Redis does not answer. */
  static async connect(url: string, channel: string, log: HubLogger): Promise<RedisHub> {
    const hub = new RedisHub(url, channel, log);
    try {
      await Promise.all([hub.publisher.connect(), hub.subscriber.connect()]);
      await hub.subscriber.subscribe(channel);
    } catch (error) {
      hub.publisher.disconnect();
      hub.subscriber.disconnect();
      throw new Error(`REDIS_URL is set but Redis did not answer: ${String(error)}`, { cause: error });
    }
    hub.lostConnection = false;
    return hub;
  }

  private receive(message: string): void {
    let event: LiveEvent;
    try {
      const raw: unknown = JSON.parse(message);
      const echo = (raw as Record<string, unknown> | null)?.[ECHO_FIELD];
      if (typeof echo === 'string') this.echoes.get(echo)?.();
      event = liveEventSchema.parse(raw);
    } catch (error) {
      this.log.warn({ err: error }, 'live hub: ignored a malformed message');
      return;
    }
    this.listeners.call(event);
  }

  publish(event: LiveEvent): void {
    void this.send(JSON.stringify(event));
  }

  publishAndWait(event: LiveEvent, timeoutMs = PUBLISH_WAIT_TIMEOUT_MS): Promise<void> {
    this.echoSerial += 1;
    const echo = `${this.echoPrefix}:${this.echoSerial}`;
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.echoes.delete(echo);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.echoes.set(echo, done);
      void this.send(JSON.stringify({ ...event, [ECHO_FIELD]: echo })).then((sent) => {
        if (!sent) done();
      });
    });
  }

  /** False when Redis refused or is unreachable. */
  private async send(message: string): Promise<boolean> {
    try {
      await this.publisher.publish(this.channel, message);
      return true;
    } catch (error) {
      // While Redis is down every batch fails: one line per interval, not one per batch.
      const now = Date.now();
      if (now - this.lastPublishWarning >= PUBLISH_WARNING_INTERVAL_MS) {
        this.lastPublishWarning = now;
        this.log.warn({ err: error }, 'live hub: publish failed (live updates lost, data is stored)');
      }
      return false;
    }
  }

  subscribe(listener: LiveListener): () => void {
    return this.listeners.add(listener);
  }

  onResync(listener: () => void): () => void {
    return this.resyncListeners.add(listener);
  }

  async ping(): Promise<void> {
    if (this.subscriber.status !== 'ready') throw new Error(`redis subscriber ${this.subscriber.status}`);
    await this.publisher.ping();
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}

/** The Redis channel of the live hub; tests pass their own so parallel runs do not cross. */
export const DEFAULT_HUB_CHANNEL = 'fleet:live';

export async function createHub(
  redisUrl: string | null,
  log: HubLogger,
  channel = DEFAULT_HUB_CHANNEL,
): Promise<LiveHub> {
  return redisUrl ? RedisHub.connect(redisUrl, channel, log) : new MemoryHub(log);
}
