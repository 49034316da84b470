// The usual live packet: 1,000 Teltonika devices each sending one-record Codec 8 packets, each only after the
// previous one's ACK, into the real server on PostgreSQL (every ACK after its commit). Printed as a ratio to a
// bare Node TCP server run in the same way in the same run: same client, same packets, it only frames them
// and answers the ACK (no decoding, no database). Target ≥ 0.4.
// Run alone: `npx tsx bench/ingestion-one-record.ts`. Options (environment):
//   BENCH_PORT_BASE=N       listen on N (HTTP), N+1 (Teltonika), N+2 (bare server) instead of free ports;
//   BENCH_SERVER_ENV="K=V …" extra environment for the real server (e.g. the event engine's on/off switch);
//   BENCH_SERVER_NODE_ARGS  node flags for the real server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
import { spawn } from 'node:child_process';
import { cpuSeconds, freePort } from './ingestion';
import { scratchDatabase } from './postgres';
import { importBenchVehicles, startServer } from './server';
import { alternateRounds, cpuPerPacketText } from './rounds';
import { oneRecordPacket, TeltonikaDevice } from './teltonika-device';
import { trackFix } from './track';

const DEVICES = 1_000;
const WARMUP_PACKETS = 5;
const PACKETS = 30;
/** A round is ~2 s of load here, and single rounds swing by a fifth with the neighbours' load: five of them. */
const ROUNDS = 5;
const TARGET_RATIO = 0.4;

const imeiOf = (i: number) => `35${String(i).padStart(13, '0')}`;

