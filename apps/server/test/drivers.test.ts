import { existsSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { driverSchema } from '@fleet/shared/schemas/drivers';
import { drivers, media } from '../src/db/schema';
import { MediaStorage } from '../src/modules/media/media-storage';
import { addDays, todayIn } from '../src/lib/dates';
import {
  apiRequest,
  type ApiRequestArgs,
  DEMO,
  forEachDatabase,
  login,
  userWithPermissions,
} from './harness';
import { EN, identity, saudiMobile, uploadImage, vehicleBody } from './people-helpers';

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    app = await db.buildApp();
    admin = await login(app, DEMO.admin);
  });

  const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);
  const today = () => todayIn(app.config.timezone);

  let counter = 0;
  function body(overrides: Record<string, unknown> = {}) {
    counter += 1;
    return {
      name: `Driver ${counter}`,
      identity_number: identity(2),
      country_code: '+966',
      phone: saudiMobile(),
      nationality: 'pk',
      address: 'Riyadh',
      licence_number: `L-${counter}`,
      licence_expiry_date: addDays(today(), 400),
      ...overrides,
    };
  }

  async function create(overrides: Record<string, unknown> = {}) {
    const response = await api('POST', '/api/dashboard/drivers', admin, body(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number } & Record<string, unknown>;
  }

  async function newVehicle() {
    const response = await api('POST', '/api/dashboard/vehicles', admin, vehicleBody());
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  }

  const filePath = async (mediaId: number) => {
    const [row] = await app.db.select().from(media).where(eq(media.id, mediaId));
    return new MediaStorage(app.config.dataDir).resolve(row!.path);
  };

  describe('demo drivers', () => {
    it('drive most demo vehicles, one each, with flagged licences and private documents', async () => {
      const list = (await api('GET', '/api/dashboard/drivers?per_page=100', admin)).json();
      for (const row of list.data) driverSchema.strict().parse(row);
      expect(list.meta.total).toBe(20);
      const vehicleIds = list.data.map((row: { vehicle_id: number }) => row.vehicle_id);
      expect(new Set(vehicleIds).size).toBe(20);
      const states = new Set(list.data.map((row: { licence_status: string }) => row.licence_status));
      expect(states).toEqual(new Set(['valid', 'expiring', 'expired']));
      const first = list.data[0];
      expect(first.national_id_image.url).toBe(`/api/media/${first.national_id_image.id}`);
      expect(first.image.url).toMatch(/sig=/);
      for (const row of list.data) {
        expect(row.identity_number[0]).toBe(row.nationality === 'sa' ? '1' : '2');
      }
    });

    it('filters expired and expiring licences, searches name, phone and identity number', async () => {
      const expired = await create({ licence_expiry_date: addDays(today(), -1) });
      const expiring = await create({ licence_expiry_date: addDays(today(), 30) });
      const valid = await create({ licence_expiry_date: addDays(today(), 31) });
      expect(expired.licence_status).toBe('expired');
      expect(expiring.licence_status).toBe('expiring');
      expect(valid.licence_status).toBe('valid');
      const ids = async (query: string) =>
        (await api('GET', `/api/dashboard/drivers?per_page=100&${query}`, admin))
          .json()
          .data.map((row: { id: number }) => row.id);
      expect(await ids('status=expired')).toContain(expired.id);
      expect(await ids('status=expired')).not.toContain(expiring.id);
      expect(await ids('status=expiring')).toContain(expiring.id);
      expect(await ids('status=expiring')).not.toContain(valid.id);
      expect((await api('GET', '/api/dashboard/drivers?status=old', admin)).statusCode).toBe(422);
      expect(await ids(`name=${String(valid.phone).slice(2)}`)).toEqual([valid.id]);
      expect(await ids(`name=${valid.identity_number}`)).toEqual([valid.id]);
      expect(await ids(`name=${encodeURIComponent(String(valid.name))}`)).toEqual([valid.id]);
      expect(await ids('end_date=2020-01-01')).toEqual([]);
    });
  });

  describe('validation', () => {
    it('names every bad field', async () => {
      const response = await api(
        'POST',
        '/api/dashboard/drivers',
        admin,
        {
          name: '',
          identity_number: '12345',
          phone: 'abc',
          nationality: 'xx',
          licence_number: 'bad licence!',
          licence_expiry_date: '2026-13-01',
          password: 'short',
        },
        EN,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        name: ['This field is required'],
        identity_number: ['The identity number has 10 digits, starting with 1 (national id) or 2 (iqama)'],
        phone: ['The phone number holds digits only, 6 to 12 of them, without the country code'],
        nationality: ['The selected option is not valid'],
        licence_number: ['The licence number may hold only Latin letters, digits and -'],
        licence_expiry_date: ['The date must be in the form yyyy-MM-dd'],
        password: ['This field must be at least 8 characters'],
      });
    });

    it('matches the identity number to the nationality and the phone to the country code', async () => {
      const saudiWithIqama = await api(
        'POST',
        '/api/dashboard/drivers',
        admin,
        body({ nationality: 'sa', identity_number: identity(2) }),
        EN,
      );
      expect(saudiWithIqama.json().errors).toEqual({
        identity_number: ['A Saudi national id starts with 1; a resident’s iqama starts with 2'],
      });
      const foreignWithNationalId = await api(
        'POST',
        '/api/dashboard/drivers',
        admin,
        body({ identity_number: identity(1) }),
      );
      expect(foreignWithNationalId.statusCode).toBe(422);
      const saudi = await create({ nationality: 'sa', identity_number: identity(1) });
      expect(saudi.nationality).toBe('sa');
      const landline = await api('POST', '/api/dashboard/drivers', admin, body({ phone: '114567890' }), EN);
      expect(landline.json().errors).toEqual({ phone: ['A Saudi mobile number is 5 followed by 8 digits'] });
      const indian = await create({ country_code: '+91', phone: '9812345678' });
      expect(indian).toMatchObject({ country_code: '+91', phone: '9812345678', phone_e164: '+919812345678' });
    });

    it('answers 409 for a taken identity number or phone', async () => {
      const first = await create();
      const identityTaken = await api(
        'POST',
        '/api/dashboard/drivers',
        admin,
        body({ identity_number: first.identity_number }),
        EN,
      );
      expect(identityTaken.statusCode).toBe(409);
      expect(identityTaken.json().errors).toEqual({
        identity_number: ['A driver with this identity number already exists'],
      });
      const phoneTaken = await api(
        'POST',
        '/api/dashboard/drivers',
        admin,
        body({ phone: `0${String(first.phone)}` }),
        EN,
      );
      expect(phoneTaken.statusCode).toBe(409);
      expect(phoneTaken.json().errors).toEqual({ phone: ['A driver with this phone number already exists'] });
    });

    it('stores an optional password as a hash, never returned', async () => {
      const made = await create({ password: 'driver-pass-1' });
      expect(made.has_password).toBe(true);
      expect(JSON.stringify(made)).not.toMatch(/"password"|driver-pass/);
      const [row] = await app.db.select().from(drivers).where(eq(drivers.id, made.id));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      const kept = await api('PUT', `/api/dashboard/drivers/${made.id}`, admin, { ...body(), password: '' });
      expect(kept.json().data.has_password).toBe(true);
      expect((await create()).has_password).toBe(false);
    });
  });

  describe('vehicle assignment', () => {
    it('gives a vehicle at most one driver, offers only free vehicles, and frees on delete', async () => {
      const vehicleId = await newVehicle();
      const free = async (driverId?: number) =>
        (
          await api(
            'GET',
            `/api/dashboard/drivers/free-vehicles${driverId ? `?driver_id=${driverId}` : ''}`,
            admin,
          )
        )
          .json()
          .data.map((option: { value: number }) => option.value);
      expect(await free()).toContain(vehicleId);
      const holder = await create({ vehicle_id: vehicleId });
      expect(holder.vehicle).toMatchObject({ id: vehicleId });
      expect(await free()).not.toContain(vehicleId);
      expect(await free(holder.id)).toContain(vehicleId);

      const second = await api('POST', '/api/dashboard/drivers', admin, body({ vehicle_id: vehicleId }), EN);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({
        message: 'This vehicle already has a driver',
        errors: { vehicle_id: ['This vehicle already has a driver'] },
      });
      const other = await create();
      const steal = await api('PUT', `/api/dashboard/drivers/${other.id}`, admin, {
        ...body(),
        vehicle_id: vehicleId,
      });
      expect(steal.statusCode).toBe(409);
      const missing = await api('POST', '/api/dashboard/drivers', admin, body({ vehicle_id: 999_999 }), EN);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ vehicle_id: ['The selected vehicle does not exist'] });

      // Two requests racing for one vehicle: the unique index lets exactly one win.
      const raceVehicle = await newVehicle();
      const race = await Promise.all(
        [body({ vehicle_id: raceVehicle }), body({ vehicle_id: raceVehicle })].map((payload) =>
          api('POST', '/api/dashboard/drivers', admin, payload),
        ),
      );
      expect(race.map((response) => response.statusCode).sort()).toEqual([201, 409]);

      expect((await api('DELETE', `/api/dashboard/drivers/${holder.id}`, admin)).statusCode).toBe(200);
      expect(await free()).toContain(vehicleId);
      const next = await create({ vehicle_id: vehicleId });
      // Deleting the vehicle leaves its driver without one.
      expect((await api('DELETE', `/api/dashboard/vehicles/${vehicleId}`, admin)).statusCode).toBe(200);
      expect((await api('GET', `/api/dashboard/drivers/${next.id}`, admin)).json().data.vehicle).toBeNull();
    });
  });

  describe('identity documents', () => {
    it('are served only to a Bearer token holding show_drivers', async () => {
      const licence = await uploadImage(app, admin, 'document');
      expect(licence.url).toBe(`/api/media/${licence.id}`);
      const made = await create({ licence_image: licence.id });
      const url = (made.licence_image as { url: string }).url;
      expect(url).toBe(`/api/media/${licence.id}`);

      const withAdmin = await api('GET', url, admin);
      expect(withAdmin.statusCode).toBe(200);
      expect(withAdmin.headers['content-type']).toBe('image/png');
      expect(withAdmin.headers['cache-control']).toBe('private, no-store');

      expect((await app.inject({ url })).statusCode).toBe(401);
      // Even a correctly signed URL is no credential for a document.
      expect((await app.inject({ url: app.urlSigner.sign(url) })).statusCode).toBe(401);
      const editor = await userWithPermissions(app, ['create_drivers', 'update_drivers', 'show_vehicles']);
      expect((await api('GET', url, editor.token)).statusCode).toBe(403);
      const viewer = await userWithPermissions(app, ['show_drivers']);
      expect((await api('GET', url, viewer.token)).statusCode).toBe(200);
    });

    it('must be uploaded as documents, and a document is never a photo or a vehicle image', async () => {
      const publicPhoto = await uploadImage(app, admin);
      const asDocument = await api(
        'POST',
        '/api/dashboard/drivers',
        admin,
        body({ licence_image: publicPhoto.id }),
        EN,
      );
      expect(asDocument.json().errors).toEqual({
        licence_image: ['Upload identity documents through the document field'],
      });
      const document = await uploadImage(app, admin, 'document');
      const asPhoto = await api('POST', '/api/dashboard/drivers', admin, body({ image: document.id }), EN);
      expect(asPhoto.json().errors).toEqual({ image: ['An identity document cannot be used as a photo'] });
      const inGallery = await api(
        'POST',
        '/api/dashboard/vehicles',
        admin,
        vehicleBody({ images: [document.id] }),
      );
      expect(inGallery.statusCode).toBe(422);
      const holder = await create({ licence_image: document.id });
      const twice = await api(
        'POST',
        '/api/dashboard/drivers',
        admin,
        body({ national_id_image: document.id }),
        EN,
      );
      expect(twice.json().errors).toEqual({ national_id_image: ['This image belongs to another record'] });
      expect(holder.licence_image).toMatchObject({ id: document.id });
    });

    it('are removed from storage when replaced or when the driver is deleted', async () => {
      const nationalId = await uploadImage(app, admin, 'document');
      const licence = await uploadImage(app, admin, 'document');
      const photo = await uploadImage(app, admin);
      const made = await create({
        national_id_image: nationalId.id,
        licence_image: licence.id,
        image: photo.id,
      });
      const files = await Promise.all([nationalId.id, licence.id, photo.id].map(filePath));
      expect(files.every((file) => existsSync(file))).toBe(true);

      const replacement = await uploadImage(app, admin, 'document');
      const replaced = await api('PUT', `/api/dashboard/drivers/${made.id}`, admin, {
        ...body(),
        national_id_image: replacement.id,
        licence_image: licence.id,
        image: photo.id,
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(existsSync(files[0]!)).toBe(false);
      expect(existsSync(files[1]!)).toBe(true);
      expect((await api('GET', `/api/media/${nationalId.id}`, admin)).statusCode).toBe(404);

      const replacementFile = await filePath(replacement.id);
      expect((await api('DELETE', `/api/dashboard/drivers/${made.id}`, admin)).statusCode).toBe(200);
      for (const file of [replacementFile, files[1]!, files[2]!]) expect(existsSync(file)).toBe(false);
      const left = await app.db
        .select()
        .from(media)
        .where(inArray(media.id, [replacement.id, licence.id, photo.id]));
      expect(left).toEqual([]);
    });
  });

  describe('permissions', () => {
    it('answers 403 for each action without its permission', async () => {
      const target = await create();
      const all = ['show_drivers', 'create_drivers', 'update_drivers', 'delete_drivers'] as const;
      const without = async (missing: string) =>
        (
          await userWithPermissions(
            app,
            all.filter((p) => p !== missing),
          )
        ).token;
      const cases: [string, ...ApiRequestArgs][] = [
        ['show_drivers', 'GET', '/api/dashboard/drivers', ''],
        ['show_drivers', 'GET', `/api/dashboard/drivers/${target.id}`, ''],
        ['create_drivers', 'POST', '/api/dashboard/drivers', '', body()],
        ['update_drivers', 'PUT', `/api/dashboard/drivers/${target.id}`, '', body()],
        ['delete_drivers', 'DELETE', `/api/dashboard/drivers/${target.id}`, ''],
      ];
      for (const [missing, method, url, , payload] of cases) {
        const response = await api(method, url, await without(missing), payload);
        expect(response.statusCode, `${method} ${url} without ${missing}`).toBe(403);
      }
      const viewer = await userWithPermissions(app, ['show_drivers', 'delete_drivers']);
      const row = (await api('GET', `/api/dashboard/drivers/${target.id}`, viewer.token)).json().data;
      expect(row.actions).toEqual(['view', 'delete']);
      const anonymous = await app.inject({ url: '/api/dashboard/drivers' });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
