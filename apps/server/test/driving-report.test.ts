import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivingResponseSchema } from '@fleet/shared/schemas/driving';
import { apiRequest, type ApiRequestArgs, DEMO, forEachDatabase, login } from './harness';
import { driverBody, EN } from './people-helpers';
import { addDays, todayIn } from '../src/lib/dates';

/** 2026-03-01 in the fleet's zone (Asia/Riyadh, UTC+3): every fact below is on that day. */
const PERIOD = `from=${encodeURIComponent('2026-03-01T00:00:00+03:00')}&to=${encodeURIComponent('2026-03-01T23:59:59+03:00')}`;
const at = (hhmm: string) => `2026-03-01T${hhmm}:00Z`;

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;
  const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);
  const vehicles: Record<'A' | 'B' | 'C', number> = { A: 0, B: 0, C: 0 };
  const drivers: Record<'D1' | 'D2', { id: number; name: string }> = {
    D1: { id: 0, name: '' },
    D2: { id: 0, name: '' },
  };

  async function report(query: string, token = admin) {
    const response = await api(
      'GET',
      `/api/dashboard/reports/driving?${PERIOD}&${query}`,
      token,
      undefined,
      EN,
    );
    expect(response.statusCode, response.body).toBe(200);
    return drivingResponseSchema.strict().parse(response.json());
  }

  beforeAll(async () => {
    app = await db.buildApp({
      demo: false,
      admin: { email: DEMO.admin.email, password: DEMO.admin.password },
    });
    admin = await login(app, DEMO.admin);
    let n = 0;
    for (const name of ['A', 'B', 'C'] as const) {
      n += 1;
      const response = await api('POST', '/api/dashboard/vehicles', admin, {
        name: `Driving ${name}`,
        plate_number: `DR ${n}`,
        category: 'bus',
        fuel_type: 'diesel',
      });
      expect(response.statusCode, response.body).toBe(201);
      vehicles[name] = response.json().data.id;
    }
    for (const [name, key] of [
      ['D1', 'AA01'],
      ['D2', 'BB02'],
    ] as const) {
      const response = await api(
        'POST',
        '/api/dashboard/drivers',
        admin,
        driverBody(todayIn(app.config.timezone), { name: `Driver ${name}`, key_id: key }),
      );
      expect(response.statusCode, response.body).toBe(201);
      drivers[name] = { id: response.json().data.id, name: `Driver ${name}` };
    }
    const { A, B, C } = vehicles;
    // Trips (as the report tracker stores them): who drove is the key reported at the start.
    await app.db.execute(sql`
      INSERT INTO report_trips (vehicle_id, start_time, end_time, start_lat, start_lon, end_lat, end_lon, distance_m,
        max_speed, driver_key) VALUES
      (${A}, ${at('05:00')}, ${at('06:00')}, 24.7, 46.6, 24.8, 46.7, 120000, 110, 'AA01'),
      (${B}, ${at('07:00')}, ${at('07:30')}, 24.7, 46.6, 24.8, 46.7, 40000, 90, 'BB02'),
      (${A}, ${at('09:00')}, ${at('10:00')}, 24.7, 46.6, 24.8, 46.7, 80000, 100, 'BB02'),
      (${C}, ${at('11:00')}, ${at('12:00')}, 24.7, 46.6, 24.8, 46.7, 10000, 60, NULL)`);
    await app.db.execute(sql`
      INSERT INTO report_days (vehicle_id, day, distance_m, driving_seconds, idle_seconds, stopped_seconds, max_speed)
      VALUES (${A}, '2026-03-01', 200000, 7200, 600, 0, 110), (${B}, '2026-03-01', 40000, 1800, 0, 0, 90),
        (${C}, '2026-03-01', 10000, 3600, 0, 0, 60)`);
    await app.db.execute(sql`
      INSERT INTO events (vehicle_id, type, subject, time, severity, attributes) VALUES
      (${A}, 'harsh_braking', '', ${at('05:10')}, 'warning', '{"source":"device","value":4.5}'),
      (${A}, 'harsh_acceleration', '', ${at('05:20')}, 'warning', '{"source":"computed","value":3.9}'),
      (${A}, 'overspeed', '', ${at('05:30')}, 'warning', '{"speed_max":130,"limit":120,"duration_seconds":120}'),
      (${A}, 'idle', '', ${at('06:30')}, 'warning', '{"duration_seconds":600}'),
      (${B}, 'harsh_cornering', '', ${at('07:10')}, 'warning', '{"source":"device","value":null}'),
      (${A}, 'harsh_braking', '', ${at('09:30')}, 'warning', '{"source":"device","value":5}'),
      (${A}, 'harsh_acceleration', '', ${at('13:00')}, 'warning', '{"source":"computed","value":4}'),
      (${C}, 'harsh_acceleration', '', ${at('11:10')}, 'warning', '{"source":"computed","value":4}'),
      (${C}, 'harsh_braking', '', ${at('11:20')}, 'warning', '{"source":"computed","value":4.2}'),
      (${C}, 'overspeed', '', ${at('11:30')}, 'warning', '{"speed_max":140,"limit":120,"duration_seconds":300}'),
      (${C}, 'harsh_braking', '', '2026-02-28T12:00:00Z', 'warning', '{"source":"device","value":6}')`);
  });

  const row = (
    who: object,
    distance_km: number,
    driving_seconds: number,
    counts: [acceleration: number, braking: number, cornering: number],
    overspeed: [events: number, seconds: number],
    idle_seconds: number,
    score: number,
    rank: number,
  ) => ({
    ...who,
    distance_km,
    driving_seconds,
    harsh_acceleration: counts[0],
    harsh_braking: counts[1],
    harsh_cornering: counts[2],
    overspeed_events: overspeed[0],
    overspeed_seconds: overspeed[1],
    idle_seconds,
    score,
    // At least MIN_SCORED_KM (10): every row above is.
    scored: distance_km >= 10,
    rank,
  });

  describe('driving report', () => {
    it('by driver: each trip’s facts go to the driver it names, scored and ranked by the formula', async () => {
      const body = await report('group=driver');
      // D1: trip 1 (120 km, 1 h), its braking, acceleration, overspeed (2 min) and the idling after it (10 min):
      // 100 − 5·2·100/120 − 5·1·100/120 − 1·2·100/120 − 20·600/4200 = 82.98.
      // D2: trips 2 and 3 (120 km, 1.5 h), a cornering and a braking: 100 − 5·2·100/120 = 91.67.
      // No driver: C's trip (10 km, counted over 100 km) with 2 harsh and 5 min over the limit, and A's
      // acceleration at 13:00, 3 h after its last trip: 100 − 5·3 − 5·1 − 1·5 = 75.
      expect(body.data).toEqual([
        row({ driver: drivers.D2 }, 120, 5400, [0, 1, 1], [0, 0], 0, 91.7, 1),
        row({ driver: drivers.D1 }, 120, 3600, [1, 1, 0], [1, 120], 600, 83, 2),
        row({ driver: null }, 10, 3600, [2, 1, 0], [1, 300], 0, 75, 3),
      ]);
      expect(body.meta.total).toBe(3);
      expect(body.totals).toMatchObject({ distance_km: 250, harsh_acceleration: 3, harsh_braking: 3 });
    });

    it('by vehicle: distance and idling from the daily totals, the period’s events', async () => {
      const body = await report('group=vehicle');
      const vehicle = async (id: number) => {
        const v = (await api('GET', `/api/dashboard/vehicles/${id}`, admin)).json().data;
        return { vehicle: { id, name: v.name, plate_number: v.plate_number } };
      };
      // A: 200 km, 4 harsh, 1 overspeed (2 min), idle 600 of 7800 s:
      // 100 − 5·4·0.5 − 5·0.5 − 1·2·0.5 − 20·600/7800 = 84.96. B: one cornering on 40 km (over 100): 95.
      // C: 2 harsh and 5 min over the limit on 10 km (the day before is outside the period): 80.
      expect(body.data).toEqual([
        row(await vehicle(vehicles.B), 40, 1800, [0, 0, 1], [0, 0], 0, 95, 1),
        row(await vehicle(vehicles.A), 200, 7200, [2, 2, 0], [1, 120], 600, 85, 2),
        row(await vehicle(vehicles.C), 10, 3600, [1, 1, 0], [1, 300], 0, 80, 3),
      ]);
      // A page is a slice of the ranking.
      const second = await report('group=vehicle&per_page=1&page=2');
      expect(second.data.map((r) => [r.vehicle?.id, r.rank])).toEqual([[vehicles.A, 2]]);
      expect(second.meta.total).toBe(3);
    });

    it('a key limited to some vehicles sees only theirs, by vehicle and by driver', async () => {
      const created = await api('POST', '/api/dashboard/api-keys', admin, {
        name: 'driving scope',
        permissions: ['show_reports'],
        vehicle_ids: [vehicles.A],
      });
      expect(created.statusCode, created.body).toBe(201);
      const key = created.json().data.key as string;
      for (const query of ['group=vehicle', `group=vehicle&vehicle_ids=${vehicles.A},${vehicles.B}`]) {
        const body = await report(query, key);
        expect(body.data.map((r) => r.vehicle?.id)).toEqual([vehicles.A]);
      }
      // Only A's trips and events: D2 (trip 3, a braking on 80 km) at 95, D1 as above; the unattributed
      // acceleration also scores 95, but over no distance: not scored, ranked after them.
      const byDriver = await report('group=driver', key);
      expect(
        byDriver.data.map((r) => [r.driver?.id ?? null, r.distance_km, r.score, r.scored, r.rank]),
      ).toEqual([
        [drivers.D2.id, 80, 95, true, 1],
        [drivers.D1.id, 120, 83, true, 2],
        [null, 0, 95, false, 3],
      ]);
      expect((await report(`group=vehicle&vehicle_ids=${vehicles.C}`, key)).data).toEqual([]);
    });

    it('rows under the minimum distance are not scored and rank after the scored ones, sharing a rank', async () => {
      // Another day: D1 brakes hard three times on a 0.4 km trip (85 over the 100 km floor: better than D2's
      // 80, which means nothing), D2 brakes four times on 50 km, C drives 5 km with no driver and no event (100).
      const { A, B, C } = vehicles;
      const day2 = (hhmm: string) => `2026-03-02T${hhmm}:00Z`;
      await app.db.execute(sql`
        INSERT INTO report_trips (vehicle_id, start_time, end_time, start_lat, start_lon, end_lat, end_lon,
          distance_m, max_speed, driver_key) VALUES
        (${A}, ${day2('05:00')}, ${day2('05:05')}, 24.7, 46.6, 24.7, 46.6, 400, 20, 'AA01'),
        (${B}, ${day2('06:00')}, ${day2('07:00')}, 24.7, 46.6, 24.8, 46.7, 50000, 90, 'BB02'),
        (${C}, ${day2('08:00')}, ${day2('08:15')}, 24.7, 46.6, 24.8, 46.7, 5000, 50, NULL)`);
      await app.db.execute(sql`
        INSERT INTO events (vehicle_id, type, subject, time, severity, attributes) VALUES
        (${A}, 'harsh_braking', '', ${day2('05:01')}, 'warning', '{"source":"device","value":4.5}'),
        (${A}, 'harsh_braking', '', ${day2('05:02')}, 'warning', '{"source":"device","value":4.5}'),
        (${A}, 'harsh_braking', '', ${day2('05:03')}, 'warning', '{"source":"device","value":4.5}'),
        (${B}, 'harsh_braking', '', ${day2('06:10')}, 'warning', '{"source":"device","value":4.5}'),
        (${B}, 'harsh_braking', '', ${day2('06:20')}, 'warning', '{"source":"device","value":4.5}'),
        (${B}, 'harsh_braking', '', ${day2('06:30')}, 'warning', '{"source":"device","value":4.5}'),
        (${B}, 'harsh_braking', '', ${day2('06:40')}, 'warning', '{"source":"device","value":4.5}')`);
      const period = `from=${encodeURIComponent('2026-03-02T00:00:00+03:00')}&to=${encodeURIComponent('2026-03-02T23:59:59+03:00')}`;
      const response = await api('GET', `/api/dashboard/reports/driving?${period}&group=driver`, admin);
      expect(response.statusCode, response.body).toBe(200);
      const body = drivingResponseSchema.strict().parse(response.json());
      expect(body.data.map((r) => [r.driver?.id ?? null, r.distance_km, r.score, r.scored, r.rank])).toEqual([
        [drivers.D2.id, 50, 80, true, 1],
        [null, 5, 100, false, 2],
        [drivers.D1.id, 0.4, 85, false, 2],
      ]);
      // The export says so too: a dash for the score.
      const csv = await api(
        'GET',
        `/api/dashboard/reports/driving?${period}&group=driver&format=csv`,
        admin,
        undefined,
        EN,
      );
      expect(csv.statusCode, csv.body).toBe(200);
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines.slice(1).map((line) => line.split(',').slice(0, 3))).toEqual([
        ['Driver D2', '1', '80'],
        ['No driver identified', '2', '—'],
        ['Driver D1', '2', '—'],
      ]);
    });

    it('exports every row like the other reports, audited', async () => {
      const response = await api(
        'GET',
        `/api/dashboard/reports/driving?${PERIOD}&group=driver&format=csv`,
        admin,
        undefined,
        EN,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="driving-2026-03-01-2026-03-01.csv"',
      );
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toBe(
        'Driver,Rank,Score,Distance (km),Driving time,Harsh accelerations,Harsh brakings,Harsh cornerings,Overspeed events,Time above the limit,Idle time',
      );
      expect(lines.slice(1).map((line) => line.split(',').slice(0, 3))).toEqual([
        ['Driver D2', '1', '91.7'],
        ['Driver D1', '2', '83'],
        ['No driver identified', '3', '75'],
      ]);
      const audit = await api('GET', '/api/dashboard/audit-log?model=reports', admin);
      expect(audit.statusCode, audit.body).toBe(200);
      expect(JSON.stringify(audit.json().data)).toContain('driving');
    });

    it('a driver’s score week by week, the last weeks ending today', async () => {
      const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
      const { B } = vehicles;
      await app.db.execute(sql`
        INSERT INTO report_trips (vehicle_id, start_time, end_time, start_lat, start_lon, end_lat, end_lon,
          distance_m, max_speed, driver_key) VALUES
        (${B}, ${hoursAgo(26)}, ${hoursAgo(25)}, 24.7, 46.6, 24.8, 46.7, 120000, 100, 'AA01'),
        (${B}, ${hoursAgo(15 * 24)}, ${hoursAgo(15 * 24 - 1)}, 24.7, 46.6, 24.8, 46.7, 50000, 80, 'AA01')`);
      await app.db.execute(sql`
        INSERT INTO events (vehicle_id, type, subject, time, severity, attributes) VALUES
        (${B}, 'harsh_braking', '', ${hoursAgo(25.5)}, 'warning', '{"source":"device","value":4.5}')`);
      const response = await api(
        'GET',
        `/api/dashboard/reports/driving/weekly?driver_id=${drivers.D1.id}&weeks=8`,
        admin,
      );
      expect(response.statusCode, response.body).toBe(200);
      const weeks = response.json().data as {
        week_start: string;
        distance_km: number;
        score: number | null;
        scored: boolean;
      }[];
      expect(weeks).toHaveLength(8);
      const today = todayIn(app.config.timezone);
      expect(weeks[7]!.week_start).toBe(addDays(today, -6));
      expect(weeks[0]!.week_start).toBe(addDays(today, -55));
      // This week: 120 km with one harsh braking (100 − 5·100/120); two weeks before: 50 km, nothing: 100.
      expect(weeks.map((w) => w.score)).toEqual([null, null, null, null, null, 100, null, 95.8]);
      expect(weeks.map((w) => w.scored)).toEqual([false, false, false, false, false, true, false, true]);
      expect(weeks[5]!.distance_km).toBe(50);

      expect(
        (await api('GET', '/api/dashboard/reports/driving/weekly?driver_id=999999', admin)).statusCode,
      ).toBe(404);
      for (const query of [
        `driver_id=${drivers.D1.id}&weeks=0`,
        `driver_id=${drivers.D1.id}&weeks=27`,
        'driver_id=x',
        '',
      ]) {
        const bad = await api('GET', `/api/dashboard/reports/driving/weekly?${query}`, admin);
        expect({ query, status: bad.statusCode }).toEqual({ query, status: 422 });
      }
    });

    it('validates its query', async () => {
      for (const query of ['group=day', 'per_page=0', 'vehicle_ids=x', 'format=pdf']) {
        const response = await api(
          'GET',
          `/api/dashboard/reports/driving?${PERIOD}&${query}`,
          admin,
          undefined,
          EN,
        );
        expect({ query, status: response.statusCode }).toEqual({ query, status: 422 });
      }
      const backwards = await api(
        'GET',
        '/api/dashboard/reports/driving?start_date=2026-03-02&end_date=2026-03-01',
        admin,
      );
      expect(backwards.statusCode).toBe(422);
      const tooLong = await api(
        'GET',
        '/api/dashboard/reports/driving?start_date=2025-01-01&end_date=2026-03-01',
        admin,
      );
      expect(tooLong.statusCode).toBe(422);
    });
  });
});
