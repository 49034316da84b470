// Packet → event latency: 200 Teltonika devices at one fix every 200 ms (1,000 positions/s) drive in and out
// of their own circle geofence and over the speed limit, while WebSocket clients of the live map wait for the
// `{"type":"event"}` messages (target p99 ≤ 100 ms from the device packet that raises the event to its arrival).
// Each device repeats a 4 s cycle of 20 fixes: fixes 0–4 inside its geofence (fix 0 raises geofence_enter,
// fix 5 geofence_exit), fixes 0–2 above the limit (with the minimum at 0 the episode qualifies at once: fix 0
// raises overspeed; fix 3 ends it and only completes its values). Dwell and the overspeed minimum are set to 0
// so the raising fix is known exactly. Device i runs its cycle i fixes ahead, so the events are spread over the
// cycle as a fleet's are (in step, all 200 devices would enter in the same 200 ms every 4 s: a burst at 20× the
// average rate, which measures the burst rather than the rate the target names).
// Baseline in the same run: packet → ACK (the commit the engine runs after).
// Run alone: `npx tsx bench/event-latency.ts [postgres|pglite]`.
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket } from 'ws';
import { EVENT_SETTINGS_DEFAULTS } from '@fleet/shared/schemas/settings';
import { TeltonikaLink } from '../apps/server/src/simulator/device-links';
import { freePort } from './ingestion';
import { scratchDatabase } from './postgres';
import { importBenchVehicles, startServer } from './server';
import { percentile } from './stats';

const DEVICES = 200;
const INTERVAL_MS = 200; // 200 devices × 5/s = 1,000 positions/s
const CYCLE = 20;
const CLIENTS = 5;
const WARMUP_MS = 4_000;
const MEASURE_MS = 20_000;
const TARGET_P99_MS = 100;
const LIMIT_KMH = 120;

type Kind = 'pglite' | 'postgres';

const imeiOf = (i: number) => `88${String(i).padStart(13, '0')}`;
const centreOf = (i: number) => ({ lat: 24.6 + (i % 40) * 0.02, lon: 46.5 + Math.floor(i / 40) * 0.02 });

async function api(url: string, token: string, method: string, path: string, body: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
}

