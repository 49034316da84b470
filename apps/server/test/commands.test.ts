import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeGt06Command } from '../src/ingestion/gt06/command';
import { gt06Frame, gt06Location, gt06Login, gt06Time } from '../src/ingestion/gt06/encode';
import { CODEC_12_RESPONSE, encodeCodec12 } from '../src/ingestion/teltonika/codec12';
import { avlFrame, codec8Record, teltonikaImeiPacket } from '../src/ingestion/teltonika/encode';
import { DeviceClient } from './device-client';
import {
  apiRequest,
  DEMO,
  forEachDatabase,
  login,
  userWithPermissions,
  type ApiRequestArgs,
} from './harness';
import { openStream } from './live-stream';
import { EN, vehicleBody } from './people-helpers';
import { until } from './notifications-helpers';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let imeiSequence = 0;
const newImei = () => `86${String(Date.now()).slice(-8)}${String(++imeiSequence).padStart(5, '0')}`;

async function vehicleWith(app: FastifyInstance, deviceId: string | null): Promise<number> {
  const result = (await app.db
    .execute(sql`INSERT INTO vehicles (name, plate_number, category, fuel_type, device_id)
    VALUES (${`Commands ${deviceId ?? randomBytes(3).toString('hex')}`}, ${`CMD ${randomBytes(3).toString('hex')}`},
            'car', 'diesel', ${deviceId}) RETURNING id`)) as unknown as { rows: { id: number }[] };
  app.deviceRegistry.invalidate();
  return result.rows[0]!.id;
}

async function commandRow(app: FastifyInstance, id: number) {
  const result = (await app.db.execute(
    sql`SELECT status, reply, sent_at FROM commands WHERE id = ${id}`,
  )) as unknown as { rows: { status: string; reply: string | null; sent_at: Date | null }[] };
  return result.rows[0]!;
}

/** A Teltonika device logged in, one AVL packet acknowledged (at `speed`). */
async function teltonikaDevice(port: number, imei: string, speed = 0): Promise<DeviceClient> {
  const device = await DeviceClient.connect(port);
  device.write(teltonikaImeiPacket(imei));
  expect((await device.read(1)).toString('hex')).toBe('01');
  await teltonikaPacket(device, speed);
  return device;
}

let fixClock = Date.now() - 3_600_000;
async function teltonikaPacket(device: DeviceClient, speed: number): Promise<void> {
  fixClock += 1000;
  device.write(avlFrame([codec8Record({ timestampMs: fixClock, speed })]));
  expect((await device.read(4)).readUInt32BE(0)).toBe(1);
}

/** A GT06 device logged in (its login answered). */
async function gt06Device(port: number, imei: string): Promise<DeviceClient> {
  const device = await DeviceClient.connect(port);
  device.write(gt06Login(imei, 1));
  expect((await device.read(10)).subarray(3, 4).toString('hex')).toBe('01');
  return device;
}

async function gt06Report(device: DeviceClient, speed: number, serial: number): Promise<void> {
  fixClock += 1000;
  device.write(gt06Location({ time: gt06Time(new Date(fixClock)), lat: 24.7, lon: 46.7, speed }, serial));
  expect((await device.read(10)).subarray(3, 4).toString('hex')).toBe('12');
}

/** Nothing arrives on the device within `ms`. */
async function expectSilence(device: DeviceClient, ms = 700): Promise<void> {
  await sleep(ms);
  expect(device.pending).toBe(0);
}

