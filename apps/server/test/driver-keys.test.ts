import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { avlFrame, codec8Record, teltonikaImeiPacket } from '../src/ingestion/teltonika/encode';
import { addDays, todayIn } from '../src/modules/vehicles/registration-status';
import { DeviceClient } from './device-client';
import { apiRequest, type ApiRequestArgs, DEMO, forEachDatabase, login } from './harness';
import { vehicleWithDevice } from './ingestion-fixtures';
import { identity, saudiMobile } from './people-helpers';

let counter = 0;

forEachDatabase((db) => {
  describe('driver keys', () => {
    let app: FastifyInstance;
    let admin: string;
    const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);

    beforeAll(async () => {
      app = await db.buildApp({}, { ingestion: { ephemeralPorts: true } });
      admin = await login(app, DEMO.admin);
    });

    async function driverWithKey(keyId: string | null, vehicleId: number | null = null) {
      counter += 1;
      const response = await api('POST', '/api/dashboard/drivers', admin, {
        name: `Key driver ${counter}`,
        identity_number: identity(2),
        country_code: '+966',
        phone: saudiMobile(),
        nationality: 'pk',
        licence_number: `K-${counter}`,
        licence_expiry_date: addDays(todayIn(app.config.timezone), 400),
        vehicle_id: vehicleId,
        key_id: keyId,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { id: number; key_id: string | null };
    }

    async function eventsOf(vehicleId: number) {
      await app.driverKeys.settled();
      const response = await api('GET', `/api/dashboard/vehicles/${vehicleId}/events`, admin);
      return (
        response.json().data as { type: string; driver?: { id: number } | null; attributes?: unknown }[]
      ).filter((event) => event.type === 'driver_changed' || event.type === 'unknown_driver');
    }

    it('stores the key upper case, unique (409)', async () => {
      const driver = await driverWithKey('01a2b3c4d5e6f708');
      expect(driver.key_id).toBe('01A2B3C4D5E6F708');
      counter += 1;
      const clash = await api('POST', '/api/dashboard/drivers', admin, {
        name: `Clash ${counter}`,
        identity_number: identity(2),
        country_code: '+966',
        phone: saudiMobile(),
        nationality: 'pk',
        licence_number: `C-${counter}`,
        licence_expiry_date: addDays(todayIn(app.config.timezone), 400),
        key_id: '01A2B3C4D5E6F708',
      });
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
  });
});
