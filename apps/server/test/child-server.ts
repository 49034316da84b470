import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEVICE_PORTS_OFF } from '@fleet/shared/device-protocols';
import { inject } from 'vitest';
import { copyDatabaseTemplate } from './database-template';

export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `check` holds; throws if the child exits first or the time runs out. */
async function until(
  what: string,
  child: ChildProcess,
  check: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(200);
  }
}

/** Resolves once `port` accepts TCP connections (a device port). */
export function waitForPort(port: number, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  return until(
    `port ${port}`,
    child,
    () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      }),
    timeoutMs,
  );
}

export interface ChildServerOptions {
  /** Added to the defaults below; PORT is required. Device ports stay closed unless given. */
  env: Record<string, string | undefined> & { PORT: string };
  /** A command the server runs under (`strace` and its arguments). */
  wrapper?: string[];
  /** Ready when this path answers 200 (default `/api/health`). */
  readyPath?: string;
  timeoutMs?: number;
  /** The compiled `dist/server.js` (built beforehand), as the image runs it, instead of the TypeScript source. */
  compiled?: boolean;
  /** `pipe`: the test reads the server's log lines from `child.stdout`. */
  stdout?: 'ignore' | 'pipe';
}

/**
 * The real server (`src/server.ts`) in a child process, as `npm start` runs it: the demo fleet seeded, no
 * simulator. Resolves once it answers over HTTP. An embedded database it has not made yet is the run's migrated
 * template.
 */
export async function startChildServer({
  env,
  wrapper = [],
  readyPath = '/api/health',
  timeoutMs = 120_000,
  compiled = false,
  stdout = 'ignore',
}: ChildServerOptions): Promise<ChildProcess> {
  const merged = {
    PATH: process.env.PATH,
    DEMO: '1',
    SIMULATOR: '0',
    DEMO_HISTORY: '0',
    HOST: '127.0.0.1',
    ...DEVICE_PORTS_OFF,
    LOG_LEVEL: 'warn',
    ...env,
  };
  // A new embedded database starts as a copy of the run's migrated one (see database-template.ts).
  if (env.DATA_DIR && !env.DATABASE_URL) copyDatabaseTemplate(inject('pgliteDataDirTemplate'), env.DATA_DIR);
  const entry = compiled ? ['--enable-source-maps', 'dist/server.js'] : ['--import', 'tsx', 'src/server.ts'];
  const [command, ...args] = [...wrapper, process.execPath, ...entry];
  const child = spawn(command!, args, {
    cwd: SERVER_DIR,
    env: merged,
    stdio: ['ignore', stdout, 'inherit'],
  });
  const url = `http://${merged.HOST}:${merged.PORT}${readyPath}`;
  try {
    await until(url, child, async () => (await fetch(url)).status === 200, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return child;
}
