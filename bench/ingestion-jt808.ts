// The one-record packet over JT/T 808: 1,000 terminals, registered and authenticated, each sending one-location
// reports (0x0200), each only after the general response (0x8001) to the previous one, into the real server on
// PostgreSQL (every response after its commit). Printed as a ratio to a bare Node TCP server run the same way in
// the same run: same terminals, same frames; it only finds each frame's delimiters and answers it (a registration
// with its code, anything else with a general response naming the serial): no decoding, no database. Target ≥ 0.4,
// as for Teltonika (bench/ingestion-one-record.ts).
// Run alone: `npx tsx bench/ingestion-jt808.ts`. BENCH_PORT_BASE=N: listen on N (HTTP), N+1 (JT/T 808), N+2 (bare).
import { spawn } from 'node:child_process';
import net from 'node:net';
import { jt808Auth, jt808Location, jt808Register } from '../apps/server/src/ingestion/protocols/jt808/encode';
import { unescape } from '../apps/server/src/ingestion/protocols/jt808/frame';
import { cpuSeconds, freePort } from './ingestion';
import { scratchDatabase } from './postgres';
import { importBenchVehicles, startServer } from './server';
import { alternateRounds, cpuPerPacketText } from './rounds';
import { trackFix } from './track';

const DEVICES = 1_000;
const WARMUP_PACKETS = 5;
const PACKETS = 30;
const ROUNDS = 5;
const TARGET_RATIO = 0.4;
const DELIMITER = 0x7e;
const NO_REPLY_MS = 60_000;

/** 12-digit terminal numbers (the 2013 header): Saudi mobiles 9665xxxxxxxx. */
const terminalOf = (i: number) => `96650${String(i).padStart(7, '0')}`;

async function ports(): Promise<{ http: number; jt808: number; bare: number }> {
  const base = Number(process.env.BENCH_PORT_BASE);
  if (Number.isInteger(base) && base > 0) return { http: base, jt808: base + 1, bare: base + 2 };
  return { http: await freePort(), jt808: await freePort(), bare: await freePort() };
}

/**
 * A terminal of the bench: registers and authenticates, then writes each frame after the reply frame to the one
 * before. Like the Teltonika bench device it does little per packet (the replies are counted, not decoded: the
 * conformance suite and the simulator check their content).
 */
class Terminal {
  private socket!: net.Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (frame: Buffer) => void; reject: (error: Error) => void } | null = null;
  private serial = 0;

  constructor(readonly deviceId: string) {}

  nextSerial(): number {
    this.serial = (this.serial + 1) & 0xffff;
    return this.serial;
  }

  async connect(port: number): Promise<void> {
    this.socket = await new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
      socket.once('error', reject);
    });
    this.socket.setNoDelay(true);
    this.socket.setTimeout(NO_REPLY_MS, () => this.fail(new Error(`terminal ${this.deviceId}: no reply`)));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error(`terminal ${this.deviceId}: closed`)));
    this.socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      this.deliver();
    });
    const device = { deviceId: this.deviceId };
    this.socket.write(jt808Register(device, this.nextSerial()));
    const registered = unescape((await this.reply()).subarray(1, -1));
    if (registered === null) throw new Error(`terminal ${this.deviceId}: bad registration reply`);
    // 0x8100 after the 12-byte header: serial (2), result (1), the authentication code; then the check code.
    const code = registered.subarray(12 + 3, registered.length - 1).toString('latin1');
    this.socket.write(jt808Auth(device, this.nextSerial(), code));
    await this.reply();
  }

  /** Writes `frames`, each after the reply to the one before; returns how many were answered. */
  async send(frames: readonly Buffer[]): Promise<number> {
    let answered = 0;
    for (const frame of frames) {
      this.socket.write(frame);
      await this.reply();
      answered += 1;
    }
    return answered;
  }

  close(): void {
    this.socket.destroy();
  }

  private reply(): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.deliver();
    });
  }

  /** Hands the waiting reader the first whole frame (`7e … 7e`) buffered. */
  private deliver(): void {
    const waiting = this.waiting;
    if (!waiting || this.buffered.length < 2) return;
    const end = this.buffered.indexOf(DELIMITER, 1);
    if (end < 0) return;
    const frame = this.buffered.subarray(0, end + 1);
    this.buffered = this.buffered.subarray(end + 1);
    this.waiting = null;
    waiting.resolve(frame);
  }

  private fail(error: Error): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }
}

/** One terminal's location reports: a fix every 5 s along its bench drive. */
function framesOf(terminal: Terminal, device: number, count: number, base: number, first: number): Buffer[] {
  return Array.from({ length: count }, (_, n) => {
    const fix = trackFix(device, first + n, 5);
    return jt808Location({ deviceId: terminal.deviceId }, terminal.nextSerial(), {
      time: new Date(base + n * 5_000),
      lat: fix.lat,
      lon: fix.lon,
      speed: fix.speed,
      course: fix.course,
      altitude: 610,
      ignition: fix.ignition,
      satellites: 9,
      rssi: 24,
    });
  });
}

/** The 1,000 terminals connected to one server; each round sends PACKETS fresh reports per terminal. */
class Fleet {
  private readonly terminals = Array.from({ length: DEVICES }, (_, i) => new Terminal(terminalOf(i)));
  // Whole seconds: the BCD time carries no milliseconds.
  private fixBase = Math.floor(Date.now() / 1000) * 1000 - 6 * 3_600_000;
  private sent = 0;

