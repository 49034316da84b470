import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { h02TextLocation } from '../src/ingestion/protocols/h02/encode';
import { jt808Location, jt808Register, jt808TerminalResponse } from '../src/ingestion/protocols/jt808/encode';
import { DeviceClient } from './device-client';
import { apiRequest, DEMO, forEachDatabase, login, type ApiRequestArgs } from './harness';
import { until } from './notifications-helpers';
import { PROTOCOL_FIXTURES } from './protocol-fixtures';

/**
 * Commands to the session protocols through the API (docs/api.md#commands): a real TCP client plays the device,
 * reads the command's bytes after the POST, answers, and the command becomes `answered` with that answer.
 */

async function vehicleWith(app: FastifyInstance, deviceId: string): Promise<number> {
  const result = (await app.db
    .execute(sql`INSERT INTO vehicles (name, plate_number, category, fuel_type, device_id)
    VALUES (${`Protocol commands ${deviceId}`}, ${`PC ${randomBytes(3).toString('hex')}`}, 'car', 'diesel',
            ${deviceId}) RETURNING id`)) as unknown as { rows: { id: number }[] };
  app.deviceRegistry.invalidate();
  return result.rows[0]!.id;
}

async function commandRow(app: FastifyInstance, id: number) {
  const result = (await app.db.execute(
    sql`SELECT status, reply, error FROM commands WHERE id = ${id}`,
  )) as unknown as { rows: { status: string; reply: string | null; error: string | null }[] };
  return result.rows[0]!;
}

async function deviceProtocol(app: FastifyInstance, vehicleId: number): Promise<string | null> {
  const result = (await app.db.execute(
    sql`SELECT device_protocol FROM vehicles WHERE id = ${vehicleId}`,
  )) as unknown as { rows: { device_protocol: string | null }[] };
  return result.rows[0]?.device_protocol ?? null;
}

const fix = () => ({ time: new Date(Date.now() - 60_000), lat: 24.7136, lon: 46.6753 });

forEachDatabase((database) => {
  describe.runIf(database.kind === 'pglite')('commands to JT/T 808 and H02 devices', () => {
    let app: FastifyInstance;
    let admin: string;
    const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);

    beforeAll(async () => {
      app = await database.buildApp({}, { ingestion: { ephemeralPorts: true } });
      await app.listen({ port: 0, host: '127.0.0.1' });
      admin = await login(app, DEMO.admin);
    });

    it('JT/T 808: a reboot goes out as 8105 to the terminal, whose 0001 answer names it by serial', async () => {
      const terminal = '013912345601';
      const vehicleId = await vehicleWith(app, terminal);
      const fixture = PROTOCOL_FIXTURES.jt808!;
      const device = await DeviceClient.connect(app.devicePorts.jt808!);
      try {
        device.write(jt808Register({ deviceId: terminal }, 1));
        await fixture.helloReply!(device, 5_000);
        device.write(jt808Location({ deviceId: terminal }, 2, { ...fix(), speed: 0, course: 0 }));
        await fixture.ack!(device, 5_000);
        await until(async () => (await deviceProtocol(app, vehicleId)) === 'jt808', 5_000, 'protocol saved');

        const created = await api('POST', `/api/dashboard/vehicles/${vehicleId}/commands`, admin, {
          type: 'reboot',
        });
        expect(created.statusCode, created.body).toBe(201);
        const command = created.json().data;
        expect(command).toMatchObject({ status: 'sent', type: 'reboot' });
        // docs/protocols/jt808.md#commands: 8105, body length 1, the terminal's BCD number, serial 1, word 04.
        const frame = await fixture.ack!(device, 5_000);
        expect(frame.toString('hex')).toBe('7e81050001013912345601000104c97e');

        // An answer naming a serial never sent here answers nothing.
        device.write(
          jt808TerminalResponse({ deviceId: terminal }, 3, { serial: 99, messageId: 0x8105, result: 0 }),
        );
        device.write(
          jt808TerminalResponse({ deviceId: terminal }, 4, { serial: 1, messageId: 0x8105, result: 0 }),
        );
        await until(async () => (await commandRow(app, command.id)).status === 'answered', 5_000, 'answered');
        expect((await commandRow(app, command.id)).reply).toBe('8105 #1: success');
        const events = await api('GET', `/api/dashboard/vehicles/${vehicleId}/events`, admin);
        expect(events.statusCode, events.body).toBe(200);
        expect(events.json().data.map((e: { type: string }) => e.type)).toContain('command_answered');
      } finally {
        device.destroy();
      }
    });

    it('H02: an engine stop goes out as S20 to the id the device wrote; its V4 confirmation answers it', async () => {
      const id = `42${String(Date.now()).slice(-8)}`;
      const vehicleId = await vehicleWith(app, id);
      const fixture = PROTOCOL_FIXTURES.h02!;
      const device = await DeviceClient.connect(app.devicePorts.h02!);
      try {
        device.write(h02TextLocation({ id, ...fix(), speedKnots: 0, course: 0 }));
        await fixture.ack!(device, 5_000);
        await until(async () => (await deviceProtocol(app, vehicleId)) === 'h02', 5_000, 'protocol saved');

        const url = `/api/dashboard/vehicles/${vehicleId}/commands`;
        const created = await api('POST', url, admin, { type: 'engine_stop', password: DEMO.admin.password });
        expect(created.statusCode, created.body).toBe(201);
        const command = created.json().data;
        expect(command.status).toBe('sent');
        const text = (await device.readUntil('#', 5_000)).toString('latin1');
        // docs/protocols/h02.md#commands: `*HQ,<id>,S20,<HHMMSS UTC>,1,1#`.
        expect(text).toMatch(new RegExp(`^\\*HQ,${id},S20,\\d{6},1,1#$`));
        const sentAt = text.split(',')[3]!;

        // The confirmation: a V4 location naming the command word, its parameters and the command's time.
        const confirmation = `*HQ,${id},V4,S20,DONE,${sentAt},${sentAt},A,2442.8160,N,04640.5180,E,000.00,000,${ddmmyy()},FFFFFBFF#`;
        device.write(Buffer.from(confirmation, 'latin1'));
        await until(async () => (await commandRow(app, command.id)).status === 'answered', 5_000, 'answered');
        expect((await commandRow(app, command.id)).reply).toBe('S20,DONE');

        // H02 has no reboot: the same 422 as any command a tracker does not take, in both languages.
        const reboot = await api('POST', url, admin, { type: 'reboot' }, { 'accept-language': 'en' });
        expect(reboot.statusCode).toBe(422);
        expect(Object.keys(reboot.json().errors)).toEqual(['type']);
        expect(reboot.json().message).toBe('This vehicle’s tracker does not take this command');
        const arabic = await api('POST', url, admin, { type: 'reboot' }, { 'accept-language': 'ar' });
        expect(arabic.statusCode).toBe(422);
        expect(arabic.json().message).toBe('جهاز التتبع في هذه المركبة لا يقبل هذا الأمر');
      } finally {
        device.destroy();
      }
    });
  });
});

function ddmmyy(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return two(now.getUTCDate()) + two(now.getUTCMonth() + 1) + two(now.getUTCFullYear() % 100);
}
