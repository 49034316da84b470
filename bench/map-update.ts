// The tracking screens in headless Chromium, on the built app and a real server:
// 1. the home map applying an update of 10,000 vehicles: main-thread milliseconds per update (target ≤ 16),
//    measured two ways:
//    - the app's own performance marks: the live worker's batch arriving on the main thread, then the
//      store applying it with what that runs synchronously (React's render of the counters and the list,
//      MapLibre's setData). The socket, the JSON parse and check of the message and the batching run in
//      the app's live worker, off the main thread: its time is printed beside, not counted;
//    - everything the page's main thread did while the updates came (Chromium's TaskDuration: tasks of
//      every kind, MapLibre's handling of the re-tiled source and the frames drawn included), per
//      update, less what it does in as long a time without updates;
//    the 10,000 vehicles come over a real WebSocket from a small front in this process that passes
//    everything else to the server, as one server of this size cannot be run here;
// 2. the movement record of an 8,640-point day (one fix every 10 s) sent over the Teltonika protocol to
//    the server: from the click on the period to the track drawn and the playback ready (target ≤ 300 ms).
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { CDPSession, Page } from '@playwright/test';
import { WebSocketServer, type WebSocket } from 'ws';
import { DEMO_ADMIN } from '@fleet/shared/constants';
import type { LiveVehicle } from '@fleet/shared/schemas/tracking';
import { avlFrame, codec8Record } from '../apps/server/src/ingestion/testing/teltonika-frames';
import { launchChromium } from './chromium';
import { startServer } from './server';

const FLEET = 10_000;
const UPDATES = 12;
const UPDATE_GAP_MS = 1500;
const DAY_POINTS = 8640;
const RECORD_RUNS = 5;
// Other benchmarks or checkouts on the same machine may hold the defaults: MAP_BENCH_PORT moves both.
const PORT = Number(process.env.MAP_BENCH_PORT ?? 8695);
const TELTONIKA_PORT = PORT + 8334;
/** PROFILE_DIR=dir: a CPU profile (.cpuprofile, for Chromium's DevTools) of one update and one record. */
const PROFILE_DIR = process.env.PROFILE_DIR;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const STATUSES = ['moving', 'pause', 'exit', 'busy'] as const;

function fleet(round: number): LiveVehicle[] {
  const now = new Date().toISOString();
  return Array.from({ length: FLEET }, (_, i) => {
    const angle = (i * 137.5 + round * 3) % 360;
    return {
      id: i + 1,
      name: `Vehicle ${i + 1}`,
      plate_number: `BEN ${i + 1}`,
      device_id: String(860000000000000 + i),
      status: true,
      live_status: STATUSES[(i + round) % 4]!,
      position: {
        lat: 17 + ((i * 7919) % 1300) / 100 + round * 0.001,
        lon: 37 + ((i * 104729) % 1800) / 100 + round * 0.001,
        speed: (i + round * 7) % 120,
        course: angle,
        ignition: true,
        fix_time: now,
        server_time: now,
      },
      driver: i % 3 ? { id: i, name: `Driver ${i}` } : null,
      sensors: [],
    };
  });
}

