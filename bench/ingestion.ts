// Ingestion over Teltonika TCP with 1,000 simulated devices into the real server: sustained positions/s
// (every position ACKed only after its commit), as a ratio of a raw COPY of the same rows into the same
// table in the same run (target ≥ 0.3; ≥ 20,000 positions/s on PostgreSQL, ≥ 10,000 on PGlite).
// Then the same load with the event engine on and 1,000 active geofences (polygons of 20 vertices and circles
// spread over the city the devices drive in): its rate as ratios of the COPY (target ≥ 0.3) and of the run with
// the engine off (target ≥ 0.8), counted by ACKs (the engine works after them), and, on PostgreSQL, counted until
// the engine has processed every position (its lag gauge on /metrics is back to 0).
// On PostgreSQL it also prints the CPU time per position of the server and its database backends, engine off and
// on: on a shared machine the rates' ratio swings with the neighbours' load, the CPU ratio much less. And that of
// the simulated devices, which share the machine's cores with them (the COPY baseline runs alone).
// On PGlite: durability on (the default: ACK after the WAL is flushed) as a ratio of the same run with it off
// (EMBEDDED_FSYNC=0), with packets of 10 records and of 1 record, the engine on as in the product's
// default (without the 1,000 geofences).
// On PostgreSQL the two runs alternate three times (900,000 positions each: ten seconds of load here, so the
// first batches' reads and the compiler's warm-up weigh little) and the medians of the ratios are printed with
// each round's: a single run's rate swings by a fifth with what the machine's neighbours do, and its COPY
// baseline, run seconds later, does not always swing with it.
// Run alone: `npx tsx bench/ingestion.ts [postgres|pglite]` (BENCH_PORT_BASE=N: the server on ports N and N+1).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DURABLE_START_PARAMS, DurableNodeFS } from '../apps/server/src/db/durable-fs';
import { avlFrame, codec8Record } from '../apps/server/src/ingestion/testing/teltonika-frames';
import { scratchDatabase } from './postgres';
import { importBenchVehicles, startServer } from './server';
import { percentile } from './stats';
import { TeltonikaDevice } from './teltonika-device';
import { benchZone, trackFix } from './track';

const DEVICES = 1_000;
const RECORDS_PER_PACKET = 10;
const PACKETS = { postgres: 90, pglite: 15 } as const;
/** Records per run with one-record packets: fewer, since each costs a round trip and a commit share. */
const SINGLE_RECORD_PACKETS = 40;
const TARGET = { postgres: 20_000, pglite: 10_000 } as const;

type Kind = 'postgres' | 'pglite';

