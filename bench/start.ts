// Start-up: time from launching the server to a healthy `/api/health`, and resident memory at idle, of the
// compiled server (`node apps/server/dist/server.js`, what `npm start` runs once built) as a ratio of the
// start before the compiled build (`npm run build -w apps/web` then the TypeScript sources through tsx),
// on the embedded database and on PostgreSQL, in one run. Both start on a database the demo already seeded
// (a warm-up start seeds it), so the figures are those of a restart.
// Run alone: `npx tsx bench/start.ts` (BENCH_START_PORT, default 8284).
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scratchDatabase } from './postgres';
import { root } from './server';
import { DEVICE_PORTS_OFF } from '@fleet/shared/device-protocols';

type Mode = 'tsx' | 'compiled';
const IDLE_MS = 10_000;
const port = Number(process.env.BENCH_START_PORT ?? 8284);

const COMMANDS: Record<Mode, string> = {
  tsx: 'npm run --silent build -w apps/web && exec npx tsx apps/server/src/server.ts',
  compiled: 'exec node --enable-source-maps --max-semi-space-size=64 apps/server/dist/server.js',
};

/** Resident memory of a process and all its descendants (npm, the tsx CLI and its node child), in MB. */
function treeRssMb(pid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      rss.set(Number(entry), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const next = queue.pop()!;
    total += rss.get(next) ?? 0;
    queue.push(...(children.get(next) ?? []));
  }
  return total / 1024;
}

async function startOnce(
  mode: Mode,
  env: Record<string, string>,
): Promise<{ healthyMs: number; rssMb: number }> {
  const started = performance.now();
  const child: ChildProcess = spawn('sh', ['-c', COMMANDS[mode]], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // A process group of its own, so the whole tree stops together.
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: '1',
      DEMO_HISTORY: '0',
      SIMULATOR: '0',
      ...DEVICE_PORTS_OFF,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${mode} server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 180_000) throw new Error(`${mode} server not healthy in 180 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const healthyMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, IDLE_MS));
    return { healthyMs, rssMb: treeRssMb(child.pid!) };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

export async function startBench(fmt: (n: number, digits?: number) => string): Promise<void> {
  execSync('npm run --silent build -w apps/server', { cwd: root, stdio: 'inherit' });
  for (const kind of ['pglite', 'postgres'] as const) {
    const dataDir = mkdtempSync(join(tmpdir(), 'fleet-bench-start-'));
    const database = kind === 'postgres' ? await scratchDatabase() : null;
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    try {
      await startOnce('compiled', env); // seeds the demo
      const tsx = await startOnce('tsx', env);
      const compiled = await startOnce('compiled', env);
      const name = kind === 'postgres' ? 'PostgreSQL' : 'embedded';
      console.log(
        `start to healthy, ${name}: compiled ${fmt(compiled.healthyMs / 1000, 2)} s, before (web build + tsx) ` +
          `${fmt(tsx.healthyMs / 1000, 2)} s; ratio ${fmt(compiled.healthyMs / tsx.healthyMs, 2)}`,
      );
      console.log(
        `idle RSS ${IDLE_MS / 1000} s after healthy, ${name}: compiled ${fmt(compiled.rssMb, 0)} MB, before ` +
          `${fmt(tsx.rssMb, 0)} MB; ratio ${fmt(compiled.rssMb / tsx.rssMb, 2)}`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await startBench((n, digits = 1) => n.toFixed(digits));
