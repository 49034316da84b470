import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPTIONS_LIMIT } from '@fleet/shared/common';
import { INSPECTION_ITEMS, SIGNATURE_STATEMENT } from '@fleet/shared/inspection-items';
import type { Permission } from '@fleet/shared/permissions';
import { addDays, todayIn } from '../src/lib/dates';
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
import { EN, identity, saudiMobile, tinyPng, uploadImage, vehicleBody } from './people-helpers';

type Part = {
  part: string;
  check_status: string;
  condition: string | null;
  severity?: string;
  images?: number[];
};

const allOk = (): Part[] =>
  INSPECTION_ITEMS.map((part) => ({ part, check_status: 'checked', condition: 'ok' }));

function withDamage(damages: Record<string, { severity: string; images?: number[] }>): Part[] {
  return allOk().map((part) =>
    damages[part.part] ? { ...part, condition: 'damage', ...damages[part.part] } : part,
  );
}

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;
  const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);
  const today = () => todayIn('Asia/Riyadh');

  beforeAll(async () => {
    app = await db.buildApp();
    admin = await login(app, DEMO.admin);
  });

  /** A vehicle with its own driver who holds a password; returns the driver's token. */
  async function driverWithVehicle() {
    const vehicle = await api('POST', '/api/dashboard/vehicles', admin, vehicleBody());
    expect(vehicle.statusCode, vehicle.body).toBe(201);
    const vehicleId = vehicle.json().data.id as number;
    const phone = saudiMobile();
    const driver = await api('POST', '/api/dashboard/drivers', admin, {
      name: `Inspector ${phone}`,
      identity_number: identity(2),
      country_code: '+966',
      phone,
      nationality: 'pk',
      licence_number: `L-${phone}`,
      licence_expiry_date: addDays(today(), 400),
      vehicle_id: vehicleId,
      password: 'driver-secret',
    });
    expect(driver.statusCode, driver.body).toBe(201);
    const token = await driverLogin(phone);
    return { vehicleId, driverId: driver.json().data.id as number, phone, token };
  }

  async function driverLogin(phone: string, password = 'driver-secret', remoteAddress = '127.0.0.1') {
    const response = await app.inject({
      method: 'POST',
      url: '/api/driver/auth/login',
      payload: { country_code: '+966', phone, password },
      remoteAddress,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.token as string;
  }

  async function driverUpload(token: string) {
    const form = multipart({ filename: 'photo.png', content: tinyPng(120) });
    const response = await app.inject({
      method: 'POST',
      url: '/api/driver/media',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  }

  async function submit(driver: { token: string; vehicleId: number }, parts: Part[], extra: object = {}) {
    return api('POST', '/api/driver/examinations', driver.token, {
      vehicle_id: driver.vehicleId,
      type: 'daily',
      started_at: new Date(Date.now() - 10 * 60_000).toISOString(),
      address: 'طريق الملك فهد، الرياض',
      lat: 24.7136,
      lon: 46.6753,
      signature: await driverUpload(driver.token),
      signature_statement: SIGNATURE_STATEMENT.ar,
      parts,
      ...extra,
    });
  }

  const vehicleStatus = async (id: number, headers: Record<string, string> = {}) => {
    const response = await api('GET', `/api/dashboard/vehicles/${id}`, admin, undefined, headers);
    return response.json().data as {
      plate_number: string;
      status: boolean;
      blocked_reason: string | null;
      blocked_reason_code: object | null;
    };
  };

  describe('filter options', () => {
    it('searches vehicles and drivers on the server, at most OPTIONS_LIMIT, the selected one first', async () => {
      const run = saudiMobile().slice(-5);
      const created = [];
      // Created in reverse name order: the options come by name, not by id.
      for (let i = OPTIONS_LIMIT + 1; i >= 0; i -= 1) {
        const body = vehicleBody({ name: `Options ${run} ${String(i).padStart(2, '0')}` });
        created.push((await api('POST', '/api/dashboard/vehicles', admin, body)).json().data);
      }
      // Who may see the examinations may filter them: no vehicles or drivers permission needed.
      const viewer = await userWithPermissions(app, ['show_examinations']);
      const vehicles = await api('GET', `/api/dashboard/vehicles/options?name=options ${run}`, viewer.token);
      expect(vehicles.statusCode, vehicles.body).toBe(200);
      expect(vehicles.json().data).toHaveLength(OPTIONS_LIMIT);
      const first = created[OPTIONS_LIMIT + 1];
      expect(vehicles.json().data[0]).toEqual({
        label: `Options ${run} 00 — ${first.plate_number}`,
        value: first.id,
      });
      // Past the limit by name, and found by its plate.
      const last = created[0];
      const byPlate = await api(
        'GET',
        `/api/dashboard/vehicles/options?name=${last.plate_number}`,
        viewer.token,
      );
      expect(byPlate.json().data).toEqual([{ label: expect.any(String), value: last.id }]);
      const pinned = await api(
        'GET',
        `/api/dashboard/vehicles/options?name=options ${run}&selected=${last.id}`,
        viewer.token,
      );
      expect(pinned.json().data).toHaveLength(OPTIONS_LIMIT);
      expect(pinned.json().data[0].value).toBe(last.id);
      const none = await api('GET', '/api/dashboard/vehicles/options?name=no such vehicle', viewer.token);
      expect(none.json().data).toEqual([]);
      const bad = await api(
        'GET',
        '/api/dashboard/vehicles/options?selected=abc',
        viewer.token,
        undefined,
        EN,
      );
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['selected']);

      const driver = await driverWithVehicle();
      const drivers = await api('GET', `/api/dashboard/drivers/options?name=${driver.phone}`, viewer.token);
      expect(drivers.json().data).toEqual([{ label: `Inspector ${driver.phone}`, value: driver.driverId }]);
      const allDrivers = await api(
        'GET',
        `/api/dashboard/drivers/options?selected=${driver.driverId}`,
        viewer.token,
      );
      expect(allDrivers.json().data.length).toBeLessThanOrEqual(OPTIONS_LIMIT);
      expect(allDrivers.json().data[0].value).toBe(driver.driverId);

      const outsider = await userWithPermissions(app, ['show_trips']);
      expect((await api('GET', '/api/dashboard/vehicles/options', outsider.token)).statusCode).toBe(403);
      expect((await api('GET', '/api/dashboard/drivers/options', outsider.token)).statusCode).toBe(403);
    });
  });

  describe('driver tokens and employee tokens', () => {
    it('keeps each kind of token to its own side', async () => {
      const driver = await driverWithVehicle();
      expect((await api('GET', '/api/dashboard/examinations', driver.token)).statusCode).toBe(401);
      expect((await api('GET', '/api/dashboard/profile/auth', driver.token)).statusCode).toBe(401);
      expect((await api('GET', '/api/driver/profile', admin)).statusCode).toBe(401);
      const asEmployee = await api('POST', '/api/driver/examinations', admin, {
        vehicle_id: driver.vehicleId,
      });
      expect(asEmployee.statusCode).toBe(401);
      expect((await api('GET', '/api/driver/profile', driver.token)).statusCode).toBe(200);
    });

    it('signs a driver in by phone, refuses a bad password, throttles, and logs out', async () => {
      const driver = await driverWithVehicle();
      const bad = await app.inject({
        method: 'POST',
        url: '/api/driver/auth/login',
        headers: EN,
        payload: { country_code: '+966', phone: driver.phone, password: 'wrong-one' },
        remoteAddress: '10.9.9.1',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({
        message: 'These credentials do not match our records',
        errors: { phone: ['These credentials do not match our records'] },
      });
      for (let attempt = 0; attempt < 4; attempt++) {
        await app.inject({
          method: 'POST',
          url: '/api/driver/auth/login',
          payload: { country_code: '+966', phone: driver.phone, password: 'wrong-one' },
          remoteAddress: '10.9.9.1',
        });
      }
      const throttled = await app.inject({
        method: 'POST',
        url: '/api/driver/auth/login',
        payload: { country_code: '+966', phone: driver.phone, password: 'driver-secret' },
        remoteAddress: '10.9.9.1',
      });
      expect(throttled.statusCode).toBe(429);

      const profile = await api('GET', '/api/driver/profile', driver.token);
      expect(profile.json().data).toMatchObject({
        id: driver.driverId,
        country_code: '+966',
        phone: driver.phone,
        vehicle: { id: driver.vehicleId, status: true, blocked_reason: null },
        last_examination_at: null,
        fixes_to_confirm: [],
      });
      expect((await api('POST', '/api/driver/auth/logout', driver.token)).statusCode).toBe(200);
      expect((await api('GET', '/api/driver/profile', driver.token)).statusCode).toBe(401);
    });

    it('signs the driver out of the app when an administrator sets a new password', async () => {
      const driver = await driverWithVehicle();
      const record = (await api('GET', `/api/dashboard/drivers/${driver.driverId}`, admin)).json().data;
      const { id: _id, actions: _actions, vehicle: _vehicle, ...rest } = record;
      const updated = await api('PUT', `/api/dashboard/drivers/${driver.driverId}`, admin, {
        name: rest.name,
        identity_number: rest.identity_number,
        country_code: rest.country_code,
        phone: rest.phone,
        nationality: rest.nationality,
        licence_number: rest.licence_number,
        licence_expiry_date: rest.licence_expiry_date,
        vehicle_id: driver.vehicleId,
        password: 'a-new-secret',
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect((await api('GET', '/api/driver/profile', driver.token)).statusCode).toBe(401);
      const again = await driverLogin(driver.phone, 'a-new-secret');
      expect((await api('GET', '/api/driver/profile', again)).statusCode).toBe(200);
    });

    it('serves the checklist grouped and translated', async () => {
      const driver = await driverWithVehicle();
      const ar = (await api('GET', '/api/driver/inspection-items', driver.token)).json().data;
      expect(ar).toHaveLength(8);
      expect(ar[1]).toMatchObject({ area: 'tyres', label: 'الإطارات والعجلات' });
      const en = (await api('GET', '/api/driver/inspection-items', driver.token, undefined, EN)).json().data;
      expect(en[0].items[0]).toEqual({ key: 'body_panels', label: 'Body panels and paint' });
      expect(en.flatMap((area: { items: { key: string }[] }) => area.items.map((item) => item.key))).toEqual(
        INSPECTION_ITEMS,
      );
    });
  });

  describe('submission', () => {
    it('stores a faultless report with its duration and shows it in the driver’s history', async () => {
      const driver = await driverWithVehicle();
      const photo = await driverUpload(driver.token);
      const response = await submit(driver, allOk(), {
        images: [photo],
        started_at: '2026-01-10T08:00:00+03:00',
        submitted_at: '2026-01-10T08:07:30+03:00',
      });
      expect(response.statusCode, response.body).toBe(201);
      const report = response.json().data;
      expect(report).toMatchObject({
        vehicle_id: driver.vehicleId,
        driver_id: driver.driverId,
        duration_seconds: 450,
        result: 'faultless',
        fix_status: null,
        flagged: false,
        damaged_count: 0,
        lat: 24.7136,
        address: 'طريق الملك فهد، الرياض',
      });
      expect(report.parts).toHaveLength(INSPECTION_ITEMS.length);
      expect(report.images.map((image: { id: number }) => image.id)).toEqual([photo]);
      expect(report.signature.url).toMatch(/sig=/);
      const history = (await api('GET', '/api/driver/examinations', driver.token)).json();
      expect(history.data.map((row: { id: number }) => row.id)).toEqual([report.id]);
    });

    it('names every bad field: missing items, damage without severity, no signature', async () => {
      const driver = await driverWithVehicle();
      const parts = withDamage({ windscreen: { severity: 'minor' } }).slice(1);
      delete (parts[0] as { severity?: string }).severity;
      const response = await api(
        'POST',
        '/api/driver/examinations',
        driver.token,
        { vehicle_id: driver.vehicleId, type: 'daily', started_at: new Date().toISOString(), parts },
        EN,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        'parts.0.severity': ['This field is required'],
        parts: ['Answer every item of the checklist: 1 left'],
        signature: ['This field is required'],
        signature_statement: ['This field is required'],
      });
    });

    it('refuses another vehicle, files of someone else, and a start in the future', async () => {
      const driver = await driverWithVehicle();
      const other = await driverWithVehicle();
      const wrongVehicle = await submit(driver, allOk(), { vehicle_id: other.vehicleId });
      expect(wrongVehicle.statusCode).toBe(422);
      expect(Object.keys(wrongVehicle.json().errors)).toEqual(['vehicle_id']);

      const othersPhoto = await driverUpload(other.token);
      const staffPhoto = (await uploadImage(app, admin)).id;
      const files = await submit(driver, allOk(), {
        images: [othersPhoto, staffPhoto],
        started_at: new Date(Date.now() + 3_600_000).toISOString(),
      });
      expect(files.statusCode).toBe(422);
      expect(files.json().errors).toEqual({
        'images.0': [expect.any(String)],
        'images.1': [expect.any(String)],
        started_at: [expect.any(String)],
      });
    });

    it('stores a retried submission once (same client_id)', async () => {
      const driver = await driverWithVehicle();
      const clientId = '6f1c0a52-3b7e-4c2a-9d1e-0a7b3c5d9e11';
      const first = await submit(driver, allOk(), { client_id: clientId });
      expect(first.statusCode).toBe(201);
      const again = await submit(driver, allOk(), { client_id: clientId });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.id).toBe(first.json().data.id);
      expect((await api('GET', '/api/driver/examinations', driver.token)).json().meta.total).toBe(1);
    });
  });

  describe('tabs, fixing and the vehicle', () => {
    it('lists by tab with counts; a fix needs the acknowledgement; the last critical fix reactivates', async () => {
      const driver = await driverWithVehicle();
      const faultless = (await submit(driver, allOk())).json().data;
      const photo = await driverUpload(driver.token);
      const faulty = await submit(
        driver,
        withDamage({
          tyre_front_left: { severity: 'critical', images: [photo] },
          wipers: { severity: 'minor' },
        }),
      );
      expect(faulty.statusCode, faulty.body).toBe(201);
      const report = faulty.json().data;
      expect(report).toMatchObject({
        result: 'faulty',
        fix_status: 'untreated',
        damaged_count: 2,
        open_count: 2,
      });
      expect(report.max_severity).toBe('critical');
      // One critical_fault event, in the submission's transaction.
      const events = await api(
        'GET',
        `/api/dashboard/events?type=critical_fault&vehicle_id=${driver.vehicleId}`,
        admin,
      );
      expect(
        events.json().data.map((e: { attributes: object; severity: string }) => [e.severity, e.attributes]),
      ).toEqual([['critical', { examination_id: report.id, parts: ['tyre_front_left'] }]]);
      // The reason is kept as a code and read in each reader's language.
      const blocked = await vehicleStatus(driver.vehicleId);
      expect(blocked).toMatchObject({
        status: false,
        blocked_reason: `عطل حرج في تقرير الفحص رقم ${report.id}: الإطار الأمامي الأيسر`,
        blocked_reason_code: { key: 'critical_fault', examination_id: report.id, parts: ['tyre_front_left'] },
      });
      expect((await vehicleStatus(driver.vehicleId, EN)).blocked_reason).toBe(
        `Critical fault in inspection report #${report.id}: Front left tyre`,
      );
      const listed = await api(
        'GET',
        `/api/dashboard/vehicles?name=${blocked.plate_number}`,
        admin,
        undefined,
        EN,
      );
      expect(listed.json().data[0].blocked_reason).toBe(
        `Critical fault in inspection report #${report.id}: Front left tyre`,
      );
      const driverView = await api('GET', '/api/driver/profile', driver.token, undefined, EN);
      expect(driverView.json().data.vehicle).toMatchObject({
        status: false,
        blocked_reason: `Critical fault in inspection report #${report.id}: Front left tyre`,
      });
      const damaged = report.parts.filter((part: { condition: string }) => part.condition === 'damage');
      const tyre = damaged.find((part: { part: string }) => part.part === 'tyre_front_left');
      const wipers = damaged.find((part: { part: string }) => part.part === 'wipers');
      expect(tyre.images).toHaveLength(1);

      const list = async (status: string) =>
        (
          await api(
            'GET',
            `/api/dashboard/examinations?vehicle_id=${driver.vehicleId}&status=${status}`,
            admin,
          )
        ).json();
      const all = await list('all');
      expect(all.meta.counts).toEqual({ all: 2, faulty: 1, faultless: 1, addressed: 0 });
      expect((await list('faulty')).data.map((row: { id: number }) => row.id)).toEqual([report.id]);
      expect((await list('faultless')).data.map((row: { id: number }) => row.id)).toEqual([faultless.id]);
      expect((await list('addressed')).data).toEqual([]);

      const fixBody = { part_ids: [tyre.id], fix_notes: 'New tyre fitted', fixed_by: 'Al-Jazira tyres' };
      const unacknowledged = await api(
        'POST',
        `/api/dashboard/examinations/${report.id}/fix`,
        admin,
        fixBody,
      );
      expect(unacknowledged.statusCode).toBe(422);
      expect(Object.keys(unacknowledged.json().errors)).toEqual(['acknowledgement']);
      expect((await vehicleStatus(driver.vehicleId)).status).toBe(false);

      const fixPhoto = (await uploadImage(app, admin)).id;
      const fixed = await api('POST', `/api/dashboard/examinations/${report.id}/fix`, admin, {
        ...fixBody,
        images: [fixPhoto],
        acknowledgement: true,
      });
      expect(fixed.statusCode, fixed.body).toBe(200);
      const afterTyre = fixed.json().data;
      expect(afterTyre).toMatchObject({ fix_status: 'not_fixed', open_count: 1 });
      const fixedTyre = afterTyre.parts.find((part: { id: number }) => part.id === tyre.id);
      expect(fixedTyre).toMatchObject({
        fix_status: 'fixed',
        fixed_by: 'Al-Jazira tyres',
        fix_notes: 'New tyre fitted',
      });
      expect(fixedTyre.acknowledged_by.name).toBe('مدير النظام');
      expect(fixedTyre.fix_images.map((image: { id: number }) => image.id)).toEqual([fixPhoto]);
      // The last critical fault is fixed: back in service, and the history says why.
      expect(await vehicleStatus(driver.vehicleId)).toMatchObject({ status: true, blocked_reason: null });
      const history = (
        await api('GET', `/api/dashboard/vehicles/${driver.vehicleId}/status-history`, admin, undefined, EN)
      ).json().data;
      expect(
        history.map((entry: { status: boolean; source: string; reason: string }) => [
          entry.status,
          entry.source,
          entry.reason,
        ]),
      ).toEqual([
        [true, 'examination', `Every critical fault fixed and acknowledged (report #${report.id})`],
        [false, 'examination', `Critical fault in inspection report #${report.id}: Front left tyre`],
      ]);

      const again = await api('POST', `/api/dashboard/examinations/${report.id}/fix`, admin, {
        ...fixBody,
        acknowledgement: true,
      });
      expect(again.statusCode).toBe(422);
      expect(Object.keys(again.json().errors)).toEqual(['part_ids.0']);

      await api('POST', `/api/dashboard/examinations/${report.id}/fix`, admin, {
        part_ids: [wipers.id],
        fix_notes: 'Blades replaced',
        fixed_by: 'Workshop',
        acknowledgement: true,
      });
      const addressed = await list('addressed');
      expect(
        addressed.data.map((row: { id: number; fix_status: string }) => [row.id, row.fix_status]),
      ).toEqual([[report.id, 'fixed']]);
      expect(addressed.meta.counts).toEqual({ all: 2, faulty: 0, faultless: 1, addressed: 1 });
    });

    it('never reactivates a vehicle a user blocked', async () => {
      const driver = await driverWithVehicle();
      const report = (await submit(driver, withDamage({ service_brake: { severity: 'critical' } }))).json()
        .data;
      await api('POST', `/api/dashboard/vehicles/${driver.vehicleId}/block`, admin, {
        reason: 'Accident repair',
      });
      const brake = report.parts.find((part: { part: string }) => part.part === 'service_brake');
      await api('POST', `/api/dashboard/examinations/${report.id}/fix`, admin, {
        part_ids: [brake.id],
        fix_notes: 'Pads and discs',
        fixed_by: 'Workshop',
        acknowledgement: true,
      });
      expect(await vehicleStatus(driver.vehicleId)).toMatchObject({
        status: false,
        blocked_reason: 'Accident repair',
      });
    });

    it('lets the driver confirm a fix or reopen it; a reopened critical fault blocks again', async () => {
      const driver = await driverWithVehicle();
      const report = (
        await submit(
          driver,
          withDamage({ headlights: { severity: 'critical' }, horn: { severity: 'major' } }),
        )
      ).json().data;
      const ids = Object.fromEntries(
        report.parts.map((part: { part: string; id: number }) => [part.part, part.id]),
      );
      await api('POST', `/api/dashboard/examinations/${report.id}/fix`, admin, {
        part_ids: [ids.headlights, ids.horn],
        fix_notes: 'Bulbs and horn relay',
        fixed_by: 'Workshop',
        acknowledgement: true,
      });
      expect((await vehicleStatus(driver.vehicleId)).status).toBe(true);

      const profile = (await api('GET', '/api/driver/profile', driver.token)).json().data;
      expect(profile.fixes_to_confirm.map((fix: { part_id: number }) => fix.part_id).sort()).toEqual(
        [ids.headlights, ids.horn].sort(),
      );
      const answered = await api('POST', `/api/driver/examinations/${report.id}/confirm`, driver.token, {
        part_ids: [ids.horn],
        reopen_part_ids: [ids.headlights],
        notes: 'Left headlight still dark',
      });
      expect(answered.statusCode, answered.body).toBe(200);
      const parts = Object.fromEntries(
        answered.json().data.parts.map((part: { part: string }) => [part.part, part]),
      );
      expect(parts.horn).toMatchObject({ fix_status: 'fixed', confirmed_at: expect.any(String) });
      expect(parts.headlights).toMatchObject({
        fix_status: 'not_fixed',
        reopen_notes: 'Left headlight still dark',
      });
      expect(answered.json().data).toMatchObject({ fix_status: 'not_fixed', open_count: 1 });
      expect(await vehicleStatus(driver.vehicleId, EN)).toMatchObject({
        status: false,
        blocked_reason: `Critical fault reopened by the driver (report #${report.id}): Headlights`,
      });
      expect((await api('GET', '/api/driver/profile', driver.token)).json().data.fixes_to_confirm).toEqual(
        [],
      );

      const twice = await api('POST', `/api/driver/examinations/${report.id}/confirm`, driver.token, {
        part_ids: [ids.horn],
      });
      expect(twice.statusCode).toBe(422);
      const stranger = await driverWithVehicle();
      expect(
        (
          await api('POST', `/api/driver/examinations/${report.id}/confirm`, stranger.token, {
            part_ids: [ids.horn],
          })
        ).statusCode,
      ).toBe(404);
    });

    it('rewrites reasons stored as sentences before codes existed (migration 0009)', async () => {
      const driver = await driverWithVehicle();
      const report = (await submit(driver, withDamage({ brake_lights: { severity: 'critical' } }))).json()
        .data;
      // As the examinations wrote it before: a sentence in the language of the driver's request.
      const sentence = `عطل حرج في تقرير الفحص رقم ${report.id}: أنوار الفرامل`;
      await app.db.execute(
        sql`update vehicles set blocked_reason = ${sentence}, blocked_reason_code = null where id = ${driver.vehicleId}`,
      );
      await app.db.execute(
        sql`update vehicle_status_changes set reason = ${sentence}, reason_code = null where vehicle_id = ${driver.vehicleId}`,
      );
      expect((await vehicleStatus(driver.vehicleId, EN)).blocked_reason).toBe(sentence);

      const migration = readFileSync(
        new URL('../drizzle/0009_status_reason_codes.sql', import.meta.url),
        'utf8',
      );
      for (const statement of migration.split('--> statement-breakpoint').slice(2)) {
        await app.db.execute(sql.raw(statement));
      }
      const code = { key: 'critical_fault', examination_id: report.id, parts: ['brake_lights'] };
      expect(await vehicleStatus(driver.vehicleId, EN)).toMatchObject({
        blocked_reason: `Critical fault in inspection report #${report.id}: Brake lights`,
        blocked_reason_code: code,
      });
      const history = await api(
        'GET',
        `/api/dashboard/vehicles/${driver.vehicleId}/status-history`,
        admin,
        undefined,
        EN,
      );
      expect(history.json().data).toMatchObject([{ reason_code: code }]);
    });

    it('flags a part damaged again on the same vehicle within the period, and filters by it', async () => {
      const driver = await driverWithVehicle();
      const first = (await submit(driver, withDamage({ mirrors: { severity: 'minor' } }))).json().data;
      expect(first.flagged).toBe(false);
      const second = (
        await submit(driver, withDamage({ mirrors: { severity: 'minor' }, seats: { severity: 'minor' } }))
      ).json().data;
      expect(second.flagged).toBe(true);
      const flags = Object.fromEntries(
        second.parts.map((part: { part: string; flagged: boolean }) => [part.part, part.flagged]),
      );
      expect(flags.mirrors).toBe(true);
      expect(flags.seats).toBe(false);
      const flagged = (
        await api('GET', `/api/dashboard/examinations?vehicle_id=${driver.vehicleId}&flagged=true`, admin)
      ).json();
      expect(flagged.data.map((row: { id: number }) => row.id)).toEqual([second.id]);
      // Outside the period (30 days by default): damage 40 days ago is no repeat.
      const other = await driverWithVehicle();
      const longAgo = Date.now() - 40 * 24 * 3_600_000;
      await submit(other, withDamage({ mirrors: { severity: 'minor' } }), {
        started_at: new Date(longAgo).toISOString(),
        submitted_at: new Date(longAgo + 600_000).toISOString(),
      });
      expect((await submit(other, withDamage({ mirrors: { severity: 'minor' } }))).json().data.flagged).toBe(
        false,
      );
    });

    it('counts faults per week by area', async () => {
      const driver = await driverWithVehicle();
      await submit(driver, withDamage({ bumpers: { severity: 'minor' }, coolant: { severity: 'major' } }));
      const weeks = (
        await api('GET', `/api/dashboard/examinations/faults-per-week?vehicle_id=${driver.vehicleId}`, admin)
      ).json().data;
      expect(weeks).toHaveLength(12);
      const last = weeks[weeks.length - 1];
      expect(last).toMatchObject({ total: 2, areas: { exterior: 1, fluids: 1, tyres: 0 } });
      expect(weeks.slice(0, -1).every((week: { total: number }) => week.total === 0)).toBe(true);
    });
  });

  describe('dashboard records, edits and deletes', () => {
    it('edits the administrative fields and deletes; a deleted report’s critical fault no longer blocks', async () => {
      const driver = await driverWithVehicle();
      const report = (await submit(driver, withDamage({ seat_belts: { severity: 'critical' } }))).json().data;
      const updated = await api('PUT', `/api/dashboard/examinations/${report.id}`, admin, {
        type: 'pre_trip',
        address: 'Depot 2',
        notes: 'Entered from the paper copy',
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data).toMatchObject({ type: 'pre_trip', address: 'Depot 2' });
      expect((await vehicleStatus(driver.vehicleId)).status).toBe(false);
      expect((await api('DELETE', `/api/dashboard/examinations/${report.id}`, admin)).statusCode).toBe(200);
      expect((await api('GET', `/api/dashboard/examinations/${report.id}`, admin)).statusCode).toBe(404);
      expect((await vehicleStatus(driver.vehicleId)).status).toBe(true);
    });

    it('records a report for a driver from the dashboard', async () => {
      const driver = await driverWithVehicle();
      const signature = (await uploadImage(app, admin)).id;
      const created = await api('POST', '/api/dashboard/examinations', admin, {
        vehicle_id: driver.vehicleId,
        driver_id: driver.driverId,
        type: 'periodic',
        started_at: new Date(Date.now() - 3_600_000).toISOString(),
        signature,
        signature_statement: SIGNATURE_STATEMENT.en,
        parts: allOk(),
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data).toMatchObject({ type: 'periodic', driver: { id: driver.driverId } });
    });

    it('answers 403 per action without its permission', async () => {
      const driver = await driverWithVehicle();
      const report = (await submit(driver, withDamage({ horn: { severity: 'minor' } }))).json().data;
      const horn = report.parts.find((part: { part: string }) => part.part === 'horn');
      const calls: [Permission, () => Promise<{ statusCode: number }>][] = [];
      const as = async (permissions: Permission[]) => (await userWithPermissions(app, permissions)).token;
      const viewer = await as(['show_examinations']);
      calls.push([
        'show_examinations',
        async () => api('GET', `/api/dashboard/examinations/${report.id}`, await as([])),
      ]);
      calls.push([
        'fix_examinations',
        async () =>
          api('POST', `/api/dashboard/examinations/${report.id}/fix`, viewer, {
            part_ids: [horn.id],
            fix_notes: 'x',
            fixed_by: 'Workshop',
            acknowledgement: true,
          }),
      ]);
      calls.push([
        'update_examinations',
        async () => api('PUT', `/api/dashboard/examinations/${report.id}`, viewer, { type: 'daily' }),
      ]);
      calls.push([
        'delete_examinations',
        async () => api('DELETE', `/api/dashboard/examinations/${report.id}`, viewer),
      ]);
      for (const [permission, call] of calls) expect((await call()).statusCode, permission).toBe(403);
      const list = (
        await api('GET', `/api/dashboard/examinations?vehicle_id=${driver.vehicleId}`, viewer)
      ).json();
      expect(list.data[0].actions).toEqual(['view']);
    });
  });
});
