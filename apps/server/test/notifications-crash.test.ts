import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_DEVICE_IDS } from '../src/demo/fleet';
import { startChildServer } from './child-server';
import { DEMO, freePort } from './harness';
import { startHookReceiver, until } from './notifications-helpers';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** OsmAnd on for the alarms; webhooks to the test's own receiver on loopback. */
function startServer(env: Record<string, string>, ports: { http: number; osmand: number }) {
  return startChildServer({
    env: { ...env, PORT: String(ports.http), OSMAND_PORT: String(ports.osmand), WEBHOOK_ALLOW_PRIVATE: '1' },
  });
}

const kinds = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

describe.each(kinds)('SIGKILL with deliveries pending on %s', (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(
    'sends every pending delivery after the restart, each with its delivery id',
    { timeout: 300_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-notify-crash-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const env: Record<string, string> = { DATA_DIR: dataDir };
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
        env.DEMO = '1';
      }
      const receiver = await startHookReceiver();
      cleanups.push(() => receiver.close());
      await receiver.down();

      const ports = { http: await freePort(), osmand: await freePort() };
      let server = await startServer(env, ports);
      cleanups.push(() => {
        server.kill('SIGKILL');
      });
      const base = `http://127.0.0.1:${ports.http}/api`;
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO.admin),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const created = await fetch(`${base}/dashboard/notification-rules`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: 'Crash hook',
          event_types: ['alarm'],
          channels: ['webhook'],
          webhook_url: receiver.url,
          webhook_secret: 'crash',
        }),
      });
      expect(created.status).toBe(201);
      const ruleId = ((await created.json()) as { data: { id: number } }).data.id;

      // Three SOS presses a minute apart from a demo phone (OsmAnd), as the device reports them.
      const device = DEMO_DEVICE_IDS[0]!;
      const start = Math.floor(Date.now() / 1000) - 600;
      for (let i = 0; i < 3; i++) {
        const query = new URLSearchParams({
          id: device,
          lat: String(24.7 + i * 0.001),
          lon: '46.7',
          timestamp: String(start + i * 60),
          speed: '0',
          alarm: 'sos',
        });
        const response = await fetch(`http://127.0.0.1:${ports.osmand}/?${query}`);
        expect(response.status).toBe(200);
      }
      type Delivery = { id: string; status: string; attempts: number };
      const deliveries = async (): Promise<Delivery[]> => {
        const response = await fetch(
          `${base}/dashboard/notification-rules/${ruleId}/deliveries?per_page=100`,
          {
            headers,
          },
        );
        return ((await response.json()) as { data: Delivery[] }).data;
      };
      let pending: Delivery[] = [];
      await until(
        async () => {
          pending = await deliveries();
          // Each of the three presses is an alarm event of its own, each with its delivery.
          return pending.length >= 3 && pending.every((d) => d.status === 'pending' && d.attempts >= 1);
        },
        60_000,
        'deliveries attempted',
      );
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));

      await receiver.up();
      server = await startServer(env, ports);
      await receiver.waitFor(pending.length, 120_000);
      // A little longer: nothing more may arrive.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const ids = receiver.received.map((hook) => hook.json.id);
      expect(new Set(ids)).toEqual(new Set(pending.map((d) => d.id)));
      expect(ids.length).toBe(pending.length);
      for (const hook of receiver.received) expect(hook.headers['x-fleet-delivery']).toBe(hook.json.id);
    },
  );
});
