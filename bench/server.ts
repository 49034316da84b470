import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { DEMO_ADMIN } from '@fleet/shared/constants';
import { DEVICE_PORTS_OFF } from '@fleet/shared/device-protocols';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export type RunningServer = { url: string; token: string; pid?: number; stop: () => Promise<void> };

let built: Promise<void> | null = null;

/** Compiles the server from the current sources, once per bench process (`npm run build -w apps/server`). */
function buildServer(): Promise<void> {
  built ??= new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build', '-w', 'apps/server'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`building the server failed (${code})`)),
    );
  });
  return built;
}

/**
 * Starts the real server in demo mode and logs in as the demo admin: on a fresh embedded database,
 * or on the PostgreSQL database named by `env.DATABASE_URL`.
 */
export async function startServer(
  port = 8282,
  env: Record<string, string> = {},
  /** Receives each line the server logs on stdout (JSON with LOG_LEVEL=info); otherwise stdout is ignored. */
  onLogLine?: (line: string) => void,
): Promise<RunningServer> {
  // A DATA_DIR given by the caller is kept (to reopen its embedded database); a temporary one is removed.
  const ownDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'fleet-bench-'));
  await buildServer();
  // The compiled server with Node's options, as `npm start` runs it (README: Build and start in production), not
  // the sources through tsx: its transform wraps every function made at run time (closures in the hot paths too)
  // in a naming helper the build has not. Node itself (not npm) so that SIGTERM reaches the graceful shutdown.
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--max-semi-space-size=64',
      '--enable-source-maps',
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      'apps/server/dist/server.js',
    ],
    {
      cwd: root,
      stdio: ['ignore', onLogLine ? 'pipe' : 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO: '1',
        DEMO_HISTORY: '0',
        SIMULATOR: '0',
        ...DEVICE_PORTS_OFF,
        LOG_LEVEL: 'warn',
        ...env,
      },
    },
  );
  if (onLogLine && child.stdout) createInterface({ input: child.stdout }).on('line', onLogLine);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const body = (await login.json()) as { data?: { token: string } };
  if (!body.data?.token) throw new Error(`demo login failed: ${login.status}`);
  return {
    url,
    token: body.data.token,
    ...(child.pid === undefined ? {} : { pid: child.pid }),
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Adds `count` vehicles through the real import endpoint (either database): vehicle `i` is named
 * `${label} ${i}`, plated `${plate} ${i}` and tracked by `deviceId(i)`.
 */
export async function importBenchVehicles(
  server: { url: string; token: string },
  count: number,
  { label, plate, deviceId }: { label: string; plate: string; deviceId: (i: number) => string },
): Promise<void> {
  const lines = ['name,plate_number,category,fuel_type,device_id'];
  for (let i = 0; i < count; i++) lines.push(`${label} ${i},${plate} ${i},car,diesel,${deviceId(i)}`);
  const form = new FormData();
  form.append('mode', 'all');
  form.append('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'vehicles.csv');
  const response = await fetch(`${server.url}/api/dashboard/vehicles/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}` },
    body: form,
  });
  if (!response.ok)
    throw new Error(`import answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
}
