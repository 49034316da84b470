// Command round trip: 1,000 Teltonika devices connected (each logged in, one AVL packet acknowledged), then
// commands sent through the API to devices picked at random; the time from the API call to the Codec 12 bytes
// arriving on the device's socket (target p99 ≤ 100 ms). Each device answers at once, so the next command to it
// is not held behind the one in flight. Baseline in the same run: GET /api/health's round trip.
// Run alone: `npx tsx bench/commands.ts [postgres|pglite]`.
import net from 'node:net';
import { loadavg } from 'node:os';
import { encodeCodec12, CODEC_12_RESPONSE } from '../apps/server/src/ingestion/teltonika/codec12';
import { avlFrame, codec8Record, teltonikaImeiPacket } from '../apps/server/src/ingestion/teltonika/encode';
import { freePort } from './ingestion';
import { scratchDatabase } from './postgres';
import { importBenchVehicles, startServer } from './server';
import { percentile } from './stats';

const DEVICES = 1_000;
const COMMANDS = 400;
const CONCURRENCY = 4;
const TARGET_P99_MS = 100;

type Kind = 'pglite' | 'postgres';
const imeiOf = (i: number) => `87${String(i).padStart(13, '0')}`;

/** A device's socket: logs in, sends one packet, then calls `onCommand` for each Codec 12 frame it receives. */
function connectDevice(port: number, imei: string, onCommand: (text: string) => void): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let buffer = Buffer.alloc(0);
    let stage: 'handshake' | 'ack' | 'commands' = 'handshake';
    socket.once('error', reject);
    socket.on('connect', () => socket.write(teltonikaImeiPacket(imei)));
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (stage === 'handshake') {
          if (buffer.length < 1) return;
          buffer = buffer.subarray(1);
          stage = 'ack';
          socket.write(avlFrame([codec8Record({ timestampMs: Date.now() - 60_000, speed: 0 })]));
        } else if (stage === 'ack') {
          if (buffer.length < 4) return;
          buffer = buffer.subarray(4);
          stage = 'commands';
          resolve(socket);
        } else {
          if (buffer.length < 8) return;
          const size = buffer.readUInt32BE(4);
          if (buffer.length < 12 + size) return;
          const data = buffer.subarray(8, 8 + size);
          buffer = buffer.subarray(12 + size);
          onCommand(data.toString('latin1', 7, 7 + data.readUInt32BE(3)));
        }
      }
    });
  });
}

export async function commandsBench(kind: Kind, fmt: (n: number, digits?: number) => string) {
  const database = kind === 'postgres' ? await scratchDatabase() : null;
  const teltonikaPort = await freePort();
  const server = await startServer(await freePort(), {
    TELTONIKA_PORT: String(teltonikaPort),
    ...(database ? { DATABASE_URL: database.url, DEMO: '1', DEMO_HISTORY: '0' } : {}),
  });
  const sockets: net.Socket[] = [];
  try {
    await importBenchVehicles(server, DEVICES, { label: 'Relay', plate: 'CMD', deviceId: imeiOf });
    const list = await fetch(`${server.url}/api/dashboard/vehicles?name=Relay&per_page=100`, {
      headers: { authorization: `Bearer ${server.token}` },
    });
    const total = ((await list.json()) as { meta: { total: number } }).meta.total;
    if (total < DEVICES) throw new Error(`only ${total} bench vehicles`);
    // Vehicle ids by device: read page by page.
    const vehicleOf = new Map<string, number>();
    for (let page = 1; vehicleOf.size < DEVICES; page++) {
      const response = await fetch(
        `${server.url}/api/dashboard/vehicles?name=Relay&per_page=100&page=${page}`,
        {
          headers: { authorization: `Bearer ${server.token}` },
        },
      );
      const rows = ((await response.json()) as { data: { id: number; device_id: string }[] }).data;
      if (rows.length === 0) break;
      for (const row of rows) vehicleOf.set(row.device_id, row.id);
    }

    const waiting = new Map<string, (at: number) => void>();
    for (let i = 0; i < DEVICES; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, DEVICES - i) }, (_, k) => {
          const imei = imeiOf(i + k);
          let socket: net.Socket | null = null;
          return connectDevice(teltonikaPort, imei, (text) => {
            const arrived = performance.now();
            waiting.get(text)?.(arrived);
            waiting.delete(text);
            socket?.write(encodeCodec12(`ok ${text}`, CODEC_12_RESPONSE));
          }).then((connected) => (socket = connected));
        }),
      );
      sockets.push(...batch);
    }

    const latencies: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < COMMANDS) {
        const n = next++;
        const imei = imeiOf(Math.floor(Math.random() * DEVICES));
        const text = `bench ${n}`;
        const arrival = new Promise<number>((resolve) => waiting.set(text, resolve));
        const started = performance.now();
        const response = await fetch(`${server.url}/api/dashboard/vehicles/${vehicleOf.get(imei)}/commands`, {
          method: 'POST',
          headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'custom', text }),
        });
        if (response.status !== 201)
          throw new Error(`command answered ${response.status}: ${await response.text()}`);
        const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 5_000));
        const at = await Promise.race([arrival, timeout]);
        if (!Number.isNaN(at) && n >= 20) latencies.push(at - started); // the first 20 warm up
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    const health: number[] = [];
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      await (await fetch(`${server.url}/api/health`)).text();
      health.push(performance.now() - started);
    }
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const healthP99 = percentile(health, 99);
    console.log(
      `command round trip (${kind}, ${DEVICES} devices connected, ${latencies.length} of ${COMMANDS - 20} measured, ${CONCURRENCY} at a time): p50 ${fmt(p50)} ms, p99 ${fmt(p99)} ms; ratio to the ${TARGET_P99_MS} ms target ${fmt(p99 / TARGET_P99_MS, 2)} (≤ 1 passes); GET /api/health p99 ${fmt(healthP99)} ms, ratio ${fmt(p99 / healthP99, 1)}; load ${fmt(loadavg()[0] ?? 0, 2)}`,
    );
  } finally {
    for (const socket of sockets) socket.destroy();
    await server.stop();
    await database?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kind = (process.argv[2] as Kind | undefined) ?? 'postgres';
  await commandsBench(kind, (n, digits = 1) => n.toFixed(digits));
}
