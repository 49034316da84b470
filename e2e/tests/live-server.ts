import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { users } from './fixtures';
import { DEVICE_PORTS_OFF } from '@fleet/shared/device-protocols';
import { copyDatabaseTemplate } from '../../apps/server/test/database-template';

/*
 * A server of a spec's own, with device listeners on free ports, for the flows that send positions like real
 * trackers (the shared e2e server has every listener off).
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type NewVehicle = { name: string; plate_number: string; category: string; device_id: string };

export type LiveServer = {
  base: string;
  osmandPort: number;
  /** The JT/T 808 listener (docs/protocols/jt808.md), for flows that connect like a real terminal over TCP. */
  jt808Port: number;
  /** A JSON call to the API, failing on any status but 2xx. */
  api: <T>(path: string, init?: RequestInit & { token?: string }) => Promise<T>;
  /** The demo administrator's token. */
  adminToken: () => Promise<string>;
  /** Adds a diesel vehicle with a tracker as `token`'s user; its id. */
  addVehicle: (token: string, vehicle: NewVehicle) => Promise<number>;
  stop: () => Promise<void>;
};

/** Refuses a port something already listens on: the spec would talk to that stranger (a server left running). */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is taken, perhaps by a server left running by an earlier run: stop it first.`
            : `Port ${port} cannot be opened: ${error.message}`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Starts the server on `port` with a fresh embedded database and the demo data; resolves once it answers. */
export async function startLiveServer(port: number, env: Record<string, string> = {}): Promise<LiveServer> {
  await assertPortFree(port);
  const [osmand, teltonika, gt06, jt808] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-e2e-live-'));
  // The run's migrated database (global-setup.ts): a start on it costs half the CPU of a new cluster.
  if (process.env.E2E_DB_TEMPLATE) copyDatabaseTemplate(process.env.E2E_DB_TEMPLATE, dataDir);
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      DEMO_HISTORY: '0',
      SIMULATOR: '1',
      ...DEVICE_PORTS_OFF,
      OSMAND_PORT: String(osmand),
      TELTONIKA_PORT: String(teltonika),
      GT06_PORT: String(gt06),
      JT808_PORT: String(jt808),
      TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(root, 'apps/web/dist'),
      ...env,
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`live server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('live server did not start');
    }
    await new Promise((r) => setTimeout(r, 500));
  }

  async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
    const response = await fetch(`${base}/api${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
  const adminToken = async () =>
    (
      await api<{ data: { token: string } }>('/auth/login', {
        method: 'POST',
        body: JSON.stringify(users.admin),
      })
    ).data.token;

  const addVehicle = async (token: string, vehicle: NewVehicle) =>
    (
      await api<{ data: { id: number } }>('/dashboard/vehicles', {
        method: 'POST',
        token,
        body: JSON.stringify({ fuel_type: 'diesel', ...vehicle }),
      })
    ).data.id;

  return { base, osmandPort: osmand, jt808Port: jt808, api, adminToken, addVehicle, stop };
}

export type OsmandFix = {
  lat: number;
  lon: number;
  time: number;
  speedKmh: number;
  bearing?: number;
  /** The driver's key (iButton or RFID card), as Traccar Client sends it. */
  driverUniqueId?: string;
  /** An alarm the report carries (`sos`, …). */
  alarm?: string;
};

/**
 * One OsmAnd report (query string, as Traccar Client sends it); resolves once the server acknowledged it, i.e.
 * stored it. A device added moments ago is refused until the server's device registry reloads (10 s): retried.
 */
export async function sendOsmand(osmandPort: number, device: string, fix: OsmandFix): Promise<void> {
  const query = new URLSearchParams({
    id: device,
    timestamp: String(Math.floor(fix.time / 1000)),
    lat: fix.lat.toFixed(6),
    lon: fix.lon.toFixed(6),
    speed: String(fix.speedKmh / 1.852),
    bearing: String(fix.bearing ?? 0),
    ...(fix.driverUniqueId ? { driverUniqueId: fix.driverUniqueId } : {}),
    ...(fix.alarm ? { alarm: fix.alarm } : {}),
  });
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`http://127.0.0.1:${osmandPort}/?${query}`);
    if (response.status === 200) return;
    if (response.status !== 400 || attempt >= 30) {
      throw new Error(`OsmAnd report refused: ${response.status} ${await response.text()}`);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * One SOS press at `at` (epoch s) from a demo phone standing in Riyadh: a report without the alarm a second
 * before it, since reports carrying the same alarm within a minute are one alarm.
 */
export async function pressSos(osmandPort: number, device: string, at: number): Promise<void> {
  const fix = { lat: 24.7136, lon: 46.6753, speedKmh: 0 };
  await sendOsmand(osmandPort, device, { ...fix, time: (at - 1) * 1000 });
  await sendOsmand(osmandPort, device, { ...fix, time: at * 1000, alarm: 'sos' });
}
