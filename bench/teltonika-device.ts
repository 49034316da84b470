import net from 'node:net';
import { avlFrame, codec8Record } from '../apps/server/src/ingestion/testing/teltonika-frames';

const EMPTY = Buffer.alloc(0);

/**
 * The one-record packet of the benches, as a Teltonika FMB device sends it while driving: one Codec 8 record with
 * ignition, movement and external voltage (the one-record ingestion bench and the decoding-cost bench send this).
 */
export function oneRecordPacket(fix: {
  timestampMs: number;
  lat: number;
  lon: number;
  speed: number;
  course: number;
  ignition: boolean;
}): Buffer {
  return avlFrame([
    codec8Record({
      timestampMs: fix.timestampMs,
      lat: fix.lat,
      lon: fix.lon,
      speed: fix.speed,
      course: fix.course,
      satellites: 9,
      io1: [
        [239, fix.ignition ? 1 : 0],
        [240, fix.speed > 0 ? 1 : 0],
      ],
      io2: [[66, 13_800]],
    }),
  ]);
}
const NO_REPLY_MS = 60_000;

/**
 * A simulated Teltonika device of the ingestion benches: logs in with its IMEI, then writes each packet only after
 * the 4-byte ACK of the one before. It shares the machine's cores with the server it loads, so it does little per
 * packet: no timer of its own (the socket's idle timeout), no copy of a reply that arrives whole.
 */
export class TeltonikaDevice {
  private socket!: net.Socket;
  private buffered: Buffer = EMPTY;
  private waiting: {
    length: number;
    resolve: (bytes: Buffer) => void;
    reject: (error: Error) => void;
  } | null = null;

  constructor(readonly imei: string) {}

  async connect(port: number): Promise<void> {
    this.socket = await new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
      socket.once('error', reject);
    });
    this.socket.setNoDelay(true);
    this.socket.setTimeout(NO_REPLY_MS, () => this.fail(new Error(`device ${this.imei}: no reply in 60 s`)));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      const waiting = this.waiting;
      if (waiting && this.buffered.length >= waiting.length) {
        this.waiting = null;
        waiting.resolve(this.take(waiting.length));
      }
    });
    this.socket.write(Buffer.concat([Buffer.from([0, this.imei.length]), Buffer.from(this.imei)]));
    if ((await this.read(1))[0] !== 1) throw new Error(`device ${this.imei} refused`);
  }

  /** Writes `packets`, each after the previous one's ACK; returns the records acknowledged. */
  async send(packets: readonly Buffer[]): Promise<number> {
    let acked = 0;
    for (const packet of packets) {
      this.socket.write(packet);
      acked += (await this.read(4)).readUInt32BE(0);
    }
    return acked;
  }

  close(): void {
    this.socket.destroy();
  }

  private read(length: number): Promise<Buffer> {
    if (this.buffered.length >= length) return Promise.resolve(this.take(length));
    return new Promise((resolve, reject) => {
      this.waiting = { length, resolve, reject };
    });
  }

  private take(length: number): Buffer {
    const bytes = this.buffered.subarray(0, length);
    this.buffered = this.buffered.length === length ? EMPTY : this.buffered.subarray(length);
    return bytes;
  }

  private fail(error: Error): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }
}
