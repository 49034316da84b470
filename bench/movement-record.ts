// One vehicle with 30 days of positions at 10 s intervals (259,200 rows): the day's movement record,
// GET /api/dashboard/vehicles/{id}/positions?start_date=…, on PostgreSQL and PGlite (target ≤ 50 ms).
// Server time is Fastify's `responseTime` of each request (from its log); the client's round trip on the
// same machine is shown too. Median and p95 of 20 requests after 3 warm-ups; and of the first request of 10
// other days (the server keeps the records it built: this is the cost of building one). Run alone: `npx tsx bench/movement-record.ts [postgres|pglite]`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { ensurePositionPartitions } from '../apps/server/src/db/position-partitions';
import { freePort } from './ingestion';
import { scratchDatabase } from './postgres';
import { startServer } from './server';

const DAYS = 30;
const INTERVAL_S = 10;
const ROWS = (DAYS * 24 * 3600) / INTERVAL_S;
const TIME_ZONE = 'Asia/Riyadh';

type Kind = 'postgres' | 'pglite';
type Raw = { query: <R>(text: string, params?: unknown[]) => Promise<R[]> };

const INSERT_SQL = `
INSERT INTO positions (vehicle_id, fix_time, server_time, valid, lat, lon, speed, course, altitude, satellites, ignition, attributes)
SELECT $1, t, t + interval '2 seconds', true, 24.7 + 0.05 * sin(g / 700.0), 46.7 + 0.05 * cos(g / 900.0),
       (g % 90)::float8, (g % 360)::float8, 600, 9, g % 90 > 0,
       jsonb_build_object('ignition', g % 90 > 0, 'odometer', g * 25, 'batteryLevel', 80)
FROM generate_series(0, $3::int - 1) AS g, LATERAL (SELECT $2::timestamptz + g * interval '${INTERVAL_S} seconds' AS t) AS x`;

async function fill(database: Raw, vehicleId: number, start: Date): Promise<void> {
  await ensurePositionPartitions(database, start, new Date());
  await database.query(INSERT_SQL, [vehicleId, start.toISOString(), ROWS]);
  await database.query('ANALYZE positions');
}

const dayIn = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);

async function firstVehicleId(url: string, token: string): Promise<number> {
  const response = await fetch(`${url}/api/dashboard/vehicles?per_page=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { id: number }[] }).data[0]!.id;
}

/** `responseTime` (ms) of every completed request whose URL has `/positions`, from the server's JSON log. */
function serverTimes() {
  const urls = new Map<string, string>();
  const times: number[] = [];
  const onLine = (line: string) => {
    try {
      const entry = JSON.parse(line) as { reqId?: string; req?: { url?: string }; responseTime?: number };
      if (entry.reqId && entry.req?.url) urls.set(entry.reqId, entry.req.url);
      if (entry.reqId && entry.responseTime !== undefined && urls.get(entry.reqId)?.includes('/positions')) {
        times.push(entry.responseTime);
      }
    } catch {
      // not a JSON line
    }
  };
  return { onLine, times };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
};

async function measure(url: string, token: string, vehicleId: number, days: string[], server: number[]) {
  const request = async (day: string) => {
    const started = performance.now();
    const response = await fetch(`${url}/api/dashboard/vehicles/${vehicleId}/positions?start_date=${day}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const encoding = response.headers.get('content-encoding') ?? 'identity';
    const bytes = Number(response.headers.get('content-length'));
    const body = (await response.json()) as { data: unknown[] };
    return { ms: performance.now() - started, rows: body.data.length, encoding, bytes };
  };
  const lastLogLines = () => new Promise((resolve) => setTimeout(resolve, 200));
  const [day, ...otherDays] = days as [string, ...string[]];
  for (let i = 0; i < 3; i++) await request(day);
  // Each other day once: the record is built (the server keeps built records, checked by a count).
  await lastLogLines();
  server.length = 0;
  for (const other of otherDays) await request(other);
  await lastLogLines();
  const firstTimes = [...server];
  server.length = 0;
  const runs = [];
  for (let i = 0; i < 20; i++) runs.push(await request(day));
  await lastLogLines();
  const client = runs.map((r) => r.ms);
  return {
    median: percentile(server, 0.5),
    p95: percentile(server, 0.95),
    firstMedian: percentile(firstTimes, 0.5),
    firstP95: percentile(firstTimes, 0.95),
    clientMedian: percentile(client, 0.5),
    rows: runs[0]!.rows,
    /** How the answer travelled (fetch asks for compression, as a browser does). */
    encoding: `${runs[0]!.encoding}, ${(runs[0]!.bytes / 1024).toFixed(0)} KB`,
  };
}

export async function movementRecordBench(kind: Kind, fmt: (n: number, digits?: number) => string) {
  const start = new Date(Date.now() - DAYS * 24 * 3_600_000);
  // The measured day (asked 23 times), then 10 other whole days asked once each.
  const days = [15, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((ago) =>
    dayIn(new Date(Date.now() - ago * 24 * 3_600_000)),
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-bench-movement-'));
  const database = kind === 'postgres' ? await scratchDatabase() : null;
  const env: Record<string, string> = { DATA_DIR: dataDir, FLEET_TIMEZONE: TIME_ZONE, LOG_LEVEL: 'info' };
  const log = serverTimes();
  if (database) env.DATABASE_URL = database.url;
  const port = await freePort();
  let server = await startServer(port, env, log.onLine);
  try {
    const vehicleId = await firstVehicleId(server.url, server.token);
    if (database) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await fill(
        { query: async (text, params) => (await client.query(text, params)).rows },
        vehicleId,
        start,
      );
      await client.end();
    } else {
      // The embedded database has one owner: fill it while the server is stopped.
      await server.stop();
      const client = await PGlite.create(join(dataDir, 'db'), { extensions: { pg_trgm } });
      await fill(
        { query: async (text, params) => (await client.query(text, params)).rows as never },
        vehicleId,
        start,
      );
      await client.close();
      server = await startServer(port, env, log.onLine);
    }
    const result = await measure(server.url, server.token, vehicleId, days, log.times);
    console.log(
      `movement record on ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, one vehicle with ${DAYS} days at ${INTERVAL_S} s (${ROWS} rows), one day (${result.rows} positions, sent ${result.encoding}): ` +
        `server time median ${fmt(result.median)} ms, p95 ${fmt(result.p95)} ms (target ≤ 50 ms); client round trip median ${fmt(result.clientMedian)} ms; ` +
        `first request of a day (record built): median ${fmt(result.firstMedian)} ms, p95 ${fmt(result.firstP95)} ms`,
    );
    return result;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kinds = (process.argv[2] ? [process.argv[2]] : ['postgres', 'pglite']) as Kind[];
  for (const kind of kinds) await movementRecordBench(kind, (n, digits = 1) => n.toFixed(digits));
}
