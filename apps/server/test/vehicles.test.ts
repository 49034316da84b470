import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { vehicleInputSchema, vehicleSchema } from '@fleet/shared/schemas/vehicles';
import { DEMO_DEVICE_IDS, DEMO_TRACKERS, seedDemoFleet } from '../src/demo/fleet';
import { vehicles } from '../src/db/schema';
import { MediaStorage } from '../src/modules/media/media-storage';
import { VehiclesRepo } from '../src/modules/vehicles/vehicles.repo';
import { encodePng } from '../src/lib/png';
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

const EN = { 'accept-language': 'en' };
const tinyPng = () => encodePng(2, 2, new Uint8Array(12).fill(200));

let serial = 0;
/** A valid vehicle body with unique plate, VIN and device id. */
export function vehicleBody(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const n = String(serial).padStart(5, '0');
  return {
    name: `Test vehicle ${n}`,
    plate_number: `TST ${n}`,
    vin: `1HGCM82633A${String(100000 + serial).slice(-6)}`,
    category: 'car',
    fuel_type: 'petrol',
    device_id: `86${String(1_000_000_000_000 + serial)}`,
    ...overrides,
  };
}

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    app = await db.buildApp();
    admin = await login(app, DEMO.admin);
  });

  const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);

  async function create(body: Record<string, unknown>, token = admin) {
    const response = await api('POST', '/api/dashboard/vehicles', token, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number } & Record<string, unknown>;
  }

  async function upload(content: Buffer = tinyPng(), filename = 'photo.png') {
    const form = multipart({ filename, content });
    const response = await app.inject({
      method: 'POST',
      url: '/api/dashboard/media',
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; url: string; mime_type: string };
  }

  describe('demo fleet', () => {
    it('is seeded once with images, device ids and some blocked vehicles', async () => {
      const list = (await api('GET', '/api/dashboard/vehicles?per_page=100', admin)).json();
      expect(list.meta.total).toBe(25);
      for (const row of list.data) vehicleSchema.strict().parse(row);
      expect(list.data.every((v: { images: unknown[] }) => v.images.length >= 1)).toBe(true);
      const blocked = list.data.filter((v: { status: boolean }) => !v.status);
      expect(blocked.length).toBeGreaterThan(0);
      // Each blocked demo vehicle's history says why, as a user's block would.
      const history = await api('GET', `/api/dashboard/vehicles/${blocked[0].id}/status-history`, admin);
      expect(history.json().data).toMatchObject([
        { status: false, source: 'manual', reason: blocked[0].blocked_reason },
      ]);
      expect(list.data.filter((v: { device_id: string | null }) => v.device_id).length).toBe(22);
      expect(await seedDemoFleet(app.db, new MediaStorage(app.config.dataDir))).toBe(0);
      expect((await app.db.select().from(vehicles)).length).toBe(25);
      expect(DEMO_DEVICE_IDS).toHaveLength(22);
      expect(new Set(DEMO_DEVICE_IDS).size).toBe(22);
      // Each tracker's id has its family's shape: IMEIs, a 10-digit H02 id, a 12-digit JT/T 808 phone number.
      const shapes: Record<string, RegExp> = { h02: /^\d{10}$/, jt808: /^9665\d{8}$/ };
      for (const { deviceId, protocol } of DEMO_TRACKERS) {
        expect(deviceId, protocol).toMatch(shapes[protocol] ?? /^\d{15}$/);
      }
      expect(new Set(DEMO_TRACKERS.map((tracker) => tracker.protocol))).toEqual(
        new Set(['osmand', 'teltonika', 'gt06', 'h02', 'jt808', 'queclink']),
      );
    });
  });

  describe('create, read, update, delete', () => {
    it('creates with normalised plate and VIN, answers the read shape and a translated message', async () => {
      const response = await api(
        'POST',
        '/api/dashboard/vehicles',
        admin,
        vehicleBody({ plate_number: '  abc   123 ', vin: '1hgcm82633a004352', manufacture_year: 2020 }),
        EN,
      );
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body.message).toBe('Vehicle created successfully');
      const vehicle = vehicleSchema.strict().parse(body.data);
      expect(vehicle).toMatchObject({
        plate_number: 'ABC 123',
        vin: '1HGCM82633A004352',
        status: true,
        blocked_reason: null,
        live_status: null,
        last_position: null,
        registration_status: null,
        actions: ['view', 'edit', 'delete', 'block'],
      });
      const read = (await api('GET', `/api/dashboard/vehicles/${vehicle.id}`, admin)).json().data;
      expect(read.plate_number).toBe('ABC 123');
    });

    it('updates (PUT replaces) and deletes; unknown ids are 404', async () => {
      const vehicle = await create(vehicleBody({ color: 'Red' }));
      const body = vehicleBody({ name: 'Renamed', capacity: 9 });
      const updated = await api('PUT', `/api/dashboard/vehicles/${vehicle.id}`, admin, body, EN);
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({
        message: 'Vehicle updated successfully',
        data: { name: 'Renamed', color: null, capacity: 9 },
      });
      // The search follows the new values (its text is kept by the database).
      const found = async (term: string) =>
        (await api('GET', `/api/dashboard/vehicles?name=${encodeURIComponent(term)}`, admin)).json().data;
      expect(await found(body.plate_number.toLowerCase())).toMatchObject([{ id: vehicle.id }]);
      expect(await found(String(vehicle.plate_number))).toEqual([]);
      expect((await api('PUT', '/api/dashboard/vehicles/999999', admin, vehicleBody())).statusCode).toBe(404);
      const deleted = await api('DELETE', `/api/dashboard/vehicles/${vehicle.id}`, admin, undefined, EN);
      expect(deleted.json()).toEqual({ message: 'Vehicle deleted successfully' });
      expect((await api('GET', `/api/dashboard/vehicles/${vehicle.id}`, admin)).statusCode).toBe(404);
      expect((await api('DELETE', `/api/dashboard/vehicles/${vehicle.id}`, admin)).statusCode).toBe(404);
    });
  });

  describe('validation', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['name', { name: 'x' }, 'This field must be at least 2 characters', 'يجب ألا يقل هذا الحقل عن 2 أحرف'],
      [
        'vin',
        { vin: '1HGCM82633A00435I' },
        'The VIN has 17 letters and digits, without I, O and Q',
        'رقم الهيكل 17 خانة من الأرقام والحروف اللاتينية عدا I و O و Q',
      ],
      [
        'vin',
        { vin: 'SHORT' },
        'The VIN has 17 letters and digits, without I, O and Q',
        'رقم الهيكل 17 خانة من الأرقام والحروف اللاتينية عدا I و O و Q',
      ],
      [
        'device_id',
        { device_id: 'has space' },
        'The device id may hold only Latin letters, digits and _ . : -',
        'معرّف الجهاز يقبل الحروف اللاتينية والأرقام و _ . : - فقط',
      ],
      [
        'manufacture_year',
        { manufacture_year: 1949 },
        'The value must be at least 1950',
        'يجب ألا تقل القيمة عن 1950',
      ],
      [
        'manufacture_year',
        { manufacture_year: new Date().getFullYear() + 2 },
        `The value must be at most ${new Date().getFullYear() + 1}`,
        `يجب ألا تزيد القيمة عن ${new Date().getFullYear() + 1}`,
      ],
      [
        'form_end_date',
        { form_start_date: '2025-05-02', form_end_date: '2025-05-01' },
        'The end date must not be before the start date',
        'يجب ألا يسبق تاريخ النهاية تاريخ البداية',
      ],
      ['category', { category: 'spaceship' }, 'The selected option is not valid', 'الخيار المحدد غير صالح'],
      ['fuel_type', { fuel_type: 'coal' }, 'The selected option is not valid', 'الخيار المحدد غير صالح'],
      [
        'plate_number',
        { plate_number: 'X'.repeat(21) },
        'This field must be at most 20 characters',
        'يجب ألا يزيد هذا الحقل عن 20 حرفًا',
      ],
    ];
    for (const [field, change, en, ar] of cases) {
      it(`refuses a bad ${field} (${JSON.stringify(change).slice(0, 40)}) with 422 in en and ar`, async () => {
        const body = vehicleBody(change);
        const english = await api('POST', '/api/dashboard/vehicles', admin, body, EN);
        expect(english.statusCode).toBe(422);
        expect(english.json().errors[field]).toEqual([en]);
        const arabic = await api('POST', '/api/dashboard/vehicles', admin, body);
        expect(arabic.json().errors[field]).toEqual([ar]);
      });
    }

    it('keeps photos and videos in the gallery, in the order given', async () => {
      const video = await upload(
        Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64)]),
        'walkaround.mp4',
      );
      const photo = await upload();
      const vehicle = await create(vehicleBody({ images: [video.id, photo.id] }));
      expect((vehicle.images as { id: number; mime_type: string }[]).map((m) => [m.id, m.mime_type])).toEqual(
        [
          [video.id, 'video/mp4'],
          [photo.id, 'image/png'],
        ],
      );
    });

    it('refuses media ids that do not exist or belong to another vehicle', async () => {
      const image = await upload();
      const owner = await create(vehicleBody({ images: [image.id] }));
      expect((owner.images as { id: number }[]).map((i) => i.id)).toEqual([image.id]);
      const response = await api(
        'POST',
        '/api/dashboard/vehicles',
        admin,
        vehicleBody({ images: [999_999, image.id] }),
        EN,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        'images.0': ['This image or video does not exist'],
        'images.1': ['This image belongs to another vehicle'],
      });
    });
  });

  describe('uniqueness', () => {
    it('answers 409 naming plate, VIN and device id, whatever their case', async () => {
      const first = vehicleBody({ device_id: 'Phone-ABC' });
      await create(first);
      const again = vehicleBody({
        plate_number: first.plate_number.toLowerCase(),
        vin: first.vin.toLowerCase(),
        device_id: 'phone-abc',
      });
      const response = await api('POST', '/api/dashboard/vehicles', admin, again, EN);
      expect(response.statusCode).toBe(409);
      expect(response.json().errors).toEqual({
        plate_number: ['This value is already taken'],
        vin: ['This value is already taken'],
        device_id: ['This value is already taken'],
      });
    });

    it('lets a vehicle keep its own values on update, but not take another one', async () => {
      const a = await create(vehicleBody());
      const bBody = vehicleBody();
      await create(bBody);
      const own = await api('PUT', `/api/dashboard/vehicles/${a.id}`, admin, {
        ...vehicleBody(),
        plate_number: a.plate_number,
        vin: a.vin,
      });
      expect(own.statusCode, own.body).toBe(200);
      const taken = await api('PUT', `/api/dashboard/vehicles/${a.id}`, admin, {
        ...vehicleBody(),
        plate_number: bBody.plate_number,
      });
      expect(taken.statusCode).toBe(409);
      expect(Object.keys(taken.json().errors)).toEqual(['plate_number']);
    });

    it('maps a unique-index violation (the race the pre-check cannot see) to 409 on the right field', async () => {
      const repo = new VehiclesRepo(app.db);
      const first = vehicleInputSchema.parse(vehicleBody());
      await repo.create(first);
      const sameVin = vehicleInputSchema.parse({ ...vehicleBody(), vin: first.vin?.toLowerCase() });
      await expect(repo.create(sameVin)).rejects.toMatchObject({
        statusCode: 409,
        fields: { vin: ['validation.taken'] },
      });
      const sameDevice = vehicleInputSchema.parse({
        ...vehicleBody(),
        device_id: first.device_id?.toUpperCase(),
      });
      await expect(repo.create(sameDevice)).rejects.toMatchObject({
        fields: { device_id: ['validation.taken'] },
      });
      const samePlate = vehicleInputSchema.parse({
        ...vehicleBody(),
        plate_number: first.plate_number.toLowerCase(),
      });
      await expect(repo.create(samePlate)).rejects.toMatchObject({
        fields: { plate_number: ['validation.taken'] },
      });
    });

    it('lets only one of simultaneous identical creates through (the unique index decides)', async () => {
      const body = vehicleBody();
      const responses = await Promise.all(
        Array.from({ length: 4 }, () => api('POST', '/api/dashboard/vehicles', admin, body)),
      );
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 409, 409, 409]);
      const rows = await app.db.select().from(vehicles).where(eq(vehicles.plateNumber, body.plate_number));
      expect(rows).toHaveLength(1);
    });
  });

  describe('list', () => {
    it('searches name, plate, VIN, model and device id; filters status, dates and registration', async () => {
      const today = todayIn(app.config.timezone);
      const expired = await create(vehicleBody({ model: 'Zeta Special', form_end_date: addDays(today, -1) }));
      const expiring = await create(vehicleBody({ form_end_date: addDays(today, 30) }));
      const valid = await create(vehicleBody({ form_end_date: addDays(today, 31) }));
      const ids = async (query: string) =>
        (await api('GET', `/api/dashboard/vehicles?per_page=100&${query}`, admin))
          .json()
          .data.map((row: { id: number }) => row.id);
      expect(await ids('name=zeta%20spec')).toEqual([expired.id]);
      expect(await ids(`name=${encodeURIComponent(String(expiring.vin).toLowerCase())}`)).toEqual([
        expiring.id,
      ]);
      expect(await ids(`name=${String(valid.device_id)}`)).toEqual([valid.id]);
      expect(await ids(`name=${encodeURIComponent(String(valid.plate_number))}`)).toEqual([valid.id]);
      expect(await ids('name=100%25')).toEqual([]);
      expect(await ids('registration=expired')).toContain(expired.id);
      expect(await ids('registration=expired')).not.toContain(expiring.id);
      expect(await ids('registration=expiring')).toContain(expiring.id);
      expect(await ids('registration=expiring')).not.toContain(valid.id);
      const list = (
        await api('GET', `/api/dashboard/vehicles?name=${String(expired.plate_number)}`, admin)
      ).json();
      expect(list.data[0].registration_status).toBe('expired');
      expect(
        (await api('GET', `/api/dashboard/vehicles/${expiring.id}`, admin)).json().data.registration_status,
      ).toBe('expiring');
      expect(
        (await api('GET', `/api/dashboard/vehicles/${valid.id}`, admin)).json().data.registration_status,
      ).toBe('valid');
      expect(await ids(`start_date=${today}&end_date=${today}`)).toEqual(
        expect.arrayContaining([expired.id, valid.id]),
      );
      expect(await ids(`end_date=${addDays(today, -400)}`)).toEqual([]);
      const inactive = await ids('status=false');
      expect(inactive.length).toBeGreaterThan(0);
      expect(inactive).not.toContain(valid.id);
      expect((await api('GET', '/api/dashboard/vehicles?registration=soon', admin)).statusCode).toBe(422);
      expect((await api('GET', '/api/dashboard/vehicles?status=maybe', admin)).statusCode).toBe(422);
    });

    it('keeps totals exact after every kind of write through the API (the count cache is cleared)', async () => {
      const name = `Counted ${Date.now()}`;
      const total = async (query: string) =>
        (await api('GET', `/api/dashboard/vehicles?${query}`, admin)).json().meta.total as number;
      const search = `name=${encodeURIComponent(name)}`;
      expect(await total(search)).toBe(0);
      const all = await total('');
      const inactive = await total('status=false');
      const vehicle = await create(vehicleBody({ name }));
      expect(await total(search)).toBe(1);
      expect(await total('')).toBe(all + 1);
      await api('POST', `/api/dashboard/vehicles/${vehicle.id}/block`, admin, {});
      expect(await total('status=false')).toBe(inactive + 1);
      await api('POST', `/api/dashboard/vehicles/${vehicle.id}/activate`, admin);
      expect(await total('status=false')).toBe(inactive);
      await api('PUT', `/api/dashboard/vehicles/${vehicle.id}`, admin, { ...vehicleBody(), name: 'Renamed' });
      expect(await total(search)).toBe(0);
      await api('DELETE', `/api/dashboard/vehicles/${vehicle.id}`, admin);
      expect(await total('')).toBe(all);
    });

    it('pages a search the same way whether it walks the newest vehicles or sorts its matches', async () => {
      // Many matches: page 1 walks the date index; one page holding them all sorts the trigram matches.
      const word = `Walker${Date.now()}`;
      const made: number[] = [];
      for (let i = 0; i < 60; i++) made.push((await create(vehicleBody({ name: `${word} ${i}` }))).id);
      const ids = async (query: string) => {
        const body = (await api('GET', `/api/dashboard/vehicles?name=${word}&${query}`, admin)).json();
        expect(body.meta.total).toBe(60);
        return body.data.map((row: { id: number }) => row.id) as number[];
      };
      const newestFirst = [...made].reverse();
      const everything = await ids('per_page=100');
      expect(everything).toEqual(newestFirst);
      expect(await ids('per_page=10')).toEqual(newestFirst.slice(0, 10));
      expect(await ids('per_page=10&page=6')).toEqual(newestFirst.slice(50, 60));
      expect(await ids('per_page=10&page=7')).toEqual([]);
      // Few matches, with the other filters combined.
      const narrow = (
        await api('GET', `/api/dashboard/vehicles?name=${word}%2017&status=true`, admin)
      ).json();
      expect(narrow.data.map((row: { name: string }) => row.name)).toEqual([`${word} 17`]);
    });

    it('shows each vehicle as its own page does: every field, its images, dates and block reason', async () => {
      const [first, second] = [await upload(), await upload()];
      const vehicle = await create(
        vehicleBody({
          name: 'مركبة القائمة — List check',
          model: 'Coaster',
          tag: 'VIP',
          manufacture_year: 2020,
          licence_plate_number: 'أ ب ج 1234',
          capacity: 30,
          meter_reading: 120_500,
          color: 'أبيض',
          form_number: '7012345678',
          form_start_date: '2025-01-31',
          form_end_date: '2027-01-30',
          images: [first!.id, second!.id],
        }),
      );
      const code = { key: 'critical_fault' as const, examination_id: 7, parts: ['brake_lights'] };
      await app.db
        .update(vehicles)
        .set({ status: false, blockedReasonCode: code, blockSource: 'examination' })
        .where(eq(vehicles.id, vehicle.id));
      for (const lang of [{}, EN]) {
        const search = `/api/dashboard/vehicles?name=${encodeURIComponent(String(vehicle.plate_number))}`;
        const listed = (await api('GET', search, admin, undefined, lang)).json().data;
        const own = (await api('GET', `/api/dashboard/vehicles/${vehicle.id}`, admin, undefined, lang)).json()
          .data;
        // One vehicle's answer adds what its device said last (docs/api.md#devices); the list does not.
        const { last_report: report, ...shown } = own;
        expect(report).toBeNull();
        expect(listed).toEqual([shown]);
        expect(own).toMatchObject({
          form_start_date: '2025-01-31',
          blocked_reason_code: code,
          images: [{ id: first!.id }, { id: second!.id }],
        });
        expect(own.blocked_reason).toMatch(/7/);
        expect(own.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      }
    });

    it('pages with meta', async () => {
      const page = (await api('GET', '/api/dashboard/vehicles?per_page=5&page=2', admin)).json();
      expect(page.data).toHaveLength(5);
      expect(page.meta).toMatchObject({ per_page: 5, current_page: 2 });
      expect(page.meta.last_page).toBe(Math.ceil(page.meta.total / 5));
    });
  });

  describe('block and activate; row actions', () => {
    it('blocks with a reason (idempotent), activates, and the actions follow the state', async () => {
      const vehicle = await create(vehicleBody());
      const blocked = await api(
        'POST',
        `/api/dashboard/vehicles/${vehicle.id}/block`,
        admin,
        { reason: 'Accident' },
        EN,
      );
      expect(blocked.statusCode, blocked.body).toBe(200);
      expect(blocked.json()).toMatchObject({
        message: 'Vehicle blocked successfully',
        data: { status: false, blocked_reason: 'Accident', actions: ['view', 'edit', 'delete', 'activate'] },
      });
      const again = await api('POST', `/api/dashboard/vehicles/${vehicle.id}/block`, admin);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({ status: false, blocked_reason: null });
      const active = await api('POST', `/api/dashboard/vehicles/${vehicle.id}/activate`, admin);
      expect(active.json().data).toMatchObject({
        status: true,
        blocked_reason: null,
        actions: ['view', 'edit', 'delete', 'block'],
      });
      expect((await api('POST', '/api/dashboard/vehicles/999999/block', admin)).statusCode).toBe(404);
      const long = await api('POST', `/api/dashboard/vehicles/${vehicle.id}/block`, admin, {
        reason: 'x'.repeat(201),
      });
      expect(long.statusCode).toBe(422);
    });

    it('offers each user only the actions they hold, per row state', async () => {
      const activeVehicle = await create(vehicleBody());
      const blockedVehicle = await create(vehicleBody({ status: false }));
      const actionsFor = async (token: string, id: number) =>
        (await api('GET', `/api/dashboard/vehicles/${id}`, token)).json().data.actions;
      const viewer = await userWithPermissions(app, ['show_vehicles']);
      expect(await actionsFor(viewer.token, activeVehicle.id)).toEqual(['view']);
      const blocker = await userWithPermissions(app, ['show_vehicles', 'block_vehicles']);
      expect(await actionsFor(blocker.token, activeVehicle.id)).toEqual(['view', 'block']);
      expect(await actionsFor(blocker.token, blockedVehicle.id)).toEqual(['view']);
      const activator = await userWithPermissions(app, [
        'show_vehicles',
        'active_vehicles',
        'update_vehicles',
      ]);
      expect(await actionsFor(activator.token, activeVehicle.id)).toEqual(['view', 'edit']);
      expect(await actionsFor(activator.token, blockedVehicle.id)).toEqual(['view', 'edit', 'activate']);
      const list = (
        await api(
          'GET',
          `/api/dashboard/vehicles?name=${encodeURIComponent(String(blockedVehicle.plate_number))}`,
          activator.token,
        )
      ).json();
      expect(list.data[0].actions).toEqual(['view', 'edit', 'activate']);
    });

    it('refuses each action without its permission', async () => {
      const vehicle = await create(vehicleBody());
      const viewer = await userWithPermissions(app, ['show_vehicles']);
      expect((await api('POST', '/api/dashboard/vehicles', viewer.token, vehicleBody())).statusCode).toBe(
        403,
      );
      expect(
        (await api('PUT', `/api/dashboard/vehicles/${vehicle.id}`, viewer.token, vehicleBody())).statusCode,
      ).toBe(403);
      expect((await api('DELETE', `/api/dashboard/vehicles/${vehicle.id}`, viewer.token)).statusCode).toBe(
        403,
      );
      expect(
        (await api('POST', `/api/dashboard/vehicles/${vehicle.id}/block`, viewer.token)).statusCode,
      ).toBe(403);
      expect(
        (await api('POST', `/api/dashboard/vehicles/${vehicle.id}/activate`, viewer.token)).statusCode,
      ).toBe(403);
      const nobody = await userWithPermissions(app, ['show_roles']);
      expect((await api('GET', '/api/dashboard/vehicles', nobody.token)).statusCode).toBe(403);
    });
  });

  describe('images', () => {
    it('keeps images in order, deletes the files removed on update and on delete', async () => {
      const [a, b, c] = [await upload(), await upload(), await upload()];
      const vehicle = await create(vehicleBody({ images: [b!.id, a!.id] }));
      expect((vehicle.images as { id: number }[]).map((i) => i.id)).toEqual([b!.id, a!.id]);
      const fetchImage = (url: string) => app.inject({ url });
      expect((await fetchImage(a!.url)).statusCode).toBe(200);
      const updated = await api('PUT', `/api/dashboard/vehicles/${vehicle.id}`, admin, {
        ...vehicleBody(),
        images: [c!.id, b!.id],
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data.images.map((i: { id: number }) => i.id)).toEqual([c!.id, b!.id]);
      // The list reads the copy the database keeps on the vehicle row (image_refs): it follows every change.
      const listedImages = async () => {
        const list = await api(
          'GET',
          `/api/dashboard/vehicles?name=${encodeURIComponent(updated.json().data.plate_number)}`,
          admin,
        );
        const [row] = list.json().data as { images: { id: number; mime_type: string }[] }[];
        return row?.images.map((i) => [i.id, i.mime_type]);
      };
      expect(await listedImages()).toEqual([
        [c!.id, 'image/png'],
        [b!.id, 'image/png'],
      ]);
      await app.db.execute(
        sql`update vehicle_images set position = 1 - position where vehicle_id = ${vehicle.id as number}`,
      );
      expect(await listedImages()).toEqual([
        [b!.id, 'image/png'],
        [c!.id, 'image/png'],
      ]);
      await app.db.execute(sql`delete from media where id = ${b!.id}`);
      expect(await listedImages()).toEqual([[c!.id, 'image/png']]);
      expect((await fetchImage(a!.url)).statusCode).toBe(404);
      expect((await api('DELETE', `/api/dashboard/vehicles/${vehicle.id}`, admin)).statusCode).toBe(200);
      expect((await fetchImage(b!.url)).statusCode).toBe(404);
      expect((await fetchImage(c!.url)).statusCode).toBe(404);
    });
  });
});