forEachDatabase((database) => {
  describe('commands to trackers', () => {
    let app: FastifyInstance;
    let admin: string;
    let teltonikaPort: number;
    let gt06Port: number;
    const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);

    beforeAll(async () => {
      app = await database.buildApp({}, { ingestion: { ephemeralPorts: true } });
      await app.listen({ port: 0, host: '127.0.0.1' });
      admin = await login(app, DEMO.admin);
      teltonikaPort = app.devicePorts.teltonika!;
      gt06Port = app.devicePorts.gt06!;
    });

    it('writes a Codec 12 command on the connected device and stores its reply (worked example C-1)', async () => {
      const imei = newImei();
      const vehicleId = await vehicleWith(app, imei);
      const device = await teltonikaDevice(teltonikaPort, imei);
      const stream = openStream(app, { token: admin });
      try {
        await stream.next((m) => m.type === 'snapshot');
        const created = await api('POST', `/api/dashboard/vehicles/${vehicleId}/commands`, admin, {
          type: 'custom',
          text: 'getinfo',
        });
        expect(created.statusCode, created.body).toBe(201);
        const command = created.json().data;
        expect(command).toMatchObject({ status: 'sent', type: 'custom', text: 'getinfo', actions: [] });
        expect((await device.read(27)).toString('hex')).toBe(
          '000000000000000f0c010500000007676574696e666f0100004312',
        );
        // The device keeps reporting, then answers: both decoded on one socket.
        await teltonikaPacket(device, 0);
        device.write(encodeCodec12('RTC:2026/11/25 GPS:1 SAT:9', CODEC_12_RESPONSE));
        await until(async () => (await commandRow(app, command.id)).status === 'answered', 5_000, 'answered');
        expect((await commandRow(app, command.id)).reply).toBe('RTC:2026/11/25 GPS:1 SAT:9');
        const live = await stream.next((m) => m.type === 'command' && m.data.status === 'answered');
        expect(live).toMatchObject({ data: { id: command.id, reply: 'RTC:2026/11/25 GPS:1 SAT:9' } });
        const list = await api('GET', `/api/dashboard/vehicles/${vehicleId}/commands`, admin);
        expect(list.json().data[0]).toMatchObject({ id: command.id, status: 'answered' });
      } finally {
        stream.close();
        device.destroy();
      }
    });

    it('asks the password again for engine stop, then cuts through the relay', async () => {
      const imei = newImei();
      const vehicleId = await vehicleWith(app, imei);
      const device = await teltonikaDevice(teltonikaPort, imei, 3);
      try {
        const url = `/api/dashboard/vehicles/${vehicleId}/commands`;
        const none = await api('POST', url, admin, { type: 'engine_stop' });
        expect(none.statusCode).toBe(422);
        expect(Object.keys(none.json().errors)).toEqual(['password']);
        const wrong = await api('POST', url, admin, { type: 'engine_stop', password: 'nope' });
        expect(wrong.statusCode).toBe(422);
        expect(Object.keys(wrong.json().errors)).toEqual(['password']);
        await expectSilence(device, 200);
        const right = await api('POST', url, admin, { type: 'engine_stop', password: DEMO.admin.password });
        expect(right.statusCode, right.body).toBe(201);
        expect(right.json().data).toMatchObject({ status: 'sent', text: 'setdigout 1' });
        expect(Date.parse(right.json().data.expires_at) - Date.parse(right.json().data.created_at)).toBe(
          600_000,
        );
        expect((await device.read(31)).equals(encodeCodec12('setdigout 1'))).toBe(true);
        // One in flight: the next waits for the reply.
        const next = await api('POST', url, admin, { type: 'position_request' });
        expect(next.json().data.status).toBe('queued');
        await expectSilence(device, 300);
        device.write(encodeCodec12('DOUT1:1', CODEC_12_RESPONSE));
        expect((await device.read(26)).equals(encodeCodec12('getgps'))).toBe(true);
        const audit = await api(
          'GET',
          `/api/dashboard/audit-log?model=commands&record_id=${right.json().data.id}`,
          admin,
        );
        expect(audit.statusCode, audit.body).toBe(200);
        expect(audit.json().data.length).toBeGreaterThan(0);
      } finally {
        device.destroy();
      }
    });

    it('sends a GT06 online command with its server flag and matches the reply by it', async () => {
      const imei = newImei().slice(0, 15);
      const vehicleId = await vehicleWith(app, imei);
      const device = await gt06Device(gt06Port, imei);
      try {
        const created = await api('POST', `/api/dashboard/vehicles/${vehicleId}/commands`, admin, {
          type: 'engine_resume',
          password: DEMO.admin.password,
        });
        expect(created.statusCode, created.body).toBe(201);
        const command = created.json().data;
        expect(command).toMatchObject({ status: 'sent', text: 'HFYD,******#' });
        const expected = encodeGt06Command('HFYD,123456#', command.id, 1);
        expect((await device.read(expected.length)).toString('hex')).toBe(expected.toString('hex'));
        const text = Buffer.from('HFYD=Success!');
        const flag = Buffer.alloc(4);
        flag.writeUInt32BE(command.id);
        device.write(gt06Frame(0x15, Buffer.concat([Buffer.from([4 + text.length]), flag, text]), 2));
        await until(async () => (await commandRow(app, command.id)).status === 'answered', 5_000, 'answered');
        expect((await commandRow(app, command.id)).reply).toBe('HFYD=Success!');
      } finally {
        device.destroy();
      }
    });

    it('writes the device password through the vehicle API (never shown); GT06 texts carry it', async () => {
      const imei = newImei().slice(0, 15);
      const body = vehicleBody({ device_id: imei, device_password: 'Pw7788' });
      const created = await api('POST', '/api/dashboard/vehicles', admin, body);
      expect(created.statusCode, created.body).toBe(201);
      const vehicleId = created.json().data.id as number;
      expect(created.json().data).not.toHaveProperty('device_password');
      const read = await api('GET', `/api/dashboard/vehicles/${vehicleId}`, admin);
      expect(read.body).not.toContain('Pw7788');
      // A PUT without it keeps it; a bad one is refused, translated.
      const { device_password: _kept, ...withoutPassword } = body as Record<string, unknown>;
      const kept = await api('PUT', `/api/dashboard/vehicles/${vehicleId}`, admin, withoutPassword);
      expect(kept.statusCode, kept.body).toBe(200);
      const bad = await api(
        'PUT',
        `/api/dashboard/vehicles/${vehicleId}`,
        admin,
        { ...body, device_password: 'a,b#' },
        EN,
      );
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({
        device_password: ['The device password is 1 to 20 Latin letters or digits'],
      });
      const device = await gt06Device(gt06Port, imei);
      try {
        const sent = await api('POST', `/api/dashboard/vehicles/${vehicleId}/commands`, admin, {
          type: 'engine_resume',
          password: DEMO.admin.password,
        });
        expect(sent.statusCode, sent.body).toBe(201);
        expect(sent.json().data).toMatchObject({ status: 'sent', text: 'HFYD,******#' });
        const expected = encodeGt06Command('HFYD,Pw7788#', sent.json().data.id, 1);
        expect((await device.read(expected.length)).toString('hex')).toBe(expected.toString('hex'));
      } finally {
        device.destroy();
      }
      // A new vehicle without one has the factory default.
      const plain = await api('POST', '/api/dashboard/vehicles', admin, vehicleBody());
      const stored = (await app.db.execute(
        sql`SELECT device_password FROM vehicles WHERE id = ${plain.json().data.id as number}`,
      )) as unknown as { rows: { device_password: string }[] };
      expect(stored.rows[0]!.device_password).toBe('123456');
    });

    it('queues while offline and sends on reconnect, after the login is answered', async () => {
      const imei = newImei().slice(0, 15);
      const vehicleId = await vehicleWith(app, imei);
      const created = await api('POST', `/api/dashboard/vehicles/${vehicleId}/commands`, admin, {
        type: 'position_request',
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data).toMatchObject({ status: 'queued', actions: ['cancel'] });
      const device = await gt06Device(gt06Port, imei);
      try {
        const expected = encodeGt06Command('WHERE#', created.json().data.id, 1);
        expect((await device.read(expected.length)).equals(expected)).toBe(true);
        expect((await commandRow(app, created.json().data.id)).status).toBe('sent');
        const cancel = await api('POST', `/api/dashboard/commands/${created.json().data.id}/cancel`, admin);
        expect(cancel.statusCode).toBe(422);
      } finally {
        device.destroy();
      }
    });

    it('never sends an expired command, and says so with command_failed', async () => {
      const imei = newImei();
      const vehicleId = await vehicleWith(app, imei);
      const created = await api('POST', `/api/dashboard/vehicles/${vehicleId}/commands`, admin, {
        type: 'reboot',
        expires_in_minutes: 1,
      });
      const id = created.json().data.id as number;
      await app.db.execute(
        sql`UPDATE commands SET expires_at = now() - interval '1 second' WHERE id = ${id}`,
      );
      const device = await teltonikaDevice(teltonikaPort, imei);
      try {
        await expectSilence(device);
        expect((await commandRow(app, id)).status).toBe('expired');
        const events = await api('GET', `/api/dashboard/vehicles/${vehicleId}/events`, admin);
        expect(events.json().data.map((e: { type: string }) => e.type)).toContain('command_failed');
      } finally {
        device.destroy();
      }
    });

    it('holds an engine stop while the vehicle is fast and sends it with the first slow report', async () => {
      const imei = newImei().slice(0, 15);
      const vehicleId = await vehicleWith(app, imei);
      const device = await gt06Device(gt06Port, imei);
      try {
        await gt06Report(device, 80, 2);
        const created = await api('POST', `/api/dashboard/vehicles/${vehicleId}/commands`, admin, {
          type: 'engine_stop',
          password: DEMO.admin.password,
        });
        expect(created.statusCode, created.body).toBe(201);
        const id = created.json().data.id as number;
        expect(created.json().data.status).toBe('held');
        await gt06Report(device, 60, 3);
        await expectSilence(device, 400);
        expect((await commandRow(app, id)).status).toBe('held');
        await gt06Report(device, 8, 4);
        const expected = encodeGt06Command('DYD,123456#', id, 1);
        expect((await device.read(expected.length)).equals(expected)).toBe(true);
        expect((await commandRow(app, id)).status).toBe('sent');
      } finally {
        device.destroy();
      }
    });

    it('cancels a queued command; refuses OsmAnd devices, vehicles without one, bad text and missing rights', async () => {
      const imei = newImei();
      const vehicleId = await vehicleWith(app, imei);
      const queued = await api('POST', `/api/dashboard/vehicles/${vehicleId}/commands`, admin, {
        type: 'reboot',
      });
      const cancelled = await api('POST', `/api/dashboard/commands/${queued.json().data.id}/cancel`, admin);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().data.status).toBe('cancelled');
      const device = await teltonikaDevice(teltonikaPort, imei);
      await expectSilence(device, 300);
      device.destroy();

      const bare = await vehicleWith(app, null);
      const noDevice = await api('POST', `/api/dashboard/vehicles/${bare}/commands`, admin, {
        type: 'reboot',
      });
      expect(noDevice.statusCode).toBe(422);
      expect(Object.keys(noDevice.json().errors)).toEqual(['type']);

      const phone = `phone-${randomBytes(4).toString('hex')}`;
      const phoneVehicle = await vehicleWith(app, phone);
      const osmandPort = app.devicePorts.osmand!;
      const report = await fetch(
        `http://127.0.0.1:${osmandPort}/?id=${phone}&lat=24.7&lon=46.7&timestamp=${Math.floor(Date.now() / 1000) - 60}`,
      );
      expect(report.status).toBe(200);
      await until(
        async () =>
          (await api('POST', `/api/dashboard/vehicles/${phoneVehicle}/commands`, admin, { type: 'reboot' }))
            .statusCode === 422,
        5_000,
        'osmand refused',
      );

      const text = await api('POST', `/api/dashboard/vehicles/${vehicleId}/commands`, admin, {
        type: 'custom',
        text: 'setdigout ١ ☃',
      });
      expect(text.statusCode).toBe(422);
      expect(Object.keys(text.json().errors)).toEqual(['text']);
      const unknown = await api('POST', `/api/dashboard/vehicles/99999999/commands`, admin, {
        type: 'reboot',
      });
      expect(unknown.statusCode).toBe(404);
      const huge = await api('POST', `/api/dashboard/vehicles/99999999999999/commands`, admin, {
        type: 'reboot',
      });
      expect((await api('POST', '/api/dashboard/commands/99999999999999/cancel', admin)).statusCode).toBe(
        404,
      );
      expect(huge.statusCode).toBeLessThan(500);

      const viewer = await userWithPermissions(app, ['show_vehicles', 'show_commands']);
      const refused = await api('POST', `/api/dashboard/vehicles/${vehicleId}/commands`, viewer.token, {
        type: 'reboot',
      });
      expect(refused.statusCode).toBe(403);
      const seen = await api('GET', `/api/dashboard/vehicles/${vehicleId}/commands`, viewer.token);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().data[0].actions).toEqual([]);
      const outsider = await userWithPermissions(app, ['show_vehicles']);
      expect(
        (await api('GET', `/api/dashboard/vehicles/${vehicleId}/commands`, outsider.token)).statusCode,
      ).toBe(403);
    });
  });

  describe.runIf(database.kind === 'postgres')('commands with two instances on one PostgreSQL', () => {
    it('is sent once, by the instance holding the connection', { timeout: 60_000 }, async () => {
      const overrides = TEST_REDIS_URL ? { redisUrl: TEST_REDIS_URL } : {};
      const live = { hubChannel: `fleet-test:${randomBytes(6).toString('hex')}` };
      const a = await database.buildApp(overrides, { live, ingestion: { ephemeralPorts: true } });
      const b = await database.buildApp(overrides, { live, ingestion: { ephemeralPorts: true } });
      const token = await login(a, DEMO.admin);
      const imei = newImei();
      const vehicleId = await vehicleWith(a, imei);
      b.deviceRegistry.invalidate();
      // The device is connected to B; the commands are made on A.
      const device = await teltonikaDevice(b.devicePorts.teltonika!, imei);
      try {
        const ids: number[] = [];
        for (let i = 0; i < 3; i++) {
          const created = await apiRequest(
            a,
            'POST',
            `/api/dashboard/vehicles/${vehicleId}/commands`,
            token,
            {
              type: 'custom',
              text: `ping ${i}`,
            },
          );
          expect(created.statusCode, created.body).toBe(201);
          ids.push(created.json().data.id);
        }
        // Without Redis, B learns of them by its own reading (as after a hub outage).
        if (!TEST_REDIS_URL) await (b.commands as unknown as { loadPending(): Promise<void> }).loadPending();
        for (let i = 0; i < 3; i++) {
          const expected = encodeCodec12(`ping ${i}`);
          expect((await device.read(expected.length, 10_000)).equals(expected)).toBe(true);
          device.write(encodeCodec12(`pong ${i}`, CODEC_12_RESPONSE));
        }
        await expectSilence(device, 500);
        for (const id of ids) {
          await until(async () => (await commandRow(a, id)).status === 'answered', 5_000, 'answered');
        }
      } finally {
        device.destroy();
      }
    });
  });
});
