// The events read path at 10 million events on PostgreSQL (target ≤ 50 ms server time): 1,000 vehicles,
// 100 geofences, 12 weeks of events in their weekly partitions, generated in the database. Measured through
// the real API: page 1 of GET /api/dashboard/events with no filter, each filter and combinations, pages
// further in, and one vehicle-day (GET /api/dashboard/vehicles/{id}/events). Server time is Fastify's
// `responseTime` of each request (from its log); median and p95 of 15 requests after 2 warm-ups, printed as a
// ratio to the target and next to GET /api/health measured the same way in this run.
// Run alone: `npx tsx bench/events-list.ts`; EVENTS_BENCH_DATABASE_URL=… seeds (once) and keeps that database.
import pg from 'pg';
import { ensurePositionPartitions } from '../apps/server/src/db/position-partitions';
import { freePort } from './ingestion';
import { scratchDatabase } from './postgres';
import { startServer } from './server';

const EVENTS = 10_000_000;
const VEHICLES = 1_000;
const GEOFENCES = 100;
const WEEKS = 12;
const TARGET_MS = 50;
const RUNS = 15;
const TIME_ZONE = 'Asia/Riyadh';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
};

/**
 * Realistic shares of types: geofence crossings and overspeed most, ignition and idle next, a few offline,
 * alarms (a third of them SOS, critical), itinerary events and critical faults. `slot` is 0–999.
 */
const TYPE_OF_SLOT = `CASE
  WHEN slot < 200 THEN 'geofence_enter' WHEN slot < 400 THEN 'geofence_exit' WHEN slot < 580 THEN 'overspeed'
  WHEN slot < 680 THEN 'idle' WHEN slot < 780 THEN 'ignition_on' WHEN slot < 880 THEN 'ignition_off'
  WHEN slot < 920 THEN 'device_offline' WHEN slot < 950 THEN 'device_online' WHEN slot < 965 THEN 'alarm'
  WHEN slot < 980 THEN 'trip_started' WHEN slot < 990 THEN 'station_late' WHEN slot < 998 THEN 'trip_finished'
  ELSE 'critical_fault' END`;

