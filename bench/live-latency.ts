// Live latency: from a device's packet to the WebSocket clients of the live map, at 1,000 positions/s
// (200 Teltonika devices, one fix every 200 ms each) with 20 clients connected (target p99 ≤ 100 ms); and with
// many dashboards (issue 25): 1,500 clients, 200 devices at 1 Hz (target: every report delivered to every
// client, p99 ≤ 500 ms), the measuring clients on the same machine.
// Baseline in the same run: packet to ACK (the commit the live update waits for).
// The clients run in child processes of up to 750 each (live-clients.ts): their parsing would otherwise hold up the
// devices' sends and the ACK times measured here; times cross processes as epoch milliseconds.
// Run alone: `npx tsx bench/live-latency.ts [pglite|postgres] [many]`.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { TeltonikaLink } from '../apps/server/src/simulator/device-links';
import { freePort } from './ingestion';
import { scratchDatabase } from './postgres';
import { importBenchVehicles, startServer } from './server';
import { percentile } from './stats';

const DEVICES = 200;
/** Dashboards per client process. */
const CLIENTS_PER_PROCESS = 750;
const WARMUP_MS = 3_000;
const MEASURE_MS = 15_000;

export interface LiveLoad {
  clients: number;
  /** Each device's gap between fixes. */
  intervalMs: number;
  targetP99Ms: number;
}
/** 200 devices × 5/s = 1,000 positions/s to 20 clients. */
export const FAST_FLEET: LiveLoad = { clients: 20, intervalMs: 200, targetP99Ms: 100 };
/** A control room's worth of dashboards: 200 devices at 1 Hz to 1,500 clients. */
export const MANY_DASHBOARDS: LiveLoad = { clients: 1_500, intervalMs: 1_000, targetP99Ms: 500 };

type Kind = 'pglite' | 'postgres';

const imeiOf = (i: number) => `87${String(i).padStart(13, '0')}`;
const epochNow = () => performance.timeOrigin + performance.now();

interface ClientsResult {
  deliveries: number;
  histogram: number[];
  messages: number;
}

/** The `p`th percentile of latencies counted in 1 ms buckets (the bucket's middle). */
function histogramPercentile(histogram: readonly number[], p: number): number {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  let seen = 0;
  for (let ms = 0; ms < histogram.length; ms++) {
    seen += histogram[ms]!;
    if (seen >= (total * p) / 100) return ms + 0.5;
  }
  return NaN;
}

