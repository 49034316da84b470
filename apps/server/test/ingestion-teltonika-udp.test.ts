import dgram from 'node:dgram';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avlDataOf, teltonikaUdpDatagram } from '../src/ingestion/teltonika/encode';
import { avlFrame, codec8Record, T3_HEX } from '../src/ingestion/testing/teltonika-frames';
import { forEachDatabase } from './harness';

/** A device's UDP socket: sends datagrams to the listener, reads the answers. */
class UdpDevice {
  private readonly received: Buffer[] = [];
  private wake: (() => void) | null = null;
  readonly socket = dgram.createSocket('udp4');

  constructor(private readonly port: number) {
    this.socket.on('message', (message) => {
      this.received.push(message);
      this.wake?.();
    });
  }

  send(datagram: Buffer): Promise<void> {
    return new Promise((resolve, reject) =>
      this.socket.send(datagram, this.port, '127.0.0.1', (error) => (error ? reject(error) : resolve())),
    );
  }

  /** The next answer, or null when none comes within `ms`. */
  async answer(ms = 5_000): Promise<Buffer | null> {
    const deadline = Date.now() + ms;
    while (this.received.length === 0 && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
    return this.received.shift() ?? null;
  }

  close(): void {
    this.socket.close();
  }
}

forEachDatabase((database) => {
  describe('Teltonika over UDP, on the TCP port number (docs/protocols/teltonika.md#udp)', () => {
    let app: FastifyInstance;
    let device: UdpDevice;
    const imei = `3520930${String(Date.now()).slice(-8)}`;
    let vehicleId: number;

    const storedCount = async (): Promise<number> => {
      const result = (await app.db.execute(
        sql`SELECT count(*)::int AS n FROM positions WHERE vehicle_id = ${vehicleId}`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n;
    };

    beforeAll(async () => {
      app = await database.buildApp({}, { ingestion: { ephemeralPorts: true } });
      const inserted = (await app.db
        .execute(sql`INSERT INTO vehicles (name, plate_number, category, fuel_type,
          device_id) VALUES ('UDP tracker', ${`UDP ${randomBytes(3).toString('hex')}`}, 'car', 'diesel', ${imei})
        RETURNING id`)) as unknown as { rows: { id: number }[] };
      vehicleId = inserted.rows[0]!.id;
      app.deviceRegistry.invalidate();
      device = new UdpDevice(app.devicePorts.teltonika!);
    });

    afterAll(() => device.close());

    it('stores the records of a datagram, then answers with its packet ids and count; a resend is stored once', async () => {
      const base = Date.now() - 600_000;
      const frame = avlFrame([
        codec8Record({ timestampMs: base, lat: 24.7136, lon: 46.6753, speed: 40, io1: [[239, 1]] }),
        codec8Record({ timestampMs: base + 10_000, lat: 24.714, lon: 46.676, speed: 42 }),
      ]);
      const datagram = teltonikaUdpDatagram(imei, 0xcafe, 0x05, avlDataOf(frame));
      await device.send(datagram);
      const ack = await device.answer();
      expect(ack?.toString('hex')).toBe('0005cafe010502');
      // The answer follows the commit: both records are already in the table.
      expect(await storedCount()).toBe(2);

      await device.send(datagram);
      expect((await device.answer())?.toString('hex')).toBe('0005cafe010502');
      expect(await storedCount()).toBe(2);
    });

    it("reads Codec 16 (the documentation's T-3 records) and answers their count", async () => {
      await device.send(teltonikaUdpDatagram(imei, 0x0102, 0x06, avlDataOf(Buffer.from(T3_HEX, 'hex'))));
      expect((await device.answer())?.toString('hex')).toBe('0005010201' + '0602');
      expect(await storedCount()).toBe(4);
    });

    it('answers nothing to an unknown device or a datagram that does not add up', async () => {
      const frame = avlFrame([codec8Record({ timestampMs: Date.now() - 60_000, lat: 24.7, lon: 46.7 })]);
      await device.send(teltonikaUdpDatagram('359999999999999', 1, 1, avlDataOf(frame)));
      expect(await device.answer(700)).toBeNull();
      const broken = teltonikaUdpDatagram(imei, 2, 2, avlDataOf(frame));
      broken[broken.length - 1] = 3; // the second record count differs from the first
      await device.send(broken);
      expect(await device.answer(700)).toBeNull();
      expect(await storedCount()).toBe(4);
    });
  });
});
