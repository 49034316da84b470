import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { greatCircleMeters } from '@fleet/shared/trip-detection';
import type { Position } from '../src/ingestion/position';
import {
  apiRequest,
  type ApiRequestArgs,
  DEMO,
  forEachDatabase,
  login,
  userWithPermissions,
} from './harness';
import { addDays, todayIn } from '../src/lib/dates';
import { EN, identity, saudiMobile, vehicleBody } from './people-helpers';

/** 2026-03-01 00:00 in the fleet's zone (Asia/Riyadh, UTC+3). */
const DAY1 = Date.parse('2026-02-28T21:00:00Z');
const DAY = 86_400_000;
const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

/** A built track: parked and driving fixes every 10 s (about 100 m per driving fix, a winding path). */
function track(start: number) {
  const fixes: Position[] = [];
  let t = start;
  let lat = 24.7;
  let lon = 46.6;
  let heading = 0;
  const fix = (speed: number, ignition: boolean): Position => ({
    deviceId: 'test',
    fixTime: new Date(t),
    valid: true,
    lat,
    lon,
    speed,
    course: 0,
    altitude: null,
    satellites: 8,
    attributes: { ignition },
  });
  return {
    fixes,
    park(count: number, ignition = false) {
      for (let i = 0; i < count; i++) {
        fixes.push(fix(0, ignition));
        t += 10_000;
      }
      return this;
    },
    drive(count: number) {
      for (let i = 0; i < count; i++) {
        heading += 0.25;
        lat += (Math.cos(heading) * 100) / 111_195;
        lon += (Math.sin(heading) * 100) / (111_195 * Math.cos((lat * Math.PI) / 180));
        fixes.push(fix(36, true));
        t += 10_000;
      }
      return this;
    },
  };
}