  static async connect(port: number): Promise<Fleet> {
    const fleet = new Fleet();
    for (let i = 0; i < fleet.terminals.length; i += 100) {
      await Promise.all(fleet.terminals.slice(i, i + 100).map((terminal) => terminal.connect(port)));
    }
    await fleet.send(WARMUP_PACKETS);
    return fleet;
  }

  private async send(count: number): Promise<number> {
    const base = this.fixBase;
    const first = this.sent;
    this.fixBase += count * 5_000 + 1_000;
    this.sent += count;
    const answered = await Promise.all(
      this.terminals.map((terminal, i) => terminal.send(framesOf(terminal, i, count, base, first))),
    );
    return answered.reduce((a, b) => a + b, 0);
  }

  async round(pids: number[]): Promise<{ rate: number; cpuSecondsByPid: Map<number, number> }> {
    const cpuBefore = pids.map(cpuSeconds);
    const started = performance.now();
    const answered = await this.send(PACKETS);
    const seconds = (performance.now() - started) / 1000;
    const cpuSecondsByPid = new Map(pids.map((pid, i) => [pid, cpuSeconds(pid) - cpuBefore[i]!]));
    if (answered !== DEVICES * PACKETS) throw new Error(`answered ${answered} of ${DEVICES * PACKETS}`);
    return { rate: answered / seconds, cpuSecondsByPid };
  }

  close(): void {
    for (const terminal of this.terminals) terminal.close();
  }
}

/**
 * The baseline server, in its own Node process: finds each frame between its delimiters and answers it with a
 * well-formed frame (escaped, with its check code): 0x8100 with the terminal number as the code for a
 * registration (0x0100), else 0x8001 naming the message's serial and id. Nothing else.
 */
const BARE_SERVER = `
const net = require('node:net');
function unescape(data) {
  const out = Buffer.alloc(data.length);
  let at = 0;
  for (let i = 0; i < data.length; i++) {
    const byte = data[i];
    if (byte !== 0x7d) { out[at++] = byte; continue; }
    out[at++] = data[++i] === 0x01 ? 0x7d : 0x7e;
  }
  return out.subarray(0, at);
}
function frame(id, terminal, serial, body) {
  const data = Buffer.alloc(12 + body.length + 1);
  data.writeUInt16BE(id, 0);
  data.writeUInt16BE(body.length, 2);
  terminal.copy(data, 4);
  data.writeUInt16BE(serial, 10);
  body.copy(data, 12);
  let sum = 0;
  for (let i = 0; i < data.length - 1; i++) sum ^= data[i];
  data[data.length - 1] = sum;
  const out = [0x7e];
  for (const byte of data) {
    if (byte === 0x7e) out.push(0x7d, 0x02);
    else if (byte === 0x7d) out.push(0x7d, 0x01);
    else out.push(byte);
  }
  out.push(0x7e);
  return Buffer.from(out);
}
const server = net.createServer((socket) => {
  socket.setNoDelay(true);
  let buffer = Buffer.alloc(0);
  let serial = 0;
  socket.on('data', (chunk) => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    for (;;) {
      const start = buffer.indexOf(0x7e);
      if (start < 0) { buffer = Buffer.alloc(0); return; }
      const end = buffer.indexOf(0x7e, start + 1);
      if (end < 0) { buffer = buffer.subarray(start); return; }
      const data = unescape(buffer.subarray(start + 1, end));
      buffer = buffer.subarray(end + 1);
      if (data.length < 13) continue;
      const id = data.readUInt16BE(0);
      const terminal = data.subarray(4, 10);
      const theirs = data.readUInt16BE(10);
      serial = (serial + 1) & 0xffff;
      if (id === 0x0100) {
        const code = Buffer.from(terminal.toString('hex'), 'latin1');
        const body = Buffer.concat([Buffer.from([theirs >> 8, theirs & 0xff, 0]), code]);
        socket.write(frame(0x8100, terminal, serial, body));
      } else {
        socket.write(frame(0x8001, terminal, serial, Buffer.from([theirs >> 8, theirs & 0xff, id >> 8, id & 0xff, 0])));
      }
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

/** Rounds alternate between the real server and the bare one, as in bench/ingestion-one-record.ts. */
export async function jt808OneRecordBench(fmt: (n: number, digits?: number) => string, rounds = ROUNDS) {
  const database = await scratchDatabase();
  const port = await ports();
  const server = await startServer(port.http, { DATABASE_URL: database.url, JT808_PORT: String(port.jt808) });
  const bare = await startBareServer(port.bare);
  const fleets: Fleet[] = [];
  let result: Awaited<ReturnType<typeof alternateRounds>>;
  try {
    await importBenchVehicles(server, DEVICES, { label: 'JT', plate: 'JTT', deviceId: terminalOf });
    const serverFleet = await Fleet.connect(port.jt808);
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
  console.log(
    `ingestion of one-location reports on PostgreSQL, JT/T 808 TCP, ${DEVICES} terminals × ${PACKETS} reports, each after the previous general response, median of ${rounds} rounds: ` +
      `${fmt(serverRate, 0)} packets/s; bare framing-and-response server ${fmt(bareRate, 0)} packets/s; ratio ${fmt(ratio, 2)} (rounds ${ratios.map((ratio) => fmt(ratio, 2)).join(', ')}; target ≥ ${TARGET_RATIO})${cpuText}`,
  );
  return { ratio };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await jt808OneRecordBench((n, digits = 1) => n.toFixed(digits));
}