async function seed(url: string, start: Date, end: Date): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A kept database seeded before (EVENTS_BENCH_DATABASE_URL) is used as it is.
    const seeded = await client.query(`SELECT 1 FROM geofences WHERE name = 'Bench zone 1'`);
    if (seeded.rows.length > 0) return;
    await client.query(
      `INSERT INTO vehicles (name, model, manufacture_year, plate_number, category, fuel_type, capacity,
                             meter_reading, device_id, form_end_date, status, created_at, updated_at)
       SELECT 'Events ' || g, 'Hilux', 2020, 'EVT ' || g, 'car', 'diesel', 5, 0, (870000000000000 + g)::text,
              current_date + 300, true, now(), now()
       FROM generate_series(1, $1::int) AS g`,
      [VEHICLES],
    );
    await client.query(
      `INSERT INTO geofences (name, type, geometry, radius, color)
       SELECT 'Bench zone ' || g, 'circle',
              jsonb_build_object('type', 'Point', 'coordinates', jsonb_build_array(46.6 + g / 1000.0, 24.7)),
              300, '#2563eb'
       FROM generate_series(1, $1::int) AS g`,
      [GEOFENCES],
    );
    // The demo's events (some in past weeks) sit in the default partition, which keeps those weeks from
    // being created: they are parked, the weeks created, and they are put back.
    await client.query('CREATE TEMP TABLE parked AS SELECT * FROM events_default');
    await client.query('DELETE FROM events_default');
    const { skipped } = await ensurePositionPartitions(
      { query: async (text, params) => (await client.query(text, params)).rows as never },
      start,
      end,
      'events',
    );
    if (skipped.length > 0) throw new Error(`weekly partitions not created: ${skipped.join(', ')}`);
    await client.query('INSERT INTO events OVERRIDING SYSTEM VALUE SELECT * FROM parked');
    const span = (end.getTime() - start.getTime()) / 1000;
    // One statement per week, so a slow machine shows progress; every event's time is distinct per vehicle.
    const perWeek = Math.ceil(EVENTS / WEEKS);
    for (let week = 0; week < WEEKS; week++) {
      const from = week * perWeek;
      const count = Math.min(perWeek, EVENTS - from);
      const started = performance.now();
      await client.query(
        `WITH v AS (SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM vehicles ORDER BY id DESC LIMIT $3) x),
              f AS (SELECT array_agg(id ORDER BY id) AS ids FROM geofences WHERE name LIKE 'Bench zone %'),
              raw AS (
                SELECT g, hashint8(g) AS h, v.ids AS vids, f.ids AS fids FROM generate_series($1::bigint, $1::bigint + $2 - 1) AS g, v, f),
              mixed AS (
                SELECT g, abs(h % 1000) AS slot, vids[1 + (g * 31) % array_length(vids, 1)] AS vehicle_id,
                       fids[1 + abs((h / 1000) % array_length(fids, 1))] AS geofence_id,
                       $4::timestamptz + (g::float8 * $5 / $6) * interval '1 second' AS time
                FROM raw),
              typed AS (SELECT *, ${TYPE_OF_SLOT} AS type FROM mixed)
         INSERT INTO events (vehicle_id, type, subject, time, severity, lat, lon, geofence_id, attributes)
         SELECT vehicle_id, type,
                CASE WHEN type LIKE 'geofence%' THEN geofence_id::text WHEN type = 'alarm' THEN 'sos' ELSE '' END,
                time,
                CASE WHEN type IN ('alarm', 'critical_fault') THEN 'critical'
                     WHEN type IN ('overspeed', 'idle', 'device_offline', 'station_late') THEN 'warning'
                     ELSE 'info' END,
                24.7 + (g % 997) / 10000.0, 46.6 + (g % 991) / 10000.0,
                CASE WHEN type LIKE 'geofence%' THEN geofence_id END,
                CASE WHEN type = 'overspeed' THEN jsonb_build_object('speed', 90 + g % 40, 'limit', 80)
                     WHEN type = 'alarm' THEN jsonb_build_object('alarm', 'sos')
                     ELSE '{}'::jsonb END
         FROM typed`,
        [from, count, VEHICLES, start.toISOString(), span, EVENTS],
      );
      console.log(
        `  events seeded: week ${week + 1}/${WEEKS} (${count} rows, ${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
    const started = performance.now();
    await client.query('VACUUM ANALYZE events');
    console.log(`  VACUUM ANALYZE events: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

/** `responseTime` (ms) of every completed request, by URL, from the server's JSON log. */
function serverTimes() {
  const urls = new Map<string, string>();
  const times = new Map<string, number[]>();
  const onLine = (line: string) => {
    try {
      const entry = JSON.parse(line) as { reqId?: string; req?: { url?: string }; responseTime?: number };
      if (entry.reqId && entry.req?.url) urls.set(entry.reqId, entry.req.url);
      const url = entry.reqId ? urls.get(entry.reqId) : undefined;
      if (url && entry.responseTime !== undefined) {
        times.set(url, [...(times.get(url) ?? []), entry.responseTime]);
        urls.delete(entry.reqId!);
      }
    } catch {
      // not a JSON line
    }
  };
  return { onLine, times };
}

const dayIn = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);

export async function eventsListBench(fmt: (n: number, digits?: number) => string) {
  const kept = process.env.EVENTS_BENCH_DATABASE_URL;
  const database = kept ? { url: kept, drop: async () => {} } : await scratchDatabase();
  const end = new Date();
  const start = new Date(end.getTime() - WEEKS * 7 * 24 * 3_600_000);
  const log = serverTimes();
  const server = await startServer(
    await freePort(),
    {
      DATABASE_URL: database.url,
      DEMO: '1',
      DEMO_HISTORY: '0',
      LOG_LEVEL: 'info',
      FLEET_TIMEZONE: TIME_ZONE,
    },
    log.onLine,
  );
  try {
    const seeding = performance.now();
    await seed(database.url, start, end);
    console.log(`  seeding: ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const one = async (text: string) => Number(Object.values((await client.query(text)).rows[0] ?? {})[0]);
    // A seeded vehicle: ~10,000 events over the weeks, ~120 a day (the demo's own have a handful).
    const vehicle = await one(`SELECT id FROM vehicles WHERE name = 'Events 7'`);
    const geofence = await one(`SELECT id FROM geofences WHERE name = 'Bench zone 7'`);
    await client.end();

    const auth = { authorization: `Bearer ${server.token}` };
    const iso = (msAgo: number) => new Date(end.getTime() - msAgo).toISOString();
    const day = 24 * 3_600_000;
    const range = `from=${iso(30 * day)}&to=${iso(23 * day)}`;
    const list = '/api/dashboard/events';
    const cases: [string, string][] = [
      ['no filter, page 1', `${list}`],
      ['no filter, 100 per page', `${list}?per_page=100`],
      ['type=overspeed', `${list}?type=overspeed`],
      ['type=alarm,critical_fault (rare)', `${list}?type=alarm,critical_fault`],
      ['type=geofence_enter', `${list}?type=geofence_enter`],
      ['vehicle', `${list}?vehicle_id=${vehicle}`],
      ['geofence', `${list}?geofence_id=${geofence}`],
      ['severity=critical', `${list}?severity=critical`],
      ['severity=info', `${list}?severity=info`],
      ['one week a month ago', `${list}?${range}`],
      ['vehicle + type=alarm', `${list}?vehicle_id=${vehicle}&type=alarm`],
      ['vehicle + severity=critical', `${list}?vehicle_id=${vehicle}&severity=critical`],
      ['geofence + type=geofence_enter', `${list}?geofence_id=${geofence}&type=geofence_enter`],
      ['geofence + one week', `${list}?geofence_id=${geofence}&${range}`],
      ['type=overspeed + one week', `${list}?type=overspeed&${range}`],
      ['severity=critical + one week', `${list}?severity=critical&${range}`],
      [
        'vehicle + type + severity + one week',
        `${list}?vehicle_id=${vehicle}&type=alarm&severity=critical&${range}`,
      ],
      ['type=idle + severity=critical (no match)', `${list}?type=idle&severity=critical`],
      ['no filter, page 10', `${list}?page=10`],
      ['no filter, page 100 of 100', `${list}?page=100&per_page=100`],
      ['type=overspeed, page 50', `${list}?type=overspeed&page=50`],
      [
        'vehicle-day (movement record)',
        `/api/dashboard/vehicles/${vehicle}/events?start_date=${dayIn(new Date(end.getTime() - 10 * day))}`,
      ],
    ];

    const request = async (path: string) => {
      const response = await fetch(`${server.url}${path}`, { headers: auth });
      const body = (await response.json()) as { data?: unknown[]; meta?: { total: number } };
      if (!response.ok)
        throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
      return body;
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
    const timesOf = async (path: string) => {
      let body: Awaited<ReturnType<typeof request>> = {};
      for (let i = 0; i < 2; i++) await request(path);
      await settle();
      log.times.delete(path);
      for (let i = 0; i < RUNS; i++) body = await request(path);
      await settle();
      return { times: log.times.get(path) ?? [], body };
    };

    const health = await timesOf('/api/health');
    const healthMedian = percentile(health.times, 0.5);
    console.log(
      `events list on PostgreSQL, ${EVENTS} events (${VEHICLES} vehicles, ${WEEKS} weeks); server time of GET /api/health: median ${fmt(healthMedian, 2)} ms`,
    );
    let worst = 0;
    for (const [label, path] of cases) {
      const { times, body } = await timesOf(path);
      const p50 = percentile(times, 0.5);
      const p95 = percentile(times, 0.95);
      worst = Math.max(worst, p95);
      const total = body.meta ? `, total ${body.meta.total}` : '';
      console.log(
        `  ${label}: ${body.data?.length ?? 0} rows${total}; server time median ${fmt(p50)} ms, p95 ${fmt(p95)} ms; ratio of p95 to the ${TARGET_MS} ms target ${fmt(p95 / TARGET_MS, 2)}`,
      );
    }
    console.log(
      `events list, worst p95 over ${cases.length} queries: ${fmt(worst)} ms; ratio to the ${TARGET_MS} ms target ${fmt(worst / TARGET_MS, 2)} (≤ 1 passes)`,
    );
  } finally {
    await server.stop();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await eventsListBench((n, digits = 1) => n.toFixed(digits));
}
