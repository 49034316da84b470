import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import {
  fuelReportResponseSchema,
  fuelTransactionListResponseSchema,
  fuelTransactionResponseSchema,
  temperatureReportResponseSchema,
} from '@fleet/shared/schemas/fuel';
import {
  apiRequest,
  type ApiRequestArgs,
  bearer,
  DEMO,
  forEachDatabase,
  login,
  userWithPermissions,
} from './harness';
import { multipart } from './multipart';
import { EN } from './people-helpers';

/** 2026-03-01 in the fleet's zone (Asia/Riyadh, UTC+3); the day after for the by-day rows. */
const PERIOD = `from=${encodeURIComponent('2026-03-01T00:00:00+03:00')}&to=${encodeURIComponent('2026-03-01T23:59:59+03:00')}`;
const TWO_DAYS = 'start_date=2026-03-01&end_date=2026-03-02';
const at = (hhmm: string, day = '01') => `2026-03-${day}T${hhmm}:00Z`;
const ms = (hhmm: string) => Date.parse(at(hhmm));

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;
  const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);
  const v: Record<'F' | 'G' | 'H' | 'T', number> = { F: 0, G: 0, H: 0, T: 0 };
  let refuelF = 0;

  async function vehicle(name: string, plate: string) {
    const response = await api('POST', '/api/dashboard/vehicles', admin, {
      name,
      plate_number: plate,
      category: 'bus',
      fuel_type: 'diesel',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  }

  async function sensor(vehicleId: number, body: object) {
    const response = await api('POST', `/api/dashboard/vehicles/${vehicleId}/sensors`, admin, body);
    expect(response.statusCode, response.body).toBe(201);
  }

  /** Stored positions, one every `step` seconds from `from` until before `to`, each from `fix(t)`. */
  async function positions(
    vehicleId: number,
    from: string,
    to: string,
    step: number,
    fix: (t: number) => { attributes: Record<string, number | boolean>; speed: number; ignition: boolean },
  ) {
    const rows = [];
    for (let t = ms(from); t < ms(to); t += step * 1000) {
      const f = fix(t);
      const time = new Date(t).toISOString();
      rows.push(
        sql`(${vehicleId}, ${time}::timestamptz, ${time}::timestamptz, true, 24.7, 46.7, ${f.speed}, ${f.ignition}, ${JSON.stringify({ ...f.attributes, ignition: f.ignition })}::jsonb)`,
      );
    }
    for (let i = 0; i < rows.length; i += 500) {
      await app.db
        .execute(sql`INSERT INTO positions (vehicle_id, fix_time, server_time, valid, lat, lon, speed,
        ignition, attributes) VALUES ${sql.join(rows.slice(i, i + 500), sql`, `)}`);
    }
  }

  async function refuelEvent(vehicleId: number, time: string, litres: number): Promise<number> {
    const [row] = rowsOf<{ id: number }>(
      await app.db.execute(sql`INSERT INTO events (vehicle_id, type, subject, time, severity, attributes)
        VALUES (${vehicleId}, 'fuel_refuel', '1', ${time}::timestamptz, 'info',
          ${JSON.stringify({ sensor: { id: 1, name: 'Tank' }, litres, level_before: 70, level_after: 150 })}::jsonb)
        RETURNING id`),
    );
    return Number(row!.id);
  }

  async function fuelReport(query: string, token = admin) {
    const response = await api('GET', `/api/dashboard/reports/fuel?${query}`, token, undefined, EN);
    expect(response.statusCode, response.body).toBe(200);
    return fuelReportResponseSchema.strict().parse(response.json());
  }

  async function transaction(body: object, token = admin) {
    return api('POST', '/api/dashboard/fuel-transactions', token, body, EN);
  }

  beforeAll(async () => {
    app = await db.buildApp({
      demo: false,
      admin: { email: DEMO.admin.email, password: DEMO.admin.password },
    });
    admin = await login(app, DEMO.admin);
    v.F = await vehicle('Fuel F', 'FU 1');
    v.G = await vehicle('Fuel G', 'FU 2');
    v.H = await vehicle('Fuel H', 'FU 3');
    v.T = await vehicle('Cold T', 'FU 4');
    await sensor(v.F, { name: 'Tank', type: 'fuel_level', attribute: 'fuel', capacity: 200 });
    await sensor(v.G, { name: 'Tank', type: 'fuel_level', attribute: 'fuel', capacity: 200 });
    await sensor(v.H, { name: 'Counter', type: 'fuel_used', attribute: 'fuel_used' });
    await sensor(v.T, { name: 'Cold room', type: 'temperature', attribute: 'temp1', min: 2, max: 8 });

    // F: parked at 100 L; 2 h driving down to 70 L; parked; refuelled to 150 L at 07:30; 2 h driving down to 120 L.
    const level = (t: number) => {
      const hours = (a: string, b: string) => (t - ms(a)) / (ms(b) - ms(a));
      if (t < ms('05:00')) return 100;
      if (t < ms('07:00')) return 100 - 30 * hours('05:00', '07:00');
      if (t < ms('07:30')) return 70;
      if (t < ms('07:33')) return 70 + 80 * hours('07:30', '07:33');
      if (t < ms('08:30')) return 150;
      if (t < ms('10:30')) return 150 - 30 * hours('08:30', '10:30');
      return 120;
    };
    const driving = (t: number) =>
      (t >= ms('05:00') && t < ms('07:00')) || (t >= ms('08:30') && t < ms('10:30'));
    await positions(v.F, '04:00', '11:30', 30, (t) => ({
      attributes: { fuel: Math.round(level(t) * 10) / 10 },
      speed: driving(t) ? 60 : 0,
      ignition: driving(t),
    }));
    // G: parked, the level reads 8 L higher after an hour (below the refuel minimum of 10 L): no consumption.
    await positions(v.G, '04:00', '06:00', 30, (t) => ({
      attributes: { fuel: t < ms('05:00') ? 50 : 58 },
      speed: 0,
      ignition: false,
    }));
    // H: a counter from 1000 L to 1040 L.
    await positions(v.H, '04:00', '06:00', 60, (t) => ({
      attributes: { fuel_used: 1000 + Math.round(((t - ms('04:00')) / 3_600_000) * 20) },
      speed: 50,
      ignition: true,
    }));
    // T: 5 °C, 10 °C from 04:30 to 04:40 (an excursion), one reading of 12 °C at 05:00 (too short for one).
    await positions(v.T, '04:00', '06:01', 60, (t) => ({
      attributes: {
        temp1: t >= ms('04:30') && t < ms('04:40') ? 10 : t === ms('05:00') ? 12 : 5,
      },
      speed: 0,
      ignition: true,
    }));
    await app.db.execute(sql`
      INSERT INTO report_days (vehicle_id, day, distance_m, driving_seconds, idle_seconds, stopped_seconds, max_speed)
      VALUES (${v.F}, '2026-03-01', 240000, 14400, 0, 0, 60), (${v.H}, '2026-03-01', 200000, 7200, 0, 0, 50)`);
    refuelF = await refuelEvent(v.F, at('07:31'), 80);
  });

  describe('fuel cards', () => {
    it('matches a refuel detected before the card, flags one without a refuel, audited', async () => {
      const matched = await transaction({
        vehicle_id: v.F,
        time: at('07:45'),
        litres: 85,
        cost: 200,
        station: 'S1',
      });
      expect(matched.statusCode, matched.body).toBe(201);
      const t1 = fuelTransactionResponseSchema.strict().parse(matched.json()).data;
      expect(t1).toMatchObject({
        refuel_event_id: refuelF,
        detected_litres: 80,
        difference_litres: 5,
        flagged: false,
        actions: ['edit', 'delete'],
      });
      const lone = await transaction({ vehicle_id: v.F, time: at('12:00'), litres: 30, card: 'C-7' });
      expect(lone.json().data).toMatchObject({
        refuel_event_id: null,
        difference_litres: null,
        flagged: true,
      });
      const audited = rowsOf<{ action: string }>(
        await app.db.execute(
          sql`SELECT action FROM audit_log WHERE model = 'fuel' AND record_id = ${String(t1.id)} ORDER BY id`,
        ),
      );
      expect(audited.map((r) => r.action)).toEqual(['create']);
    });

    it('more than 10% above what the sensor saw is flagged', async () => {
      const over = await transaction({ vehicle_id: v.F, time: at('07:00', '02'), litres: 95 });
      const id = over.json().data.id as number;
      const event = await refuelEvent(v.F, at('06:00', '02'), 86);
      // 95 > 86 × 1.1 = 94.6
      const read = await api('GET', `/api/dashboard/fuel-transactions/${id}`, admin);
      expect(read.json().data).toMatchObject({ refuel_event_id: event, difference_litres: 9, flagged: true });
      await api('PUT', `/api/dashboard/fuel-transactions/${id}`, admin, {
        vehicle_id: v.F,
        time: at('07:00', '02'),
        litres: 94,
      });
      const again = await api('GET', `/api/dashboard/fuel-transactions/${id}`, admin);
      expect(again.json().data).toMatchObject({
        refuel_event_id: event,
        difference_litres: 8,
        flagged: false,
      });
    });

    it('a card entered before its refuel is detected matches once it is (either order, the same answer)', async () => {
      const created = await transaction({ vehicle_id: v.G, time: at('09:00'), litres: 50 });
      const id = created.json().data.id as number;
      expect(created.json().data).toMatchObject({ refuel_event_id: null, flagged: true });
      // Outside two hours: still none.
      await refuelEvent(v.G, '2026-03-01T11:00:01Z', 50);
      expect((await api('GET', `/api/dashboard/fuel-transactions/${id}`, admin)).json().data.flagged).toBe(
        true,
      );
      const event = await refuelEvent(v.G, at('10:30'), 49);
      const read = (await api('GET', `/api/dashboard/fuel-transactions/${id}`, admin)).json().data;
      expect(read).toMatchObject({ refuel_event_id: event, difference_litres: 1, flagged: false });
      const list = fuelTransactionListResponseSchema
        .strict()
        .parse((await api('GET', `/api/dashboard/fuel-transactions?vehicle_ids=${v.G}`, admin)).json());
      expect(list.data.map((t) => [t.id, t.refuel_event_id])).toEqual([[id, event]]);
      const removed = await api('DELETE', `/api/dashboard/fuel-transactions/${id}`, admin);
      expect(removed.statusCode).toBe(200);
      expect((await api('GET', `/api/dashboard/fuel-transactions/${id}`, admin)).statusCode).toBe(404);
    });

    it('422 for a bad body, naming the fields', async () => {
      const bad = await transaction({ vehicle_id: v.F, time: 'yesterday', litres: -1 });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['litres', 'time']);
      const missing = await transaction({ vehicle_id: 999_999, time: at('07:00'), litres: 5 });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.vehicle_id).toEqual(['No such vehicle']);
      const id = await api('GET', '/api/dashboard/fuel-transactions/99999999999', admin);
      expect(id.statusCode).toBe(404);
    });

    it('the permission model lists fuel, translated', async () => {
      const response = await api('GET', '/api/dashboard/permissions', admin, undefined, {
        'accept-language': 'ar',
      });
      expect(response.statusCode, response.body).toBe(200);
      const models = (
        response.json().data as {
          models: { model: string; label: string; permissions: { name: string }[] }[];
        }[]
      ).flatMap((area) => area.models);
      const fuel = models.find((m) => m.model === 'fuel');
      expect(fuel?.label).toBe('بطاقات الوقود');
      expect(fuel?.permissions.map((p) => p.name)).toEqual([
        'show_fuel',
        'create_fuel',
        'update_fuel',
        'delete_fuel',
      ]);
      const none = await userWithPermissions(app, ['show_reports']);
      expect((await api('GET', '/api/dashboard/fuel-transactions', none.token)).statusCode).toBe(403);
    });
  });

  describe('fuel card import', () => {
    const importFile = (content: string, mode?: string, token = admin, filename = 'cards.csv') => {
      const form = multipart({ filename, content }, mode ? { mode } : {});
      return app.inject({
        method: 'POST',
        url: '/api/dashboard/fuel-transactions/import',
        headers: { ...bearer(token), ...form.headers, ...EN },
        payload: form.payload,
      });
    };
    const count = async () =>
      (await api('GET', '/api/dashboard/fuel-transactions?per_page=1', admin)).json().meta.total as number;

    it('all or nothing: a bad row writes nothing and is reported by row and field', async () => {
      const before = await count();
      const csv =
        'Plate number,Time,Litres,Cost,Station,Card\nFU 1,2026-03-01 10:00,40,90,S2,C1\nNOPE 9,2026-03-01 11:00,abc,,,\n';
      const failed = await importFile(csv, 'all');
      expect(failed.statusCode, failed.body).toBe(422);
      expect(failed.json().data.failed).toEqual([
        { row: 3, errors: { plate_number: ['No such vehicle'], litres: [expect.any(String)] } },
      ]);
      expect(await count()).toBe(before);
      const preview = await importFile(csv.split('\n').slice(0, 2).join('\n'), 'preview');
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().data.preview).toEqual([
        {
          row: 2,
          values: {
            vehicle_id: v.F,
            time: '2026-03-01T07:00:00.000Z',
            litres: 40,
            cost: 90,
            station: 'S2',
            card: 'C1',
          },
        },
      ]);
      expect(await count()).toBe(before);
    });

    it('writes every row of a good file (plate or id, Arabic-Indic digits, the fleet’s wall clock), audited', async () => {
      const before = await count();
      const csv = `vehicle_id,time,litres\n${v.H},2026-03-01T06:00:00Z,٢٠\nFU 1,,\n`.replace(
        'FU 1,,',
        `${v.H},01/03/2026 13:00,12.5`,
      );
      const done = await importFile(csv, 'all');
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data).toMatchObject({ created: 2, failed: [] });
      expect(await count()).toBe(before + 2);
      const list = (await api('GET', `/api/dashboard/fuel-transactions?vehicle_ids=${v.H}`, admin)).json()
        .data;
      expect(list.map((t: { time: string; litres: number }) => [t.time, t.litres])).toEqual([
        ['2026-03-01T10:00:00.000Z', 12.5],
        ['2026-03-01T06:00:00.000Z', 20],
      ]);
      const audited = rowsOf<{ n: number }>(
        await app.db.execute(
          sql`SELECT count(*)::int AS n FROM audit_log WHERE model = 'fuel' AND action = 'import'`,
        ),
      );
      expect(audited[0]!.n).toBe(1);
    });

    it('refuses a file that is no sheet and one without the required columns', async () => {
      expect((await importFile('MZ\u0000\u0000', 'all', admin, 'cards.exe')).statusCode).toBe(422);
      const columns = await importFile('Station\nS1\n', 'all');
      expect(columns.statusCode).toBe(422);
      expect(columns.json().message).toContain('Plate number');
    });
  });

  describe('fuel report', () => {
    it('consumption across a refuel: start + refuelled − drained − end; L/100 km; cards', async () => {
      const body = await fuelReport(`${PERIOD}&vehicle_ids=${v.F}`);
      const [row] = body.data;
      expect(row).toBeDefined();
      expect(row!.vehicle).toEqual({ id: v.F, name: 'Fuel F', plate_number: 'FU 1' });
      expect(row!.start_litres).toBeCloseTo(100, 0);
      expect(row!.end_litres).toBeCloseTo(120, 0);
      expect(row!.refuels).toBe(1);
      expect(row!.refuelled_litres).toBeGreaterThan(77);
      expect(row!.refuelled_litres).toBeLessThan(83);
      // 100 + 80 − 120: the 60 L burnt over both drives, not the −20 of the levels alone.
      expect(row!.consumed_litres).toBeGreaterThan(57);
      expect(row!.consumed_litres).toBeLessThan(63);
      expect(row!.consumed_litres).toBeCloseTo(
        row!.start_litres! + row!.refuelled_litres - row!.drained_litres - row!.end_litres!,
        0,
      );
      expect(row!.distance_km).toBe(240);
      expect(row!.litres_per_100km).toBeCloseTo((row!.consumed_litres / 240) * 100, 1);
      // The cards of the day: 85 L matched, 30 L with no refuel (flagged, all unseen).
      expect(row!.card_litres).toBe(115);
      expect(row!.card_unmatched_litres).toBe(30);
      expect(body.flagged.map((t) => [t.litres, t.flagged])).toEqual([[30, true]]);
    });

    it('never negative: a level that rose without a refuel; a counter’s difference', async () => {
      const body = await fuelReport(`${PERIOD}&vehicle_ids=${v.G},${v.H}`);
      const g = body.data.find((r) => r.vehicle.id === v.G)!;
      expect(g.refuels).toBe(0);
      expect(g.end_litres! - g.start_litres!).toBeGreaterThan(5);
      expect(g.consumed_litres).toBe(0);
      const h = body.data.find((r) => r.vehicle.id === v.H)!;
      // The last reading, 05:59, reads 1040 (1000 + 19.8, rounded by the device).
      expect(h.consumed_litres).toBe(40);
      expect(h.start_litres).toBeNull();
      expect(h.litres_per_100km).toBe(20);
    });

    it('by day: each day’s own rows, the days adding up to the period', async () => {
      const byDay = await fuelReport(`${TWO_DAYS}&group=day&vehicle_ids=${v.F}`);
      expect(byDay.data.map((r) => r.day)).toEqual(['2026-03-01', '2026-03-02']);
      const whole = await fuelReport(`${TWO_DAYS}&vehicle_ids=${v.F}`);
      const sum = (key: 'consumed_litres' | 'card_litres') => byDay.data.reduce((acc, r) => acc + r[key], 0);
      expect(sum('consumed_litres')).toBeCloseTo(whole.data[0]!.consumed_litres, 0);
      expect(sum('card_litres')).toBe(whole.data[0]!.card_litres);
      expect(byDay.data[1]).toMatchObject({ card_litres: 94, refuels: 0, start_litres: null });
    });

    it('an API key limited to some vehicles sees only theirs, in the report, the cards and their writes', async () => {
      const created = await api('POST', '/api/dashboard/api-keys', admin, {
        name: 'fuel scope',
        permissions: ['show_reports', 'show_fuel', 'create_fuel', 'update_fuel', 'delete_fuel'],
        vehicle_ids: [v.F],
      });
      expect(created.statusCode, created.body).toBe(201);
      const key = created.json().data.key as string;
      for (const query of [PERIOD, `${PERIOD}&vehicle_ids=${v.F},${v.H}`]) {
        const body = await fuelReport(query, key);
        expect(body.data.map((r) => r.vehicle.id)).toEqual([v.F]);
      }
      expect((await fuelReport(`${PERIOD}&vehicle_ids=${v.H}`, key)).data).toEqual([]);
      const list = (await api('GET', '/api/dashboard/fuel-transactions?per_page=100', key)).json().data;
      expect(new Set(list.map((t: { vehicle: { id: number } }) => t.vehicle.id))).toEqual(new Set([v.F]));
      const other = (await api('GET', `/api/dashboard/fuel-transactions?vehicle_ids=${v.H}`, admin)).json()
        .data[0];
      expect((await api('GET', `/api/dashboard/fuel-transactions/${other.id}`, key)).statusCode).toBe(404);
      expect((await api('DELETE', `/api/dashboard/fuel-transactions/${other.id}`, key)).statusCode).toBe(404);
      const write = await transaction({ vehicle_id: v.H, time: at('07:00'), litres: 5 }, key);
      expect(write.statusCode).toBe(422);
      const form = multipart(
        { filename: 'c.csv', content: `vehicle_id,time,litres\n${v.H},2026-03-01 10:00,5\n` },
        { mode: 'all' },
      );
      const imported = await app.inject({
        method: 'POST',
        url: '/api/dashboard/fuel-transactions/import',
        headers: { ...bearer(key), ...form.headers, ...EN },
        payload: form.payload,
      });
      expect(imported.statusCode).toBe(422);
      expect(imported.json().data.failed[0].errors.vehicle_id).toEqual(['No such vehicle']);
    });

    it('422 for a period that ends before it starts or is too long', async () => {
      const reversed = await api(
        'GET',
        '/api/dashboard/reports/fuel?start_date=2026-03-02&end_date=2026-03-01',
        admin,
      );
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json().errors.end_date).toBeDefined();
      const long = await api(
        'GET',
        '/api/dashboard/reports/temperature?start_date=2024-01-01&end_date=2026-03-01',
        admin,
      );
      expect(long.statusCode).toBe(422);
      const group = await api('GET', `/api/dashboard/reports/fuel?${PERIOD}&group=driver`, admin);
      expect(group.statusCode).toBe(422);
    });

    it('exports every row like the other reports, audited', async () => {
      const response = await api(
        'GET',
        `/api/dashboard/reports/fuel?${PERIOD}&vehicle_ids=${v.F},${v.H}&format=csv`,
        admin,
        undefined,
        EN,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="fuel-2026-03-01-2026-03-01.csv"',
      );
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toBe(
        'Vehicle,Plate number,Fuel at start (L),Fuel at end (L),Refuelled (L),Refuels,Drained (L),Drains,Consumed (L),Distance (km),L/100 km,Fuel cards (L),Card litres not seen by the sensor (L)',
      );
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Fuel F', 'Fuel H']);
      const xlsx = await api('GET', `/api/dashboard/reports/temperature?${PERIOD}&format=xlsx`, admin);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
      const audited = rowsOf<{ record_id: string }>(
        await app.db.execute(
          sql`SELECT record_id FROM audit_log WHERE model = 'reports' AND action = 'export' ORDER BY id`,
        ),
      );
      expect(audited.map((r) => r.record_id)).toEqual(['fuel', 'temperature']);
    });
  });

  describe('temperature report', () => {
    it('per vehicle and sensor: min, max, average, time out of range, excursions', async () => {
      const response = await api('GET', `/api/dashboard/reports/temperature?${PERIOD}`, admin, undefined, EN);
      expect(response.statusCode, response.body).toBe(200);
      const body = temperatureReportResponseSchema.strict().parse(response.json());
      expect(body.data).toHaveLength(1);
      const row = body.data[0]!;
      expect(row.vehicle.id).toBe(v.T);
      expect(row.sensor.name).toBe('Cold room');
      expect([row.min, row.max]).toEqual([5, 12]);
      // 10 min at 10 °C, 1 min at 12 °C, the rest of the 2 h at 5 °C.
      expect(row.avg).toBeCloseTo((600 * 10 + 60 * 12 + 6540 * 5) / 7200, 1);
      expect(row.out_of_range_seconds).toBe(660);
      // The minute at 12 °C is shorter than temperature_min_seconds (120): no excursion.
      expect(row.excursions).toBe(1);
      expect(body.totals).toMatchObject({ excursions: 1, out_of_range_seconds: 660 });
    });
  });
});
