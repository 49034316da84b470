// Reports on PostgreSQL (docs/api.md#reports; targets of issue 16), through the real API, server time from
// Fastify's `responseTime` (median and p95 of 7 runs after 2 warm-ups):
// - summary of 1,000 vehicles × 31 days (≤ 300 ms);
// - trips of one vehicle over one year of positions at 10 s (3.15 million rows, detected by the rebuild
//   command from stored positions: its time is printed too) (≤ 1 s);
// - trips of 100 vehicles × 31 days (≤ 500 ms);
// - the .xlsx export of 100,000 trips (≤ 10 s), with the server's resident memory sampled during it (flat:
//   the export streams);
// - the fuel report of 1,000 vehicles × 31 days, by vehicle and by day (≤ 300 ms, issue 46), from the fuel days
//   the fuel day tracker keeps (one fuel-level sensor a vehicle, a refuel every fifth day, a drain every
//   twentieth, a fuel card a week matched to a refuel event).
// The daily rows, trips and stops of the 1,000 vehicles are generated in the database (5 trips and 5 stops a
// vehicle-day, one overspeed event in four), the year of positions and the fuel days too.
// Run alone: `npx tsx bench/reports.ts`; only the fuel report: `npx tsx bench/reports.ts --fuel`.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { definitionKey } from '../apps/server/src/modules/reports/fuel-days';
import { toDefinition } from '../apps/server/src/modules/reports/sensor-report';
import { freePort } from './ingestion';
import { scratchDatabase } from './postgres';
import { startServer } from './server';

const VEHICLES = 1_000;
const DAYS = 31;
const TIME_ZONE = 'Asia/Riyadh';
const RUNS = 7;
const YEAR_FIXES = 365 * 8640;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
};

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

const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
};