export async function liveLatencyBench(
  kind: Kind,
  fmt: (n: number, digits?: number) => string,
  { clients: CLIENTS, intervalMs: INTERVAL_MS, targetP99Ms: TARGET_P99_MS }: LiveLoad = FAST_FLEET,
) {
  const database = kind === 'postgres' ? await scratchDatabase() : null;
  const teltonikaPort = await freePort();
  const server = await startServer(await freePort(), {
    TELTONIKA_PORT: String(teltonikaPort),
    ...(database ? { DATABASE_URL: database.url, DEMO: '1', DEMO_HISTORY: '0' } : {}),
  });
  const children: ChildProcess[] = [];
  try {
    await importBenchVehicles(server, DEVICES, { label: 'Latency', plate: 'LAT', deviceId: imeiOf });
    /** When each fix left its device (epoch ms), by `imei|fix time ms`. */
    const sentAt = new Map<string, number>();
    /** The fixes sent while measuring: each should reach every client once. */
    const measured = new Set<string>();
    let measuring = false;
    const ackLatencies: number[] = [];

    const url = `${server.url.replace('http', 'ws')}/api/dashboard/tracking/stream`;
    for (let first = 0; first < CLIENTS; first += CLIENTS_PER_PROCESS) {
      const child = fork(new URL('./live-clients.ts', import.meta.url), { stdio: 'inherit' });
      children.push(child);
      child.send({
        type: 'open',
        url,
        token: server.token,
        count: Math.min(CLIENTS_PER_PROCESS, CLIENTS - first),
      });
      const [reply] = (await once(child, 'message')) as [{ type: string; message?: string }];
      if (reply.type !== 'open') throw new Error(`dashboards did not connect: ${reply.message}`);
    }

    const stopAt = performance.now() + WARMUP_MS + MEASURE_MS;
    let sent = 0;
    const devices = Array.from({ length: DEVICES }, async (_, i) => {
      const imei = imeiOf(i);
      const link = new TeltonikaLink(imei, '127.0.0.1', teltonikaPort);
      await sleep((i * INTERVAL_MS) / DEVICES);
      let next = performance.now();
      let lastFix = 0;
      while (performance.now() < stopAt) {
        const fixTime = Math.max(Date.now(), lastFix + 1);
        lastFix = fixTime;
        const started = performance.now();
        sentAt.set(`${imei}|${fixTime}`, epochNow());
        if (measuring) measured.add(`${imei}|${fixTime}`);
        await link.send([
          {
            fixTime: new Date(fixTime),
            lat: 24.7 + (i % 50) / 1000,
            lon: 46.6 + sent / 1e7,
            speed: 40 + (i % 40),
            course: i % 360,
            altitude: 610,
            satellites: 9,
            ignition: true,
          },
        ]);
        sent += 1;
        if (measuring) ackLatencies.push(performance.now() - started);
        next += INTERVAL_MS;
        const wait = next - performance.now();
        if (wait > 0) await sleep(wait);
        else next = performance.now();
      }
      link.close();
    });
    await sleep(WARMUP_MS);
    const sentBefore = sent;
    measuring = true;
    const measureStart = performance.now();
    await Promise.all(devices);
    const seconds = (performance.now() - measureStart) / 1000;
    await sleep(500); // the last changes in flight

    const measuredSentAt = Object.fromEntries([...measured].map((key) => [key, sentAt.get(key)!]));
    const results = await Promise.all(
      children.map(async (child) => {
        const replied = once(child, 'message');
        child.send({ type: 'result', sentAt: measuredSentAt });
        return ((await replied) as [ClientsResult])[0];
      }),
    );
    const histogram = new Array<number>(results[0]!.histogram.length).fill(0);
    for (const result of results) result.histogram.forEach((n, ms) => (histogram[ms]! += n));
    const deliveries = results.reduce((sum, r) => sum + r.deliveries, 0);
    const messages = results.reduce((sum, r) => sum + r.messages, 0);

    const rate = (sent - sentBefore) / seconds;
    const p50 = histogramPercentile(histogram, 50);
    const p99 = histogramPercentile(histogram, 99);
    console.log(
      `live latency on ${kind}, device packet → WebSocket client: ${fmt(rate, 0)} positions/s sent, ${CLIENTS} clients, ` +
        `${deliveries} deliveries of ${measured.size * CLIENTS} (every fix to every client) in ${messages} messages; p50 ${fmt(p50)} ms, p99 ${fmt(p99)} ms; ` +
        `ratio of p99 to the ${TARGET_P99_MS} ms target ${fmt(p99 / TARGET_P99_MS, 2)} (≤ 1 passes)`,
    );
    console.log(
      `  baseline packet → ACK (commit): p50 ${fmt(percentile(ackLatencies, 50))} ms, p99 ${fmt(percentile(ackLatencies, 99))} ms; ` +
        `the live path adds p50 ${fmt(p50 - percentile(ackLatencies, 50))} ms (machine load average ${fmt(loadavg()[0]!)})`,
    );
    return { p50, p99, rate };
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill();
    await server.stop();
    await database?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kind = (process.argv[2] ?? 'pglite') as Kind;
  await liveLatencyBench(
    kind,
    (n, digits = 1) => n.toFixed(digits),
    process.argv[3] === 'many' ? MANY_DASHBOARDS : FAST_FLEET,
  );
}
