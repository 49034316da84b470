import amqp, { type ChannelModel, type ConfirmChannel } from 'amqplib';
import mqtt, { type MqttClient } from 'mqtt';
import type { CommittedBatch } from '../../ingestion/position-writer';
import type { StoredPosition } from '../../db/stored-position';
import type { ForwardChannel } from './fan-out';

export const FORWARD_EXCHANGE = 'fleet';
/** Positions waiting for a broker; beyond, new ones are dropped (and counted): ingestion never waits. */
export const FORWARD_QUEUE_LIMIT = 10_000;
const RECONNECT_MS = 2_000;
const EVENT_PUBLISH_TIMEOUT_MS = 10_000;

export interface ForwardLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

interface QueuedPosition {
  deviceId: string;
  position: StoredPosition;
}

/** The position as the API shows it, with its device and vehicle. */
function positionJson(position: StoredPosition, deviceId: string): string {
  return JSON.stringify({
    device_id: deviceId,
    vehicle_id: position.vehicleId,
    lat: position.lat,
    lon: position.lon,
    speed: position.speed,
    course: position.course,
    altitude: position.altitude,
    fix_time: position.fixTime.toISOString(),
    server_time: position.serverTime.toISOString(),
    attributes: position.attributes,
  });
}

/**
 * An MQTT 3.1.1 PUBLISH packet at QoS 0 (fixed header, remaining length, topic, payload): positions go out as
 * these, many per socket write, on the connection mqtt.js keeps; its per-packet machinery costs as much CPU as
 * storing the position.
 */
export function qos0Publish(topic: string, payload: string): Buffer {
  const topicLength = Buffer.byteLength(topic);
  const payloadLength = Buffer.byteLength(payload);
  let remaining = 2 + topicLength + payloadLength;
  const header = [0x30];
  do {
    let byte = remaining % 128;
    remaining = Math.floor(remaining / 128);
    if (remaining > 0) byte |= 0x80;
    header.push(byte);
  } while (remaining > 0);
  const packet = Buffer.allocUnsafe(header.length + 2 + topicLength + payloadLength);
  let offset = 0;
  for (const byte of header) packet[offset++] = byte;
  packet.writeUInt16BE(topicLength, offset);
  offset += 2;
  offset += packet.write(topic, offset);
  packet.write(payload, offset);
  return packet;
}

