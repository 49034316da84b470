import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEVICE_IDS } from '../src/demo/fleet';
import { latestPositions, vehicles } from '../src/db/schema';
import { avlFrame, codec8Record } from '../src/ingestion/testing/teltonika-frames';
import { DeviceClient } from './device-client';
import { apiRequest, DEMO, forEachDatabase, login } from './harness';

const imeiPacket = (imei: string) =>
  Buffer.concat([Buffer.from([0, imei.length]), Buffer.from(imei, 'latin1')]);
const ack = (count: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(count);
  return bytes;
};

forEachDatabase((database) => {
  describe('Teltonika over TCP', () => {
    let app: FastifyInstance;
    let token: string;
    let port: number;
    const imei = DEMO_DEVICE_IDS[0]!;
    let vehicleId: number;
    const base = Date.UTC(2026, 0, 5, 8, 0, 0); // a Monday, 11:00 in Riyadh

    beforeAll(async () => {
      app = await database.buildApp({}, { ingestion: { ephemeralPorts: true } });
      token = await login(app, DEMO.admin);
      port = app.devicePorts.teltonika!;
      const [vehicle] = await app.db.select().from(vehicles).where(eq(vehicles.deviceId, imei));
      vehicleId = vehicle!.id;
    });

    const positionsBetween = async (from: number, to: number) => {
      const response = await apiRequest(
        app,
        'GET',
        `/api/dashboard/vehicles/${vehicleId}/positions?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`,
        token,
      );
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: { fix_time: string; lat: number; lon: number; speed: number }[] })
        .data;
    };

    it('answers the handshake, ACKs the record count of split and merged packets, and stores the values', async () => {
      const device = await DeviceClient.connect(port);
      device.write(imeiPacket(imei));
      expect((await device.read(1)).toString('hex')).toBe('01');

      const first = avlFrame([
        codec8Record({
          timestampMs: base,
          lat: 24.7136,
          lon: 46.6753,
          speed: 42,
          course: 90,
          io1: [[239, 1]],
        }),
        codec8Record({ timestampMs: base + 10_000, lat: 24.7146, lon: 46.6763, speed: 50, course: 91 }),
      ]);
      // Split across three writes, one byte at a time for the header.
      device.write(first.subarray(0, 1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      device.write(first.subarray(1, 9));
      await new Promise((resolve) => setTimeout(resolve, 20));
      device.write(first.subarray(9));
      expect((await device.read(4)).toString('hex')).toBe('00000002');

      // Two packets in one write: two ACKs.
      const second = avlFrame([codec8Record({ timestampMs: base + 20_000, lat: 24.7156, speed: 0 })]);
      const third = avlFrame([
        codec8Record({ timestampMs: base + 30_000, lat: 24.7166 }),
        codec8Record({ timestampMs: base + 40_000, lat: 24.7176 }),
        codec8Record({ timestampMs: base + 50_000, lat: 24.7186 }),
      ]);
      device.write(Buffer.concat([second, third]));
      expect((await device.read(4)).toString('hex')).toBe('00000001');
      expect((await device.read(4)).toString('hex')).toBe('00000003');
      device.destroy();

      const stored = await positionsBetween(base, base + 60_000);
      expect(stored.map((p) => p.fix_time)).toEqual(
        [0, 10, 20, 30, 40, 50].map((s) => new Date(base + s * 1000).toISOString()),
      );
      expect(stored[0]).toMatchObject({ lat: 24.7136, lon: 46.6753, speed: 42, course: 90, ignition: true });
      expect(stored[1]).toMatchObject({ lat: 24.7146, speed: 50, ignition: null });
    });

    it('answers packets sent without waiting for ACKs in order, also past the bytes read ahead of a busy socket', async () => {
      const device = await DeviceClient.connect(port);
      device.write(imeiPacket(imei));
      expect((await device.read(1)).toString('hex')).toBe('01');
      // 200 packets of 10 records (~67 KB) written at once, each in its own write: more than the listener
      // buffers behind the packet it is storing, so it must stop reading and resume. Older than the other
      // tests' fixes, so the latest position stays theirs.
      const start = base - 2 * 86_400_000;
      const packets = Array.from({ length: 200 }, (_, p) =>
        avlFrame(
          Array.from({ length: 10 }, (_, r) =>
            codec8Record({
              timestampMs: start + (p * 10 + r) * 1_000,
              lat: 24.7 + p / 10_000,
              io1: [[239, 1]],
            }),
          ),
        ),
      );
      expect(Buffer.concat(packets).length).toBeGreaterThan(64 * 1024);
      for (const packet of packets) device.write(packet);
      const acks = await device.read(4 * packets.length, 60_000);
      expect(acks.equals(Buffer.concat(packets.map(() => ack(10))))).toBe(true);
      device.destroy();
      const stored = await positionsBetween(start, start + 2_000_000);
      expect(stored).toHaveLength(2_000);
      expect(stored.at(-1)!.fix_time).toBe(new Date(start + 1_999_000).toISOString());
    }, 90_000);

    it('stores a resent or late report once and keeps the newest fix as the latest position', async () => {
      const t0 = base + 3_600_000;
      const device = await DeviceClient.connect(port);
      device.write(imeiPacket(imei));
      await device.read(1);
      device.write(avlFrame([codec8Record({ timestampMs: t0 + 20_000, lat: 24.8 })]));
      expect((await device.read(4)).toString('hex')).toBe('00000001');
      // The same fix again (a resend after a lost ACK), and an older fix arriving late.
      device.write(
        avlFrame([
          codec8Record({ timestampMs: t0 + 20_000, lat: 24.9 }),
          codec8Record({ timestampMs: t0, lat: 24.7 }),
        ]),
      );
      expect((await device.read(4)).toString('hex')).toBe('00000002');
      device.destroy();

      const stored = await positionsBetween(t0, t0 + 60_000);
      expect(stored.map((p) => [p.fix_time, p.lat])).toEqual([
        [new Date(t0).toISOString(), 24.7],
        [new Date(t0 + 20_000).toISOString(), 24.8],
      ]);
      const [latest] = await app.db
        .select()
        .from(latestPositions)
        .where(eq(latestPositions.vehicleId, vehicleId));
      expect(latest?.fixTime.toISOString()).toBe(new Date(t0 + 20_000).toISOString());
      expect(latest?.lat).toBe(24.8);
    });

    it('acknowledges only what is already committed', async () => {
      const t0 = base + 2 * 3_600_000;
      const device = await DeviceClient.connect(port);
      device.write(imeiPacket(imei));
      await device.read(1);
      for (let i = 0; i < 20; i++) {
        const records = [0, 1, 2].map((j) => codec8Record({ timestampMs: t0 + (i * 3 + j) * 1000 }));
        device.write(avlFrame(records));
        expect((await device.read(4)).equals(ack(3))).toBe(true);
        // Read through another path than the writer's: what the device was told is stored, is.
        expect(await positionsBetween(t0, t0 + 3_600_000)).toHaveLength((i + 1) * 3);
      }
      device.destroy();
    });

    it('refuses an unknown IMEI with 00 and closes', async () => {
      const device = await DeviceClient.connect(port);
      device.write(imeiPacket('356307049999999'));
      expect((await device.read(1)).toString('hex')).toBe('00');
      await device.waitClosed();
    });

    it('drops a packet with a bad CRC (no ACK, nothing stored), keeps the connection, and closes on garbage', async () => {
      const t0 = base + 3 * 3_600_000;
      const device = await DeviceClient.connect(port);
      device.write(imeiPacket(imei));
      await device.read(1);
      device.write(avlFrame([codec8Record({ timestampMs: t0 })], { crc: 0x1234 }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(device.pending).toBe(0);
      device.write(avlFrame([codec8Record({ timestampMs: t0 + 1000 })]));
      expect((await device.read(4)).toString('hex')).toBe('00000001');
      expect((await positionsBetween(t0, t0 + 60_000)).map((p) => p.fix_time)).toEqual([
        new Date(t0 + 1000).toISOString(),
      ]);

      const other = await DeviceClient.connect(port);
      other.write(imeiPacket(imei));
      await other.read(1);
      other.write(Buffer.from('ffffffff0000ffff', 'hex')); // keepalive byte, then a non-zero preamble
      await other.waitClosed();
      // The first connection is unaffected.
      device.write(avlFrame([codec8Record({ timestampMs: t0 + 2000 })]));
      expect((await device.read(4)).toString('hex')).toBe('00000001');
      device.destroy();
    });
  });
});