async function login(page: Page) {
  await page.goto('/auth/login');
  await page.getByTestId('login-email').fill(DEMO_ADMIN.email);
  await page.getByTestId('login-password').fill(DEMO_ADMIN.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

/**
 * An HTTP front to the server that answers the live stream itself: the page's socket gets a snapshot
 * of the 10,000 vehicles on connecting, then whatever `send` is given.
 */
async function streamFront(serverUrl: string) {
  const target = new URL(serverUrl);
  const sockets = new WebSocketServer({ noServer: true });
  let socket: WebSocket | null = null;
  const front = http.createServer((req, res) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  front.on('upgrade', (req, raw, head) => {
    if (!req.url?.startsWith('/api/dashboard/tracking/stream')) return raw.destroy();
    sockets.handleUpgrade(req, raw, head, (ws) => {
      socket = ws;
      ws.send(
        JSON.stringify({ type: 'snapshot', server_time: new Date().toISOString(), vehicles: fleet(0) }),
      );
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(front.address() as AddressInfo).port}`,
    send: (message: string) => socket!.send(message),
    close: async () => {
      sockets.clients.forEach((client) => client.terminate());
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
    },
  };
}

async function saveProfile(cdp: CDPSession, name: string) {
  const { profile } = await cdp.send('Profiler.stop');
  mkdirSync(PROFILE_DIR!, { recursive: true });
  writeFileSync(join(PROFILE_DIR!, `${name}.cpuprofile`), JSON.stringify(profile));
}

/**
 * Milliseconds of the page's main thread so far: on tasks of every kind (`task`, which includes the
 * waits for the GPU process to draw a frame: with software WebGL on a loaded machine, most of it),
 * and on the page's own work alone (`own`: script, style and layout).
 */
async function workMs(cdp: CDPSession): Promise<{ task: number; own: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const ms = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return {
    task: ms('TaskDuration'),
    own: ms('ScriptDuration') + ms('RecalcStyleDuration') + ms('LayoutDuration'),
  };
}

async function liveUpdates(serverUrl: string) {
  const front = await streamFront(serverUrl);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: front.url, viewport: { width: 1366, height: 850 } });
    const page = await context.newPage();
    page.on('console', (m) => {
      if (
        (m.type() === 'warning' || m.type() === 'error') &&
        !m.text().includes('ERR_UNSAFE_PORT') &&
        !m.text().includes('GL Driver')
      )
        console.log('  page:', m.text().slice(0, 200));
    });
    page.on('pageerror', (e) => console.log('  pageerror:', String(e).slice(0, 300)));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await login(page);
    await page
      .locator(`[data-testid=status-counter-all][data-count="${FLEET}"]`)
      .waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2000);
    const messages = Array.from({ length: UPDATES }, (_, round) =>
      JSON.stringify({
        type: 'changes',
        server_time: new Date().toISOString(),
        vehicles: fleet(round + 1),
        removed: [],
      }),
    );
    const idleStart = await workMs(cdp);
    await page.waitForTimeout(UPDATES * UPDATE_GAP_MS);
    const idleEnd = await workMs(cdp);
    const busyStart = await workMs(cdp);
    for (const message of messages) {
      front.send(message);
      await page.waitForTimeout(UPDATE_GAP_MS);
    }
    const busyEnd = await workMs(cdp);
    const idleMs = idleEnd.task - idleStart.task;
    const busyMs = busyEnd.task - busyStart.task;
    const ownPerUpdate = (busyEnd.own - busyStart.own - (idleEnd.own - idleStart.own)) / UPDATES;
    if (PROFILE_DIR) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      front.send(messages[0]!);
      await page.waitForTimeout(UPDATE_GAP_MS);
      await saveProfile(cdp, 'live-update');
      // And a Chromium trace of another (open it in DevTools' Performance panel).
      await browser.startTracing(page, {
        path: join(PROFILE_DIR, 'live-update.trace.json'),
        screenshots: false,
      });
      front.send(messages[1]!);
      await page.waitForTimeout(UPDATE_GAP_MS);
      await browser.stopTracing();
    }
    // No named functions inside evaluate: tsx would wrap them in a helper the page does not have.
    const ours = await page.evaluate(() => ({
      message: performance.getEntriesByName('live-message').map((e) => e.duration),
      map: performance.getEntriesByName('live-map').map((e) => e.duration),
      flush: performance.getEntriesByName('live-flush').map((e) => e.duration),
      worker: performance.getEntriesByName('live-worker').map((e) => (e as PerformanceMark).detail as number),
    }));
    const jsonParseMs = await page.evaluate((text) => {
      const runs: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t = performance.now();
        JSON.parse(text);
        runs.push(performance.now() - t);
      }
      return runs.sort((a, b) => a - b)[2]!;
    }, messages[0]!);
    return {
      // The snapshot is the first entry; each update is one batch and one store flush.
      perUpdate: ours.message
        .slice(1)
        .map((ms, i) => ms + (ours.flush[i + 1] ?? Number.NaN))
        .filter(Number.isFinite),
      batches: ours.flush.length - 1,
      mainThreadPerUpdate: (busyMs - idleMs) / UPDATES,
      ownPerUpdate,
      idlePerGap: idleMs / UPDATES,
      flushMs: median(ours.flush.slice(1)),
      messageMs: median(ours.message.slice(1)),
      setDataMs: median(ours.map.slice(1)),
      workerMs: median(ours.worker.slice(1)),
      jsonParseMs,
      bytes: messages[0]!.length,
    };
  } finally {
    await browser.close();
    await front.close();
  }
}

/** A day of fixes every 10 s, driving loops around Riyadh with a few stops, over Teltonika Codec 8. */
async function sendDay(imei: string, dayStart: number) {
  const socket = net.connect(TELTONIKA_PORT, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let buffered = Buffer.alloc(0);
  let wake: (() => void) | null = null;
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    wake?.();
  });
  const read = async (n: number) => {
    while (buffered.length < n) await new Promise<void>((r) => (wake = r));
    const out = buffered.subarray(0, n);
    buffered = buffered.subarray(n);
    return out;
  };
  socket.write(Buffer.concat([Buffer.from([0, imei.length]), Buffer.from(imei, 'latin1')]));
  if ((await read(1))[0] !== 1) throw new Error('device refused');
  const records = Array.from({ length: DAY_POINTS }, (_, i) => {
    const stopped = i % 720 < 60; // ten minutes parked every two hours
    const t = stopped ? Math.floor(i / 720) * 720 : i;
    const a = t / 400;
    return codec8Record({
      timestampMs: dayStart + i * 10_000,
      lat: 24.71 + 0.05 * Math.sin(a),
      lon: 46.67 + 0.07 * Math.cos(a * 0.7),
      speed: stopped ? 0 : 40 + (i % 50),
      course: Math.round((a * 57.3) % 360),
    });
  });
  for (let i = 0; i < records.length; i += 250) {
    const batch = records.slice(i, i + 250);
    socket.write(avlFrame(batch));
    const ack = await read(4);
    if (ack.readUInt32BE(0) !== batch.length)
      throw new Error(`ACK ${ack.readUInt32BE(0)} of ${batch.length}`);
  }
  socket.destroy();
}

async function movementRecord(baseUrl: string, token: string) {
  const vehicles = (await (
    await fetch(`${baseUrl}/api/dashboard/vehicles?per_page=100`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { id: number; device_id: string | null }[] };
  const vehicle = vehicles.data.find((v) => v.device_id)!;
  const now = new Date();
  const yesterday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1);
  await sendDay(vehicle.device_id!, yesterday);

  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      baseURL: baseUrl,
      timezoneId: 'UTC',
      viewport: { width: 1366, height: 850 },
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await login(page);
    const empty = new URLSearchParams({
      view: 'record',
      from: new Date(yesterday - 3600_000).toISOString(),
      to: new Date(yesterday - 1800_000).toISOString(),
    });
    const samples: { readyMs: number; fetchMs: number; points: number; ownMs: number; taskMs: number }[] = [];
    for (let run = 0; run < RECORD_RUNS; run++) {
      await page.goto(`/vehicle-details/${vehicle.id}?${empty}`);
      await page.locator('[data-testid=movement-record][data-state=empty]').waitFor({ timeout: 60_000 });
      await page.waitForTimeout(500);
      await page.evaluate(() => {
        const w = window as unknown as { __readyAt?: number };
        delete w.__readyAt;
        new MutationObserver((_, observer) => {
          if (document.querySelector('[data-testid=movement-record][data-state=ready]')) {
            w.__readyAt = performance.now();
            observer.disconnect();
          }
        }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
        performance.clearResourceTimings();
      });
      const profiling = PROFILE_DIR && run === RECORD_RUNS - 1;
      if (profiling) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await browser.startTracing(page, { path: join(PROFILE_DIR, 'movement-record.trace.json') });
      }
      const before = await workMs(cdp);
      const clickedAt = await page.evaluate(() => {
        const t = performance.now();
        (document.querySelector('[data-testid=record-preset-yesterday]') as HTMLButtonElement).click();
        return t;
      });
      await page.locator('[data-testid=movement-record][data-state=ready]').waitFor({ timeout: 60_000 });
      const after = await workMs(cdp);
      if (profiling) {
        await browser.stopTracing();
        await saveProfile(cdp, 'movement-record');
      }
      const sample = await page.evaluate((t0) => {
        const w = window as unknown as { __readyAt: number };
        const request = performance
          .getEntriesByType('resource')
          .find((e) => e.name.includes('/positions')) as PerformanceResourceTiming | undefined;
        const points = Number(
          document.querySelector('[data-testid=movement-record]')!.getAttribute('data-points'),
        );
        return {
          readyMs: w.__readyAt - t0,
          fetchMs: request ? request.responseEnd - request.startTime : NaN,
          points,
        };
      }, clickedAt);
      // Includes what the page does between the ready state and this reading.
      samples.push({ ...sample, ownMs: after.own - before.own, taskMs: after.task - before.task });
    }
    return {
      readyMs: median(samples.map((s) => s.readyMs)),
      fetchMs: median(samples.map((s) => s.fetchMs)),
      ownMs: median(samples.map((s) => s.ownMs)),
      taskMs: median(samples.map((s) => s.taskMs)),
      all: samples.map((s) => Math.round(s.readyMs)),
      points: samples[0]!.points,
    };
  } finally {
    await browser.close();
  }
}

export async function mapUpdateBench(fmt: (n: number, digits?: number) => string) {
  const server = await startServer(PORT, {
    TELTONIKA_PORT: String(TELTONIKA_PORT),
    TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  });
  try {
    if (!process.env.SKIP_LIVE) await live(server.url, fmt);
    if (process.env.SKIP_RECORD) return;
    const record = await movementRecord(server.url, server.token);
    console.log(
      `movement record of a ${record.points.toLocaleString('en')}-point day, click to drawn and ready to play: ${fmt(record.readyMs)} ms (median of ${RECORD_RUNS}; the positions request ${fmt(record.fetchMs)} ms of it); ratio to the 300 ms target ${fmt(record.readyMs / 300, 2)} (≤ 1 passes)`,
    );
    console.log(
      `  runs: ${record.all.join(', ')} ms; main thread from the click to the reading after ready (an upper bound: the map goes on loading tiles at the new zoom meanwhile): ${fmt(record.taskMs)} ms of tasks, of which the page's own script, style and layout ${fmt(record.ownMs)} ms (the rest mostly waits for the GPU process to draw frames)`,
    );
  } finally {
    await server.stop();
  }
}

async function live(serverUrl: string, fmt: (n: number, digits?: number) => string) {
  const live = await liveUpdates(serverUrl);
  const perUpdate = median(live.perUpdate);
  console.log(
    `home map, update of ${FLEET.toLocaleString('en')} vehicles (${fmt(live.bytes / 1e6, 1)} MB message): main thread ${fmt(perUpdate)} ms per update by the app's marks (median of ${live.perUpdate.length}; max ${fmt(Math.max(...live.perUpdate))}); ratio to the 16 ms target ${fmt(perUpdate / 16, 2)} (≤ 1 passes)`,
  );
  console.log(
    `  of which: the worker's batch arriving ${fmt(live.messageMs)} ms; store + React + map setData ${fmt(live.flushMs)} ms (setData ${fmt(live.setDataMs)} ms). Off the main thread, in the live worker: ${fmt(live.workerMs)} ms per batch (JSON.parse of the message on the main thread, the baseline: ${fmt(live.jsonParseMs)} ms; ratio ${fmt(live.workerMs / live.jsonParseMs, 2)})`,
  );
  console.log(
    `  all main-thread tasks while the ${UPDATES} updates came (${live.batches} batches; MapLibre's re-tiling and frames included): ${fmt(live.mainThreadPerUpdate)} ms per update above idle (idle: ${fmt(live.idlePerGap)} ms per ${UPDATE_GAP_MS} ms); ratio to the 16 ms target ${fmt(live.mainThreadPerUpdate / 16, 2)}`,
  );
  console.log(
    `  of those, the page's own script, style and layout: ${fmt(live.ownPerUpdate)} ms per update above idle (the rest is mostly the main thread waiting for the GPU process to draw the frame)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await mapUpdateBench((n, digits = 1) => n.toFixed(digits));
}
