import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_CRC_SAMPLE_HEX,
  G1_LOGIN_HEX,
  G2_LOCATION_HEX,
  G4_HEARTBEAT_HEX,
  gpsBlock,
  gt06Frame,
} from '../src/ingestion/testing/gt06-frames';
import { gt06Ack } from '../src/ingestion/gt06/decode';
import { createRandom } from '../src/lib/prng';
import { DeviceClient } from './device-client';
import { DEMO, forEachDatabase, login } from './harness';
import { storedPositions, vehicleWithDevice } from './ingestion-fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

forEachDatabase((database) => {
  describe('GT06 over TCP', () => {
    let app: FastifyInstance;
    let token: string;
    let port: number;
    let vehicleId: number;

    beforeAll(async () => {
      app = await database.buildApp({}, { ingestion: { ephemeralPorts: true, idleTimeoutMs: 3000 } });
      token = await login(app, DEMO.admin);
      port = app.devicePorts.gt06!;
      vehicleId = await vehicleWithDevice(app, '123456789012345');
    });

    it('answers the login and the location with the documented bytes, after storing the position', async () => {
      const device = await DeviceClient.connect(port);
      device.write(G1_LOGIN_HEX);
      expect((await device.read(10)).toString('hex')).toBe('787805010001d9dc0d0a');
      // Location and heartbeat in one write, the location split from the login's stream.
      device.write(
        Buffer.concat([Buffer.from(G2_LOCATION_HEX, 'hex'), Buffer.from(G4_HEARTBEAT_HEX, 'hex')]),
      );
      const replies = await device.read(20);
      expect(replies.subarray(0, 10).equals(gt06Ack(0x12, 0x0142))).toBe(true);
      expect(replies.subarray(10, 20).equals(Buffer.from('7878051301295d630d0a', 'hex'))).toBe(true);
      device.destroy();

      const fix = new Date('2017-08-25T17:02:22.000Z');
      const [stored] = await storedPositions(app, token, vehicleId, fix, fix);
      expect(stored).toMatchObject({
        lat: 49434676 / 1_800_000,
        lon: 136876608 / 1_800_000,
        speed: 85,
        course: 200,
        satellites: 4,
        ignition: true,
        fix_time: fix.toISOString(),
      });
    });

    it('handles a location frame split byte by byte', async () => {
      const device = await DeviceClient.connect(port);
      device.write(G1_LOGIN_HEX);
      await device.read(10);
      const frame = gt06Frame(
        0x10,
        gpsBlock({ time: [26, 1, 6, 9, 0, 0], lat: 24.7, lon: 46.7, speed: 20 }),
        7,
      );
      for (const byte of frame) {
        device.write(Buffer.from([byte]));
        await sleep(2);
      }
      expect((await device.read(10)).toString('hex').slice(0, 12)).toBe('787805100007');
      device.destroy();
      const at = new Date('2026-01-06T09:00:00.000Z');
      expect(await storedPositions(app, token, vehicleId, at, at)).toHaveLength(1);
    });

    it('closes without a reply on an unknown IMEI, and on a location before login', async () => {
      const unknown = await DeviceClient.connect(port);
      unknown.write('787811010864717003664467100f190a0002c6d20d0a');
      await unknown.waitClosed();
      expect(unknown.pending).toBe(0);

      const early = await DeviceClient.connect(port);
      early.write(G2_LOCATION_HEX);
      await early.waitClosed();
      expect(early.pending).toBe(0);
    });

    it('ignores a bad CRC and garbage without replying and without closing', async () => {
      const device = await DeviceClient.connect(port);
      device.write(G1_LOGIN_HEX);
      await device.read(10);
      device.write(Buffer.concat([Buffer.from('deadbeef', 'hex'), Buffer.from(BAD_CRC_SAMPLE_HEX, 'hex')]));
      await sleep(200);
      expect(device.pending).toBe(0);
      device.write(G4_HEARTBEAT_HEX);
      expect((await device.read(10)).toString('hex').slice(0, 8)).toBe('78780513');
      device.destroy();
      // The bad-CRC sample's fix (2011-08-29) was not stored.
      const day = new Date('2011-08-29T00:00:00Z');
      expect(await storedPositions(app, token, vehicleId, day, new Date(day.getTime() + 86_400_000))).toEqual(
        [],
      );
    });

    it('closes a connection that stays silent past the idle timeout', async () => {
      const device = await DeviceClient.connect(port);
      device.write(G1_LOGIN_HEX);
      await device.read(10);
      const started = Date.now();
      await device.waitClosed(10_000);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    });

    it('survives random bytes on every listener: nothing stored, other devices unaffected', async () => {
      const seed = Date.now() >>> 0;
      const random = createRandom(seed);
      const count = async () =>
        (await app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM positions'))[0]!.n;
      const before = await count();
      const keeper = await DeviceClient.connect(port);
      keeper.write(G1_LOGIN_HEX);
      await keeper.read(10);
      const garbage = Array.from({ length: 30 }, async (_, i) => {
        const target = i % 2 === 0 ? app.devicePorts.teltonika! : app.devicePorts.gt06!;
        const device = await DeviceClient.connect(target);
        for (const chunk of random.split(random.bytes(500 + random.int(2000)), 64)) device.write(chunk);
        await sleep(100);
        device.destroy();
      });
      const http = Array.from({ length: 10 }, () =>
        fetch(`http://127.0.0.1:${app.devicePorts.osmand}/?${random.bytes(200).toString('latin1')}`).catch(
          () => null,
        ),
      );
      await Promise.all([...garbage, ...http]);
      expect(await count(), `seed ${seed}`).toBe(before);
      keeper.write(G4_HEARTBEAT_HEX);
      expect((await keeper.read(10)).toString('hex')).toBe('7878051301295d630d0a');
      keeper.destroy();
    });
  });
});