/** Extra server environment from BENCH_SERVER_ENV (`K=V` pairs separated by spaces). */
function extraServerEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const pair of (process.env.BENCH_SERVER_ENV ?? '').split(' ').filter(Boolean)) {
    const at = pair.indexOf('=');
    if (at > 0) env[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return env;
}

async function ports(): Promise<{ http: number; teltonika: number; bare: number }> {
  const base = Number(process.env.BENCH_PORT_BASE);
  if (Number.isInteger(base) && base > 0) return { http: base, teltonika: base + 1, bare: base + 2 };
  return { http: await freePort(), teltonika: await freePort(), bare: await freePort() };
}

/** One device's packets: one record each, a fix every 5 s, along its bench drive. */
function packetsOf(device: number, count: number, base: number, first: number): Buffer[] {
  return Array.from({ length: count }, (_, n) => {
    const fix = trackFix(device, first + n, 5);
    return oneRecordPacket({ timestampMs: base + n * 5_000 + device, ...fix });
  });
}

/** The 1,000 devices connected to one server; each round sends PACKETS fresh packets per device. */
class Fleet {
  private readonly devices = Array.from({ length: DEVICES }, (_, i) => new TeltonikaDevice(imeiOf(i)));
  private fixBase = Date.now() - 6 * 3_600_000;
  private sent = 0;

  static async connect(port: number): Promise<Fleet> {
    const fleet = new Fleet();
    for (let i = 0; i < fleet.devices.length; i += 100) {
      await Promise.all(fleet.devices.slice(i, i + 100).map((device) => device.connect(port)));
    }
    await fleet.send(WARMUP_PACKETS);
    return fleet;
  }

  /** Every device sends `count` packets (each after the previous ACK); returns the records acknowledged. */
  private async send(count: number): Promise<number> {
    const base = this.fixBase;
    const first = this.sent;
    this.fixBase += count * 5_000 + DEVICES;
    this.sent += count;
    const acked = await Promise.all(
      this.devices.map((device, i) => device.send(packetsOf(i, count, base, first))),
    );
    return acked.reduce((a, b) => a + b, 0);
  }

  /** One timed round: packets/s, and the CPU seconds each of `pids` used meanwhile. */
  async round(pids: number[]): Promise<{ rate: number; cpuSecondsByPid: Map<number, number> }> {
    const cpuBefore = pids.map(cpuSeconds);
    const started = performance.now();
    const acked = await this.send(PACKETS);
    const seconds = (performance.now() - started) / 1000;
    const cpuSecondsByPid = new Map(pids.map((pid, i) => [pid, cpuSeconds(pid) - cpuBefore[i]!]));
    if (acked !== DEVICES * PACKETS) throw new Error(`acknowledged ${acked} of ${DEVICES * PACKETS}`);
    return { rate: acked / seconds, cpuSecondsByPid };
  }

  close(): void {
    for (const device of this.devices) device.close();
  }
}

/**
 * The baseline server, in its own Node process as the real one is: answers the handshake with 01, frames
 * AVL packets by their length field and answers each with its record count. Nothing else.
 */
const BARE_SERVER = `
const net = require('node:net');
const server = net.createServer((socket) => {
  socket.setNoDelay(true);
  let buffer = Buffer.alloc(0);
  let handshaken = false;
  socket.on('data', (chunk) => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    for (;;) {
      if (!handshaken) {
        if (buffer.length < 2 || buffer.length < 2 + buffer.readUInt16BE(0)) return;
        buffer = buffer.subarray(2 + buffer.readUInt16BE(0));
        handshaken = true;
        socket.write(Buffer.from([1]));
        continue;
      }
      if (buffer.length < 8) return;
      const total = buffer.readUInt32BE(4) + 12;
      if (buffer.length < total) return;
      const ack = Buffer.alloc(4);
      ack.writeUInt32BE(buffer[9], 0);
      buffer = buffer.subarray(total);
      socket.write(ack);
    }
  });
  socket.on('error', () => {});
});
server.listen(Number(process.argv[1]), '127.0.0.1', () => process.stdout.write('ready\\n'));
`;

async function startBareServer(port: number) {
  const child = spawn(process.execPath, ['-e', BARE_SERVER, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    pid: child.pid,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Rounds alternate between the real server and the bare one (bench/rounds.ts); the median ratio is printed with each round's. */
export async function ingestionOneRecordBench(fmt: (n: number, digits?: number) => string, rounds = ROUNDS) {
  const database = await scratchDatabase();
  const port = await ports();
  const server = await startServer(port.http, {
    DATABASE_URL: database.url,
    TELTONIKA_PORT: String(port.teltonika),
    ...extraServerEnv(),
  });
  const bare = await startBareServer(port.bare);
  const fleets: Fleet[] = [];
  let result: Awaited<ReturnType<typeof alternateRounds>>;
  try {
    await importBenchVehicles(server, DEVICES, { label: 'One', plate: 'ONE', deviceId: imeiOf });
    const serverFleet = await Fleet.connect(port.teltonika);
    fleets.push(serverFleet);
    const bareFleet = await Fleet.connect(port.bare);
    fleets.push(bareFleet);
    result = await alternateRounds({
      rounds,
      databaseUrl: database.url,
      serverPid: server.pid,
      barePid: bare.pid,
      serverFleet,
      bareFleet,
    });
  } finally {
    for (const fleet of fleets) fleet.close();
    await bare.stop();
    await server.stop();
    await database.drop();
  }
  const { serverRate, bareRate, ratio, ratios, cpu } = result;
  const cpuText = cpuPerPacketText(fmt, cpu, DEVICES * PACKETS * rounds);
  const extra = process.env.BENCH_SERVER_ENV ? ` (server env: ${process.env.BENCH_SERVER_ENV})` : '';
  console.log(
    `ingestion of one-record packets on PostgreSQL, Teltonika TCP, ${DEVICES} devices × ${PACKETS} packets, each after the previous ACK${extra}, median of ${rounds} rounds: ` +
      `${fmt(serverRate, 0)} packets/s; bare framing-and-ACK server ${fmt(bareRate, 0)} packets/s; ratio ${fmt(ratio, 2)} (rounds ${ratios.map((ratio) => fmt(ratio, 2)).join(', ')}; target ≥ ${TARGET_RATIO})${cpuText}`,
  );
  return { serverRate, baseline: bareRate, ratio };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ingestionOneRecordBench((n, digits = 1) => n.toFixed(digits));
}
