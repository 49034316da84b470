import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuelReportResponseSchema } from '@fleet/shared/schemas/fuel';
import { ZoneDays } from '@fleet/shared/trip-detection';
import { rowsOf } from '../src/db/client';
import type { Position } from '../src/ingestion/position';
import { FuelDayTracker } from '../src/modules/reports/fuel-day-tracker';
import {
  counterBuckets,
  type FuelBucket,
  levelBuckets,
  round1,
  toDefinition,
} from '../src/modules/reports/sensor-report';
import { SensorReportRepo } from '../src/modules/reports/sensor-report.repo';
import { apiRequest, type ApiRequestArgs, DEMO, forEachDatabase, login } from './harness';
import { EN } from './people-helpers';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY_1 = '2026-02-10';
const DAY_2 = '2026-02-11';

type Fix = { t: number; litres: number; used: number; speed: number; ignition: boolean };

/**
 * Two days of a tank in the fleet's zone: parked at 100 L, a drive down to 70 L, a refuel to 150 L, a drive down to
 * 120 L, a drain of 40 L at night (parked, engine off); the next day a drive down to 50 L. Every minute parked, every
 * 30 s driving, every 10 s while the level jumps; the sensor reads to half a litre, with a little jitter.
 */
function twoDays(days: ZoneDays): Fix[] {
  const fixes: Fix[] = [];
  let litres = 100;
  let used = 1000;
  const at = (day: string, hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number);
    return days.startOf(day) + (h! * 60 + m!) * MINUTE;
  };
  const span = (day: string, from: string, to: string, every: number, change: number, driving: boolean) => {
    const start = at(day, from);
    const steps = Math.round((at(day, to) - start) / every);
    for (let i = 0; i < steps; i += 1) {
      litres += change / steps;
      if (driving) used += -change / steps;
      const jitter = ((i % 3) - 1) * 0.5;
      fixes.push({
        t: start + i * every,
        litres: Math.round((litres + jitter) * 2) / 2,
        used: Math.round(used * 10) / 10,
        speed: driving ? 60 : 0,
        ignition: driving,
      });
    }
  };
  span(DAY_1, '06:00', '07:00', MINUTE, 0, false);
  span(DAY_1, '07:00', '09:00', 30 * SECOND, -30, true);
  span(DAY_1, '09:00', '10:00', MINUTE, 0, false);
  span(DAY_1, '10:00', '10:04', 10 * SECOND, 80, false); // the pump
  span(DAY_1, '10:04', '11:00', MINUTE, 0, false);
  span(DAY_1, '11:00', '13:00', 30 * SECOND, -30, true);
  span(DAY_1, '13:00', '22:00', MINUTE, 0, false);
  span(DAY_1, '22:00', '22:08', 10 * SECOND, -40, false); // siphoned
  span(DAY_1, '22:08', '23:59', MINUTE, 0, false);
  span(DAY_2, '00:00', '02:00', MINUTE, 0, false);
  span(DAY_2, '06:00', '08:00', 30 * SECOND, -30, true);
  span(DAY_2, '08:00', '09:00', MINUTE, 0, false);
  return fixes;
}