/** `fleet/positions/{device_id}`: MQTT topic levels cannot hold `+`, `#` or `/`. */
const topicPart = (text: string) => text.replace(/[+#/]/g, '_');

/**
 * Forwarding to brokers (FORWARD_MQTT_URL, FORWARD_AMQP_URL). Positions are best effort: a bounded queue fed
 * after each commit, drained while a broker is connected; what does not fit is dropped and counted. Events go
 * through the outbox (the dispatcher calls `publishEvent`, which resolves once the broker took it).
 */
export class Forwarder {
  private mqttClient: MqttClient | null = null;
  private amqpConnection: ChannelModel | null = null;
  private amqpChannel: ConfirmChannel | null = null;
  private amqpBlocked = false;
  private mqttBlocked = false;
  /** A ring-less FIFO: `head` moves on, the array is compacted now and then (`shift` copies it each time). */
  private queue: QueuedPosition[] = [];
  private head = 0;
  private draining = false;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private lastDropLog = 0;
  dropped = 0;
  forwarded = 0;

  constructor(
    private readonly config: { mqttUrl: string | null; amqpUrl: string | null },
    private readonly deviceOf: (vehicleId: number) => string | null | undefined,
    private readonly log: ForwardLog,
    private readonly queueLimit = FORWARD_QUEUE_LIMIT,
  ) {}

  channels(): ForwardChannel[] {
    const channels: ForwardChannel[] = [];
    if (this.config.mqttUrl) channels.push('mqtt');
    if (this.config.amqpUrl) channels.push('amqp');
    return channels;
  }

  async start(): Promise<void> {
    if (this.config.mqttUrl) {
      this.mqttClient = mqtt.connect(this.config.mqttUrl, {
        reconnectPeriod: RECONNECT_MS,
        connectTimeout: 10_000,
        // Positions are best effort: nothing piles up in the client while the broker is away.
        queueQoSZero: false,
        // The positions' packets are written as 3.1.1 packets (qos0Publish).
        protocolVersion: 4,
        clientId: `fleet-forward-${process.pid}-${Math.random().toString(16).slice(2, 10)}`,
      });
      this.mqttClient.on('error', (error) => this.log.warn({ err: error }, 'forwarding: MQTT error'));
      this.mqttClient.on('connect', () => {
        // A new connection, a new socket: nothing waits for the old one's 'drain'.
        this.mqttBlocked = false;
        this.drainSoon();
      });
    }
    if (this.config.amqpUrl) await this.connectAmqp();
  }

  private async connectAmqp(): Promise<void> {
    if (this.closed || !this.config.amqpUrl) return;
    try {
      const connection = await amqp.connect(this.config.amqpUrl);
      connection.on('error', (error: Error) => this.log.warn({ err: error }, 'forwarding: AMQP error'));
      connection.on('close', () => {
        this.amqpConnection = null;
        this.amqpChannel = null;
        this.scheduleAmqpReconnect();
      });
      const channel = await connection.createConfirmChannel();
      channel.on('error', (error: Error) => this.log.warn({ err: error }, 'forwarding: AMQP channel error'));
      channel.on('drain', () => {
        this.amqpBlocked = false;
        this.drainSoon();
      });
      await channel.assertExchange(FORWARD_EXCHANGE, 'topic', { durable: true });
      this.amqpConnection = connection;
      this.amqpChannel = channel;
      this.drainSoon();
    } catch (error) {
      this.log.warn({ err: error }, 'forwarding: AMQP connection failed, retrying');
      this.scheduleAmqpReconnect();
    }
  }

  private scheduleAmqpReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connectAmqp();
    }, RECONNECT_MS);
    this.reconnectTimer.unref();
  }

  /** After each position commit: O(1) per position, never waits for a broker. */
  onCommitted(batch: CommittedBatch): void {
    for (const position of batch.positions) {
      const deviceId = this.deviceOf(position.vehicleId);
      if (!deviceId) continue;
      if (this.queued >= this.queueLimit) {
        this.dropped += 1;
        continue;
      }
      this.queue.push({ deviceId, position });
    }
    this.logDrops();
    this.drainSoon();
  }

  private logDrops(): void {
    const now = Date.now();
    if (this.dropped === 0 || now - this.lastDropLog < 10_000) return;
    this.lastDropLog = now;
    this.log.warn({ dropped: this.dropped, queued: this.queued }, 'forwarding: positions dropped');
  }

  private drainSoon(): void {
    if (this.draining || this.queued === 0) return;
    this.draining = true;
    setImmediate(() => {
      this.draining = false;
      this.drain();
    });
  }

  private ready(): boolean {
    const mqttReady = !this.config.mqttUrl || (this.mqttClient?.connected === true && !this.mqttBlocked);
    const amqpReady = !this.config.amqpUrl || (this.amqpChannel !== null && !this.amqpBlocked);
    return mqttReady && amqpReady;
  }

  /** Sends queued positions while every configured broker takes them; the rest waits for a reconnect. */
  private drain(): void {
    const sent = this.drainSome();
    if (this.head > 0 && this.head * 2 >= this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
    if (sent > 0 && this.queued > 0 && this.ready()) this.drainSoon();
  }

  private drainSome(): number {
    let sent = 0;
    const packets: Buffer[] = [];
    while (this.head < this.queue.length && this.ready() && sent < 2_000) {
      const item = this.queue[this.head]!;
      this.head += 1;
      const part = topicPart(item.deviceId);
      const body = positionJson(item.position, item.deviceId);
      if (this.mqttClient) packets.push(qos0Publish(`fleet/positions/${part}`, body));
      if (this.amqpChannel) {
        const ok = this.amqpChannel.publish(FORWARD_EXCHANGE, `positions.${part}`, Buffer.from(body), {
          contentType: 'application/json',
        });
        if (!ok) this.amqpBlocked = true;
      }
      sent += 1;
      this.forwarded += 1;
    }
    // Whole packets in one write, between mqtt.js's own (each write is whole packets, so they never interleave).
    const stream = this.mqttClient?.stream;
    if (stream && packets.length > 0 && !stream.write(Buffer.concat(packets))) {
      this.mqttBlocked = true;
      stream.once('drain', () => {
        this.mqttBlocked = false;
        this.drainSoon();
      });
    }
    return sent;
  }

  /** Publishes one event (the outbox's delivery); resolves once the broker acknowledged it. */
  async publishEvent(channel: ForwardChannel, type: string, body: string): Promise<void> {
    const withTimeout = <T>(promise: Promise<T>) =>
      Promise.race([
        promise,
        new Promise<never>((_, reject) =>
          setTimeout(
            () => reject(new Error('broker did not confirm in time')),
            EVENT_PUBLISH_TIMEOUT_MS,
          ).unref(),
        ),
      ]);
    if (channel === 'mqtt') {
      const client = this.mqttClient;
      if (!client?.connected) throw new Error('MQTT broker not connected');
      await withTimeout(client.publishAsync(`fleet/events/${topicPart(type)}`, body, { qos: 1 }));
      return;
    }
    const amqpChannel = this.amqpChannel;
    if (!amqpChannel) throw new Error('AMQP broker not connected');
    await withTimeout(
      new Promise<void>((resolve, reject) => {
        amqpChannel.publish(
          FORWARD_EXCHANGE,
          `events.${type}`,
          Buffer.from(body),
          { contentType: 'application/json', persistent: true },
          (error: unknown) =>
            error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
        );
      }),
    );
  }

  get queued(): number {
    return this.queue.length - this.head;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await Promise.allSettled([this.mqttClient?.endAsync(), this.amqpConnection?.close()]);
  }
}
