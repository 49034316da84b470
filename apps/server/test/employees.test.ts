import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { employeeSchema } from '@fleet/shared/schemas/employees';
import { employees, media } from '../src/db/schema';
import { MediaStorage } from '../src/modules/media/media-storage';
import {
  apiRequest,
  type ApiRequestArgs,
  DEMO,
  forEachDatabase,
  login,
  userWithPermissions,
} from './harness';
import { EN, identity, saudiMobile, uploadImage } from './people-helpers';

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;
  let roleIds: Record<string, number>;

  beforeAll(async () => {
    app = await db.buildApp();
    admin = await login(app, DEMO.admin);
    const options = (await api('GET', '/api/dashboard/roles/options', admin)).json().data as {
      label: string;
      value: number;
    }[];
    roleIds = Object.fromEntries(options.map((option) => [option.label, option.value]));
  });

  const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);

  let counter = 0;
  function body(overrides: Record<string, unknown> = {}) {
    counter += 1;
    return {
      name: `Employee ${counter}`,
      email: `employee-${Date.now().toString(36)}-${counter}@example.com`,
      password: 'secret-pass-1',
      identity_number: identity(1),
      country_code: '+966',
      phone: saudiMobile(),
      role_id: roleIds.Auditor,
      ...overrides,
    };
  }

  async function create(overrides: Record<string, unknown> = {}, token = admin) {
    const response = await api('POST', '/api/dashboard/employees', token, body(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; email: string } & Record<string, unknown>;
  }

  describe('list', () => {
    it('holds the demo employees in several roles, newest first, never a password', async () => {
      const response = await api('GET', '/api/dashboard/employees?per_page=100', admin);
      expect(response.statusCode).toBe(200);
      const list = response.json();
      for (const row of list.data) employeeSchema.strict().parse(row);
      const demo = list.data.filter((row: { email: string }) => row.email.endsWith('@example.com'));
      expect(
        new Set(demo.map((row: { role: { name: string } }) => row.role.name)).size,
      ).toBeGreaterThanOrEqual(4);
      expect(response.body).not.toMatch(/password/i);
      const me = list.data.find((row: { email: string }) => row.email === DEMO.admin.email);
      expect(me.last_login_at).not.toBeNull();
      expect(me.actions).toEqual(['view', 'edit']); // never delete oneself
      const personnel = list.data.find((row: { email: string }) => row.email === 'personnel@example.com');
      expect(personnel).toMatchObject({ last_login_at: null, country_code: '+966', phone: '504567890' });
      expect(personnel.phone_e164).toBe('+966504567890');
      expect(personnel.actions).toEqual(['view', 'edit', 'delete']);
    });

    it('searches name, email, phone and identity number; filters by creation date', async () => {
      const made = await create({
        name: 'Searchable Salma',
        identity_number: identity(2),
        country_code: '+20',
        phone: '1012345678',
      });
      const find = async (term: string) =>
        (await api('GET', `/api/dashboard/employees?name=${encodeURIComponent(term)}`, admin))
          .json()
          .data.map((row: { id: number }) => row.id);
      expect(await find('searchable sal')).toEqual([made.id]);
      expect(await find(made.email.toUpperCase())).toEqual([made.id]);
      expect(await find('+201012345678')).toEqual([made.id]);
      expect(await find(String(made.identity_number))).toEqual([made.id]);
      expect(await find('no such person at all')).toEqual([]);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: app.config.timezone }).format(new Date());
      const inRange = await api(
        'GET',
        `/api/dashboard/employees?start_date=${today}&end_date=${today}`,
        admin,
      );
      expect(inRange.json().data.map((row: { id: number }) => row.id)).toContain(made.id);
      const before = await api('GET', '/api/dashboard/employees?end_date=2020-01-01', admin);
      expect(before.json().meta.total).toBe(0);
      const bad = await api('GET', '/api/dashboard/employees?start_date=2026-02-30', admin);
      expect(bad.statusCode).toBe(422);
    });
  });

  describe('validation', () => {
    it('names every bad field, translated', async () => {
      const response = await api(
        'POST',
        '/api/dashboard/employees',
        admin,
        {
          name: 'A',
          email: 'not-an-email',
          password: 'short',
          identity_number: '3123456789',
          phone: '12ab',
          country_code: '+999',
        },
        EN,
      );
      expect(response.statusCode).toBe(422);
      const { errors } = response.json();
      expect(errors).toMatchObject({
        name: ['This field must be at least 2 characters'],
        email: ['Please add a valid email'],
        password: ['This field must be at least 8 characters'],
        identity_number: ['The identity number has 10 digits, starting with 1 (national id) or 2 (iqama)'],
        phone: ['The phone number holds digits only, 6 to 12 of them, without the country code'],
        country_code: ['The selected option is not valid'],
        role_id: ['This field is required'],
      });
    });

    it('checks the Saudi mobile format with +966 only, and stores E.164', async () => {
      const landline = await api('POST', '/api/dashboard/employees', admin, body({ phone: '112345678' }), EN);
      expect(landline.statusCode).toBe(422);
      expect(landline.json().errors).toEqual({ phone: ['A Saudi mobile number is 5 followed by 8 digits'] });
      const tooShort = await api('POST', '/api/dashboard/employees', admin, body({ phone: '5123' }), EN);
      expect(tooShort.json().errors.phone).toHaveLength(1);
      // A trunk zero and spaces are dropped; other countries only need 6 to 12 digits.
      const zero = await create({ phone: '05 1234 5670' });
      expect(zero).toMatchObject({ country_code: '+966', phone: '512345670', phone_e164: '+966512345670' });
      const row = await app.db.select().from(employees).where(eq(employees.id, zero.id));
      expect(row[0]!.phone).toBe('+966512345670');
      const egypt = await create({ country_code: '+20', phone: '01001234567' });
      expect(egypt.phone_e164).toBe('+201001234567');
      // Default country code when none is sent.
      const { country_code: _omitted, ...withoutCode } = body();
      const defaulted = await api('POST', '/api/dashboard/employees', admin, withoutCode);
      expect(defaulted.json().data.country_code).toBe('+966');
    });

    it('refuses a role, driver or image that does not exist', async () => {
      const response = await api(
        'POST',
        '/api/dashboard/employees',
        admin,
        body({ role_id: 999_999, driver_id: 999_999, image: 999_999 }),
        EN,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        role_id: ['The selected role does not exist'],
        driver_id: ['The selected driver does not exist'],
        image: ['This image does not exist'],
      });
    });
  });

  describe('uniqueness', () => {
    it('answers 409 for a taken email (any case) or identity number', async () => {
      const first = await create();
      const email = await api(
        'POST',
        '/api/dashboard/employees',
        admin,
        body({ email: first.email.toUpperCase() }),
        EN,
      );
      expect(email.statusCode).toBe(409);
      expect(email.json().errors).toEqual({ email: ['An employee with this email already exists'] });
      const id = await api(
        'POST',
        '/api/dashboard/employees',
        admin,
        body({ identity_number: first.identity_number }),
        EN,
      );
      expect(id.statusCode).toBe(409);
      expect(id.json().errors).toEqual({
        identity_number: ['An employee with this identity number already exists'],
      });
      // Updating an employee with its own values is no conflict.
      const same = await api('PUT', `/api/dashboard/employees/${first.id}`, admin, {
        ...body(),
        email: first.email,
        identity_number: first.identity_number,
      });
      expect(same.statusCode, same.body).toBe(200);
    });
  });

  describe('permissions', () => {
    it('answers 403 for each action without its permission', async () => {
      const target = await create();
      const everythingBut = async (missing: string) =>
        (
          await userWithPermissions(
            app,
            ['show_employees', 'create_employees', 'update_employees', 'delete_employees'].filter(
              (p) => p !== missing,
            ) as never,
          )
        ).token;
      const cases: [string, ...ApiRequestArgs][] = [
        ['show_employees', 'GET', '/api/dashboard/employees', ''],
        ['show_employees', 'GET', `/api/dashboard/employees/${target.id}`, ''],
        ['create_employees', 'POST', '/api/dashboard/employees', '', body()],
        ['update_employees', 'PUT', `/api/dashboard/employees/${target.id}`, '', body()],
        ['delete_employees', 'DELETE', `/api/dashboard/employees/${target.id}`, ''],
      ];
      for (const [missing, method, url, , payload] of cases) {
        const response = await api(method, url, await everythingBut(missing), payload);
        expect(response.statusCode, `${method} ${url} without ${missing}`).toBe(403);
      }
      expect((await api('GET', `/api/dashboard/employees/${target.id}`, admin)).statusCode).toBe(200);
    });

    it('offers only the row actions the user holds', async () => {
      const viewer = await userWithPermissions(app, ['show_employees']);
      const list = (await api('GET', '/api/dashboard/employees', viewer.token)).json();
      expect(list.data.every((row: { actions: string[] }) => row.actions.join() === 'view')).toBe(true);
    });
  });

  describe('sessions follow the record', () => {
    it('a new employee can log in and sees only what its role allows', async () => {
      const role = await api('POST', '/api/dashboard/roles', admin, {
        name: `Vehicles only ${Date.now()}`,
        permissions: ['show_vehicles'],
      });
      const made = await create({ role_id: role.json().data.id, password: 'fresh-login-1' });
      const token = await login(app, { email: made.email, password: 'fresh-login-1' });
      const profile = (await api('GET', '/api/dashboard/profile/auth', token)).json().data;
      expect(profile).toMatchObject({ id: made.id, email: made.email, permissions: ['show_vehicles'] });
      expect((await api('GET', '/api/dashboard/vehicles', token)).statusCode).toBe(200);
      expect((await api('GET', '/api/dashboard/employees', token)).statusCode).toBe(403);
      expect((await api('GET', '/api/dashboard/drivers', token)).statusCode).toBe(403);
      const seen = (await api('GET', `/api/dashboard/employees/${made.id}`, admin)).json().data;
      expect(seen.last_login_at).not.toBeNull();
    });

    it('a role change applies on the next request', async () => {
      const made = await create({ role_id: roleIds.Auditor });
      const token = await login(app, { email: made.email, password: 'secret-pass-1' });
      expect((await api('GET', '/api/dashboard/roles', token)).statusCode).toBe(200);
      const moved = await api('PUT', `/api/dashboard/employees/${made.id}`, admin, {
        ...body(),
        email: made.email,
        identity_number: made.identity_number,
        role_id: roleIds.Dispatcher,
        password: '',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data.role.name).toBe('Dispatcher');
      expect((await api('GET', '/api/dashboard/roles', token)).statusCode).toBe(403);
      expect((await api('GET', '/api/dashboard/profile/auth', token)).json().data.role.name).toBe(
        'Dispatcher',
      );
      // The empty password kept the old one.
      await login(app, { email: made.email, password: 'secret-pass-1' });
    });

    it('a new password replaces the old one', async () => {
      const made = await create();
      const changed = await api('PUT', `/api/dashboard/employees/${made.id}`, admin, {
        ...body(),
        email: made.email,
        identity_number: made.identity_number,
        password: 'another-pass-2',
      });
      expect(changed.statusCode).toBe(200);
      await login(app, { email: made.email, password: 'another-pass-2' });
      const old = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: made.email, password: 'secret-pass-1' },
      });
      expect(old.statusCode).toBe(422);
    });

    it('deleting an employee ends its sessions at once; nobody deletes themselves', async () => {
      const made = await create();
      const token = await login(app, { email: made.email, password: 'secret-pass-1' });
      expect((await api('GET', '/api/dashboard/profile/auth', token)).statusCode).toBe(200);
      const self = await api('DELETE', `/api/dashboard/employees/${made.id}`, token);
      expect(self.statusCode).toBe(403); // the Auditor cannot delete at all
      const deleter = await userWithPermissions(app, ['show_employees', 'delete_employees']);
      const own = await api(
        'DELETE',
        `/api/dashboard/employees/${deleter.employeeId}`,
        deleter.token,
        undefined,
        EN,
      );
      expect(own.statusCode).toBe(422);
      expect(own.json().message).toBe('You cannot delete your own account');
      const deleted = await api('DELETE', `/api/dashboard/employees/${made.id}`, deleter.token);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().message).toBe('تم حذف الموظف بنجاح');
      expect((await api('GET', '/api/dashboard/profile/auth', token)).statusCode).toBe(401);
      expect((await api('GET', `/api/dashboard/employees/${made.id}`, admin)).statusCode).toBe(404);
      expect((await api('DELETE', `/api/dashboard/employees/${made.id}`, admin)).statusCode).toBe(404);
    });
  });

  describe('lock-out protection', () => {
    it('keeps the last employee able to manage roles, until another one can', async () => {
      const deleter = await userWithPermissions(app, ['show_employees', 'delete_employees']);
      const adminId = (await api('GET', '/api/dashboard/profile/auth', admin)).json().data.id as number;
      const refused = await api(
        'DELETE',
        `/api/dashboard/employees/${adminId}`,
        deleter.token,
        undefined,
        EN,
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(
        'This is the last employee who can manage roles, so it cannot be deleted',
      );

      const current = (await api('GET', `/api/dashboard/employees/${adminId}`, admin)).json().data;
      const demoted = await api(
        'PUT',
        `/api/dashboard/employees/${adminId}`,
        admin,
        {
          ...body(),
          email: current.email,
          identity_number: current.identity_number,
          role_id: roleIds.Auditor,
        },
        EN,
      );
      expect(demoted.statusCode).toBe(422);
      expect(demoted.json().errors.role_id).toEqual([
        'This is the last employee who can manage roles: choose a role that can manage roles',
      ]);
      expect((await api('GET', '/api/dashboard/roles', admin)).statusCode).toBe(200);

      // A second administrator: either may now go, but not both.
      const second = await create({ role_id: roleIds.Administrator });
      const gone = await api('DELETE', `/api/dashboard/employees/${second.id}`, deleter.token);
      expect(gone.statusCode).toBe(200);
      const again = await api('DELETE', `/api/dashboard/employees/${adminId}`, deleter.token);
      expect(again.statusCode).toBe(422);
    });
  });

  describe('image', () => {
    it('shows a signed photo, deletes the replaced file, and refuses a document or a taken image', async () => {
      const first = await uploadImage(app, admin);
      const made = await create({ image: first.id });
      expect(made.image).toMatchObject({ id: first.id, mime_type: 'image/png' });
      const signed = (made.image as { url: string }).url;
      expect(signed).toMatch(/sig=/);
      expect((await app.inject({ url: signed })).statusCode).toBe(200);
      const profileToken = await login(app, { email: made.email, password: 'secret-pass-1' });
      const profile = (await api('GET', '/api/dashboard/profile/auth', profileToken)).json().data;
      expect(profile.image).toMatch(new RegExp(`^/api/media/${first.id}\\?expires=`));

      const taken = await api('POST', '/api/dashboard/employees', admin, body({ image: first.id }), EN);
      expect(taken.json().errors).toEqual({ image: ['This image belongs to another record'] });
      const document = await uploadImage(app, admin, 'document');
      const asPhoto = await api('POST', '/api/dashboard/employees', admin, body({ image: document.id }), EN);
      expect(asPhoto.json().errors).toEqual({ image: ['An identity document cannot be used as a photo'] });

      const [row] = await app.db.select().from(media).where(eq(media.id, first.id));
      const file = new MediaStorage(app.config.dataDir).resolve(row!.path);
      expect(existsSync(file)).toBe(true);
      const second = await uploadImage(app, admin);
      const updated = await api('PUT', `/api/dashboard/employees/${made.id}`, admin, {
        ...body(),
        email: made.email,
        identity_number: made.identity_number,
        image: second.id,
      });
      expect(updated.json().data.image.id).toBe(second.id);
      expect(existsSync(file)).toBe(false);
      expect((await app.inject({ url: signed })).statusCode).toBe(404);
    });
  });
});