function pathMeters(fixes: readonly Position[], from: number, to: number): number {
  let sum = 0;
  for (let i = 1; i < fixes.length; i++) {
    const t = fixes[i]!.fixTime.getTime();
    if (t <= from || t > to) continue;
    sum += greatCircleMeters(fixes[i - 1]!.lat, fixes[i - 1]!.lon, fixes[i]!.lat, fixes[i]!.lon);
  }
  return sum;
}

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;
  const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);

  beforeAll(async () => {
    app = await db.buildApp(
      { demo: false, admin: { email: DEMO.admin.email, password: DEMO.admin.password } },
      { reports: { tickMs: 10 }, maintenance: { tickMs: 10 } },
    );
    admin = await login(app, DEMO.admin);
  });

  async function vehicle() {
    const response = await api('POST', '/api/dashboard/vehicles', admin, vehicleBody());
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  }

  async function send(vehicleId: number, fixes: readonly Position[]) {
    for (let i = 0; i < fixes.length; i += 50)
      await app.positionWriter.submit(vehicleId, fixes.slice(i, i + 50));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await app.reports.settled();
  }

  async function report(kind: string, query: string, headers = EN) {
    const response = await api('GET', `/api/dashboard/reports/${kind}?${query}`, admin, undefined, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  describe('trips, stops and the daily summary', () => {
    it('detects a built track as it arrives; distances are the great-circle sums; report = export', async () => {
      const id = await vehicle();
      const depot = await api('POST', '/api/dashboard/geofences', admin, {
        name: 'Depot',
        type: 'circle',
        geometry: { type: 'Point', coordinates: [46.6, 24.7] },
        radius: 200,
        color: '#2563eb',
      });
      expect(depot.statusCode, depot.body).toBe(201);
      const built = track(DAY1 + 8 * 3600_000)
        .park(40)
        .drive(60)
        .park(40)
        .drive(30)
        .park(40);
      await send(id, built.fixes);
      const trips = await report('trips', `vehicle_ids=${id}&start_date=2026-03-01`);
      expect(trips.data).toHaveLength(2);
      expect(trips.meta.total).toBe(2);
      const first = trips.data[0];
      expect(first.start_time).toBe(built.fixes[39]!.fixTime.toISOString());
      expect(first.end_time).toBe(built.fixes[100]!.fixTime.toISOString());
      const expected =
        pathMeters(built.fixes, Date.parse(first.start_time), Date.parse(first.end_time)) / 1000;
      expect(Math.abs(first.distance_km - expected) / expected).toBeLessThan(0.01);
      expect(first.duration_seconds).toBe(610);
      // Named by the geofence it starts in; it ends ~6 km away, outside.
      expect(first.start_place).toMatchObject({ name: 'Depot' });
      expect(first.end_place).toBeNull();

      const stops = await report('stops', `vehicle_ids=${id}&start_date=2026-03-01`);
      expect(stops.data).toHaveLength(2);
      expect(stops.data[0]).toMatchObject({ duration_seconds: 390, engine_on_seconds: 0 });

      const summary = await report('summary', `vehicle_ids=${id}&start_date=2026-03-01`);
      expect(summary.data).toHaveLength(1);
      const row = summary.data[0];
      expect(row).toMatchObject({ trips: 2, stops: 2, overspeed_events: 0 });
      const total = pathMeters(built.fixes, 0, Infinity) / 1000;
      expect(Math.abs(row.distance_km - total)).toBeLessThan(0.01);
      expect(row.driving_seconds).toBe((61 + 31) * 10);

      // The export holds the same rows and numbers, headers translated.
      const csv = await api(
        'GET',
        `/api/dashboard/reports/trips?vehicle_ids=${id}&start_date=2026-03-01&format=csv`,
        admin,
        undefined,
        EN,
      );
      expect(csv.statusCode).toBe(200);
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toContain('Distance (km)');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(String(first.distance_km));
      expect(lines[1]).toContain('2026-03-01 08:06:30');

      const xlsx = await app.inject({
        method: 'GET',
        url: `/api/dashboard/reports/summary?vehicle_ids=${id}&start_date=2026-03-01&format=xlsx`,
        headers: { authorization: `Bearer ${admin}`, 'accept-language': 'ar' },
      });
      expect(xlsx.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as never);
      const sheet = book.worksheets[0]!;
      expect(sheet.getRow(1).getCell(3).value).toBe('المسافة (كم)');
      expect(sheet.getRow(2).getCell(3).value).toBe(row.distance_km);
    });

    it('a late day arriving out of order is re-summarised, and the later trips stay right', async () => {
      const id = await vehicle();
      const day1 = track(DAY1 + 8 * 3600_000)
        .park(40)
        .drive(60)
        .park(40);
      const day2 = track(DAY1 + DAY + 8 * 3600_000)
        .park(40)
        .drive(30)
        .park(40);
      await send(id, day2.fixes);
      await send(id, day1.fixes); // older than what was processed: a recompute of the span
      const summary = await report(
        'summary',
        `vehicle_ids=${id}&start_date=2026-03-01&end_date=2026-03-02&group=day`,
      );
      expect(summary.data.map((r: { day: string; trips: number }) => [r.day, r.trips])).toEqual([
        ['2026-03-01', 1],
        ['2026-03-02', 1],
      ]);
      // Sent in order to another vehicle, the same numbers.
      const other = await vehicle();
      await send(other, day1.fixes);
      await send(other, day2.fixes);
      const same = await report(
        'summary',
        `vehicle_ids=${other}&start_date=2026-03-01&end_date=2026-03-02&group=day`,
      );
      const strip = (rows: Record<string, unknown>[]) => rows.map(({ vehicle: _v, ...rest }) => rest);
      expect(strip(summary.data)).toEqual(strip(same.data));
      const a = await report('trips', `vehicle_ids=${id}&start_date=2026-03-01&end_date=2026-03-02`);
      const b = await report('trips', `vehicle_ids=${other}&start_date=2026-03-01&end_date=2026-03-02`);
      expect(strip(a.data)).toEqual(strip(b.data));
      expect(a.data).toHaveLength(2);
    });

    it('names the driver identified by the key at the trip start, else the assigned driver; an unowned key, nobody', async () => {
      const id = await vehicle();
      const driver = async (name: string, extra: Record<string, unknown>) => {
        const response = await api('POST', '/api/dashboard/drivers', admin, {
          name,
          identity_number: identity(2),
          country_code: '+966',
          phone: saudiMobile(),
          nationality: 'pk',
          licence_number: `R-${id}-${name.length}`,
          licence_expiry_date: addDays(todayIn(app.config.timezone), 400),
          ...extra,
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json().data.id as number;
      };
      const assigned = await driver(`Assigned ${id}`, { vehicle_id: id });
      const keyed = await driver(`Keyed ${id}`, { key_id: `CAFE${String(id).padStart(12, '0')}` });
      const built = track(DAY1 + 4 * DAY + 8 * 3600_000)
        .park(40)
        .drive(30)
        .park(40)
        .drive(30)
        .park(40)
        .drive(30)
        .park(40);
      // Touched while parked before the second trip, and an unknown key before the third.
      for (let i = 105; i < 140; i++)
        built.fixes[i]!.attributes.driver_key = `CAFE${String(id).padStart(12, '0')}`;
      for (let i = 175; i < 210; i++) built.fixes[i]!.attributes.driver_key = 'DEADBEEF00000000';
      await send(id, built.fixes);
      const trips = await report('trips', `vehicle_ids=${id}&start_date=2026-03-05`);
      expect(trips.data.map((trip: { driver: { id: number } | null }) => trip.driver?.id ?? null)).toEqual([
        assigned,
        keyed,
        null,
      ]);
      const csv = await api(
        'GET',
        `/api/dashboard/reports/trips?vehicle_ids=${id}&start_date=2026-03-05&format=csv`,
        admin,
        undefined,
        EN,
      );
      expect(csv.body).toContain(`Keyed ${id}`);
    });

    it('a key touched days before a trip still names its driver, rebuilt from the trip day too', async () => {
      const id = await vehicle();
      const driver = async (name: string, extra: Record<string, unknown>) => {
        const response = await api('POST', '/api/dashboard/drivers', admin, {
          name,
          identity_number: identity(2),
          country_code: '+966',
          phone: saudiMobile(),
          nationality: 'pk',
          licence_number: `W-${id}-${name.length}`,
          licence_expiry_date: addDays(todayIn(app.config.timezone), 400),
          ...extra,
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json().data.id as number;
      };
      await driver(`Assigned ${id}`, { vehicle_id: id });
      const key = `BEEF${String(id).padStart(12, '0')}`;
      const keyed = await driver(`Weekend ${id}`, { key_id: key });
      // Touched on Thursday evening, parked over the weekend, driven on Sunday without touching again.
      const thursday = track(DAY1 + 10 * DAY + 18 * 3600_000).park(20);
      for (let i = 0; i < 5; i++) thursday.fixes[i]!.attributes.driver_key = key;
      await send(id, thursday.fixes);
      await send(
        id,
        track(DAY1 + 13 * DAY + 8 * 3600_000)
          .park(40)
          .drive(30)
          .park(40).fixes,
      );
      const named = async () =>
        (await report('trips', `vehicle_ids=${id}&start_date=2026-03-14`)).data.map(
          (trip: { driver: { id: number } | null }) => trip.driver?.id ?? null,
        );
      expect(await named()).toEqual([keyed]);
      const started = await api('POST', '/api/dashboard/reports/rebuild', admin, {
        start_date: '2026-03-14',
        vehicle_ids: [id],
      });
      expect(started.statusCode, started.body).toBe(202);
      await app.reports.settled();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await named()).toEqual([keyed]);
    });

    it('rebuild recomputes from stored positions with progress', async () => {
      const id = await vehicle();
      await send(
        id,
        track(DAY1 + 2 * DAY)
          .park(40)
          .drive(60)
          .park(40).fixes,
      );
      const started = await api('POST', '/api/dashboard/reports/rebuild', admin, {
        start_date: '2026-03-03',
        vehicle_ids: [id],
      });
      expect(started.statusCode, started.body).toBe(202);
      await app.reports.settled();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const progress = await api('GET', `/api/dashboard/reports/rebuild/${started.json().data.id}`, admin);
      expect(progress.json().data).toMatchObject({ done: 1, total: 1, status: 'finished' });
      const trips = await report('trips', `vehicle_ids=${id}&start_date=2026-03-03`);
      expect(trips.data).toHaveLength(1);
      // Replaying the same positions again writes nothing twice (natural keys).
      const again = await api('POST', '/api/dashboard/reports/rebuild', admin, {
        start_date: '2026-03-01',
        vehicle_ids: [id],
      });
      expect(again.statusCode).toBe(202);
      await app.reports.settled();
      const same = await report('trips', `vehicle_ids=${id}&start_date=2026-03-03`);
      expect(same.data).toEqual(trips.data);
      const summary = await report('summary', `vehicle_ids=${id}&start_date=2026-03-03`);
      expect(summary.data[0]).toMatchObject({ trips: 1, stops: 1 });
    });
  });

  describe.runIf(db.kind === 'postgres' && TEST_REDIS_URL)('two instances on PostgreSQL and Redis', () => {
    it('positions of one vehicle through both at once: the trips, stops and days of the track sent in order', async () => {
      const options = {
        reports: { tickMs: 5 },
        live: { hubChannel: `fleet-test:${randomBytes(6).toString('hex')}` },
      };
      const a = await db.buildApp({ demo: false, redisUrl: TEST_REDIS_URL }, options);
      const b = await db.buildApp({ demo: false, redisUrl: TEST_REDIS_URL }, options);
      try {
        const built = track(DAY1 + 2 * DAY + 8 * 3600_000)
          .park(40)
          .drive(60)
          .park(40)
          .drive(30)
          .park(40);
        const id = await vehicle();
        // Packets of 10 fixes, each two through both instances at once.
        for (let i = 0; i < built.fixes.length; i += 20) {
          await Promise.all([
            a.positionWriter.submit(id, built.fixes.slice(i, i + 10)),
            b.positionWriter.submit(id, built.fixes.slice(i + 10, i + 20)),
          ]);
        }
        for (let round = 0; round < 3; round++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          await Promise.all([a.reports.settled(), b.reports.settled()]);
        }
        const other = await vehicle();
        await send(other, built.fixes);
        const query = (vehicleId: number) => `vehicle_ids=${vehicleId}&start_date=2026-03-03`;
        const strip = (rows: Record<string, unknown>[]) => rows.map(({ vehicle: _v, ...rest }) => rest);
        for (const kind of ['trips', 'stops', 'summary']) {
          const together = strip((await report(kind, query(id))).data);
          expect(together, kind).toEqual(strip((await report(kind, query(other))).data));
        }
        expect((await report('trips', query(id))).data).toHaveLength(2);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });

  describe('validation and permissions', () => {
    it('422 for a period over 366 days or a bad date; 403 without show_reports', async () => {
      const long = await api(
        'GET',
        '/api/dashboard/reports/trips?start_date=2025-01-01&end_date=2026-03-01',
        admin,
      );
      expect(long.statusCode).toBe(422);
      expect(Object.keys(long.json().errors)).toEqual(['end_date']);
      const bad = await api('GET', '/api/dashboard/reports/summary?from=yesterday', admin);
      expect(bad.statusCode).toBe(422);
      const ids = await api('GET', '/api/dashboard/reports/summary?vehicle_ids=1,x', admin);
      expect(ids.statusCode).toBe(422);
      const none = await userWithPermissions(app, ['show_vehicles']);
      for (const kind of ['summary', 'trips', 'stops', 'events', 'itineraries', 'inspections']) {
        const response = await api('GET', `/api/dashboard/reports/${kind}`, none.token);
        expect(response.statusCode).toBe(403);
        const csv = await api('GET', `/api/dashboard/reports/${kind}?format=csv`, none.token);
        expect(csv.statusCode).toBe(403);
      }
      const reader = await userWithPermissions(app, ['show_reports']);
      for (const kind of ['summary', 'trips', 'stops', 'events', 'itineraries', 'inspections']) {
        const response = await api(
          'GET',
          `/api/dashboard/reports/${kind}?start_date=2026-03-01`,
          reader.token,
        );
        expect(response.statusCode, response.body).toBe(200);
      }
      const rebuild = await api('POST', '/api/dashboard/reports/rebuild', reader.token, {
        start_date: '2026-03-01',
      });
      expect(rebuild.statusCode).toBe(403);
    });
  });
});
