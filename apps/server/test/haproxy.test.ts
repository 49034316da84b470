// Two instances on PostgreSQL + Redis behind HAProxy (deploy/haproxy.cfg, unchanged), a few hundred Teltonika
// trackers streaming through it, and a rolling restart of both instances (SIGTERM, start again, then the other).
// Needs the `haproxy` binary (.ci/run installs Debian's package), TEST_DATABASE_URL and TEST_REDIS_URL.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { avlFrame, codec8Record } from '../src/ingestion/testing/teltonika-frames';
import { SERVER_DIR, startChildServer } from './child-server';
import { DEMO, freePort } from './harness';

const CONFIG = path.resolve(SERVER_DIR, '../../deploy/haproxy.cfg');
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
const TRACKERS = 200;
const SEND_EVERY_MS = 500;
const SHUTDOWN_TIMEOUT_S = 10;

function haproxyBinary(): string | null {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy']) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}
const HAPROXY = haproxyBinary();
const missing = [
  ...(HAPROXY ? [] : ['haproxy (apt-get install -y haproxy)']),
  ...(TEST_DATABASE_URL ? [] : ['TEST_DATABASE_URL']),
  ...(TEST_REDIS_URL ? [] : ['TEST_REDIS_URL']),
];
if (missing.length > 0 && !process.env.CI) {
  console.warn(`haproxy.test.ts skipped: needs ${missing.join(', ')} (CI installs and sets them).`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

interface Instance {
  host: string;
  child: ChildProcess | null;
  exited: Promise<number | null> | null;
}

/** A Teltonika tracker: one record every SEND_EVERY_MS, the next only after the ACK; reconnects and resends. */
class Tracker {
  readonly acked: number[] = [];
  readonly ackTimes: number[] = [];
  private socket: net.Socket | null = null;
  private stopped = false;
  private fixTime: number;

  constructor(
    readonly imei: string,
    private readonly port: number,
    start: number,
  ) {
    this.fixTime = start;
  }

  async run(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.session();
      } catch {
        // connection refused, reset or closed: reconnect (through the balancer, to whichever instance is up)
      }
      if (!this.stopped) await sleep(50 + Math.random() * 100);
    }
  }

  stop(): void {
    this.stopped = true;
    this.socket?.destroy();
  }

  private session(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const socket = net.connect(this.port, '127.0.0.1');
      this.socket = socket;
      let buffered = Buffer.alloc(0);
      let waiting: 'handshake' | 'ack' = 'handshake';
      let timer: NodeJS.Timeout | undefined;
      const send = () => {
        if (this.stopped) return socket.destroy();
        waiting = 'ack';
        socket.write(
          avlFrame([codec8Record({ timestampMs: this.fixTime, lat: 24.7, lon: 46.7, speed: 30 })]),
        );
      };
      socket.on('connect', () => {
        socket.write(Buffer.concat([Buffer.from([0, this.imei.length]), Buffer.from(this.imei, 'latin1')]));
      });
      socket.on('data', (chunk: Buffer) => {
        buffered = Buffer.concat([buffered, chunk]);
        if (waiting === 'handshake' && buffered.length >= 1) {
          if (buffered[0] !== 1) return socket.destroy(new Error('handshake refused'));
          buffered = buffered.subarray(1);
          send();
        } else if (waiting === 'ack' && buffered.length >= 4) {
          if (buffered.readUInt32BE(0) !== 1) return socket.destroy(new Error('bad ack'));
          buffered = buffered.subarray(4);
          this.acked.push(this.fixTime);
          this.ackTimes.push(Date.now());
          this.fixTime += 1000;
          timer = setTimeout(send, SEND_EVERY_MS);
        }
      });
      socket.on('error', reject);
      socket.on('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

describe.runIf(missing.length === 0 || process.env.CI)('HAProxy in front of two instances', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(
    'a rolling restart loses no acknowledged position, fails no API request, and the dashboard stream reconnects',
    { timeout: 180_000 },
    async () => {
      expect(missing, `missing: ${missing.join(', ')}`).toEqual([]);
      const name = `fleet_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
      const url = new URL(TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const databaseUrl = url.toString();
      cleanups.push(async () => {
        const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await client.end();
      });
      const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-haproxy-test-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

      // Instances on 127.0.0.2 and 127.0.0.3 with the same ports, as on two machines; the balancer on 127.0.0.1.
      const ports = {
        http: await freePort(),
        teltonika: await freePort(),
        lbHttp: await freePort(),
        lbTeltonika: await freePort(),
        lbOsmand: await freePort(),
        lbGt06: await freePort(),
      };
      const instances: Instance[] = [
        { host: '127.0.0.2', child: null, exited: null },
        { host: '127.0.0.3', child: null, exited: null },
      ];
      const start = async (instance: Instance) => {
        const child = await startChildServer({
          env: {
            DATABASE_URL: databaseUrl,
            REDIS_URL: TEST_REDIS_URL,
            DATA_DIR: dataDir,
            HOST: instance.host,
            PORT: String(ports.http),
            TELTONIKA_PORT: String(ports.teltonika),
            TRUST_PROXY: '1',
            SHUTDOWN_TIMEOUT_S: String(SHUTDOWN_TIMEOUT_S),
          },
          readyPath: '/api/ready',
          timeoutMs: 90_000,
        });
        instance.child = child;
        instance.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
      };
      cleanups.push(() => {
        for (const instance of instances) instance.child?.kill('SIGKILL');
      });
      // One after the other: the first seeds the demo.
      for (const instance of instances) await start(instance);

      const haproxy = spawn(HAPROXY!, ['-f', CONFIG, '-db'], {
        env: {
          PATH: process.env.PATH,
          FLEET_APP1: instances[0]!.host,
          FLEET_APP2: instances[1]!.host,
          FLEET_HTTP_PORT: String(ports.http),
          FLEET_TELTONIKA_PORT: String(ports.teltonika),
          FLEET_OSMAND_PORT: String(await freePort()),
          FLEET_GT06_PORT: String(await freePort()),
          LB_HTTP_BIND: `127.0.0.1:${ports.lbHttp}`,
          LB_TELTONIKA_BIND: `127.0.0.1:${ports.lbTeltonika}`,
          LB_OSMAND_BIND: `127.0.0.1:${ports.lbOsmand}`,
          LB_GT06_BIND: `127.0.0.1:${ports.lbGt06}`,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      cleanups.push(() => void haproxy.kill('SIGKILL'));
      const lb = `http://127.0.0.1:${ports.lbHttp}`;
      await waitFor('balancer up', async () => (await fetch(`${lb}/api/ready`)).status === 200, 20_000);

      const login = await fetch(`${lb}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO.admin),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const auth = { authorization: `Bearer ${token}` };

      // The trackers' vehicles, through the balancer.
      const imeis = Array.from(
        { length: TRACKERS },
        (_, i) => `35${String(700_000_000_000 + i).padStart(13, '0')}`,
      );
      const form = new FormData();
      form.append('mode', 'all');
      const csv = ['name,plate_number,category,fuel_type,device_id'];
      imeis.forEach((imei, i) => csv.push(`HA ${i},HA ${i},car,diesel,${imei}`));
      form.append('file', new Blob([csv.join('\n')], { type: 'text/csv' }), 'vehicles.csv');
      const imported = await fetch(`${lb}/api/dashboard/vehicles/import`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      expect(imported.ok, await imported.clone().text()).toBe(true);

      // Trackers, the API poller and a dashboard stream, all through the balancer.
      const startFix = Date.now() - 3_600_000;
      const trackers = imeis.map((imei) => new Tracker(imei, ports.lbTeltonika, startFix));
      const running = trackers.map((tracker) => tracker.run());
      const failures: string[] = [];
      let requests = 0;
      let polling = true;
      const poller = (async () => {
        while (polling) {
          try {
            const response = await fetch(`${lb}/api/dashboard/vehicles?per_page=5`, { headers: auth });
            requests++;
            if (response.status !== 200) failures.push(`status ${response.status}`);
            await response.arrayBuffer();
          } catch (error) {
            failures.push(String(error));
          }
          await sleep(50);
        }
      })();
      const closeCodes: number[] = [];
      let messagesAfterReconnect = 0;
      let streaming = true;
      let socket: WebSocket | null = null;
      const openStream = () => {
        const ws = new WebSocket(
          `ws://127.0.0.1:${ports.lbHttp}/api/dashboard/tracking/stream?token=${token}`,
        );
        socket = ws;
        ws.on('message', () => {
          if (closeCodes.length > 0) messagesAfterReconnect++;
        });
        ws.on('error', () => {});
        ws.on('close', (code) => {
          closeCodes.push(code);
          if (streaming) setTimeout(openStream, 50);
        });
      };
      openStream();
      await sleep(3_000);

      // Rolling restart: each instance in turn gets SIGTERM, must be gone within the deadline, and comes back.
      const stopTimes: number[] = [];
      for (const instance of instances) {
        const signalled = Date.now();
        instance.child!.kill('SIGTERM');
        expect(await instance.exited, `${instance.host}: exit code after SIGTERM`).toBe(0);
        stopTimes.push(Date.now() - signalled);
        await start(instance);
        await sleep(2_000);
      }
      await sleep(3_000);

      streaming = false;
      polling = false;
      (socket as WebSocket | null)?.close();
      for (const tracker of trackers) tracker.stop();
      await Promise.all(running);
      await poller;

      // Each instance was gone within the deadline; no API request failed.
      for (const ms of stopTimes)
        expect(ms, 'ms from SIGTERM to exit').toBeLessThan(SHUTDOWN_TIMEOUT_S * 1000);
      expect(failures, `${failures.length} of ${requests} API requests failed`).toEqual([]);
      expect(requests).toBeGreaterThan(50);
      // The stream was closed with "service restart" (1012) when its instance stopped, and kept receiving after.
      expect(closeCodes, 'close codes the dashboard stream saw').toContain(1012);
      expect(messagesAfterReconnect, 'stream messages after the first reconnect').toBeGreaterThan(0);
      // Every tracker was acknowledged again within seconds of losing its instance.
      const longestGaps = trackers.map((tracker) =>
        Math.max(...tracker.ackTimes.slice(1).map((time, i) => time - tracker.ackTimes[i]!)),
      );
      expect(Math.max(...longestGaps), 'longest ms between two ACKs of one tracker').toBeLessThan(8_000);
      // No acknowledged position lost.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ device_id: string; fixes: string[] }>(
          `SELECT v.device_id, array_agg((extract(epoch FROM p.fix_time) * 1000)::bigint::text) AS fixes
             FROM positions p JOIN vehicles v ON v.id = p.vehicle_id
            WHERE v.device_id = ANY($1) GROUP BY v.device_id`,
          [imeis],
        );
        const stored = new Map(rows.map((row) => [row.device_id, new Set(row.fixes.map(Number))]));
        let acked = 0;
        const lost: string[] = [];
        for (const tracker of trackers) {
          for (const fix of tracker.acked) {
            acked++;
            if (!stored.get(tracker.imei)?.has(fix)) lost.push(`${tracker.imei}@${fix}`);
          }
        }
        expect(lost, `${lost.length} of ${acked} acknowledged positions lost`).toEqual([]);
        expect(acked).toBeGreaterThan(TRACKERS * 10);
        console.warn(
          `haproxy rolling restart: ${acked} positions acknowledged by ${TRACKERS} trackers, none lost; ` +
            `${requests} API requests, none failed; instances stopped in ${stopTimes.join(' and ')} ms; ` +
            `longest gap between ACKs ${Math.max(...longestGaps)} ms; stream closes ${closeCodes.join(',')}`,
        );
      } finally {
        await client.end();
      }
      haproxy.kill('SIGTERM');
    },
  );
});
