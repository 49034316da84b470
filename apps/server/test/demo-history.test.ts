import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { DEFAULT_POOL_SIZE, type DatabaseConfig } from '../src/config';
import { rowsOf } from '../src/db/client';
import { appSettings } from '../src/db/schema';
import { addDays, todayIn } from '../src/lib/dates';
import { DEMO_HISTORY_KEY, type DemoHistoryMarker } from '../src/modules/system';
import { apiRequest, DEMO, login, testConfig } from './harness';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
/** Fewer days than the 30 of a real start: the same code path, a test's time. */
const DAYS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What the history wrote and what follows from it. Not the events the clock raises (a tracker silent for ten minutes,
 * a document about to expire, a service due by date) nor their notifications: a restart's timers may raise those for
 * the first time, and do when the fleet's day has turned between the two starts.
 */
const CLOCK_EVENTS = sql.raw(
  `('device_offline', 'document_expiring', 'document_expired', 'maintenance_due', 'maintenance_overdue')`,
);
async function counts(app: FastifyInstance) {
  const [row] = rowsOf<{ positions: number; events: number; inbox: number; rules: number }>(
    await app.db.execute(sql`SELECT
      (SELECT count(*)::int FROM positions) AS positions,
      (SELECT count(*)::int FROM events WHERE type NOT IN ${CLOCK_EVENTS}) AS events,
      (SELECT count(*)::int FROM notifications n JOIN events e ON e.id = n.event_id
        WHERE e.type NOT IN ${CLOCK_EVENTS}) AS inbox,
      (SELECT count(*)::int FROM notification_rules) AS rules`),
  );
  return row!;
}

async function marker(app: FastifyInstance): Promise<DemoHistoryMarker | null> {
  const [row] = await app.db.select().from(appSettings).where(eq(appSettings.key, DEMO_HISTORY_KEY));
  return (row?.value as DemoHistoryMarker | undefined) ?? null;
}

/** Polls the notice endpoint as the administrator until the history is done; returns the statuses seen. */
async function untilWritten(app: FastifyInstance, timeoutMs = 120_000): Promise<string[]> {
  const token = await login(app, DEMO.admin);
  const seen: string[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await apiRequest(app, 'GET', '/api/dashboard/system/demo-history', token);
    expect(response.statusCode, response.body).toBe(200);
    const { status } = response.json().data as { status: string };
    if (seen.at(-1) !== status) seen.push(status);
    if (status === 'done') return seen;
    if (Date.now() > deadline)
      throw new Error(`history not written within ${timeoutMs} ms: ${seen.join(', ')}`);
    await sleep(250);
  }
}

describe.each(TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'])('demo history on %s', (kind) => {
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];
  let dropDatabase: (() => Promise<void>) | null = null;

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await dropDatabase?.();
  });

  async function database(dataDir: string): Promise<DatabaseConfig> {
    if (kind === 'pglite') return { driver: 'pglite', dataDir: path.join(dataDir, 'db'), durable: false };
    const name = `fleet_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    };
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    return { driver: 'postgres', url: url.toString(), poolSize: DEFAULT_POOL_SIZE };
  }

  it('is written once in the background, shows every driving vehicle in the reports, and a restart adds nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-demo-history-'));
    dirs.push(dataDir);
    const config = testConfig(await database(dataDir), { dataDir, demo: true, demoHistory: true });
    const start = async () => {
      const app = await buildApp(config, { demoHistory: { days: DAYS } });
      apps.push(app);
      return app;
    };

    const first = await start();
    // Ready before the history is written: the notice has something to say.
    const statuses = await untilWritten(first);
    expect(statuses.at(-1)).toBe('done');
    const written = await marker(first);
    expect(written).toMatchObject({ status: 'done', days: DAYS, days_written: DAYS });
    expect(written!.vehicle_ids.length).toBeGreaterThan(10);
    await first.eventEngine.settled();

    // Every vehicle the history drove is in the summary over the last 7 days, with distance and trips.
    const token = await login(first, DEMO.admin);
    const today = todayIn(config.timezone);
    const range = `start_date=${addDays(today, -7)}&end_date=${today}&per_page=100`;
    let drove: Set<number> = new Set();
    for (const deadline = Date.now() + 120_000; ;) {
      const summary = await apiRequest(first, 'GET', `/api/dashboard/reports/summary?${range}`, token);
      expect(summary.statusCode, summary.body).toBe(200);
      const rows = summary.json().data as { vehicle: { id: number }; distance_km: number; trips: number }[];
      drove = new Set(
        rows.filter((row) => row.distance_km > 10 && row.trips > 0).map((row) => row.vehicle.id),
      );
      if (written!.vehicle_ids.every((id) => drove.has(id)) || Date.now() > deadline) break;
      await sleep(500);
    }
    expect(written!.vehicle_ids.filter((id) => !drove.has(id))).toEqual([]);
    const trips = await apiRequest(first, 'GET', `/api/dashboard/reports/trips?${range}`, token);
    expect(trips.json().meta.total).toBeGreaterThan(written!.vehicle_ids.length);

    const before = await counts(first);
    expect(before.positions).toBeGreaterThan(written!.vehicle_ids.length * 100);
    expect(before.events).toBeGreaterThan(0);
    expect(before.rules).toBe(3);
    await first.close();

    // A real restart on the same database: nothing is written again.
    const second = await start();
    await sleep(2_000);
    await second.eventEngine.settled();
    expect(await marker(second)).toEqual(written);
    expect(await counts(second)).toEqual(before);

    // Stopped in the middle (the marker says two days are left): the restart writes them again, adding nothing.
    await second.db
      .update(appSettings)
      .set({ value: { ...written!, status: 'writing', days_written: DAYS - 2 } })
      .where(eq(appSettings.key, DEMO_HISTORY_KEY));
    await second.close();
    const third = await start();
    expect(await untilWritten(third)).toContain('done');
    await third.eventEngine.settled();
    await sleep(1_000);
    await third.eventEngine.settled();
    expect(await marker(third)).toEqual(written);
    expect(await counts(third)).toEqual(before);
  }, 400_000);
});
