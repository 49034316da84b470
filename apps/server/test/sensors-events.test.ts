import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FleetEvent } from '@fleet/shared/schemas/events';
import type { Position } from '../src/ingestion/position';
import type { EventEngine } from '../src/modules/events/event-engine';
import { apiRequest, type ApiRequestArgs, DEMO, forEachDatabase, login } from './harness';
import { replaceEventEngine, vehicleEvents } from './engine-helpers';
import { EN } from './people-helpers';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

forEachDatabase((db) => {
  describe('sensor events through the event engine', () => {
    let app: FastifyInstance;
    let admin: string;
    let plate = 0;
    const restarted: EventEngine[] = [];
    const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);

    beforeAll(async () => {
      app = await db.buildApp({
        demo: false,
        admin: { email: DEMO.admin.email, password: DEMO.admin.password },
      });
      admin = await login(app, DEMO.admin);
    });
    afterAll(async () => {
      for (const engine of restarted) await engine.stop();
    });

    async function settle() {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await app.eventEngine.settled();
    }

    /** As after a SIGKILL before the vehicle's state was saved: a new engine that knows only the stored positions. */
    async function restartEngine(vehicleId: number) {
      restarted.push(await replaceEventEngine(app, { sensors: app.sensors }, vehicleId));
      await settle();
    }

    async function vehicleWith(sensor: object): Promise<number> {
      plate += 1;
      const created = await api('POST', '/api/dashboard/vehicles', admin, {
        name: `Sensors ${plate}`,
        plate_number: `SN ${plate}`,
        category: 'truck',
        fuel_type: 'diesel',
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      const added = await api('POST', `/api/dashboard/vehicles/${id}/sensors`, admin, sensor);
      expect(added.statusCode, added.body).toBe(201);
      return id;
    }

    type Fix = { t: number; speed?: number; ignition?: boolean; attributes: Record<string, unknown> };
    const toPosition = (fix: Fix): Position => ({
      deviceId: 'test',
      fixTime: new Date(fix.t),
      valid: true,
      lat: 24.7,
      lon: 46.7,
      speed: fix.speed ?? 0,
      course: 0,
      altitude: null,
      satellites: 8,
      attributes: { ...(fix.ignition === undefined ? {} : { ignition: fix.ignition }), ...fix.attributes },
    });
    async function report(vehicleId: number, fixes: Fix[]) {
      const positions = fixes.map(toPosition);
      for (let i = 0; i < positions.length; i += 5)
        await app.positionWriter.submit(vehicleId, positions.slice(i, i + 5));
      await settle();
    }

    async function eventsOf(vehicleId: number): Promise<FleetEvent[]> {
      return vehicleEvents(app, admin, vehicleId);
    }

    for (const restart of [false, true]) {
      it(`a temperature excursion is one event, completed when it ends${restart ? ', once across a restart' : ''}`, async () => {
        const id = await vehicleWith({
          name: 'Cold room',
          type: 'temperature',
          attribute: 'temp1',
          min: 2,
          max: 8,
        });
        const sensorId = app.sensors.of(id)[0]!.id;
        const t0 = Date.now() - 2 * 60 * MINUTE;
        const at = (minute: number, temp: number) => ({
          t: t0 + minute * MINUTE,
          attributes: { temp1: temp },
        });
        // 2 minutes outside (the default minimum, 120 s): raised at its first fix outside.
        await report(id, [at(0, 5), at(1, 9), at(2, 11), at(3, 10)]);
        let events = await eventsOf(id);
        expect(events.map((e) => [e.type, e.time, e.attributes])).toEqual([
          [
            'temperature_out_of_range',
            new Date(t0 + MINUTE).toISOString(),
            {
              sensor: { id: sensorId, name: 'Cold room' },
              min: 2,
              max: 8,
              extreme: 11,
              duration_seconds: 120,
            },
          ],
        ]);
        expect(events[0]!.message).toBe(
          `Sensors ${plate}: Cold room out of range (2 to 8 °C), reaching 11 °C`,
        );
        if (restart) await restartEngine(id);
        await report(id, [at(4, 12.5), at(5, 9), at(6, 6), at(7, 5)]);
        events = await eventsOf(id);
        expect(events.map((e) => [e.type, e.attributes.extreme, e.attributes.duration_seconds])).toEqual([
          ['temperature_out_of_range', 12.5, 300],
        ]);
      });
    }

    it('a refuel and a drain are one event each, across a restart, with the litres', async () => {
      const id = await vehicleWith({
        name: 'Tank',
        type: 'fuel_level',
        attribute: 'io201',
        calibration: [
          [0, 0],
          [4000, 400],
        ],
        capacity: 400,
      });
      const t0 = Date.now() - 6 * 60 * MINUTE;
      let t = t0;
      let level = 120;
      const fixes = (minutes: number, every: number, change = 0): Fix[] => {
        const out: Fix[] = [];
        const steps = Math.round((minutes * MINUTE) / every);
        for (let i = 0; i < steps; i += 1, t += every) {
          level += change / steps;
          // The sensor reports tenths of a litre as a raw count, with a little jitter.
          out.push({ t, ignition: false, attributes: { io201: Math.round(level * 10 + ((i % 3) - 1) * 5) } });
        }
        return out;
      };
      await report(id, fixes(30, MINUTE));
      await report(id, fixes(4, 10 * SECOND, 150)); // the pump
      await report(id, fixes(20, MINUTE));
      let events = await eventsOf(id);
      expect(events.map((e) => e.type)).toEqual(['fuel_refuel']);
      expect(events[0]!.attributes.litres as number).toBeGreaterThan(140);
      expect(events[0]!.attributes.litres as number).toBeLessThan(160);
      expect(events[0]!.severity).toBe('info');

      await restartEngine(id);
      await report(id, fixes(10, MINUTE));
      await report(id, fixes(8, 10 * SECOND, -50)); // siphoned, parked
      await report(id, fixes(30, MINUTE));
      events = await eventsOf(id);
      expect(events.map((e) => e.type)).toEqual(['fuel_refuel', 'fuel_drain']);
      expect(events[1]!.attributes).toMatchObject({ sensor: { name: 'Tank' } });
      expect(events[1]!.attributes.litres as number).toBeGreaterThan(44);
      expect(events[1]!.attributes.litres as number).toBeLessThan(56);
      expect(events[1]!.severity).toBe('critical');
      // The chart's series is the smoothed level: no jitter, and the drain's fall in it.
      const sensorId = app.sensors.of(id)[0]!.id;
      const series = await api(
        'GET',
        `/api/dashboard/vehicles/${id}/sensors/${sensorId}/readings?from=${encodeURIComponent(new Date(t0).toISOString())}&to=${encodeURIComponent(new Date(t).toISOString())}`,
        admin,
      );
      const values = (series.json().data as { value: number }[]).map((r) => r.value);
      expect(values[10]!).toBeCloseTo(120, 0);
      expect(values[values.length - 1]!).toBeCloseTo(220, 0);
    });

    it('answers a sensor’s calibrated readings over at most 31 days, smoothing fuel levels', async () => {
      const id = await vehicleWith({
        name: 'Probe',
        type: 'temperature',
        attribute: 'adc1',
        multiplier: 0.1,
      });
      const sensorId = app.sensors.of(id)[0]!.id;
      const t0 = Date.now() - 60 * MINUTE;
      await report(id, [
        { t: t0, attributes: { adc1: 45 } },
        { t: t0 + MINUTE, attributes: {} },
        { t: t0 + 2 * MINUTE, attributes: { adc1: '52' } },
        { t: t0 + 3 * MINUTE, attributes: { adc1: 'broken' } },
      ]);
      const url = `/api/dashboard/vehicles/${id}/sensors/${sensorId}/readings`;
      const from = new Date(t0 - MINUTE).toISOString();
      const to = new Date(t0 + 10 * MINUTE).toISOString();
      const readings = await api(
        'GET',
        `${url}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
        admin,
      );
      expect(readings.statusCode, readings.body).toBe(200);
      expect(readings.json().data).toEqual([
        { time: new Date(t0).toISOString(), raw: 45, value: 4.5 },
        { time: new Date(t0 + 2 * MINUTE).toISOString(), raw: 52, value: 5.2 },
      ]);

      const long = await api(
        'GET',
        `${url}?from=2026-01-01T00:00:00Z&to=2026-02-02T00:00:00Z`,
        admin,
        undefined,
        EN,
      );
      expect(long.statusCode).toBe(422);
      expect(long.json().errors.to[0]).toBe('Choose a period of at most 31 days');
      const backwards = await api('GET', `${url}?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z`, admin);
      expect(backwards.statusCode).toBe(422);
      const missing = await api('GET', `${url}`, admin);
      expect(missing.statusCode).toBe(422);
      const other = await api(
        'GET',
        `/api/dashboard/vehicles/${id + 1000}/sensors/${sensorId}/readings?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
        admin,
      );
      expect(other.statusCode).toBe(404);
    });

    it('notification rules take the new types; the settings have temperature_min_seconds', async () => {
      const me = (await api('GET', '/api/dashboard/profile/auth', admin)).json().data.id as number;
      const rule = await api('POST', '/api/dashboard/notification-rules', admin, {
        name: 'Fuel and cold chain',
        event_types: ['fuel_refuel', 'fuel_drain', 'temperature_out_of_range'],
        channels: ['web'],
        recipients: { employee_ids: [me], role_ids: [] },
      });
      expect(rule.statusCode, rule.body).toBe(201);
      const settings = await api('GET', '/api/dashboard/settings/events', admin);
      expect(settings.json().data.temperature_min_seconds).toBe(120);
      const bad = await api('PUT', '/api/dashboard/settings/events', admin, { temperature_min_seconds: -1 });
      expect(bad.statusCode).toBe(422);
    });
  });
});
