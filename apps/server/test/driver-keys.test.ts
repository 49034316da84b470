import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Position } from '../src/ingestion/position';
import { DriverKeyTracker } from '../src/modules/drivers/driver-key-tracker';
import { avlFrame, codec8Record, teltonikaImeiPacket } from '../src/ingestion/teltonika/encode';
import { todayIn } from '../src/lib/dates';
import { DeviceClient } from './device-client';
import { apiRequest, type ApiRequestArgs, DEMO, forEachDatabase, login } from './harness';
import { vehicleWithDevice } from './ingestion-fixtures';
import { driverBody, vehicleBody } from './people-helpers';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

/**
 * The last 25 hours, for a vehicle's events: without a range the API answers the fleet's today, which in the
 * first minutes after the fleet's midnight would miss the fixes a test sends half an hour back.
 */
const recentRange = () => `to=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`;

let counter = 0;

forEachDatabase((db) => {
  describe('driver keys', () => {
    let app: FastifyInstance;
    let admin: string;
    const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);

    beforeAll(async () => {
      app = await db.buildApp({}, { ingestion: { ephemeralPorts: true }, driverKeys: { tickMs: 10 } });
      admin = await login(app, DEMO.admin);
    });

    async function driverWithKey(keyId: string | null, vehicleId: number | null = null) {
      counter += 1;
      const response = await api(
        'POST',
        '/api/dashboard/drivers',
        admin,
        driverBody(todayIn(app.config.timezone), {
          name: `Key driver ${counter}`,
          licence_number: `K-${counter}`,
          vehicle_id: vehicleId,
          key_id: keyId,
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { id: number; key_id: string | null };
    }

    async function eventsOf(vehicleId: number) {
      await app.driverKeys.settled();
      const response = await api(
        'GET',
        `/api/dashboard/vehicles/${vehicleId}/events?${recentRange()}`,
        admin,
      );
      return (
        response.json().data as { type: string; driver?: { id: number } | null; attributes?: unknown }[]
      ).filter((event) => event.type === 'driver_changed' || event.type === 'unknown_driver');
    }

    it('stores the key upper case, unique (409)', async () => {
      const driver = await driverWithKey('01a2b3c4d5e6f708');
      expect(driver.key_id).toBe('01A2B3C4D5E6F708');
      counter += 1;
      const clash = await api(
        'POST',
        '/api/dashboard/drivers',
        admin,
        driverBody(todayIn(app.config.timezone), {
          name: `Clash ${counter}`,
          licence_number: `C-${counter}`,
          key_id: '01A2B3C4D5E6F708',
        }),
      );
      expect(clash.statusCode).toBe(409);
      expect(Object.keys(clash.json().errors)).toEqual(['key_id']);
    });

    it('follows Teltonika iButton keys: driver_changed once, unknown_driver once, positions keep the key', async () => {
      const imei = `35${String(Date.now()).slice(-13)}`;
      const vehicleId = await vehicleWithDevice(app, imei);
      const assigned = await driverWithKey(null, vehicleId);
      const other = await driverWithKey('00000000AABBCCDD');
      const device = await DeviceClient.connect(app.devicePorts.teltonika!);
      device.write(teltonikaImeiPacket(imei));
      expect((await device.read(1)).toString('hex')).toBe('01');
      let clock = Date.now() - 600_000;
      const report = async (key: bigint) => {
        clock += 1000;
        device.write(avlFrame([codec8Record({ timestampMs: clock, io8: [[78, key]] })]));
        expect((await device.read(4)).readUInt32BE(0)).toBe(1);
      };
      try {
        // Before any key: the assigned driver.
        const before = await api('GET', `/api/dashboard/vehicles/${vehicleId}/driver`, admin);
        expect(before.json().data).toMatchObject({ source: 'assignment', driver: { id: assigned.id } });
        await report(0n); // no key touched
        await report(0xaabbccddn);
        await report(0xaabbccddn); // the same key again: nothing new
        expect((await eventsOf(vehicleId)).map((e) => e.type)).toEqual(['driver_changed']);
        const now = await api('GET', `/api/dashboard/vehicles/${vehicleId}/driver`, admin);
        expect(now.json().data).toMatchObject({
          source: 'key',
          key: '00000000AABBCCDD',
          driver: { id: other.id },
        });
        expect(now.json().data.since).toBe(new Date(clock - 1000).toISOString());
        await report(0x1234n);
        await report(0x1234n);
        const events = await eventsOf(vehicleId);
        expect(events.map((e) => e.type).sort()).toEqual(['driver_changed', 'unknown_driver']);
        const stored = (await app.db.execute(
          sql`SELECT attributes->>'driver_key' AS key FROM positions WHERE vehicle_id = ${vehicleId} ORDER BY fix_time`,
        )) as unknown as { rows: { key: string | null }[] };
        expect(stored.rows.map((row) => row.key)).toEqual([
          null,
          '00000000AABBCCDD',
          '00000000AABBCCDD',
          '0000000000001234',
          '0000000000001234',
        ]);
      } finally {
        device.destroy();
      }
    });

    it('reads OsmAnd driverUniqueId', async () => {
      const phone = `keyphone${Date.now()}`;
      const vehicleId = await vehicleWithDevice(app, phone);
      const driver = await driverWithKey('card-77');
      const response = await fetch(
        `http://127.0.0.1:${app.devicePorts.osmand!}/?id=${phone}&lat=24.7&lon=46.7&timestamp=${Math.floor(Date.now() / 1000) - 30}&driverUniqueId=card-77`,
      );
      expect(response.status).toBe(200);
      const events = await eventsOf(vehicleId);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ type: 'driver_changed' });
      const now = await api('GET', `/api/dashboard/vehicles/${vehicleId}/driver`, admin);
      expect(now.json().data).toMatchObject({ source: 'key', key: 'CARD-77', driver: { id: driver.id } });
    });

    /** A fix of `vehicleId` at `t`, with `key` when given. */
    const fix = (t: number, key: string | null): Position => ({
      deviceId: 'test',
      fixTime: new Date(t),
      valid: true,
      lat: 24.7,
      lon: 46.7,
      speed: 0,
      course: 0,
      altitude: null,
      satellites: 8,
      attributes: key === null ? {} : { driver_key: key },
    });

    async function changes(instance: FastifyInstance, vehicleId: number) {
      await instance.driverKeys.settled();
      const response = await apiRequest(
        instance,
        'GET',
        `/api/dashboard/vehicles/${vehicleId}/events?${recentRange()}`,
        admin,
      );
      expect(response.statusCode, response.body).toBe(200);
      return (
        response.json().data as { type: string; time: string; driver?: { id: number } | null }[]
      ).filter((event) => event.type === 'driver_changed' || event.type === 'unknown_driver');
    }

    it('names who drove over a period, one span per key, the key in force at its start included', async () => {
      const created = await api('POST', '/api/dashboard/vehicles', admin, vehicleBody());
      expect(created.statusCode, created.body).toBe(201);
      const vehicleId = created.json().data.id as number;
      const first = await driverWithKey(`E5${String(vehicleId).padStart(14, '0')}`);
      const second = await driverWithKey(`F6${String(vehicleId).padStart(14, '0')}`);
      const unknown = `AB${String(vehicleId).padStart(14, '0')}`;
      const hour = 3_600_000;
      const from = new Date(Math.floor((Date.now() - 3 * hour) / 1000) * 1000);
      const at = (minutes: number) => from.getTime() + minutes * 60_000;
      await app.positionWriter.submit(vehicleId, [
        fix(at(-30), first.key_id),
        fix(at(10), null),
        fix(at(20), first.key_id),
        fix(at(40), unknown),
        fix(at(60), second.key_id),
        fix(at(70), null),
      ]);
      await app.driverKeys.settled();
      const url = `/api/dashboard/vehicles/${vehicleId}/driver-history?from=${from.toISOString()}&to=${new Date(at(120)).toISOString()}`;
      const history = await api('GET', url, admin);
      expect(history.statusCode, history.body).toBe(200);
      expect(history.json().data).toEqual([
        {
          from: from.toISOString(),
          to: new Date(at(40)).toISOString(),
          key: first.key_id,
          driver: { id: first.id, name: expect.any(String) },
        },
        {
          from: new Date(at(40)).toISOString(),
          to: new Date(at(60)).toISOString(),
          key: unknown,
          driver: null,
        },
        {
          from: new Date(at(60)).toISOString(),
          to: null,
          key: second.key_id,
          driver: { id: second.id, name: expect.any(String) },
        },
      ]);
      // A period with no key reported, in it or before it: nobody is named.
      const before = `/api/dashboard/vehicles/${vehicleId}/driver-history?from=${new Date(at(-3 * 60)).toISOString()}&to=${new Date(at(-60)).toISOString()}`;
      expect((await api('GET', before, admin)).json().data).toEqual([]);
      expect((await api('GET', `/api/dashboard/vehicles/999999999/driver-history`, admin)).statusCode).toBe(
        404,
      );
      const tooLong = await api(
        'GET',
        `/api/dashboard/vehicles/${vehicleId}/driver-history?start_date=2020-01-01&end_date=2021-01-01`,
        admin,
      );
      expect(tooLong.statusCode).toBe(422);
    });

    it('a key seen 3 days ago still names the driver: now, and over today (parked over a weekend)', async () => {
      const created = await api('POST', '/api/dashboard/vehicles', admin, vehicleBody());
      expect(created.statusCode, created.body).toBe(201);
      const vehicleId = created.json().data.id as number;
      const driver = await driverWithKey(`9A${String(vehicleId).padStart(14, '0')}`);
      const day = 86_400_000;
      const seen = Math.floor((Date.now() - 3 * day) / 1000) * 1000;
      await app.positionWriter.submit(vehicleId, [fix(seen, driver.key_id), fix(seen + 60_000, null)]);
      await app.driverKeys.settled();
      // Back on the road today, the device reporting no key.
      const from = new Date(Math.floor((Date.now() - 2 * 3_600_000) / 1000) * 1000);
      await app.positionWriter.submit(vehicleId, [fix(from.getTime() + 60_000, null)]);
      await app.driverKeys.settled();
      const now = await api('GET', `/api/dashboard/vehicles/${vehicleId}/driver`, admin);
      expect(now.json().data).toMatchObject({
        source: 'key',
        key: driver.key_id,
        driver: { id: driver.id },
        since: new Date(seen).toISOString(),
      });
      const url = `/api/dashboard/vehicles/${vehicleId}/driver-history?from=${from.toISOString()}&to=${new Date().toISOString()}`;
      const history = await api('GET', url, admin);
      expect(history.statusCode, history.body).toBe(200);
      expect(history.json().data).toEqual([
        {
          from: from.toISOString(),
          to: null,
          key: driver.key_id,
          driver: { id: driver.id, name: expect.any(String) },
        },
      ]);
    });

    describe.runIf(db.kind === 'postgres' && TEST_REDIS_URL)('two instances on PostgreSQL and Redis', () => {
      it('positions alternating between them: driver_changed exactly once per change', async () => {
        const options = {
          ingestion: { ephemeralPorts: true },
          driverKeys: { tickMs: 10 },
          live: { hubChannel: `fleet-test:${randomBytes(6).toString('hex')}` },
        };
        const a = await db.buildApp({ redisUrl: TEST_REDIS_URL }, options);
        const b = await db.buildApp({ redisUrl: TEST_REDIS_URL }, options);
        try {
          const created = await apiRequest(a, 'POST', '/api/dashboard/vehicles', admin, vehicleBody());
          expect(created.statusCode, created.body).toBe(201);
          const vehicleId = created.json().data.id as number;
          const first = await driverWithKey(`A1${String(vehicleId).padStart(14, '0')}`);
          const second = await driverWithKey(`B2${String(vehicleId).padStart(14, '0')}`);
          const k1 = first.key_id!;
          const k2 = second.key_id!;
          const keys = [k1, k1, k2, null, k2, k1, null, k1, k2, k2];
          const start = Date.now() - 3_600_000;
          // One at a time, each through the other instance (a tracker reconnecting, or OsmAnd balanced).
          for (const [i, key] of keys.entries()) {
            const via = i % 2 === 0 ? a : b;
            await via.positionWriter.submit(vehicleId, [fix(start + i * 10_000, key)]);
            await new Promise((resolve) => setTimeout(resolve, 20));
            await via.driverKeys.settled();
          }
          // Expected from the stored order: every key unlike the one before it.
          const expected: string[] = [];
          let previous: string | null = null;
          for (const [i, key] of keys.entries()) {
            if (key === null || key === previous) continue;
            previous = key;
            expected.push(new Date(start + i * 10_000).toISOString());
          }
          const events = await changes(a, vehicleId);
          expect(events.map((event) => event.type)).toEqual(expected.map(() => 'driver_changed'));
          expect(events.map((event) => event.time)).toEqual(expected);
          // Then the first key again, through both instances at once, without waiting for either: one change.
          const base = start + keys.length * 10_000;
          await Promise.all(
            [0, 1, 2, 3].map((i) =>
              (i % 2 === 0 ? a : b).positionWriter.submit(vehicleId, [fix(base + i * 10_000, k1)]),
            ),
          );
          for (let round = 0; round < 3; round++) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            await Promise.all([a.driverKeys.settled(), b.driverKeys.settled()]);
          }
          const after = await changes(b, vehicleId);
          expect(after.slice(0, events.length)).toEqual(events);
          expect(after.slice(events.length).map((event) => [event.type, event.driver?.id])).toEqual([
            ['driver_changed', first.id],
          ]);
          const now = await apiRequest(a, 'GET', `/api/dashboard/vehicles/${vehicleId}/driver`, admin);
          expect(now.json().data).toMatchObject({ source: 'key', key: k1, driver: { id: first.id } });
        } finally {
          await a.close();
          await b.close();
        }
      });
    });

    // Last: it replaces the app's tracker.
    it('after a restart, catches up keys stored while it was down: driver_changed exactly once', async () => {
      const created = await api('POST', '/api/dashboard/vehicles', admin, vehicleBody());
      expect(created.statusCode, created.body).toBe(201);
      const vehicleId = created.json().data.id as number;
      const first = await driverWithKey(`C3${String(vehicleId).padStart(14, '0')}`);
      const second = await driverWithKey(`D4${String(vehicleId).padStart(14, '0')}`);
      const start = Date.now() - 1_800_000;
      await app.positionWriter.submit(vehicleId, [fix(start, first.key_id)]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await changes(app, vehicleId)).map((event) => event.driver?.id)).toEqual([first.id]);
      const restart = async () => {
        await app.driverKeys.stop();
        const tracker = new DriverKeyTracker(app.db, app.events, app.log, { tickMs: 10 });
        app.positionWriter.onCommitted((batch) => tracker.onCommitted(batch));
        await tracker.start();
        app.driverKeys = tracker;
        await tracker.settled();
      };
      await app.driverKeys.stop();
      // Stored while no tracker hears them.
      await app.positionWriter.submit(vehicleId, [
        fix(start + 10_000, second.key_id),
        fix(start + 20_000, second.key_id),
        fix(start + 30_000, null),
      ]);
      await restart();
      expect((await changes(app, vehicleId)).map((event) => event.driver?.id)).toEqual([first.id, second.id]);
      const now = await api('GET', `/api/dashboard/vehicles/${vehicleId}/driver`, admin);
      expect(now.json().data).toMatchObject({
        source: 'key',
        driver: { id: second.id },
        since: new Date(start + 10_000).toISOString(),
      });
      // A crash before the cursor was saved: the replay from further back stores nothing twice.
      await app.db.execute(sql`DELETE FROM driver_key_cursors WHERE vehicle_id = ${vehicleId}`);
      await app.db.execute(sql`DELETE FROM vehicle_drivers WHERE vehicle_id = ${vehicleId}`);
      await restart();
      expect((await changes(app, vehicleId)).map((event) => event.driver?.id)).toEqual([first.id, second.id]);
      // And live positions go on from there.
      await app.positionWriter.submit(vehicleId, [fix(start + 40_000, first.key_id)]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await changes(app, vehicleId)).map((event) => event.driver?.id)).toEqual([
        first.id,
        second.id,
        first.id,
      ]);
      await app.driverKeys.stop();
    });
  });
});