interface Row {
  vehicleId: number;
  fixTime: number;
  lat: number;
  lon: number;
  speed: number;
  course: number;
  satellites: number;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const CLOCK_TICKS_PER_S = 100;

/** CPU seconds (user + system) a process has used so far; 0 where /proc is missing. */
export function cpuSeconds(pid: number): number {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return 0;
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S;
}

/** The PostgreSQL backends serving the database at `url` (the server's pool), but the one asking. */
async function backendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

const imeiOf = (i: number) => `35${String(i).padStart(13, '0')}`;

/** The load: DEVICES × PACKETS × RECORDS_PER_PACKET records, one fix every 10 s per device. */
function buildLoad(
  packets: number,
  recordsPerPacket: number,
  vehicleIds: Map<string, number>,
  sensorIo = false,
) {
  const base = Date.now() - 2 * 24 * 3_600_000;
  const rows: Row[] = [];
  const devices: { device: TeltonikaDevice; frames: Buffer[] }[] = [];
  for (let d = 0; d < DEVICES; d++) {
    const imei = imeiOf(d);
    const vehicleId = vehicleIds.get(imei);
    if (vehicleId === undefined) throw new Error(`no vehicle for ${imei}`);
    const frames: Buffer[] = [];
    for (let p = 0; p < packets; p++) {
      const records: Buffer[] = [];
      for (let r = 0; r < recordsPerPacket; r++) {
        const n = p * recordsPerPacket + r;
        const fix = trackFix(d, n, 10);
        const row: Row = {
          vehicleId,
          fixTime: base + n * 10_000 + d,
          lat: fix.lat,
          lon: fix.lon,
          speed: fix.speed,
          course: fix.course,
          satellites: 9,
        };
        rows.push(row);
        records.push(
          codec8Record({
            timestampMs: row.fixTime,
            lat: row.lat,
            lon: row.lon,
            speed: row.speed,
            course: row.course,
            satellites: row.satellites,
            io1: [[239, row.speed > 0 ? 1 : 0]],
            // A fuel level sensor's raw value (slowly falling, noisy) and a temperature in tenths of °C.
            ...(sensorIo && {
              io2: [
                [201, sensorRaw.fuel(d, n)] as [number, number],
                [72, sensorRaw.temperature(d, n)] as [number, number],
              ],
            }),
          }),
        );
      }
      frames.push(avlFrame(records));
    }
    devices.push({ device: new TeltonikaDevice(imei), frames });
  }
  return { rows, devices };
}

/** The same rows as the devices send, as COPY text, as the server would store them. */
function copyText(rows: Row[], serverTime: string): string {
  const lines = rows.map((r) => {
    const attributes = JSON.stringify({ ignition: r.speed > 0 });
    const lat = Math.round(r.lat * 1e7) / 1e7;
    const lon = Math.round(r.lon * 1e7) / 1e7;
    return `${r.vehicleId}\t${new Date(r.fixTime).toISOString()}\t${serverTime}\tt\t${lat}\t${lon}\t${r.speed}\t${r.course}\t600\t${r.satellites}\t${r.speed > 0 ? 't' : 'f'}\t${attributes}`;
  });
  return `${lines.join('\n')}\n`;
}

const COPY_SQL =
  'COPY positions (vehicle_id, fix_time, server_time, valid, lat, lon, speed, course, altitude, satellites, ignition, attributes) FROM STDIN';

async function copyBaselinePostgres(url: string, text: string, rows: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('TRUNCATE positions');
    const started = performance.now();
    await pipeline(Readable.from([text]), client.query(copyFrom(COPY_SQL)));
    return rows / ((performance.now() - started) / 1000);
  } finally {
    await client.end();
  }
}

async function copyBaselinePglite(dataDir: string, durable: boolean, text: string, rows: number) {
  const dir = join(dataDir, 'db');
  const client = await PGlite.create({
    dataDir: dir,
    extensions: { pg_trgm },
    ...(durable ? { fs: new DurableNodeFS(dir), startParams: DURABLE_START_PARAMS } : {}),
  });
  try {
    await client.query('TRUNCATE positions');
    const started = performance.now();
    await client.query(`${COPY_SQL.replace('STDIN', "'/dev/blob'")}`, [], { blob: new Blob([text]) });
    return rows / ((performance.now() - started) / 1000);
  } finally {
    await client.close();
  }
}

