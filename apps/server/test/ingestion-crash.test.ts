import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_DEVICE_IDS } from '../src/demo/fleet';
import { avlFrame, codec8Record } from '../src/ingestion/testing/teltonika-frames';
import { startChildServer } from './child-server';
import { DeviceClient } from './device-client';
import { DEMO, freePort } from './harness';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const DEVICES = 4;

interface ServerEnv {
  DATA_DIR: string;
  DATABASE_URL?: string;
}

function startServer(env: ServerEnv, ports: { http: number; teltonika: number }): Promise<ChildProcess> {
  return startChildServer({
    env: { ...env, PORT: String(ports.http), TELTONIKA_PORT: String(ports.teltonika) },
  });
}

const kinds = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

describe.each(kinds)('SIGKILL mid-stream on %s', (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every acknowledged position, and stores each event once', { timeout: 300_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-crash-test-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: ServerEnv = { DATA_DIR: dataDir };
    if (kind === 'postgres' && TEST_DATABASE_URL) {
      const name = `fleet_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
      cleanups.push(async () => {
        const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await client.end();
      });
      const url = new URL(TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
    }
    const ports = { http: await freePort(), teltonika: await freePort() };
    const server = await startServer(env, ports);
    cleanups.push(() => {
      server.kill('SIGKILL');
    });

    // Several devices stream packets of 5 records, each waiting for its ACK before the next.
    const base = Date.now() - 3_600_000;
    const acked = new Map<string, number[]>();
    let killed = false;
    const stream = async (imei: string, index: number) => {
      const device = await DeviceClient.connect(ports.teltonika);
      device.write(Buffer.concat([Buffer.from([0, imei.length]), Buffer.from(imei)]));
      expect((await device.read(1)).toString('hex')).toBe('01');
      const times: number[] = [];
      acked.set(imei, times);
      for (let packet = 0; !killed; packet++) {
        const batch = [0, 1, 2, 3, 4].map((r) => base + index * 7 + (packet * 5 + r) * 1000);
        device.write(
          // The ignition turns on and off every two records: each change is an event the engine must store once.
          avlFrame(
            batch.map((timestampMs, r) =>
              codec8Record({
                timestampMs,
                lat: 24.7 + index / 100,
                io1: [[239, Math.floor((packet * 5 + r) / 2) % 2]],
              }),
            ),
          ),
        );
        try {
          const ack = await device.read(4, 10_000);
          expect(ack.readUInt32BE(0)).toBe(5);
          times.push(...batch);
        } catch {
          break; // the server died before answering: these five were never acknowledged
        }
      }
      device.destroy();
    };
    const streams = DEMO_DEVICE_IDS.slice(0, DEVICES).map((imei, index) => stream(imei, index));
    // Killed mid-stream once every device has had a few packets acknowledged (however loaded the machine):
    // a total alone lets one slow device reach the kill with a single packet, too few ignition changes to check.
    const ackedSoFar = () => [...acked.values()].reduce((sum, times) => sum + times.length, 0);
    const fewestAcked = () =>
      acked.size < DEVICES ? 0 : Math.min(...[...acked.values()].map((times) => times.length));
    const streaming = Date.now() + 60_000;
    while (fewestAcked() < 5 * 3 && Date.now() < streaming) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The restart must not find the dying server still listening on the port (a slow machine takes a
    // while to tear a killed process down).
    const exited =
      server.exitCode === null ? new Promise((resolve) => server.once('exit', resolve)) : Promise.resolve();
    server.kill('SIGKILL');
    killed = true;
    await Promise.all(streams);
    await exited;
    expect(ackedSoFar()).toBeGreaterThan(DEVICES * 5);

    const restarted = await startServer(env, ports);
    cleanups.push(() => {
      restarted.kill('SIGKILL');
    });
    const api = `http://127.0.0.1:${ports.http}/api`;
    const loginResponse = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO.admin),
    });
    const { token } = ((await loginResponse.json()) as { data: { token: string } }).data;
    const headers = { authorization: `Bearer ${token}` };
    for (const [imei, times] of acked) {
      const list = await fetch(`${api}/dashboard/vehicles?name=${imei}`, { headers });
      const vehicleId = ((await list.json()) as { data: { id: number }[] }).data[0]!.id;
      const from = new Date(base - 60_000).toISOString();
      const to = new Date(Date.now()).toISOString();
      const response = await fetch(`${api}/dashboard/vehicles/${vehicleId}/positions?from=${from}&to=${to}`, {
        headers,
      });
      expect(response.status).toBe(200);
      const positions = (await response.json()) as { data: { fix_time: string; ignition: boolean | null }[] };
      const stored = new Set(positions.data.map((p) => Date.parse(p.fix_time)));
      const missing = times.filter((time) => !stored.has(time));
      expect(missing).toEqual([]);

      // Every ignition change among the stored positions (acknowledged or not) is an event, exactly once,
      // whether the engine had processed it before the kill or catches up after the restart.
      const expected = positions.data.flatMap((p, i) => {
        const before = positions.data[i - 1];
        return before && before.ignition !== p.ignition
          ? [`${p.ignition ? 'ignition_on' : 'ignition_off'} ${new Date(p.fix_time).toISOString()}`]
          : [];
      });
      expect(expected.length).toBeGreaterThan(2);
      let got: string[];
      const deadline = Date.now() + 60_000;
      do {
        const answer = await fetch(`${api}/dashboard/vehicles/${vehicleId}/events?from=${from}&to=${to}`, {
          headers,
        });
        expect(answer.status).toBe(200);
        got = ((await answer.json()) as { data: { type: string; time: string }[] }).data
          .filter((e) => e.type.startsWith('ignition_'))
          .map((e) => `${e.type} ${e.time}`);
        if (got.length >= expected.length) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      } while (Date.now() < deadline);
      expect(got).toEqual(expected);
    }
  });
});
