import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_DEVICE_IDS } from '../src/demo/fleet';
import { CODEC_12_RESPONSE, encodeCodec12 } from '../src/ingestion/teltonika/codec12';
import { avlFrame, codec8Record, teltonikaImeiPacket } from '../src/ingestion/teltonika/encode';
import { startChildServer, waitForPort } from './child-server';
import { DeviceClient } from './device-client';
import { DEMO, freePort } from './harness';

/** On the embedded database; ready once its Teltonika port accepts too. */
async function startServer(
  dataDir: string,
  ports: { http: number; teltonika: number },
): Promise<ChildProcess> {
  const child = await startChildServer({
    env: { DATA_DIR: dataDir, PORT: String(ports.http), TELTONIKA_PORT: String(ports.teltonika) },
  });
  await waitForPort(ports.teltonika, child);
  return child;
}

let clock = Date.now() - 600_000;
async function connect(port: number, imei: string): Promise<DeviceClient> {
  const device = await DeviceClient.connect(port);
  device.write(teltonikaImeiPacket(imei));
  expect((await device.read(1)).toString('hex')).toBe('01');
  clock += 1000;
  device.write(avlFrame([codec8Record({ timestampMs: clock, speed: 0 })]));
  expect((await device.read(4, 15_000)).readUInt32BE(0)).toBe(1);
  return device;
}

describe('commands survive SIGKILL', () => {
  const cleanups: (() => void)[] = [];
  afterAll(() => {
    for (const cleanup of cleanups.reverse()) cleanup();
  });

  it(
    'sends each queued command once after the restart, and never one sent before',
    { timeout: 300_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-commands-crash-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const ports = { http: await freePort(), teltonika: await freePort() };
      const server = await startServer(dataDir, ports);
      cleanups.push(() => server.kill('SIGKILL'));
      const api = `http://127.0.0.1:${ports.http}/api`;
      const token = async () => {
        const response = await fetch(`${api}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(DEMO.admin),
        });
        return ((await response.json()) as { data: { token: string } }).data.token;
      };
      let headers = { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' };
      const imei = DEMO_DEVICE_IDS[0]!;
      const list = await fetch(`${api}/dashboard/vehicles?name=${imei}`, { headers });
      const vehicleId = ((await list.json()) as { data: { id: number }[] }).data[0]!.id;
      const send = async (text: string) => {
        const response = await fetch(`${api}/dashboard/vehicles/${vehicleId}/commands`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ type: 'custom', text }),
        });
        expect(response.status).toBe(201);
        return ((await response.json()) as { data: { id: number; status: string } }).data;
      };

      // One sent while connected, then two queued while offline.
      const online = await connect(ports.teltonika, imei);
      const first = await send('before crash');
      expect(first.status).toBe('sent');
      expect(
        (await online.read(encodeCodec12('before crash').length)).equals(encodeCodec12('before crash')),
      ).toBe(true);
      online.destroy();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const queued = [await send('queued one'), await send('queued two')];
      expect(queued.map((c) => c.status)).toEqual(['queued', 'queued']);

      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;

      const restarted = await startServer(dataDir, ports);
      cleanups.push(() => restarted.kill('SIGKILL'));
      headers = { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' };
      const device = await connect(ports.teltonika, imei);
      try {
        for (const text of ['queued one', 'queued two']) {
          const expected = encodeCodec12(text);
          expect((await device.read(expected.length, 15_000)).equals(expected)).toBe(true);
          device.write(encodeCodec12(`ok ${text}`, CODEC_12_RESPONSE));
        }
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(device.pending).toBe(0);
        const history = await fetch(`${api}/dashboard/vehicles/${vehicleId}/commands`, { headers });
        const rows = (
          (await history.json()) as { data: { id: number; status: string; reply: string | null }[] }
        ).data;
        const byId = new Map(rows.map((row) => [row.id, row]));
        expect(byId.get(first.id)?.status).toBe('sent');
        expect(byId.get(queued[0]!.id)).toMatchObject({ status: 'answered', reply: 'ok queued one' });
        expect(byId.get(queued[1]!.id)).toMatchObject({ status: 'answered', reply: 'ok queued two' });
      } finally {
        device.destroy();
      }
    },
  );
});