async function seed(client: pg.Client, firstDay: string): Promise<{ yearVehicle: number; ids: number[] }> {
  await client.query(
    `INSERT INTO vehicles (name, model, manufacture_year, plate_number, category, fuel_type, capacity,
                           meter_reading, device_id, form_end_date, status, created_at, updated_at)
     SELECT 'Report ' || g, 'Hilux', 2020, 'RPT ' || g, 'car', 'diesel', 5, 0, (880000000000000 + g)::text,
            current_date + 300, true, now(), now()
     FROM generate_series(1, $1::int) AS g`,
    [VEHICLES + 1],
  );
  const ids = (
    await client.query<{ id: number }>(`SELECT id FROM vehicles WHERE name LIKE 'Report %' ORDER BY id`)
  ).rows.map((row) => row.id);
  const yearVehicle = ids.pop()!;
  const started = performance.now();
  await client.query(
    `INSERT INTO report_days (vehicle_id, day, distance_m, driving_seconds, idle_seconds, stopped_seconds, max_speed,
                              odometer_start_km, odometer_end_km, trips, stops)
     SELECT v, $2::date + d, 80000 + (v * 7 + d * 13) % 40000, 10000, 3000, 73400, 90 + (v + d) % 40,
            1000 + d * 100, 1100 + d * 100, 5, 5
     FROM unnest($1::int[]) AS v, generate_series(0, $3::int - 1) AS d`,
    [ids, firstDay, DAYS],
  );
  // 5 trips and 5 stops a vehicle-day (in the fleet's zone: day d starts at 21:00 UTC the evening before).
  for (const table of ['report_trips', 'report_stops']) {
    const columns =
      table === 'report_trips'
        ? `start_lat, start_lon, end_lat, end_lon, distance_m, max_speed`
        : `lat, lon, engine_on_seconds`;
    const values =
      table === 'report_trips'
        ? `24.7 + k / 100.0, 46.6, 24.7, 46.6 + k / 100.0, 16000 + k * 10, 90`
        : `24.7 + k / 100.0, 46.6, 60`;
    await client.query(
      `INSERT INTO ${table} (vehicle_id, start_time, end_time, ${columns})
       SELECT v, t, t + interval '40 minutes', ${values}
       FROM unnest($1::int[]) AS v, generate_series(0, $3::int - 1) AS d, generate_series(0, 4) AS k,
            LATERAL (SELECT ($2::date + d)::timestamp AT TIME ZONE '${TIME_ZONE}'
                            + (6 + k * 3) * interval '1 hour' + (${table === 'report_stops' ? 60 : 0} + v % 30) * interval '1 minute' AS t) x`,
      [ids, firstDay, DAYS],
    );
  }
  await client.query(
    `INSERT INTO events (vehicle_id, type, subject, time, severity, lat, lon, attributes)
     SELECT v, 'overspeed', '', ($2::date + d)::timestamp AT TIME ZONE '${TIME_ZONE}' + interval '9 hours' + v * interval '1 second',
            'warning', 24.7, 46.6, '{}'::jsonb
     FROM unnest($1::int[]) AS v, generate_series(0, $3::int - 1) AS d WHERE (v + d) % 4 = 0`,
    [ids, firstDay, DAYS],
  );
  await seedFuel(client, ids, firstDay);
  await client.query(
    'ANALYZE report_days, report_trips, report_stops, events, vehicle_sensors, report_fuel_days, report_fuel_state, fuel_transactions',
  );
  console.log(`  report rows seeded: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { yearVehicle, ids };
}

/**
 * One 200 L fuel-level sensor a vehicle with its fuel days as the fuel day tracker writes them (its track saved with
 * the sensor's definition, so the report reads the days): 25 to 40 L burnt a day, a refuel of 100 L every fifth
 * day, a drain of 20 L every twentieth; a fuel card a week, each with the refuel event it matches.
 */
async function seedFuel(client: pg.Client, ids: number[], firstDay: string): Promise<void> {
  const sensors = (
    await client.query(
      `INSERT INTO vehicle_sensors (vehicle_id, name, type, attribute, capacity)
       SELECT v, 'Tank', 'fuel_level', 'fuel', 200 FROM unnest($1::int[]) AS v
       RETURNING id, vehicle_id, name, type, attribute, calibration, multiplier, capacity, min, max,
         refuel_min_litres, drain_min_litres`,
      [ids],
    )
  ).rows;
  const definition = definitionKey(toDefinition(sensors[0]));
  await client.query(
    `INSERT INTO report_fuel_state (sensor_id, vehicle_id, fix_time, definition, state)
     SELECT id, vehicle_id, now(), $1, '{}'::jsonb FROM vehicle_sensors WHERE vehicle_id = ANY($2::int[])`,
    [definition, ids],
  );
  await client.query(
    `INSERT INTO report_fuel_days (sensor_id, day, vehicle_id, start_litres, end_litres, refuelled_litres, refuels,
                                   drained_litres, drains)
     SELECT s.id, $2::date + d, s.vehicle_id, 150, 150 - burnt + refuel - drain, refuel, (refuel > 0)::int, drain,
            (drain > 0)::int
     FROM vehicle_sensors s, generate_series(0, $3::int - 1) AS d,
          LATERAL (SELECT 25 + (s.vehicle_id * 7 + d * 13) % 15 AS burnt,
                          CASE WHEN (s.vehicle_id + d) % 5 = 0 THEN 100 ELSE 0 END AS refuel,
                          CASE WHEN (s.vehicle_id + d) % 20 = 7 THEN 20 ELSE 0 END AS drain) x
     WHERE s.vehicle_id = ANY($1::int[])`,
    [ids, firstDay, DAYS],
  );
  await client.query(
    `WITH t AS (
       SELECT v, ($2::date + d)::timestamp AT TIME ZONE '${TIME_ZONE}' + interval '10 hours' AS time
       FROM unnest($1::int[]) AS v, generate_series(0, $3::int - 1, 7) AS d
     ),
     e AS (
       INSERT INTO events (vehicle_id, type, subject, time, severity, lat, lon, attributes)
       SELECT v, 'fuel_refuel', '1', time - interval '20 minutes', 'info', 24.7, 46.6,
              '{"litres": 100, "level_before": 50, "level_after": 150}'::jsonb
       FROM t
     )
     INSERT INTO fuel_transactions (vehicle_id, time, litres, cost, station)
     SELECT v, time, 102, 240, 'S1' FROM t`,
    [ids, firstDay, DAYS],
  );
}

/** A year at 10 s for one vehicle: every 4 hours, 160 minutes parked and 80 minutes driving a 48 km loop. */
async function seedYear(client: pg.Client, vehicleId: number, start: Date): Promise<void> {
  const started = performance.now();
  const chunk = 500_000;
  for (let from = 0; from < YEAR_FIXES; from += chunk) {
    await client.query(
      `INSERT INTO positions (vehicle_id, fix_time, server_time, valid, lat, lon, speed, course, altitude, satellites, ignition, attributes)
       SELECT $1, t, t, true,
              CASE WHEN s < 960 THEN 24.7 ELSE 24.7 + 0.0687 * sin(2 * pi() * (s - 960) / 480) END,
              CASE WHEN s < 960 THEN 46.6687 ELSE 46.6 + 0.0687 * cos(2 * pi() * (s - 960) / 480) END,
              CASE WHEN s < 960 THEN 0 ELSE 36 END, 0, NULL, 8, s >= 960, '{}'::jsonb
       FROM generate_series($2::int, $3::int) AS g,
            LATERAL (SELECT $4::timestamptz + g * interval '10 seconds' AS t, g % 1440 AS s) x`,
      [vehicleId, from, Math.min(YEAR_FIXES, from + chunk) - 1, start.toISOString()],
    );
  }
  await client.query(
    `INSERT INTO latest_positions SELECT * FROM positions WHERE vehicle_id = $1 ORDER BY fix_time DESC LIMIT 1
                      ON CONFLICT (vehicle_id) DO NOTHING`,
    [vehicleId],
  );
  await client.query('ANALYZE positions');
  console.log(`  ${YEAR_FIXES} positions seeded: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

export async function reportsBench(fmt: (n: number, digits?: number) => string, onlyFuel = false) {
  const database = await scratchDatabase();
  const log = serverTimes();
  const server = await startServer(
    process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort(),
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
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const today = new Date();
    const firstDay = new Date(today.getTime() - (DAYS + 1) * 86_400_000).toISOString().slice(0, 10);
    const lastDay = new Date(Date.parse(firstDay) + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const { yearVehicle, ids } = await seed(client, firstDay);
    const yearStart = new Date(today.getTime() - 366 * 86_400_000);
    if (!onlyFuel) await seedYear(client, yearVehicle, yearStart);
    await client.end();

    const auth = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
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

    const report = async (label: string, path: string, target: number) => {
      const { times, body } = await timesOf(path);
      const p50 = percentile(times, 0.5);
      const p95 = percentile(times, 0.95);
      console.log(
        `  ${label}: ${body.data?.length ?? 0} rows of ${body.meta?.total ?? 0}; server time median ${fmt(p50)} ms, p95 ${fmt(p95)} ms; ratio of the median to the ${target} ms target ${fmt(p50 / target, 2)} (≤ 1 passes)`,
      );
    };
    const fuelCases: [string, string, number][] = [
      [
        'fuel, 1,000 vehicles × 31 days (group=vehicle)',
        `/api/dashboard/reports/fuel?start_date=${firstDay}&end_date=${lastDay}`,
        300,
      ],
      [
        'fuel, 1,000 vehicles × 31 days (group=day)',
        `/api/dashboard/reports/fuel?start_date=${firstDay}&end_date=${lastDay}&group=day`,
        300,
      ],
    ];
    if (onlyFuel) {
      for (const [label, path, target] of fuelCases) await report(label, path, target);
      return;
    }

    // The rebuild command detects the year of positions.
    const rebuildStarted = performance.now();
    const started = await fetch(`${server.url}/api/dashboard/reports/rebuild`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ from: yearStart.toISOString(), vehicle_ids: [yearVehicle] }),
    });
    const { data: rebuild } = (await started.json()) as { data: { id: number } };
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const progress = (await request(`/api/dashboard/reports/rebuild/${rebuild.id}`)) as unknown as {
        data: { status: string };
      };
      if (progress.data.status !== 'running') break;
    }
    const rebuildS = (performance.now() - rebuildStarted) / 1000;
    console.log(
      `reports: rebuild of one vehicle's year (${YEAR_FIXES} positions) from stored positions: ${fmt(rebuildS)} s (${fmt(YEAR_FIXES / rebuildS / 1000, 0)}k positions/s)`,
    );

    const hundred = ids.slice(0, 100).join(',');
    const yearFrom = yearStart.toISOString().slice(0, 10);
    const yearTo = new Date(Date.parse(yearFrom) + 365 * 86_400_000).toISOString().slice(0, 10);
    const cases: [string, string, number][] = [
      [
        'summary, 1,000 vehicles × 31 days (group=vehicle)',
        `/api/dashboard/reports/summary?start_date=${firstDay}&end_date=${lastDay}`,
        300,
      ],
      [
        'summary, 1,000 vehicles × 31 days (group=day)',
        `/api/dashboard/reports/summary?start_date=${firstDay}&end_date=${lastDay}&group=day`,
        300,
      ],
      [
        'trips, one vehicle × one year of 10 s positions',
        `/api/dashboard/reports/trips?vehicle_ids=${yearVehicle}&start_date=${yearFrom}&end_date=${yearTo}`,
        1000,
      ],
      [
        'trips, 100 vehicles × 31 days',
        `/api/dashboard/reports/trips?vehicle_ids=${hundred}&start_date=${firstDay}&end_date=${lastDay}`,
        500,
      ],
      [
        'stops, 100 vehicles × 31 days',
        `/api/dashboard/reports/stops?vehicle_ids=${hundred}&start_date=${firstDay}&end_date=${lastDay}`,
        500,
      ],
    ];
    for (const [label, path, target] of [...cases, ...fuelCases]) await report(label, path, target);

    // 100,000 trips: 1,000 vehicles × 20 days.
    const exportTo = new Date(Date.parse(firstDay) + 19 * 86_400_000).toISOString().slice(0, 10);
    const before = server.pid ? rssMb(server.pid) : NaN;
    let peak = before;
    const sampler = setInterval(() => {
      if (server.pid) peak = Math.max(peak, rssMb(server.pid));
    }, 50);
    const exportStarted = performance.now();
    const response = await fetch(
      `${server.url}/api/dashboard/reports/trips?start_date=${firstDay}&end_date=${exportTo}&format=xlsx`,
      { headers: auth },
    );
    let bytes = 0;
    for await (const part of response.body as unknown as AsyncIterable<Uint8Array>) bytes += part.length;
    const exportS = (performance.now() - exportStarted) / 1000;
    clearInterval(sampler);
    console.log(
      `  export of 100,000 trips to .xlsx: ${fmt(bytes / 1e6)} MB in ${fmt(exportS, 2)} s; ratio to the 10 s target ${fmt(exportS / 10, 2)} (≤ 1 passes); server RSS ${fmt(before, 0)} MB before, peak ${fmt(peak, 0)} MB during (+${fmt(peak - before, 0)} MB)`,
    );
  } finally {
    await server.stop();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await reportsBench((n, digits = 1) => n.toFixed(digits), process.argv.includes('--fuel'));
}