async function vehicleIdsFromApi(url: string, token: string): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let page = 1; ; page++) {
    const response = await fetch(`${url}/api/dashboard/vehicles?name=BNC&per_page=100&page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as {
      data: { id: number; device_id: string | null }[];
      meta: { last_page: number };
    };
    for (const vehicle of body.data) if (vehicle.device_id) ids.set(vehicle.device_id, vehicle.id);
    if (page >= body.meta.last_page) return ids;
  }
}

const GEOFENCES = 1_000;

/** Half polygons of 20 vertices (~300 m across), half circles, over the area the bench devices drive in. */
async function createGeofences(url: string, token: string, total: number): Promise<void> {
  for (let i = 0; i < total; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, total - i) }, async (_, k) => {
        const body = benchZone(i + k);
        const response = await fetch(`${url}/api/dashboard/geofences`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (response.status !== 201)
          throw new Error(`geofence answered ${response.status}: ${await response.text()}`);
      }),
    );
  }
}

const METRICS_TOKEN = 'bench-metrics-token';

/** Waits until the engine has processed every committed position (its lag gauge on `/metrics` is 0). */
async function engineDrained(url: string): Promise<void> {
  for (;;) {
    const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const lag = /^fleet_event_engine_lag_seconds (\S+)$/m.exec(await response.text())?.[1];
    if (lag === undefined) throw new Error('no fleet_event_engine_lag_seconds on /metrics');
    if (Number(lag) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What the devices report for their sensors with `sensorIo`: a tank level (io201) and a temperature (io72). */
export const sensorRaw = {
  fuel: (device: number, n: number) => 3000 - ((n * 3 + device) % 2000) + ((n * 7919) % 23),
  temperature: (device: number, n: number) => 30 + ((n + device) % 40),
};

/** A fuel level sensor with a 10-point table and a cold-room temperature sensor, as each bench vehicle gets. */
export const BENCH_SENSORS = [
  {
    name: 'Tank',
    type: 'fuel_level',
    attribute: 'io201',
    calibration: Array.from({ length: 10 }, (_, i) => [i * 400, i * 40 + (i % 3)]),
    capacity: 400,
  },
  { name: 'Cold room', type: 'temperature', attribute: 'io72', multiplier: 0.1, min: -20, max: 8 },
];

async function createSensors(url: string, token: string, vehicleIds: number[]): Promise<void> {
  const requests = vehicleIds.flatMap((id) => BENCH_SENSORS.map((sensor) => ({ id, sensor })));
  for (let i = 0; i < requests.length; i += 50) {
    await Promise.all(
      requests.slice(i, i + 50).map(async ({ id, sensor }) => {
        const response = await fetch(`${url}/api/dashboard/vehicles/${id}/sensors`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(sensor),
        });
        if (response.status !== 201)
          throw new Error(`sensor answered ${response.status}: ${await response.text()}`);
      }),
    );
  }
}

export interface IngestionOptions {
  /** The event engine on (the product's default), else EVENT_ENGINE=0. */
  engine?: boolean;
  /** Active geofences made before the load (with the engine on). */
  geofences?: number;
  /** PGlite only: false runs the server with EMBEDDED_FSYNC=0 (PGlite's own fsync-off default). */
  durable?: boolean;
  recordsPerPacket?: number;
  /** FORWARD_MQTT_URL set: every committed position is also published to Mosquitto (127.0.0.1:1883). */
  forwardMqtt?: boolean;
  /** The devices report a fuel level (io201) and a temperature (io72) with every record. */
  sensorIo?: boolean;
  /** Every vehicle has the `BENCH_SENSORS` (a fuel level and a temperature sensor) before the load. */
  sensors?: boolean;
  /** Packets per device (default: `PACKETS` of the database). */
  packets?: number;
}

/** One run of the load into a fresh server. */
export async function ingestionRun(
  kind: Kind,
  {
    engine = true,
    geofences = 0,
    durable = true,
    recordsPerPacket = RECORDS_PER_PACKET,
    forwardMqtt = false,
    sensorIo = false,
    sensors = false,
    packets: packetsAsked,
  }: IngestionOptions = {},
) {
  const database = kind === 'postgres' ? await scratchDatabase() : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-bench-ingestion-'));
  // BENCH_PORT_BASE=N: the server listens on N (HTTP) and N+1 (Teltonika) instead of free ports.
  const portBase = Number(process.env.BENCH_PORT_BASE);
  const fixedPorts = Number.isInteger(portBase) && portBase > 0;
  const teltonikaPort = fixedPorts ? portBase + 1 : await freePort();
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    TELTONIKA_PORT: String(teltonikaPort),
    EVENT_ENGINE: engine ? '1' : '0',
    METRICS_TOKEN,
  };
  if (forwardMqtt) env.FORWARD_MQTT_URL = 'mqtt://127.0.0.1:1883';
  if (database) env.DATABASE_URL = database.url;
  else env.EMBEDDED_FSYNC = durable ? '1' : '0';
  const packets = packetsAsked ?? (recordsPerPacket === 1 ? SINGLE_RECORD_PACKETS : PACKETS[kind]);
  const server = await startServer(fixedPorts ? portBase : await freePort(), env);
  let stopped = false;
  try {
    await importBenchVehicles(server, DEVICES, { label: 'Bench', plate: 'BNC', deviceId: imeiOf });
    if (engine && geofences > 0) await createGeofences(server.url, server.token, geofences);
    const vehicleIds = await vehicleIdsFromApi(server.url, server.token);
    if (sensors) await createSensors(server.url, server.token, [...vehicleIds.values()]);
    const { rows, devices } = buildLoad(packets, recordsPerPacket, vehicleIds, sensorIo || sensors);
    for (let i = 0; i < devices.length; i += 100) {
      await Promise.all(devices.slice(i, i + 100).map(({ device }) => device.connect(teltonikaPort)));
    }
    // CPU time of the server and of its database backends from the first packet until everything was processed:
    // unlike rates, it hardly depends on what else the machine runs meanwhile.
    const pidsBefore = [
      ...(server.pid === undefined ? [] : [server.pid]),
      ...(database ? await backendPids(database.url) : []),
    ];
    const cpuBefore = new Map(pidsBefore.map((pid) => [pid, cpuSeconds(pid)]));
    // The simulated devices run in this process, on the same cores as the server and its database.
    const devicesCpu = process.cpuUsage();
    const started = performance.now();
    const acked = (await Promise.all(devices.map(({ device, frames }) => device.send(frames)))).reduce(
      (a, b) => a + b,
      0,
    );
    const seconds = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(devicesCpu);
    let drainedSeconds = seconds;
    if (engine && database) {
      await engineDrained(server.url);
      drainedSeconds = (performance.now() - started) / 1000;
    }
    const cpu = { server: 0, database: 0 };
    for (const pid of new Set([...pidsBefore, ...(database ? await backendPids(database.url) : [])])) {
      const used = cpuSeconds(pid) - (cpuBefore.get(pid) ?? 0);
      if (pid === server.pid) cpu.server += used;
      else cpu.database += used;
    }
    for (const { device } of devices) device.close();
    if (acked !== rows.length) throw new Error(`acknowledged ${acked} of ${rows.length}`);
    const rate = acked / seconds;
    if (engine && database) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows: byType } = await client.query<{ type: string; n: number }>(
        'SELECT type, count(*)::int AS n FROM events GROUP BY type ORDER BY n DESC',
      );
      await client.end();
      const total = byType.reduce((sum, row) => sum + row.n, 0);
      console.log(
        `  engine on: ${geofences} geofences, ${total} events for ${acked} positions (${((100 * total) / acked).toFixed(2)}%): ` +
          byType.map((row) => `${row.type} ${row.n}`).join(', '),
      );
    }

    const forwarding = forwardMqtt
      ? ((await (await fetch(`${server.url}/api/health`)).json()) as { forwarding?: unknown }).forwarding
      : undefined;
    await server.stop();
    stopped = true;
    const text = copyText(rows, new Date().toISOString());
    const copyRate =
      kind === 'postgres'
        ? await copyBaselinePostgres(database!.url, text, rows.length)
        : await copyBaselinePglite(dataDir, durable, text, rows.length);
    const perPosition = {
      server: (cpu.server * 1e6) / acked,
      database: (cpu.database * 1e6) / acked,
      devices: (user + system) / acked,
    };
    if (forwardMqtt) console.log(`  forwarding: ${JSON.stringify(forwarding)}`);
    return { rate, copyRate, drainedRate: acked / drainedSeconds, packets, perPosition };
  } finally {
    if (!stopped) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

/** Rounds of the engine off then on (see the header: the medians of their ratios are printed). */
const ROUNDS = 3;

type Run = Awaited<ReturnType<typeof ingestionRun>>;
type Round = { off: Run; on: Run };

export async function ingestionBench(kind: Kind, fmt: (n: number, digits?: number) => string) {
  const rounds: Round[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const off = await ingestionRun(kind, { engine: false });
    const on = await ingestionRun(kind, { engine: true, geofences: GEOFENCES });
    rounds.push({ off, on });
  }
  const median = (value: (round: Round) => number) => percentile(rounds.map(value), 50);
  /** The median, then each round's value. */
  const medianOf = (value: (round: Round) => number, digits: number) =>
    `${fmt(median(value), digits)} (rounds ${rounds.map((round) => fmt(value(round), digits)).join(', ')})`;
  const name = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const copyRate = fmt(
    median((r) => r.off.copyRate),
    0,
  );
  console.log(
    `ingestion on ${name}, Teltonika TCP, ${DEVICES} devices × ${PACKETS[kind]} packets of ${RECORDS_PER_PACKET} records, ` +
      `${ROUNDS} rounds of the engine off then on, medians: engine off ${medianOf((r) => r.off.rate, 0)} positions/s ` +
      `(target ≥ ${TARGET[kind]}); raw COPY of the same rows ${copyRate} rows/s; ` +
      `ratio ${medianOf((r) => r.off.rate / r.off.copyRate, 2)} (target ≥ 0.3)`,
  );
  const drained = fmt(
    median((r) => r.on.drainedRate / r.off.rate),
    2,
  );
  console.log(
    `ingestion on ${name}, engine on with ${GEOFENCES} geofences: ${medianOf((r) => r.on.rate, 0)} positions/s acknowledged; ` +
      `ratio to its COPY ${medianOf((r) => r.on.rate / r.on.copyRate, 2)} (target ≥ 0.3); ` +
      `ratio to engine off ${medianOf((r) => r.on.rate / r.off.rate, 2)} (target ≥ 0.8)` +
      (kind === 'postgres'
        ? `; until the engine had processed every position: ratio to engine off ${drained}`
        : ''),
  );
  if (kind === 'postgres' && rounds[0]!.off.perPosition.server > 0) {
    const cpu = (run: (round: Round) => Run, part: 'server' | 'database' | 'devices') =>
      fmt(median((r) => run(r).perPosition[part]));
    const total = (run: Run) => run.perPosition.server + run.perPosition.database;
    const cpuRatio = fmt(
      median((r) => total(r.off) / total(r.on)),
      2,
    );
    console.log(
      `ingestion on ${name}, CPU per position until processed (medians): engine off server ${cpu((r) => r.off, 'server')} µs + ` +
        `PostgreSQL ${cpu((r) => r.off, 'database')} µs; engine on server ${cpu((r) => r.on, 'server')} µs + ` +
        `PostgreSQL ${cpu((r) => r.on, 'database')} µs; ratio off/on ${cpuRatio}; ` +
        `the simulated devices (this process, on the same cores) ${cpu((r) => r.off, 'devices')} µs engine off, ${cpu((r) => r.on, 'devices')} µs on`,
    );
  }
  return {
    rate: median((r) => r.off.rate),
    copyRate: median((r) => r.off.copyRate),
    engineRate: median((r) => r.on.rate),
  };
}

/** The embedded default with durability on and off, in the same run, with packets of 10 and of 1 record. */
export async function embeddedDurabilityBench(fmt: (n: number, digits?: number) => string) {
  for (const recordsPerPacket of [RECORDS_PER_PACKET, 1]) {
    const on = await ingestionRun('pglite', { durable: true, recordsPerPacket });
    const off = await ingestionRun('pglite', { durable: false, recordsPerPacket });
    console.log(
      `ingestion on PGlite, Teltonika TCP, ${DEVICES} devices × ${on.packets} packets of ${recordsPerPacket} record${recordsPerPacket === 1 ? '' : 's'}, engine on: ` +
        `durability on ${fmt(on.rate, 0)} positions/s (target ≥ ${TARGET.pglite}; ratio to its COPY ${fmt(on.rate / on.copyRate, 2)}), ` +
        `off ${fmt(off.rate, 0)} positions/s; ratio on/off ${fmt(on.rate / off.rate, 2)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] !== 'forwarding') {
  const kinds = (process.argv[2] ? [process.argv[2]] : ['postgres', 'pglite']) as Kind[];
  const fmt = (n: number, digits = 1) => n.toFixed(digits);
  for (const kind of kinds) {
    if (kind === 'pglite') await embeddedDurabilityBench(fmt);
    else await ingestionBench(kind, fmt);
  }
}

/**
 * Ingestion with forwarding of every position to MQTT (Mosquitto on this machine) as a ratio of the same load
 * without it, in the same run (target ≥ 0.8), engine on both times (the product's default).
 */
export async function forwardingBench(kind: Kind, fmt: (n: number, digits?: number) => string) {
  const off = await ingestionRun(kind, { engine: true });
  const on = await ingestionRun(kind, { engine: true, forwardMqtt: true });
  const total = (run: typeof on) => run.perPosition.server + run.perPosition.database;
  console.log(
    `ingestion on ${kind} with MQTT forwarding: ${fmt(on.rate, 0)} positions/s, without ${fmt(off.rate, 0)} positions/s; ` +
      `ratio ${fmt(on.rate / off.rate, 2)} (target ≥ 0.8); CPU per position ${fmt(total(on))} µs vs ${fmt(total(off))} µs, ratio off/on ${fmt(total(off) / total(on), 2)}`,
  );
  return { on, off };
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === 'forwarding') {
  await forwardingBench((process.argv[3] ?? 'postgres') as Kind, (n, digits = 1) => n.toFixed(digits));
}
