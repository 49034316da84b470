// "Acknowledged only after durably stored", seen from the kernel: the real server runs under strace while
// devices report one at a time over each protocol and the API creates, updates and deletes; every reply
// the server writes to a device or API socket must come after the flush (fsync/fdatasync) of every
// write-ahead-log write the database's thread made before it last woke the server's thread, and every
// position ACK after a log flush since its report was read. (The database's thread may meanwhile write the
// log of later work, which no reply already on its way waits for.)
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_DEVICE_IDS } from '../src/demo/fleet';
import { gt06Location, gt06Login, gt06Time } from '../src/ingestion/gt06/encode';
import { avlFrame, codec8Record } from '../src/ingestion/testing/teltonika-frames';
import { startChildServer } from './child-server';
import { DeviceClient } from './device-client';
import { DEMO, freePort } from './harness';

const HAS_STRACE = spawnSync('strace', ['-V']).status === 0;
const REPORTS = 4;

interface Ports {
  http: number;
  teltonika: number;
  gt06: number;
  osmand: number;
}

/** The real server (demo fleet), every thread traced; returns when it answers. */
async function tracedServer(dataDir: string, trace: string, ports: Ports, durable: boolean) {
  return startChildServer({
    wrapper: [
      ...['strace', '-f', '-qq', '-yy', '-ttt', '-s', '24', '--seccomp-bpf', '-o', trace],
      ...['-e', 'trace=read,recvfrom,write,writev,sendto,sendmsg,pwrite64,pwritev,fsync,fdatasync'],
    ],
    env: {
      DATA_DIR: dataDir,
      PORT: String(ports.http),
      TELTONIKA_PORT: String(ports.teltonika),
      GT06_PORT: String(ports.gt06),
      OSMAND_PORT: String(ports.osmand),
      EMBEDDED_FSYNC: durable ? '1' : '0',
    },
    timeoutMs: 180_000,
  });
}

