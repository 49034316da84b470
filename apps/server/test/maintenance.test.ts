import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INSPECTION_ITEMS, SIGNATURE_STATEMENT } from '@fleet/shared/inspection-items';
import type { DueItem } from '@fleet/shared/schemas/maintenance';
import type { Position } from '../src/ingestion/position';
import { addDays, todayIn } from '../src/lib/dates';
import { apiRequest, type ApiRequestArgs, bearer, DEMO, forEachDatabase, login } from './harness';
import { multipart } from './multipart';
import { EN, identity, saudiMobile, tinyPng, vehicleBody } from './people-helpers';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
const LAT = 24.7;
/** Degrees of longitude per kilometre at LAT. */
const LON_PER_KM = 1 / (111.32 * Math.cos((LAT * Math.PI) / 180));

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;
  const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);

  beforeAll(async () => {
    app = await db.buildApp(
      { demo: false, admin: { email: DEMO.admin.email, password: DEMO.admin.password } },
      { maintenance: { tickMs: 20 } },
    );
    admin = await login(app, DEMO.admin);
  });

  async function vehicle(extra: Record<string, unknown> = {}) {
    const response = await api('POST', '/api/dashboard/vehicles', admin, vehicleBody(extra));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  }

  /**
   * A driving vehicle's odometer as positions arrive: one fix per 10 s at 36 km/h (100 m each), through the
   * instance `via` gives (the tracker reconnecting to another one).
   */
  function driver(vehicleId: number, via: () => FastifyInstance = () => app) {
    let t = Date.now() - 6 * 3600_000;
    let km = 0;
    const send = async (fixes: Position[]) => {
      const instance = via();
      for (let i = 0; i < fixes.length; i += 5)
        await instance.positionWriter.submit(vehicleId, fixes.slice(i, i + 5));
      await new Promise((resolve) => setTimeout(resolve, 30));
      await instance.maintenance.settled();
    };
    const fix = (extra: Partial<Position> = {}): Position => ({
      deviceId: 'test',
      fixTime: new Date(t),
      valid: true,
      lat: LAT,
      lon: 46.6 + km * LON_PER_KM,
      speed: 36,
      course: 90,
      altitude: null,
      satellites: 8,
      attributes: { ignition: true },
      ...extra,
    });
    return {
      /** Drives on (east, or back west) to `toKm` from the start. */
      async to(toKm: number) {
        const fixes: Position[] = [];
        if (km === 0) fixes.push(fix());
        const step = toKm > km ? 0.1 : -0.1;
        while (Math.abs(toKm - km) > 1e-9) {
          km = Math.round((km + step) * 1000) / 1000;
          if (Math.sign(toKm - km) !== Math.sign(step)) km = toKm;
          t += 10_000;
          fixes.push(fix());
        }
        await send(fixes);
      },
      /** Parked with the engine off: GPS jitter of a few metres around the spot, speed 0. */
      async park(count: number) {
        const fixes: Position[] = [];
        for (let i = 0; i < count; i += 1) {
          t += 10_000;
          const jitter = (i % 2 === 0 ? 1 : -1) * 0.008 * LON_PER_KM;
          fixes.push(
            fix({ speed: 0, lon: 46.6 + km * LON_PER_KM + jitter, attributes: { ignition: false } }),
          );
        }
        await send(fixes);
      },
      async withOdometer(metres: number) {
        t += 10_000;
        await send([fix({ attributes: { ignition: true, odometer: metres } })]);
      },
    };
  }

  async function programme(body: object) {
    const response = await api('POST', '/api/dashboard/maintenance/programmes', admin, {
      name: 'Oil',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  }

  async function dueOf(vehicleId: number): Promise<DueItem[]> {
    const response = await api(
      'GET',
      `/api/dashboard/maintenance/due?status=all&vehicle_id=${vehicleId}`,
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function maintenanceEvents(vehicleId: number) {
    const response = await api(
      'GET',
      `/api/dashboard/events?vehicle_id=${vehicleId}&type=maintenance_due,maintenance_overdue&per_page=100`,
      admin,
      undefined,
      EN,
    );
    expect(response.statusCode, response.body).toBe(200);
    return (
      response.json().data as { type: string; attributes: Record<string, unknown>; message: string }[]
    ).reverse();
  }

  async function vehicleRead(id: number) {
    const response = await api('GET', `/api/dashboard/vehicles/${id}/maintenance`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  describe('odometer, due points and events', () => {
    it('12 km on a 10 km programme warning 3 km ahead: due soon at 7, overdue past 10, one event each', async () => {
      const id = await vehicle({ meter_reading: 1000 });
      const oil = await programme({ name: 'Oil change', vehicle_ids: [id], every_km: 10, warn_km: 3 });
      const audited = await api(
        'GET',
        `/api/dashboard/audit-log?model=maintenance&record_id=programme:${oil}`,
        admin,
      );
      expect(audited.json().data).toMatchObject([{ action: 'create', model: 'maintenance' }]);
      const drive = driver(id);

      await drive.to(6.9);
      expect((await dueOf(id))[0]).toMatchObject({ status: 'ok', due_km: 1010 });
      // Parked: GPS jitter adds no distance.
      await drive.park(30);
      expect((await vehicleRead(id)).meters.odometer_km).toBeCloseTo(1006.9, 0);
      expect(await maintenanceEvents(id)).toEqual([]);

      await drive.to(7.1);
      expect((await dueOf(id))[0]!.status).toBe('due_soon');
      await drive.to(9.9);
      expect((await dueOf(id))[0]!.status).toBe('due_soon');
      let events = await maintenanceEvents(id);
      expect(events.map((e) => e.type)).toEqual(['maintenance_due']);
      expect(events[0]!.attributes).toMatchObject({ programme: 'Oil change', due_km: 1010 });

      await drive.to(10.2);
      expect((await dueOf(id))[0]!.status).toBe('overdue');
      await drive.to(12);
      events = await maintenanceEvents(id);
      expect(events.map((e) => e.type)).toEqual(['maintenance_due', 'maintenance_overdue']);

      const read = await vehicleRead(id);
      expect(read.meters.odometer_km).toBeGreaterThan(1011.8);
      expect(read.meters.odometer_km).toBeLessThan(1012.2);
      expect(read.status).toBe('overdue');
      // The vehicle list's badge and filter.
      const listed = await api('GET', `/api/dashboard/vehicles/${id}`, admin);
      expect(listed.json().data).toMatchObject({ maintenance_status: 'overdue' });
      expect(listed.json().data.odometer_km).toBeGreaterThan(1011.8);
      const filtered = await api('GET', '/api/dashboard/vehicles?maintenance=overdue&per_page=100', admin);
      expect(filtered.statusCode, filtered.body).toBe(200);
      expect(filtered.json().data.map((v: { id: number }) => v.id)).toContain(id);
      const soon = await api('GET', '/api/dashboard/vehicles?maintenance=due_soon&per_page=100', admin);
      expect(soon.json().data.map((v: { id: number }) => v.id)).not.toContain(id);
      const overdue = await api('GET', '/api/dashboard/maintenance/due?status=overdue&per_page=100', admin);
      expect(overdue.json().data.some((d: DueItem) => d.vehicle.id === id && d.programme.id === oil)).toBe(
        true,
      );

      // A completed work order for the programme: ok again, the count starts from the odometer at the service.
      const order = await api('POST', '/api/dashboard/maintenance/work-orders', admin, {
        vehicle_id: id,
        title: 'Oil and filter',
        programme_id: oil,
        vendor: 'ورشة النخبة',
        lines: [
          { kind: 'part', description: 'Oil 5W-30', quantity: 6, unit_cost: 35.5 },
          { kind: 'labour', description: 'Labour', quantity: 1, unit_cost: 80 },
        ],
      });
      expect(order.statusCode, order.body).toBe(201);
      expect(order.json().data).toMatchObject({ total_cost: 293, currency: 'SAR', status: 'open' });
      const orderId = order.json().data.id as number;
      expect((await dueOf(id))[0]!.work_order_id).toBe(orderId);
      const unacknowledged = await api(
        'POST',
        `/api/dashboard/maintenance/work-orders/${orderId}/complete`,
        admin,
        {
          fixed_by: 'ورشة النخبة',
        },
      );
      expect(unacknowledged.statusCode).toBe(422);
      expect(unacknowledged.json().errors).toHaveProperty('acknowledgement');
      const done = await api('POST', `/api/dashboard/maintenance/work-orders/${orderId}/complete`, admin, {
        fixed_by: 'ورشة النخبة',
        acknowledgement: true,
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data.status).toBe('completed');
      const after = (await dueOf(id))[0]!;
      expect(after.status).toBe('ok');
      expect(after.due_km).toBeGreaterThan(1021.8);
      expect(after.due_km).toBeLessThan(1022.2);

      // The new count: 6 km more is still ok, no new event; 7.5 km more is due soon again (a new due point).
      await drive.to(18);
      expect((await dueOf(id))[0]!.status).toBe('ok');
      expect(await maintenanceEvents(id)).toHaveLength(2);
      await drive.to(19.5);
      expect((await dueOf(id))[0]!.status).toBe('due_soon');
      expect((await maintenanceEvents(id)).map((e) => e.type)).toEqual([
        'maintenance_due',
        'maintenance_overdue',
        'maintenance_due',
      ]);

      const history = await vehicleRead(id);
      expect(history.cost_total).toBe(293);
      expect(history.cost_by_month).toHaveLength(1);
      expect(history.work_orders[0].completed_by.id).toBeGreaterThan(0);
      const csv = await api(
        'GET',
        `/api/dashboard/vehicles/${id}/maintenance/export?format=csv`,
        admin,
        undefined,
        EN,
      );
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('293');
    });

    it("follows the device's own odometer, and a correction re-bases it", async () => {
      const id = await vehicle({ meter_reading: 500 });
      const drive = driver(id);
      await drive.to(1);
      expect((await vehicleRead(id)).meters).toMatchObject({ device_odometer: false });
      await drive.withOdometer(250_000);
      expect((await vehicleRead(id)).meters).toMatchObject({ odometer_km: 250, device_odometer: true });
      const corrected = await api('PUT', `/api/dashboard/vehicles/${id}/meters`, admin, {
        odometer_km: 260,
        engine_hours: 1200,
      });
      expect(corrected.statusCode, corrected.body).toBe(200);
      await drive.withOdometer(251_000);
      const meters = (await vehicleRead(id)).meters;
      expect(meters.odometer_km).toBe(261);
      expect(meters.engine_hours).toBeGreaterThanOrEqual(1200);
      expect(meters.engine_hours).toBeLessThan(1200.1);
    });

    it('keeps the meters across a restart: positions stored while it was down are replayed', async () => {
      const id = await vehicle({ meter_reading: 0 });
      const drive = driver(id);
      await drive.to(1);
      const { MaintenanceTracker } = await import('../src/modules/maintenance/maintenance-tracker');
      await app.maintenance.stop();
      await drive.to(3); // stored, but no tracker hears them
      const tracker = new MaintenanceTracker(app.db, app.events, app.hub, app.config.timezone, app.log, {
        tickMs: 20,
      });
      app.positionWriter.onCommitted((batch) => tracker.onCommitted(batch));
      await tracker.start();
      app.maintenance = tracker;
      await tracker.settled();
      const km = (await vehicleRead(id)).meters.odometer_km;
      expect(km).toBeGreaterThan(2.9);
      expect(km).toBeLessThan(3.1);
    });
  });

  describe.runIf(db.kind === 'postgres' && TEST_REDIS_URL)('two instances on PostgreSQL and Redis', () => {
    it('a tracker that moves from one instance to the other and back keeps one odometer and one event per due point', async () => {
      const shared = {
        overrides: { demo: false, redisUrl: TEST_REDIS_URL },
        options: {
          maintenance: { tickMs: 20 },
          live: { hubChannel: `fleet-test:${randomBytes(6).toString('hex')}` },
        },
      };
      const a = await db.buildApp(shared.overrides, shared.options);
      const b = await db.buildApp(shared.overrides, shared.options);
      const original = app;
      app = a; // the API calls below go to a
      try {
        const id = await vehicle({ meter_reading: 0 });
        await programme({ name: 'Filters', vehicle_ids: [id], every_km: 8, warn_km: 2 });
        await new Promise((resolve) => setTimeout(resolve, 200)); // b hears of the programme through Redis
        await b.maintenance.settled();
        let via = a;
        const drive = driver(id, () => via);
        const odometer = async () => (await vehicleRead(id)).meters.odometer_km as number;
        await drive.to(3);
        via = b;
        await drive.to(5);
        await drive.to(4); // and back: 3 km more on the odometer, 1 km further along the road
        expect(await odometer()).toBeCloseTo(6, 1);
        via = a; // its meters still say 3 km, at the 3 km point: it must not go on from there
        await drive.to(7);
        expect(await odometer()).toBeCloseTo(9, 1);
        expect((await maintenanceEvents(id)).map((e) => e.type)).toEqual([
          'maintenance_due',
          'maintenance_overdue',
        ]);
      } finally {
        app = original;
        await a.close();
        await b.close();
      }
    });

    it('positions of one vehicle through both at once: one odometer, each due point raised exactly once', async () => {
      const options = {
        maintenance: { tickMs: 5 },
        live: { hubChannel: `fleet-test:${randomBytes(6).toString('hex')}` },
      };
      const a = await db.buildApp({ demo: false, redisUrl: TEST_REDIS_URL }, options);
      const b = await db.buildApp({ demo: false, redisUrl: TEST_REDIS_URL }, options);
      const original = app;
      app = a;
      try {
        const id = await vehicle({ meter_reading: 0 });
        await programme({ name: 'Belts', vehicle_ids: [id], every_km: 8, warn_km: 2 });
        await new Promise((resolve) => setTimeout(resolve, 200)); // b hears of the programme through Redis
        await b.maintenance.settled();
        // 12 km east, a fix each 100 m and 10 s, in packets of 5: each two through both instances at once.
        const t0 = Date.now() - 6 * 3600_000;
        const fixes: Position[] = Array.from({ length: 121 }, (_, i) => ({
          deviceId: 'test',
          fixTime: new Date(t0 + i * 10_000),
          valid: true,
          lat: LAT,
          lon: 46.6 + i * 0.1 * LON_PER_KM,
          speed: 36,
          course: 90,
          altitude: null,
          satellites: 8,
          attributes: { ignition: true },
        }));
        // The first fix alone: the odometer starts at the first fix processed, whichever instance has it.
        await a.positionWriter.submit(id, fixes.slice(0, 1));
        await new Promise((resolve) => setTimeout(resolve, 30));
        await a.maintenance.settled();
        for (let i = 1; i < fixes.length; i += 10) {
          await Promise.all([
            a.positionWriter.submit(id, fixes.slice(i, i + 5)),
            b.positionWriter.submit(id, fixes.slice(i + 5, i + 10)),
          ]);
        }
        for (let round = 0; round < 3; round++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          await Promise.all([a.maintenance.settled(), b.maintenance.settled()]);
        }
        const events = await maintenanceEvents(id);
        expect(events.map((e) => e.type)).toEqual(['maintenance_due', 'maintenance_overdue']);
        const odometer = (await vehicleRead(id)).meters.odometer_km as number;
        expect(odometer).toBeGreaterThan(11.8);
        expect(odometer).toBeLessThan(12.2);
      } finally {
        app = original;
        await a.close();
        await b.close();
      }
    });
  });

  describe('validation', () => {
    it('refuses programmes without an interval or vehicles, negative costs, completing a cancelled order', async () => {
      const id = await vehicle();
      const none = await api(
        'POST',
        '/api/dashboard/maintenance/programmes',
        admin,
        { name: 'Nothing', vehicle_ids: [id] },
        EN,
      );
      expect(none.statusCode).toBe(422);
      expect(none.json().errors.every_km).toEqual([
        'Choose at least one interval: kilometres, engine hours or months',
      ]);
      const nobody = await api('POST', '/api/dashboard/maintenance/programmes', admin, {
        name: 'Nobody',
        every_months: 6,
      });
      expect(nobody.statusCode).toBe(422);
      expect(nobody.json().errors).toHaveProperty('vehicle_ids');
      // Warned 30 days ahead of a one-month interval: warned from the day it restarts.
      const early = await api(
        'POST',
        '/api/dashboard/maintenance/programmes',
        admin,
        {
          name: 'Monthly check',
          vehicle_ids: [id],
          every_months: 1,
          warn_days: 30,
          every_km: 500,
          warn_km: 50,
        },
        EN,
      );
      expect(early.statusCode).toBe(422);
      expect(early.json().errors).toEqual({ warn_days: ['The warning must be smaller than the interval'] });
      const fine = await api('POST', '/api/dashboard/maintenance/programmes', admin, {
        name: 'Monthly check',
        vehicle_ids: [id],
        every_months: 1,
        warn_days: 7,
      });
      expect(fine.statusCode, fine.body).toBe(201);
      const negative = await api('POST', '/api/dashboard/maintenance/work-orders', admin, {
        vehicle_id: id,
        title: 'Brakes',
        lines: [{ kind: 'part', description: 'Pads', quantity: 1, unit_cost: -5 }],
      });
      expect(negative.statusCode).toBe(422);
      expect(negative.json().errors).toHaveProperty(['lines.0.unit_cost']);

      const order = await api('POST', '/api/dashboard/maintenance/work-orders', admin, {
        vehicle_id: id,
        title: 'Brakes',
        status: 'cancelled',
      });
      expect(order.statusCode, order.body).toBe(201);
      const complete = await api(
        'POST',
        `/api/dashboard/maintenance/work-orders/${order.json().data.id}/complete`,
        admin,
        { fixed_by: 'Workshop', acknowledgement: true },
        EN,
      );
      expect(complete.statusCode).toBe(422);
      expect(complete.json().errors.status).toEqual(['A cancelled work order cannot be completed']);
      const missing = await api('GET', '/api/dashboard/maintenance/work-orders/99999999', admin);
      expect(missing.statusCode).toBe(404);
      const bad = await api('GET', '/api/dashboard/maintenance/due?status=late', admin);
      expect(bad.statusCode).toBe(422);
    });

    it('needs the maintenance permission', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/dashboard/maintenance/programmes' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('invoices', () => {
    it('a work order holds photos and PDF invoices; a PDF downloads, and is refused as a vehicle photo', async () => {
      const upload = async (filename: string, content: Buffer) => {
        const form = multipart({ filename, content });
        const response = await app.inject({
          method: 'POST',
          url: '/api/dashboard/media',
          headers: { ...bearer(admin), ...form.headers },
          payload: form.payload,
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json().data as { id: number; url: string; mime_type: string };
      };
      // A minimal PDF; the type comes from its first bytes, not the name.
      const pdf = await upload(
        'invoice.bin',
        Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
      );
      expect(pdf.mime_type).toBe('application/pdf');
      const photo = await upload('receipt.png', tinyPng(80));
      const id = await vehicle();
      const order = await api('POST', '/api/dashboard/maintenance/work-orders', admin, {
        vehicle_id: id,
        title: 'Tyres',
        images: [photo.id, pdf.id],
      });
      expect(order.statusCode, order.body).toBe(201);
      expect(order.json().data.images.map((m: { mime_type: string }) => m.mime_type)).toEqual([
        'image/png',
        'application/pdf',
      ]);
      const file = await app.inject({ method: 'GET', url: order.json().data.images[1].url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${pdf.id}.pdf"`);

      const other = await upload('second.pdf', Buffer.from('%PDF-1.7\n%%EOF\n'));
      const refused = await api(
        'PUT',
        `/api/dashboard/vehicles/${id}`,
        admin,
        vehicleBody({ images: [other.id] }),
        EN,
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors['images.0']).toEqual(['This image or video does not exist']);
    });
  });

  describe('work orders from an inspection', () => {
    type Part = { part: string; check_status: string; condition: string; severity?: string };
    const withDamage = (damaged: Record<string, string>): Part[] =>
      INSPECTION_ITEMS.map((part) =>
        damaged[part]
          ? { part, check_status: 'checked', condition: 'damage', severity: damaged[part] }
          : { part, check_status: 'checked', condition: 'ok' },
      );

    async function inspected(damaged: Record<string, string>) {
      const vehicleId = await vehicle();
      const phone = saudiMobile();
      const created = await api('POST', '/api/dashboard/drivers', admin, {
        name: `Mechanic test ${phone}`,
        identity_number: identity(2),
        country_code: '+966',
        phone,
        nationality: 'pk',
        licence_number: `L-${phone}`,
        licence_expiry_date: addDays(todayIn('Asia/Riyadh'), 400),
        vehicle_id: vehicleId,
        password: 'driver-secret',
      });
      expect(created.statusCode, created.body).toBe(201);
      const login = await app.inject({
        method: 'POST',
        url: '/api/driver/auth/login',
        payload: { country_code: '+966', phone, password: 'driver-secret' },
      });
      const token = login.json().data.token as string;
      const form = multipart({ filename: 'signature.png', content: tinyPng(90) });
      const upload = await app.inject({
        method: 'POST',
        url: '/api/driver/media',
        headers: { ...bearer(token), ...form.headers },
        payload: form.payload,
      });
      const report = await api('POST', '/api/driver/examinations', token, {
        vehicle_id: vehicleId,
        type: 'daily',
        started_at: new Date(Date.now() - 10 * 60_000).toISOString(),
        address: 'الرياض',
        lat: 24.7,
        lon: 46.7,
        signature: upload.json().data.id,
        signature_statement: SIGNATURE_STATEMENT.ar,
        parts: withDamage(damaged),
      });
      expect(report.statusCode, report.body).toBe(201);
      const data = report.json().data as { id: number; parts: { id: number; condition: string }[] };
      return {
        vehicleId,
        examinationId: data.id,
        partIds: data.parts.filter((p) => p.condition === 'damage').map((p) => p.id),
      };
    }

    it('completing an order for a critical fault fixes the parts and puts the vehicle back in service', async () => {
      const { vehicleId, examinationId, partIds } = await inspected({
        service_brake: 'critical',
        mirrors: 'minor',
      });
      const before = await api('GET', `/api/dashboard/vehicles/${vehicleId}`, admin);
      expect(before.json().data.status).toBe(false);

      const other = await inspected({ horn: 'minor' });
      const wrong = await api(
        'POST',
        '/api/dashboard/maintenance/work-orders',
        admin,
        { vehicle_id: vehicleId, title: 'Brakes', examination_part_ids: [partIds[0], other.partIds[0]] },
        EN,
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors['examination_part_ids.1']).toEqual([
        "This part belongs to another vehicle's inspection report",
      ]);

      const order = await api('POST', '/api/dashboard/maintenance/work-orders', admin, {
        vehicle_id: vehicleId,
        title: 'Brakes and mirror',
        examination_part_ids: partIds,
      });
      expect(order.statusCode, order.body).toBe(201);
      expect(order.json().data.parts).toHaveLength(2);
      const done = await api(
        'POST',
        `/api/dashboard/maintenance/work-orders/${order.json().data.id}/complete`,
        admin,
        {
          fixed_by: 'Brake workshop',
          fix_notes: 'Pads and discs replaced',
          acknowledgement: true,
        },
      );
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data.parts.map((p: { fix_status: string }) => p.fix_status)).toEqual([
        'fixed',
        'fixed',
      ]);
      const after = await api('GET', `/api/dashboard/vehicles/${vehicleId}`, admin);
      expect(after.json().data.status).toBe(true);
      const examination = await api('GET', `/api/dashboard/examinations/${examinationId}`, admin);
      expect(examination.json().data.fix_status).toBe('fixed');
      const again = await api(
        'POST',
        `/api/dashboard/maintenance/work-orders/${order.json().data.id}/complete`,
        admin,
        {
          fixed_by: 'Brake workshop',
          acknowledgement: true,
        },
      );
      expect(again.statusCode).toBe(422);
      const edit = await api('PUT', `/api/dashboard/maintenance/work-orders/${order.json().data.id}`, admin, {
        vehicle_id: vehicleId,
        title: 'Changed',
      });
      expect(edit.statusCode).toBe(422);
      void sql;
    });
  });
});