forEachDatabase((db) => {
  describe('the fuel report from the fuel days', () => {
    let app: FastifyInstance;
    let admin: string;
    let plate = 0;
    const started: FuelDayTracker[] = [];
    const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);

    beforeAll(async () => {
      app = await db.buildApp({
        demo: false,
        admin: { email: DEMO.admin.email, password: DEMO.admin.password },
      });
      admin = await login(app, DEMO.admin);
    });
    afterAll(async () => {
      for (const tracker of started) await tracker.stop();
    });

    async function settle() {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await app.fuelDays.settled();
    }

    /** As after a SIGKILL: a new tracker that knows only what the database holds. */
    async function restartTracker(): Promise<void> {
      const tracker = new FuelDayTracker(app.db, app.config.timezone, app.log, {
        hasFuelSensor: (id) => app.sensors.of(id).length > 0,
      });
      started.push(tracker);
      app.positionWriter.onCommitted((batch) => tracker.onCommitted(batch));
      app.fuelDays = tracker;
      await tracker.start();
      await settle();
    }

    async function vehicleWith(sensor: object): Promise<{ id: number; sensorId: number }> {
      plate += 1;
      const created = await api('POST', '/api/dashboard/vehicles', admin, {
        name: `Fuel days ${plate}`,
        plate_number: `FD ${plate}`,
        category: 'truck',
        fuel_type: 'diesel',
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      const added = await api('POST', `/api/dashboard/vehicles/${id}/sensors`, admin, sensor);
      expect(added.statusCode, added.body).toBe(201);
      return { id, sensorId: added.json().data.id as number };
    }

    const toPosition = (fix: Fix): Position => ({
      deviceId: 'test',
      fixTime: new Date(fix.t),
      valid: true,
      lat: 24.7,
      lon: 46.7,
      speed: fix.speed,
      course: 0,
      altitude: null,
      satellites: 8,
      attributes: { ignition: fix.ignition, fuel: fix.litres, fuel_used: fix.used },
    });

    async function report(vehicleIds: number[], fixes: Fix[]) {
      const positions = fixes.map(toPosition);
      for (let i = 0; i < positions.length; i += 100)
        for (const id of vehicleIds) await app.positionWriter.submit(id, positions.slice(i, i + 100));
      await settle();
    }

    async function fuelReport(vehicleId: number, group: 'vehicle' | 'day') {
      const response = await api(
        'GET',
        `/api/dashboard/reports/fuel?start_date=${DAY_1}&end_date=${DAY_2}&group=${group}&vehicle_ids=${vehicleId}`,
        admin,
        undefined,
        EN,
      );
      expect(response.statusCode, response.body).toBe(200);
      return fuelReportResponseSchema.strict().parse(response.json()).data;
    }

    /** The figures as the report computed them from the readings (sensor-report.ts), by day and for both days. */
    async function fromReadings(vehicleId: number, group: 'vehicle' | 'day') {
      const repo = new SensorReportRepo(app.db);
      const days = new ZoneDays(app.config.timezone);
      const from = days.startOf(DAY_1);
      const to = days.startOf('2026-02-12');
      const [row] = await repo.sensors(
        { vehicleIds: [vehicleId], from: new Date(from), to: new Date(to), fromDay: DAY_1, toDay: DAY_2 },
        ['fuel_level', 'fuel_used'],
      );
      const sensor = toDefinition(row!);
      const readings = await repo.readings(vehicleId, sensor.attribute, new Date(from), new Date(to), 1e6);
      const bucketOf = (t: number) => (group === 'vehicle' ? 0 : t < days.startOf(DAY_2) ? 0 : 1);
      const count = group === 'vehicle' ? 1 : 2;
      const buckets: FuelBucket[] =
        sensor.type === 'fuel_level'
          ? levelBuckets(sensor, readings, bucketOf, count)
          : counterBuckets(sensor, readings, bucketOf, count);
      return buckets.map((b) => ({
        start_litres: b.start === null ? null : round1(b.start),
        end_litres: b.end === null ? null : round1(b.end),
        refuelled_litres: round1(b.refuelled),
        refuels: b.refuels,
        drained_litres: round1(b.drained),
        drains: b.drains,
        consumed_litres: round1(b.consumed),
      }));
    }

    async function expectSameFigures(vehicleId: number) {
      for (const group of ['day', 'vehicle'] as const) {
        const rows = await fuelReport(vehicleId, group);
        const expected = await fromReadings(vehicleId, group);
        expect(
          rows.map((r) => ({
            start_litres: r.start_litres,
            end_litres: r.end_litres,
            refuelled_litres: r.refuelled_litres,
            refuels: r.refuels,
            drained_litres: r.drained_litres,
            drains: r.drains,
            consumed_litres: r.consumed_litres,
          })),
          group,
        ).toEqual(expected);
      }
    }

    /** The sensor's stored days: the report read them (the figures above are not the readings' by accident). */
    async function storedDays(sensorId: number) {
      return rowsOf<{ day: string; refuels: number; drains: number }>(
        await app.db
          .execute(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, refuels, drains FROM report_fuel_days
          WHERE sensor_id = ${sensorId} ORDER BY day`),
      );
    }

    for (const restart of [false, true]) {
      it(`a day with a refuel and a drain: the stored days give the readings' figures${restart ? ', across a restart' : ''}`, async () => {
        const tank = await vehicleWith({
          name: 'Tank',
          type: 'fuel_level',
          attribute: 'fuel',
          capacity: 200,
        });
        const counter = await vehicleWith({ name: 'Counter', type: 'fuel_used', attribute: 'fuel_used' });
        const ids = [tank.id, counter.id];
        const fixes = twoDays(new ZoneDays(app.config.timezone));
        const refuelled = fixes.findIndex((f) => f.litres > 140) + 40;
        if (!restart) await report(ids, fixes);
        else {
          await report(ids, fixes.slice(0, refuelled));
          // Committed while no tracker runs (as after a SIGKILL): the next one catches up from the stored positions.
          await app.fuelDays.stop();
          await report(ids, fixes.slice(refuelled, refuelled + 200));
          await restartTracker();
          await report(ids, fixes.slice(refuelled + 200));
        }
        expect(await storedDays(tank.sensorId)).toEqual([
          { day: DAY_1, refuels: 1, drains: 1 },
          { day: DAY_2, refuels: 0, drains: 0 },
        ]);
        expect((await storedDays(counter.sensorId)).map((d) => d.day)).toEqual([DAY_1, DAY_2]);
        const [day1] = await fuelReport(tank.id, 'day');
        expect(day1!.refuelled_litres).toBeGreaterThan(75);
        expect(day1!.drained_litres).toBeGreaterThan(35);
        for (const id of ids) await expectSameFigures(id);
        // A page holds its rows only; the number of rows and the totals are the whole period's.
        const url = `/api/dashboard/reports/fuel?start_date=${DAY_1}&end_date=${DAY_2}&group=day&vehicle_ids=${tank.id}`;
        const whole = fuelReportResponseSchema.parse((await api('GET', url, admin)).json());
        const second = fuelReportResponseSchema.parse(
          (await api('GET', `${url}&per_page=1&page=2`, admin)).json(),
        );
        expect(second.data).toEqual([whole.data[1]]);
        expect(second.meta.total).toBe(2);
        expect(second.totals).toEqual(whole.totals);
        // A period that is not whole days is read from the readings, from its first instant.
        const noon = new ZoneDays(app.config.timezone).startOf(DAY_1) + 12 * 3_600_000;
        const partial = fuelReportResponseSchema.parse(
          (
            await api(
              'GET',
              `/api/dashboard/reports/fuel?from=${new Date(noon).toISOString()}&to=${new Date(noon + 3 * 3_600_000).toISOString()}&vehicle_ids=${tank.id}`,
              admin,
            )
          ).json(),
        );
        expect(partial.data[0]!.refuels).toBe(0);
        expect(partial.data[0]!.start_litres).toBeLessThan(140);
      });
    }

    it('a late fix recomputes its day from the day’s checkpoint; a rebuild recomputes the days', async () => {
      const tank = await vehicleWith({ name: 'Tank', type: 'fuel_level', attribute: 'fuel', capacity: 200 });
      const counter = await vehicleWith({ name: 'Counter', type: 'fuel_used', attribute: 'fuel_used' });
      const ids = [tank.id, counter.id];
      const fixes = twoDays(new ZoneDays(app.config.timezone));
      const late = fixes.findIndex((f) => f.litres > 140) + 100;
      await report(ids, [...fixes.slice(0, late), ...fixes.slice(late + 1)]);
      await report(ids, [fixes[late]!]);
      for (const id of ids) await expectSameFigures(id);

      await app.db.execute(sql`UPDATE report_fuel_days SET refuels = 7, refuelled_litres = 0, last_value = 0
        WHERE vehicle_id IN (${tank.id}, ${counter.id})`);
      const rebuild = await api('POST', '/api/dashboard/reports/rebuild', admin, {
        start_date: DAY_1,
        vehicle_ids: ids,
      });
      expect(rebuild.statusCode, rebuild.body).toBe(202);
      await app.reports.settled();
      await settle();
      expect((await storedDays(tank.sensorId)).map((d) => d.refuels)).toEqual([1, 0]);
      for (const id of ids) await expectSameFigures(id);
    });

    it('a changed calibration: the readings answer at once, the days are recomputed with the next fix', async () => {
      const tank = await vehicleWith({ name: 'Tank', type: 'fuel_level', attribute: 'fuel', capacity: 200 });
      const fixes = twoDays(new ZoneDays(app.config.timezone));
      await report([tank.id], fixes.slice(0, -1));
      const changed = await api('PUT', `/api/dashboard/vehicles/${tank.id}/sensors/${tank.sensorId}`, admin, {
        name: 'Tank',
        type: 'fuel_level',
        attribute: 'fuel',
        capacity: 200,
        multiplier: 2,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      await expectSameFigures(tank.id);
      const [before] = await fuelReport(tank.id, 'vehicle');
      expect(before!.start_litres).toBeGreaterThan(190);
      await report([tank.id], fixes.slice(-1));
      const definition = rowsOf<{ definition: string }>(
        await app.db.execute(
          sql`SELECT definition FROM report_fuel_state WHERE sensor_id = ${tank.sensorId}`,
        ),
      );
      expect(JSON.parse(definition[0]!.definition)[3]).toBe(2);
      await expectSameFigures(tank.id);
    });
  });
});
