// The live stream at national scale (issue 25, docs/api.md#live-stream-at-scale): 100,000 vehicles, 10,000 of
// them reporting each second, and three dashboards on real WebSockets, each giving its viewport in the connect URL
// as the web app does:
// - one that never sends a viewport (today's whole-fleet stream),
// - one zoomed to a city (Riyadh's centre at zoom 12, a 1920×1080 map: about 0.33° × 0.17°; the fleet puts a
//   fifth of itself around Riyadh, σ ≈ 25 km, so this is the densest view there is),
// - one zoomed to the whole country (zoom 5, below the cluster zoom).
// Printed: the bytes each receives after its first snapshot, the city's ratio to the whole fleet's (target
// ≤ 1/20), what the country view receives (target: clusters only), and the first city snapshot's size (target
// ≤ 200 KB) on the wire, where the server's WebSocket compression (STREAM_COMPRESSION) deflates large messages;
// sizes are TCP bytes read by each client, the JSON's own size beside.
// The server side is the real one (live state, spatial index, stream clients, `ws`); only the database is left
// out: the fleet is loaded from memory, and the reports are published on the in-process hub as the position
// writer does after each commit.
import net, { type AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { MemoryHub, type HubPosition } from '../apps/server/src/live/hub';
import { LiveSpatial } from '../apps/server/src/live/live-spatial';
import { LiveState, type LiveVehicleRow } from '../apps/server/src/live/live-state';
import {
  DEFAULT_STREAM_OPTIONS,
  STREAM_COMPRESSION,
  StreamClient,
} from '../apps/server/src/live/stream-client';

const FLEET = Number(process.env.LIVE_VIEWPORT_FLEET ?? 100_000);
const REPORTING_PER_SECOND = FLEET / 10;
const SECONDS = Number(process.env.LIVE_VIEWPORT_SECONDS ?? 5);
const BATCHES_PER_SECOND = 20;
const CITY_BBOX: [number, number, number, number] = [46.51, 24.63, 46.84, 24.8];
const COUNTRY_BBOX: [number, number, number, number] = [33, 15, 57, 33];

/** Cities and their share of the fleet, each spread around its centre (σ ≈ 0.25°, ~25 km); the rest anywhere. */
const CITIES = [
  { lat: 24.7136, lon: 46.6753, share: 0.2 }, // Riyadh
  { lat: 21.5433, lon: 39.1728, share: 0.12 }, // Jeddah
  { lat: 26.4207, lon: 50.0888, share: 0.08 }, // Dammam
  { lat: 21.3891, lon: 39.8579, share: 0.05 }, // Mecca
  { lat: 24.5247, lon: 39.5692, share: 0.05 }, // Medina
];

/** A repeatable pseudo-random sequence, so every run places the fleet the same way. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function gaussian(next: () => number): number {
  return Math.sqrt(-2 * Math.log(next() || 1e-9)) * Math.cos(2 * Math.PI * next());
}

function place(next: () => number): { lat: number; lon: number } {
  let pick = next();
  for (const city of CITIES) {
    if (pick < city.share)
      return { lat: city.lat + gaussian(next) * 0.25, lon: city.lon + gaussian(next) * 0.25 };
    pick -= city.share;
  }
  return { lat: 17 + next() * 14, lon: 37 + next() * 18 };
}

interface Probe {
  socket: WebSocket;
  /** The first snapshot's (or the country's first clusters') bytes on the wire, and as JSON. */
  snapshotBytes: number | null;
  snapshotJsonBytes: number;
  snapshotVehicles: number;
  /** What came after it, on the wire (read when asked) and as JSON. */
  wireBytesSince: () => number;
  jsonBytes: number;
  types: Map<string, number>;
}

function connect(url: string, viewport: { bbox: number[]; zoom: number } | null): Promise<Probe> {
  let tcp: net.Socket | null = null;
  const query = viewport ? `?bbox=${viewport.bbox.join(',')}&zoom=${viewport.zoom}` : '';
  const socket = new WebSocket(url + query, {
    perMessageDeflate: true,
    createConnection: ((options: net.NetConnectOpts) =>
      (tcp = net.connect(options))) as typeof net.createConnection,
  });
  const probe: Probe = {
    socket,
    snapshotBytes: null,
    snapshotJsonBytes: 0,
    snapshotVehicles: 0,
    wireBytesSince: () => 0,
    jsonBytes: 0,
    types: new Map(),
  };
  // Wire sizes are TCP bytes read: the first snapshot's from the connection (the upgrade's answer included) to
  // its arrival; the rest from then to the end of the run.
  const read = () => tcp?.bytesRead ?? 0;
  const snapshotTaken = (text: string) => {
    probe.snapshotBytes = read();
    probe.snapshotJsonBytes = Buffer.byteLength(text);
    const taken = read();
    probe.wireBytesSince = () => read() - taken;
  };
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('message', (data) => {
      const text = String(data);
      const type = /^\{"type":"([a-z]+)"/.exec(text)?.[1] ?? '?';
      // With a viewport in the connect URL (as the web app connects), the first snapshot or clusters are the box's.
      if (probe.snapshotBytes === null) {
        if (type !== 'snapshot' && type !== 'clusters') return;
        snapshotTaken(text);
        if (type === 'snapshot')
          probe.snapshotVehicles = (JSON.parse(text) as { vehicles: unknown[] }).vehicles.length;
        resolve(probe);
        return;
      }
      probe.jsonBytes += Buffer.byteLength(text);
      probe.types.set(type, (probe.types.get(type) ?? 0) + 1);
    });
  });
}

