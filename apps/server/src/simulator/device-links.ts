import http from 'node:http';
import net from 'node:net';
import {
  gt06Alarm,
  GT06_ALARM_SOS,
  gt06Heartbeat,
  gt06Location,
  gt06Login,
  gt06Time,
} from '../ingestion/gt06/encode';
import { osmandQuery } from '../ingestion/osmand/encode';
import { avlFrame, codec8Record, teltonikaImeiPacket } from '../ingestion/teltonika/encode';
import type { Fix } from './simulated-vehicle';

export type Protocol = 'osmand' | 'teltonika' | 'gt06';
export const PROTOCOLS: readonly Protocol[] = ['osmand', 'teltonika', 'gt06'];

/** A device's connection to the server, speaking its protocol and reading the replies as a tracker would. */
export interface DeviceLink {
  /** Resolves once the server has acknowledged every fix (so they are committed); throws otherwise. */
  send(fixes: readonly Fix[]): Promise<void>;
  /** Drops the connection (network lost); the next `send` reconnects. */
  close(): void;
}

const REPLY_TIMEOUT_MS = 10_000;

/** A TCP connection that reads exact reply lengths, as a tracker's firmware does. */
class TcpConnection {
  private buffered: Buffer = Buffer.alloc(0);
  private wake: (() => void) | null = null;
  private closed = false;

  private constructor(private readonly socket: net.Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      this.wake?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake?.();
    });
    socket.on('error', () => {});
  }

  static open(host: string, port: number): Promise<TcpConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host, port }, () => {
        socket.off('error', reject);
        resolve(new TcpConnection(socket));
      });
      socket.once('error', reject);
    });
  }

  get isClosed(): boolean {
    return this.closed;
  }

  write(bytes: Buffer): void {
    this.socket.write(bytes);
  }

  async read(length: number): Promise<Buffer> {
    const deadline = Date.now() + REPLY_TIMEOUT_MS;
    while (this.buffered.length < length) {
      if (this.closed) throw new Error('connection closed by the server');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no reply in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
    const bytes = this.buffered.subarray(0, length);
    this.buffered = this.buffered.subarray(length);
    return bytes;
  }

  destroy(): void {
    this.socket.destroy();
  }
}

/** Teltonika FMB-style: IMEI handshake, then Codec 8 packets of several records, each ACKed with the count. */
export class TeltonikaLink implements DeviceLink {
  private connection: TcpConnection | null = null;

  constructor(
    private readonly imei: string,
    private readonly host: string,
    private readonly port: number,
  ) {}

  async send(fixes: readonly Fix[]): Promise<void> {
    if (fixes.length === 0) return;
    const connection = await this.connect();
    const records = fixes.map((fix) =>
      codec8Record({
        timestampMs: fix.fixTime.getTime(),
        // An FMB's panic button raises a record with event IO 236 (alarm) = 1.
        ...(fix.alarm ? { eventIo: 236 } : {}),
        lat: fix.lat,
        lon: fix.lon,
        altitude: fix.altitude,
        speed: fix.speed,
        course: fix.course,
        satellites: fix.satellites,
        io1: [
          [239, fix.ignition ? 1 : 0],
          [240, fix.speed > 0 ? 1 : 0],
          ...(fix.alarm ? ([[236, 1]] as [number, number][]) : []),
        ],
        io2: [[66, fix.ignition ? 13_900 : 12_600]],
      }),
    );
    connection.write(avlFrame(records));
    const ack = (await connection.read(4)).readUInt32BE(0);
    if (ack !== fixes.length) {
      this.close();
      throw new Error(`ACK ${ack} for ${fixes.length} records`);
    }
  }

  private async connect(): Promise<TcpConnection> {
    if (this.connection && !this.connection.isClosed) return this.connection;
    const connection = await TcpConnection.open(this.host, this.port);
    connection.write(teltonikaImeiPacket(this.imei));
    const reply = await connection.read(1).catch((error: unknown) => {
      connection.destroy();
      throw error;
    });
    if (reply[0] !== 0x01) {
      connection.destroy();
      throw new Error(`IMEI ${this.imei} refused`);
    }
    this.connection = connection;
    return connection;
  }

  close(): void {
    this.connection?.destroy();
    this.connection = null;
  }
}

/** Concox-style GT06: login, then one location frame per fix (and heartbeats when parked), each answered. */
export class Gt06Link implements DeviceLink {
  private connection: TcpConnection | null = null;
  private serial = 0;

  constructor(
    private readonly imei: string,
    private readonly host: string,
    private readonly port: number,
  ) {}

  private nextSerial(): number {
    this.serial = (this.serial + 1) & 0xffff;
    return this.serial;
  }

  async send(fixes: readonly Fix[]): Promise<void> {
    for (const fix of fixes) {
      const connection = await this.connect();
      if (!fix.ignition) {
        connection.write(gt06Heartbeat(this.nextSerial(), false));
        await this.reply(connection);
      }
      const gps = {
        time: gt06Time(fix.fixTime),
        lat: fix.lat,
        lon: fix.lon,
        speed: fix.speed,
        course: fix.course,
        satellites: fix.satellites,
        ignition: fix.ignition,
      };
      // SOS: the `16` alarm frame (GPS + LBS + status, alarm byte 01) instead of a location.
      connection.write(
        fix.alarm ? gt06Alarm(gps, GT06_ALARM_SOS, this.nextSerial()) : gt06Location(gps, this.nextSerial()),
      );
      await this.reply(connection);
    }
  }

  private async reply(connection: TcpConnection): Promise<void> {
    try {
      const bytes = await connection.read(10);
      if (bytes[0] !== 0x78 || bytes[1] !== 0x78) throw new Error('malformed reply');
    } catch (error) {
      this.close();
      throw error;
    }
  }

  private async connect(): Promise<TcpConnection> {
    if (this.connection && !this.connection.isClosed) return this.connection;
    const connection = await TcpConnection.open(this.host, this.port);
    this.connection = connection;
    connection.write(gt06Login(this.imei, this.nextSerial()));
    await this.reply(connection);
    return connection;
  }

  close(): void {
    this.connection?.destroy();
    this.connection = null;
  }
}

/** Traccar Client-style: one HTTP request per fix, query form, speed in knots; 200 means stored. */
export class OsmandLink implements DeviceLink {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  constructor(
    private readonly deviceId: string,
    private readonly host: string,
    private readonly port: number,
  ) {}

  async send(fixes: readonly Fix[]): Promise<void> {
    for (const fix of fixes) {
      const path = osmandQuery({
        deviceId: this.deviceId,
        fixTime: fix.fixTime,
        lat: fix.lat,
        lon: fix.lon,
        speed: fix.speed,
        course: fix.course,
        altitude: fix.altitude,
        ignition: fix.ignition,
        alarm: fix.alarm ?? null,
      });
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            host: this.host,
            port: this.port,
            path,
            method: 'POST',
            agent: this.agent,
            timeout: REPLY_TIMEOUT_MS,
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('timeout', () => request.destroy(new Error('no reply in time')));
        request.on('error', reject);
        request.end();
      });
      if (status !== 200) throw new Error(`HTTP ${status}`);
    }
  }

  close(): void {
    this.agent.destroy();
  }
}

export function openLink(protocol: Protocol, deviceId: string, host: string, port: number): DeviceLink {
  if (protocol === 'teltonika') return new TeltonikaLink(deviceId, host, port);
  if (protocol === 'gt06') return new Gt06Link(deviceId, host, port);
  return new OsmandLink(deviceId, host, port);
}