/** Devices of each protocol report one at a time (each waits for its ACK); the API writes records. */
async function workload(ports: Ports): Promise<{ positionAcks: number; apiWrites: number }> {
  const base = Date.now() - 3_600_000;
  let positionAcks = 0;

  const teltonika = await DeviceClient.connect(ports.teltonika);
  const imei = DEMO_DEVICE_IDS[0]!;
  teltonika.write(Buffer.concat([Buffer.from([0, imei.length]), Buffer.from(imei)]));
  expect((await teltonika.read(1, 30_000)).toString('hex')).toBe('01');
  for (let i = 0; i < REPORTS; i++) {
    teltonika.write(avlFrame([codec8Record({ timestampMs: base + i * 1000, lat: 24.7 + i / 1000 })]));
    expect((await teltonika.read(4, 30_000)).readUInt32BE(0)).toBe(1);
    positionAcks += 1;
  }
  teltonika.destroy();

  const gt06 = await DeviceClient.connect(ports.gt06);
  gt06.write(gt06Login(DEMO_DEVICE_IDS[1]!, 1));
  await gt06.read(10, 30_000);
  for (let i = 0; i < REPORTS; i++) {
    const time = gt06Time(new Date(base + i * 1000));
    gt06.write(gt06Location({ time, lat: 24.71, lon: 46.67 + i / 1000 }, 2 + i));
    await gt06.read(10, 30_000);
    positionAcks += 1;
  }
  gt06.destroy();

  for (let i = 0; i < REPORTS; i++) {
    const seconds = Math.floor(base / 1000) + i;
    const response = await fetch(
      `http://127.0.0.1:${ports.osmand}/?id=${DEMO_DEVICE_IDS[2]}&lat=24.72&lon=46.68&timestamp=${seconds}`,
    );
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    positionAcks += 1;
  }

  const api = `http://127.0.0.1:${ports.http}/api`;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO.admin),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const headers = { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' };
  const vehicle = { name: 'Traced', plate_number: 'STR 1', category: 'car', fuel_type: 'diesel' };
  const created = await fetch(`${api}/dashboard/vehicles`, {
    method: 'POST',
    headers,
    body: JSON.stringify(vehicle),
  });
  expect(created.status).toBe(201);
  const { data: row } = (await created.json()) as { data: { id: number } };
  const updated = await fetch(`${api}/dashboard/vehicles/${row.id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...vehicle, name: 'Traced again' }),
  });
  expect(updated.status).toBe(200);
  await updated.arrayBuffer();
  const deleted = await fetch(`${api}/dashboard/vehicles/${row.id}`, {
    method: 'DELETE',
    headers: { authorization: headers.authorization },
  });
  expect(deleted.status).toBe(200);
  await deleted.arrayBuffer();
  return { positionAcks, apiWrites: 3 };
}

interface Verdict {
  /** Replies written while some write-ahead-log bytes written before them were not flushed yet. */
  unflushedReplies: string[];
  /** Position ACKs (device sockets) with no log flush between reading the report and answering it. */
  acksWithoutFlush: string[];
  deviceReplies: number;
  positionAcks: number;
  apiReplies: number;
  walFlushes: number;
}

/**
 * Reads strace's log in order: WAL writes make their file dirty, its flush cleans it. A reply waits only for what
 * the database's thread (the one that writes the WAL) had written when it last woke the other threads (an eventfd
 * write: how a worker's message arrives).
 */
function analyse(trace: string, ports: Ports): Verdict {
  const devicePorts = new Set([ports.teltonika, ports.gt06, ports.osmand]);
  const dirty = new Set<string>();
  /** WAL files dirty since before the database's thread last said something. */
  const dirtyWhenSaid = new Set<string>();
  let walThread: string | null = null;
  const flushedSinceRead = new Map<string, boolean>();
  const firstReplyDone = new Set<string>();
  const pendingFlush = new Map<string, string>(); // pid → WAL file of an unfinished flush
  const verdict: Verdict = {
    unflushedReplies: [],
    acksWithoutFlush: [],
    deviceReplies: 0,
    positionAcks: 0,
    apiReplies: 0,
    walFlushes: 0,
  };
  const flushed = (file: string) => {
    dirty.delete(file);
    dirtyWhenSaid.delete(file);
    verdict.walFlushes += 1;
    for (const socket of flushedSinceRead.keys()) flushedSinceRead.set(socket, true);
  };
  for (const line of readFileSync(trace, 'utf8').split('\n')) {
    // A call another thread interrupts is logged in two lines: `call(fd<path> <unfinished ...>`, `<... call resumed>`.
    const match =
      /^(\d+)\s+[\d.]+\s+(?:<\.\.\. (\w+) resumed>|(\w+)\((\d+)<(.+?)>(?:[,)]| <unfinished))/.exec(line);
    if (!match) continue;
    const [, pid, resumed, call, , target] = match;
    if (resumed) {
      if ((resumed === 'fsync' || resumed === 'fdatasync') && pendingFlush.has(pid!)) {
        if (!/= -1/.test(line)) flushed(pendingFlush.get(pid!)!);
        pendingFlush.delete(pid!);
      }
      continue;
    }
    const isWal = target!.includes('/pg_wal/');
    if (isWal && (call === 'fsync' || call === 'fdatasync')) {
      if (line.includes('<unfinished ...>')) pendingFlush.set(pid!, target!);
      else if (!/= -1/.test(line)) flushed(target!);
      continue;
    }
    if (isWal && /^p?writev?|pwrite64$/.test(call!)) {
      dirty.add(target!);
      walThread = pid!;
      continue;
    }
    if (pid === walThread && call === 'write' && target === 'anon_inode:[eventfd]') {
      for (const file of dirty) dirtyWhenSaid.add(file);
      continue;
    }
    const socket = /^TCP:\[[\d.]+:(\d+)->/.exec(target!);
    if (!socket) continue;
    const localPort = Number(socket[1]);
    const isDevice = devicePorts.has(localPort);
    if (!isDevice && localPort !== ports.http) continue;
    if (call === 'read' || call === 'recvfrom') {
      flushedSinceRead.set(target!, false);
      continue;
    }
    if (!['write', 'writev', 'sendto', 'sendmsg'].includes(call!)) continue;
    if (isDevice) verdict.deviceReplies += 1;
    else verdict.apiReplies += 1;
    if (dirtyWhenSaid.size > 0 || (pid === walThread && dirty.size > 0)) verdict.unflushedReplies.push(line);
    // Position ACKs: every OsmAnd answer; on TCP, every reply after the first (the login/IMEI answer).
    const isPositionAck = isDevice && (localPort === ports.osmand || firstReplyDone.has(target!));
    firstReplyDone.add(target!);
    if (isPositionAck) {
      verdict.positionAcks += 1;
      if (!flushedSinceRead.get(target!)) verdict.acksWithoutFlush.push(line);
    }
  }
  return verdict;
}

async function tracedRun(durable: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), 'fleet-strace-'));
  const trace = path.join(dir, 'strace.log');
  const ports: Ports = {
    http: await freePort(),
    teltonika: await freePort(),
    gt06: await freePort(),
    osmand: await freePort(),
  };
  const child = await tracedServer(path.join(dir, 'data'), trace, ports, durable);
  try {
    const sent = await workload(ports);
    return { sent, verdict: () => analyse(trace, ports), dir, child };
  } finally {
    // strace ignores SIGTERM while it runs a command: the server (its child) is stopped, then strace ends.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const server = Number(execFileSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).trim());
    process.kill(server, 'SIGTERM');
    await exited;
  }
}

describe.skipIf(!HAS_STRACE)('ACK after the write-ahead log is flushed (strace)', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('flushes before every device ACK and every API answer', { timeout: 240_000 }, async () => {
    const run = await tracedRun(true);
    dirs.push(run.dir);
    const verdict = run.verdict();
    const { unflushedReplies, acksWithoutFlush, ...counts } = verdict;
    console.warn(
      `strace, durable: ${JSON.stringify(counts)}; unflushed replies ${unflushedReplies.length}, ACKs without a flush ${acksWithoutFlush.length}`,
    );
    expect(verdict.positionAcks).toBeGreaterThanOrEqual(run.sent.positionAcks);
    expect(verdict.apiReplies).toBeGreaterThanOrEqual(run.sent.apiWrites);
    expect(verdict.walFlushes).toBeGreaterThanOrEqual(run.sent.positionAcks + run.sent.apiWrites);
    expect(verdict.unflushedReplies).toEqual([]);
    expect(verdict.acksWithoutFlush).toEqual([]);
  });

  it('would notice: with fsync off, replies go out before any flush', { timeout: 240_000 }, async () => {
    const run = await tracedRun(false);
    dirs.push(run.dir);
    const verdict = run.verdict();
    expect(verdict.positionAcks).toBeGreaterThanOrEqual(run.sent.positionAcks);
    expect(verdict.acksWithoutFlush.length).toBe(verdict.positionAcks);
    expect(verdict.unflushedReplies.length).toBeGreaterThan(0);
  });
});