export async function liveViewportBench(fmt: (n: number, digits?: number) => string): Promise<void> {
  const quiet = { warn: () => {}, info: () => {} };
  const next = random(25);
  const start = Date.now() - 60_000;
  const rows: LiveVehicleRow[] = Array.from({ length: FLEET }, (_, i) => {
    const at = place(next);
    const time = new Date(start).toISOString();
    return {
      id: i + 1,
      name: `Vehicle ${i + 1}`,
      plateNumber: `BEN ${i + 1}`,
      deviceId: String(860000000000000 + i),
      status: true,
      driver: { id: i + 1, name: `Driver ${i + 1}` },
      position: { ...at, speed: 40, course: 90, ignition: true, fix_time: time, server_time: time },
    };
  });
  const progress = (what: string) => {
    if (process.env.LIVE_VIEWPORT_VERBOSE) console.log(`  [${new Date().toISOString()}] ${what}`);
  };
  progress('fleet placed');
  const hub = new MemoryHub(quiet);
  const live = new LiveState({ load: async () => rows }, hub, quiet);
  await live.start();
  progress('live state loaded');
  const spatial = new LiveSpatial(live);
  progress('spatial index built');
  const server = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    maxPayload: 4096,
    perMessageDeflate: STREAM_COMPRESSION,
  });
  await new Promise((resolve) => server.once('listening', resolve));
  server.on('connection', (socket, request) => {
    const client = new StreamClient(socket, live, DEFAULT_STREAM_OPTIONS, async () => null, null, spatial);
    // The connect URL's viewport, as the tracking route reads it (`connectViewport`).
    const query = new URL(request.url ?? '/', 'http://bench').searchParams;
    const bbox = query.get('bbox')?.split(',').map(Number);
    client.start(
      bbox
        ? {
            type: 'viewport',
            bbox: bbox as [number, number, number, number],
            zoom: Number(query.get('zoom')),
          }
        : null,
    );
    socket.on('message', (data) => {
      client.setViewport(JSON.parse(String(data)));
    });
  });
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const whole = await connect(url, null);
    progress('whole-fleet snapshot received');
    const city = await connect(url, { bbox: CITY_BBOX, zoom: 12 });
    const country = await connect(url, { bbox: COUNTRY_BBOX, zoom: 5 });
    progress('viewports subscribed');

    // 10,000 vehicles a second report a few metres further on, in batches as the position writer commits them.
    const perBatch = REPORTING_PER_SECOND / BATCHES_PER_SECOND;
    let cursor = 0;
    let clock = Date.now();
    const began = Date.now();
    for (let batch = 0; batch < SECONDS * BATCHES_PER_SECOND; batch++) {
      const positions: HubPosition[] = [];
      for (let i = 0; i < perBatch; i++) {
        const id = (cursor % FLEET) + 1;
        cursor += 7919; // a prime step: every vehicle in turn, spread over the country
        const vehicle = live.get(id)!;
        clock += 1;
        const time = new Date(clock).toISOString();
        positions.push({
          vehicle_id: id,
          lat: vehicle.position!.lat + 0.0001,
          lon: vehicle.position!.lon + 0.0001,
          speed: 40,
          course: 45,
          ignition: true,
          fix_time: time,
          server_time: time,
        });
      }
      hub.publish({ type: 'positions', positions });
      await new Promise((resolve) => setTimeout(resolve, 1000 / BATCHES_PER_SECOND));
    }
    const wall = (Date.now() - began) / 1000;
    progress('reports sent');
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const kb = (bytes: number) => bytes / 1024;
    const [wholeWire, cityWire, countryWire] = [whole, city, country].map((probe) =>
      probe.wireBytesSince(),
    ) as [number, number, number];
    console.log(
      `live stream, ${FLEET.toLocaleString('en')} vehicles, ${REPORTING_PER_SECOND.toLocaleString('en')} reporting each second for ${SECONDS} s (sent in ${fmt(wall)} s on this machine):`,
    );
    console.log(
      `  whole-fleet stream (no viewport): first snapshot ${fmt(kb(whole.snapshotBytes!))} KB on the wire (${fmt(kb(whole.snapshotJsonBytes))} KB of JSON); then ${fmt(kb(wholeWire) / 1024)} MB on the wire (${fmt(kb(wholeWire) / SECONDS)} KB per second of reports; ${fmt(kb(whole.jsonBytes) / 1024)} MB of JSON, what every dashboard received before viewports and compression)`,
    );
    console.log(
      `  city viewport (Riyadh centre, zoom 12): ${city.snapshotVehicles} vehicles in the first snapshot, ${fmt(kb(city.snapshotBytes!))} KB on the wire (${fmt(kb(city.snapshotJsonBytes))} KB of JSON); ratio to the 200 KB target: ${fmt(kb(city.snapshotBytes!) / 200, 2)} (≤ 1 passes)`,
    );
    console.log(
      `  city viewport then ${fmt(kb(cityWire))} KB on the wire (${fmt(kb(cityWire) / SECONDS)} KB per second of reports); ratio to the whole-fleet stream as it was (JSON): ${fmt(cityWire / whole.jsonBytes, 4)} (≤ 0.05 passes); to the whole-fleet stream compressed as now: ${fmt(cityWire / wholeWire, 4)}`,
    );
    const countryTypes = [...country.types.entries()].map(([type, n]) => `${type} ×${n}`).join(', ');
    console.log(
      `  country viewport (zoom 5): first clusters ${fmt(kb(country.snapshotBytes!))} KB, then ${fmt(kb(countryWire))} KB in ${countryTypes || 'nothing'}; clusters only: ${[...country.types.keys()].every((type) => type === 'clusters' || type === 'summary') ? 'yes' : 'NO'}`,
    );
    for (const probe of [whole, city, country]) probe.socket.close();
  } finally {
    server.close();
    spatial.stop();
    live.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await liveViewportBench((n, digits = 1) => n.toFixed(digits));
  process.exit(0);
}