async function setUp(url: string, token: string): Promise<void> {
  await importBenchVehicles({ url, token }, DEVICES, { label: 'Driver', plate: 'EVL', deviceId: imeiOf });
  await api(url, token, 'PUT', '/api/dashboard/settings/events', {
    ...EVENT_SETTINGS_DEFAULTS,
    overspeed_limit: LIMIT_KMH,
    overspeed_min_seconds: 0,
    geofence_dwell_seconds: 0,
  });
  // Every event also notifies the administrator in the app (notifications: event → `{"type":"notification"}`).
  const profile = await fetch(`${url}/api/dashboard/profile/auth`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const me = ((await profile.json()) as { data: { id: number } }).data.id;
  await api(url, token, 'POST', '/api/dashboard/notification-rules', {
    name: 'Bench: everything to the administrator',
    channels: ['web'],
    recipients: { employee_ids: [me] },
  });
  for (let i = 0; i < DEVICES; i++) {
    const { lat, lon } = centreOf(i);
    await api(url, token, 'POST', '/api/dashboard/geofences', {
      name: `Gate ${i}`,
      type: 'circle',
      geometry: { type: 'Point', coordinates: [lon, lat] },
      radius: 150,
    });
  }
}

export async function eventLatencyBench(kind: Kind, fmt: (n: number, digits?: number) => string) {
  const database = kind === 'postgres' ? await scratchDatabase() : null;
  const teltonikaPort = await freePort();
  const server = await startServer(await freePort(), {
    TELTONIKA_PORT: String(teltonikaPort),
    ...(database ? { DATABASE_URL: database.url, DEMO: '1', DEMO_HISTORY: '0' } : {}),
  });
  const clients: WebSocket[] = [];
  try {
    await setUp(server.url, server.token);
    /** Per device (by vehicle name's number): send time of each fix, by its index in the device's sequence. */
    const sentAt: number[][] = Array.from({ length: DEVICES }, () => []);
    /** Per device: a fix's time (ms) → its index. */
    const indexOf: Map<number, number>[] = Array.from({ length: DEVICES }, () => new Map());
    let measureStart = Infinity;
    const latencies = new Map<string, number[]>();
    /** Device packet → `{"type":"notification"}`, and the event's own message → its notification. */
    const notificationLatencies: number[] = [];
    const eventArrivals = new Map<string, number>();
    const afterEvent: number[] = [];
    const ackLatencies: number[] = [];
    let unmatched = 0;

    for (let c = 0; c < CLIENTS; c++) {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/dashboard/tracking/stream`, [
        'bearer',
        server.token,
      ]);
      // Only the first client's arrivals are recorded: the others are there for the fan-out's cost.
      const recording = c === 0;
      socket.on('message', (data) => {
        const now = performance.now();
        if (!recording) return;
        const message = JSON.parse(String(data)) as {
          type: string;
          data?: { type: string; time: string; vehicle: { name: string } };
        };
        const notified = message.type === 'notification';
        const payload = message.data as
          | { type: string; time: string; vehicle: { name: string } }
          | { event: { type: string; time: string; vehicle: { name: string } } }
          | undefined;
        if ((message.type !== 'event' && !notified) || !payload) return;
        const event = 'event' in payload ? payload.event : payload;
        const key = `${event.type}|${event.vehicle.name}|${event.time}`;
        if (notified) {
          const eventAt = eventArrivals.get(key);
          if (eventAt !== undefined) afterEvent.push(now - eventAt);
        } else eventArrivals.set(key, now);
        const device = Number(/^Driver (\d+)$/.exec(event.vehicle.name)?.[1]);
        const index = indexOf[device]?.get(Date.parse(event.time));
        if (index === undefined) {
          unmatched += 1;
          return;
        }
        const sent = sentAt[device]![index];
        if (sent === undefined || sent < measureStart) return;
        if (notified) notificationLatencies.push(now - sent);
        else {
          let list = latencies.get(event.type);
          if (!list) latencies.set(event.type, (list = []));
          list.push(now - sent);
        }
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      clients.push(socket);
    }

    const stopAt = performance.now() + WARMUP_MS + MEASURE_MS;
    let sent = 0;
    const devices = Array.from({ length: DEVICES }, async (_, i) => {
      const link = new TeltonikaLink(imeiOf(i), '127.0.0.1', teltonikaPort);
      const centre = centreOf(i);
      await sleep((i * INTERVAL_MS) / DEVICES);
      let next = performance.now();
      let lastFix = 0;
      for (let n = 0; performance.now() < stopAt; n++) {
        const k = (n + i) % CYCLE;
        const fixTime = Math.max(Date.now(), lastFix + 1);
        lastFix = fixTime;
        const started = performance.now();
        sentAt[i]![n] = started;
        indexOf[i]!.set(fixTime, n);
        await link.send([
          {
            fixTime: new Date(fixTime),
            // Inside: at the centre; outside: about 1.1 km north (the path between never crosses the circle).
            lat: centre.lat + (k < 5 ? 0 : 0.01) + (k % 2) * 1e-5,
            lon: centre.lon,
            speed: k < 3 ? LIMIT_KMH + 30 : 50,
            course: 0,
            altitude: 610,
            satellites: 9,
            ignition: true,
          },
        ]);
        sent += 1;
        if (started >= measureStart) ackLatencies.push(performance.now() - started);
        next += INTERVAL_MS;
        const wait = next - performance.now();
        if (wait > 0) await sleep(wait);
        else next = performance.now();
      }
      link.close();
    });
    await sleep(WARMUP_MS);
    const sentBefore = sent;
    measureStart = performance.now();
    await Promise.all(devices);
    const seconds = (performance.now() - measureStart) / 1000;
    await sleep(1_000); // the last events in flight

    const rate = (sent - sentBefore) / seconds;
    const all = [...latencies.values()].flat();
    const p50 = percentile(all, 50);
    const p99 = percentile(all, 99);
    const ackP50 = percentile(ackLatencies, 50);
    console.log(
      `event latency on ${kind}, device packet → {"type":"event"} on the WebSocket: ${fmt(rate, 0)} positions/s sent, ` +
        `${CLIENTS} clients, ${all.length} events (${fmt(all.length / seconds, 0)}/s; ${unmatched} not matched to a packet); ` +
        `p50 ${fmt(p50)} ms, p99 ${fmt(p99)} ms, max ${fmt(Math.max(...all))} ms; ratio of p99 to the ${TARGET_P99_MS} ms target ${fmt(p99 / TARGET_P99_MS, 2)} (≤ 1 passes)`,
    );
    for (const [type, values] of latencies) {
      console.log(
        `  ${type}: ${values.length} events, p50 ${fmt(percentile(values, 50))} ms, p99 ${fmt(percentile(values, 99))} ms`,
      );
    }
    console.log(
      `  baseline packet → ACK (commit): p50 ${fmt(ackP50)} ms, p99 ${fmt(percentile(ackLatencies, 99))} ms; ` +
        `the engine and the stream add p50 ${fmt(p50 - ackP50)} ms (machine load average ${fmt(loadavg()[0]!)})`,
    );
    const notificationP99 = percentile(notificationLatencies, 99);
    console.log(
      `  notifications: device packet → {"type":"notification"} on the WebSocket: ${notificationLatencies.length}, ` +
        `p50 ${fmt(percentile(notificationLatencies, 50))} ms, p99 ${fmt(notificationP99)} ms; ratio of p99 to the 200 ms target ${fmt(notificationP99 / 200, 2)} (≤ 1 passes); ` +
        `after the event's own message: p50 ${fmt(percentile(afterEvent, 50))} ms, p99 ${fmt(percentile(afterEvent, 99))} ms`,
    );
    return { p50, p99, rate, notificationP99 };
  } finally {
    for (const socket of clients) socket.close();
    await server.stop();
    await database?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kind = (process.argv[2] ?? 'postgres') as Kind;
  await eventLatencyBench(kind, (n, digits = 1) => n.toFixed(digits));
}
