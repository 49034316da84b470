import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '@fleet/shared/permissions';
import { permissionCatalogueSchema, roleSchema } from '@fleet/shared/schemas/roles';
import { employees, roles } from '../src/db/schema';
import {
  apiRequest,
  type ApiRequestArgs,
  bearer,
  DEMO,
  forEachDatabase,
  login,
  userWithPermissions,
} from './harness';

const EN = { 'accept-language': 'en' };

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;
  let auditor: string;

  beforeAll(async () => {
    app = await db.buildApp();
    admin = await login(app, DEMO.admin);
    auditor = await login(app, DEMO.auditor);
  });

  const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);

  async function createRole(name: string, permissions: string[] = ['show_vehicles']): Promise<number> {
    const response = await api('POST', '/api/dashboard/roles', admin, { name, permissions });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  }

  describe('list', () => {
    it('pages newest first with counts, meta and per-user actions', async () => {
      const response = await api('GET', '/api/dashboard/roles?per_page=2', admin);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      for (const row of body.data) roleSchema.strict().parse(row);
      expect(body.data).toHaveLength(2);
      expect(body.meta.per_page).toBe(2);
      expect(body.meta.current_page).toBe(1);
      expect(body.meta.last_page).toBe(Math.ceil(body.meta.total / 2));
      const admins = (await api('GET', '/api/dashboard/roles?name=administrator', admin)).json().data;
      expect(admins).toHaveLength(1);
      expect(admins[0]).toMatchObject({
        name: 'Administrator',
        employees_count: 1,
        permissions_count: ALL_PERMISSIONS.length,
        actions: ['view', 'edit', 'delete'],
      });
      const asAuditor = (await api('GET', '/api/dashboard/roles?name=administrator', auditor)).json().data;
      expect(asAuditor[0].actions).toEqual(['view']);
    });

    it('orders newest first and pages through everything', async () => {
      const first = await createRole('Order check A');
      const second = await createRole('Order check B');
      const page1 = (await api('GET', '/api/dashboard/roles?per_page=1&page=1', admin)).json();
      expect(page1.data[0].id).toBe(second);
      const page2 = (await api('GET', '/api/dashboard/roles?per_page=1&page=2', admin)).json();
      expect(page2.data[0].id).toBe(first);
      expect(page2.meta).toMatchObject({ per_page: 1, current_page: 2, last_page: page2.meta.total });
      const beyond = (await api('GET', '/api/dashboard/roles?per_page=1&page=999', admin)).json();
      expect(beyond.data).toEqual([]);
    });

    it('searches names case-insensitively and treats % and _ literally', async () => {
      await createRole('Night_Shift 100%');
      await createRole('NightXShift 1000');
      const search = async (name: string) =>
        (await api('GET', `/api/dashboard/roles?name=${encodeURIComponent(name)}`, admin))
          .json()
          .data.map((row: { name: string }) => row.name);
      expect(await search('night_shift')).toEqual(['Night_Shift 100%']);
      expect(await search('100%')).toEqual(['Night_Shift 100%']);
      expect(await search('NIGHT')).toEqual(['NightXShift 1000', 'Night_Shift 100%']);
      expect(await search('%')).toEqual(['Night_Shift 100%']);
    });

    it('filters by creation date in the fleet time zone, inclusive', async () => {
      const id = await createRole('Dated role');
      // 2025-03-09 22:30 UTC is already 2025-03-10 01:30 in Riyadh (UTC+3).
      await app.db
        .update(roles)
        .set({ createdAt: new Date('2025-03-09T22:30:00Z') })
        .where(eq(roles.id, id));
      const ids = async (query: string) =>
        (await api('GET', `/api/dashboard/roles?${query}`, admin))
          .json()
          .data.map((row: { id: number }) => row.id);
      expect(await ids('start_date=2025-03-10&end_date=2025-03-10')).toEqual([id]);
      expect(await ids('start_date=2025-03-09&end_date=2025-03-09')).toEqual([]);
      expect(await ids('end_date=2025-03-10')).toContain(id);
      expect(await ids('start_date=2025-03-11')).not.toContain(id);
    });

    it('rejects bad query values with translated field errors', async () => {
      const response = await api(
        'GET',
        '/api/dashboard/roles?page=0&per_page=500&start_date=2025-13-01',
        admin,
        undefined,
        EN,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        page: ['The value must be at least 1'],
        per_page: ['The value must be at most 100'],
        start_date: ['The date must be in the form yyyy-MM-dd'],
      });
      const range = await api('GET', '/api/dashboard/roles?start_date=2025-02-02&end_date=2025-02-01', admin);
      expect(range.statusCode).toBe(422);
      expect(range.json().errors).toEqual({ end_date: ['يجب ألا يسبق تاريخ النهاية تاريخ البداية'] });
    });
  });

  describe('create, view, update', () => {
    it('creates a role (201 with a toast message) and shows it', async () => {
      const response = await api(
        'POST',
        '/api/dashboard/roles',
        admin,
        { name: '  Fleet supervisors ', permissions: ['show_vehicles', 'update_vehicles', 'show_vehicles'] },
        EN,
      );
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.message).toBe('Role created successfully');
      expect(body.data).toMatchObject({
        name: 'Fleet supervisors',
        permissions: ['show_vehicles', 'update_vehicles'],
        permissions_count: 2,
        employees_count: 0,
      });
      const shown = await api('GET', `/api/dashboard/roles/${body.data.id}`, auditor);
      expect(shown.statusCode).toBe(200);
      expect(shown.json().data).toMatchObject({
        id: body.data.id,
        name: 'Fleet supervisors',
        actions: ['view'],
      });
      const arabic = await api('POST', '/api/dashboard/roles', admin, {
        name: 'مشرفو الأسطول',
        permissions: ['show_trips'],
      });
      expect(arabic.json().message).toBe('تمت إضافة الدور بنجاح');
    });

    it('refuses a duplicate name, whatever its case, with 409 on name', async () => {
      await createRole('Duplicate me');
      const response = await api(
        'POST',
        '/api/dashboard/roles',
        admin,
        { name: 'DUPLICATE ME', permissions: ['show_trips'] },
        EN,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'A role with this name already exists',
        errors: { name: ['A role with this name already exists'] },
      });
      const other = await createRole('Another name');
      const update = await api('PUT', `/api/dashboard/roles/${other}`, admin, {
        name: 'duplicate me',
        permissions: ['show_trips'],
      });
      expect(update.statusCode).toBe(409);
      expect(update.json().errors.name).toEqual(['يوجد دور بهذا الاسم بالفعل']);
    });

    it('answers 409 to one of two simultaneous creates with the same name', async () => {
      const create = () =>
        api('POST', '/api/dashboard/roles', admin, { name: 'Racing role', permissions: ['show_trips'] });
      const results = await Promise.all([create(), create(), create()]);
      expect(results.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
      for (const response of results.filter((r) => r.statusCode === 409)) {
        expect(Object.keys(response.json().errors)).toEqual(['name']);
      }
    });

    it('answers 422 per field with translated messages in both languages', async () => {
      const payload = { name: 'x', permissions: ['show_roles', 'drive_rockets'] };
      const en = await api('POST', '/api/dashboard/roles', admin, payload, EN);
      expect(en.statusCode).toBe(422);
      expect(en.json()).toEqual({
        message: 'Some fields are not valid. Please check them and try again',
        errors: {
          name: ['This field must be at least 2 characters'],
          'permissions.1': ['Unknown permission'],
        },
      });
      const ar = await api('POST', '/api/dashboard/roles', admin, payload);
      expect(ar.json()).toEqual({
        message: 'بعض الحقول غير صحيحة، يرجى مراجعتها والمحاولة مرة أخرى',
        errors: { name: ['يجب ألا يقل هذا الحقل عن 2 أحرف'], 'permissions.1': ['صلاحية غير معروفة'] },
      });
      const empty = await api('POST', '/api/dashboard/roles', admin, {}, EN);
      expect(empty.json().errors).toEqual({
        name: ['This field is required'],
        permissions: ['This field is required'],
      });
      const none = await api(
        'POST',
        '/api/dashboard/roles',
        admin,
        { name: 'No permissions', permissions: [] },
        EN,
      );
      expect(none.json().errors).toEqual({ permissions: ['This field is required'] });
    });

    it('updates a role with a toast message', async () => {
      const id = await createRole('Before rename');
      const response = await api(
        'PUT',
        `/api/dashboard/roles/${id}`,
        admin,
        { name: 'After rename', permissions: ['show_trips', 'create_trips'] },
        EN,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Role updated successfully',
        data: { id, name: 'After rename', permissions: ['show_trips', 'create_trips'], permissions_count: 2 },
      });
      // Keeping its own name is not a conflict.
      const same = await api('PUT', `/api/dashboard/roles/${id}`, admin, {
        name: 'after rename',
        permissions: ['show_trips'],
      });
      expect(same.statusCode).toBe(200);
    });

    it('answers 404 for missing ids and 422 for non-numeric ones', async () => {
      for (const id of [999_999, 99_999_999_999]) {
        const response = await api('GET', `/api/dashboard/roles/${id}`, admin, undefined, EN);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'The requested resource was not found' });
        expect(
          (
            await api('PUT', `/api/dashboard/roles/${id}`, admin, {
              name: 'Ghost',
              permissions: ['show_trips'],
            })
          ).statusCode,
        ).toBe(404);
        expect((await api('DELETE', `/api/dashboard/roles/${id}`, admin, {})).statusCode).toBe(404);
      }
      const bad = await api('GET', '/api/dashboard/roles/abc', admin);
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['id']);
    });
  });

  describe('delete', () => {
    async function roleWithEmployees(
      name: string,
      count: number,
    ): Promise<{ id: number; employeeIds: number[] }> {
      const id = await createRole(name);
      const employeeIds: number[] = [];
      for (let index = 0; index < count; index++) {
        const [row] = await app.db
          .insert(employees)
          .values({
            name: `${name} ${index}`,
            email: `${name.replace(/\W/g, '').toLowerCase()}${index}@example.com`,
            passwordHash: 'x',
            roleId: id,
          })
          .returning({ id: employees.id });
        employeeIds.push(row!.id);
      }
      return { id, employeeIds };
    }

    it('deletes an empty role without new_role_id', async () => {
      const id = await createRole('Empty role');
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/dashboard/roles/${id}`,
        headers: { ...bearer(admin), ...EN },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Role deleted successfully' });
      expect((await api('GET', `/api/dashboard/roles/${id}`, admin)).statusCode).toBe(404);
    });

    it('requires new_role_id when the role has employees', async () => {
      const { id } = await roleWithEmployees('Staffed role', 2);
      const response = await api('DELETE', `/api/dashboard/roles/${id}`, admin, {}, EN);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        new_role_id: ['Choose the role that will receive this role’s employees'],
      });
      expect((await api('GET', `/api/dashboard/roles/${id}`, admin)).statusCode).toBe(200);
    });

    it('refuses a new_role_id that is missing or the role itself', async () => {
      const { id } = await roleWithEmployees('Staffed role two', 1);
      const missing = await api('DELETE', `/api/dashboard/roles/${id}`, admin, { new_role_id: 987_654 }, EN);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ new_role_id: ['The selected role does not exist'] });
      const same = await api('DELETE', `/api/dashboard/roles/${id}`, admin, { new_role_id: id }, EN);
      expect(same.statusCode).toBe(422);
      expect(same.json().errors).toEqual({ new_role_id: ['Choose a role other than the one being deleted'] });
      const notNumber = await api('DELETE', `/api/dashboard/roles/${id}`, admin, { new_role_id: 'abc' }, EN);
      expect(notNumber.statusCode).toBe(422);
      expect(Object.keys(notNumber.json().errors)).toEqual(['new_role_id']);
    });

    it('moves the employees to new_role_id and deletes, in one go', async () => {
      const { id, employeeIds } = await roleWithEmployees('Moving role', 3);
      const target = await createRole('Receiving role');
      const response = await api('DELETE', `/api/dashboard/roles/${id}`, admin, { new_role_id: target });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('تم حذف الدور بنجاح');
      const moved = await app.db
        .select({ roleId: employees.roleId })
        .from(employees)
        .where(inArray(employees.id, employeeIds));
      expect(moved.map((row) => row.roleId)).toEqual([target, target, target]);
      const receiving = (await api('GET', `/api/dashboard/roles/${target}`, admin)).json().data;
      expect(receiving.employees_count).toBe(3);
    });

    it('moves the caller too when deleting the caller’s own role', async () => {
      const user = await userWithPermissions(app, ['show_roles', 'delete_roles']);
      const target = await createRole('Caller destination', ['show_roles']);
      const refused = await api('DELETE', `/api/dashboard/roles/${user.roleId}`, user.token, {});
      expect(refused.statusCode).toBe(422);
      const response = await api('DELETE', `/api/dashboard/roles/${user.roleId}`, user.token, {
        new_role_id: target,
      });
      expect(response.statusCode).toBe(200);
      const profile = await api('GET', '/api/dashboard/profile/auth', user.token);
      expect(profile.json().data.role.id).toBe(target);
      expect(profile.json().data.permissions).toEqual(['show_roles']);
    });
  });

  describe('options and permission catalogue', () => {
    it('lists every role as an option', async () => {
      const user = await userWithPermissions(app, ['create_employees']);
      const response = await api('GET', '/api/dashboard/roles/options', user.token);
      expect(response.statusCode).toBe(200);
      const options = response.json().data as { label: string; value: number }[];
      const total = (await app.db.select({ id: roles.id }).from(roles)).length;
      expect(options).toHaveLength(total);
      expect(options).toContainEqual({ label: 'Administrator', value: expect.any(Number) });
    });

    it('returns the catalogue grouped by area with labels in the request language', async () => {
      const ar = await api('GET', '/api/dashboard/permissions', admin);
      expect(ar.statusCode).toBe(200);
      const catalogue = permissionCatalogueSchema.parse(ar.json().data);
      expect(catalogue.map((area) => area.area)).toEqual([
        'tracking',
        'vehicles',
        'employees_drivers',
        'trips',
        'examinations',
        'geofences',
        'events',
        'notifications',
        'reports',
        'maintenance',
        'roles',
        'audit',
        'settings',
      ]);
      const names = catalogue.flatMap((area) =>
        area.models.flatMap((model) => model.permissions.map((p) => p.name)),
      );
      expect(names.sort()).toEqual([...ALL_PERMISSIONS].sort());
      const roleArea = catalogue.find((area) => area.area === 'roles')!;
      expect(roleArea.label).toBe('الأدوار والصلاحيات');
      expect(roleArea.models[0]!.permissions[0]).toEqual({
        name: 'show_roles',
        action: 'show',
        label: 'عرض',
      });
      const en = permissionCatalogueSchema.parse(
        (await api('GET', '/api/dashboard/permissions', admin, undefined, EN)).json().data,
      );
      expect(
        en.find((area) => area.area === 'examinations')!.models[0]!.permissions.map((p) => p.label),
      ).toEqual(['View', 'Add', 'Edit', 'Delete', 'Fix crashes']);
    });
  });
});

describe('lock-out protection', () => {
  forEachDatabase((db) => {
    let app: FastifyInstance;
    let admin: string;
    let administratorId: number;
    beforeAll(async () => {
      app = await db.buildApp();
      admin = await login(app, DEMO.admin);
      const [row] = await app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Administrator'));
      administratorId = row!.id;
      // The Auditor holds show_roles only, so the Administrator is the last role able to manage roles.
    });

    it('refuses to delete the last role that can manage roles', async () => {
      const [auditorRole] = await app.db
        .select({ id: roles.id })
        .from(roles)
        .where(eq(roles.name, 'Auditor'));
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/dashboard/roles/${administratorId}`,
        headers: { ...bearer(admin), ...EN },
        payload: { new_role_id: auditorRole!.id },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'This is the last role that can manage roles, so it cannot be deleted',
      });
      const [still] = await app.db.select().from(employees).where(eq(employees.email, DEMO.admin.email));
      expect(still!.roleId).toBe(administratorId);
    });

    it('refuses to remove show_roles/update_roles from the last role holding them', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/dashboard/roles/${administratorId}`,
        headers: { ...bearer(admin), ...EN },
        payload: { name: 'Administrator', permissions: ALL_PERMISSIONS.filter((p) => p !== 'update_roles') },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        permissions: [
          'This is the last role that can manage roles: it must keep the permissions to view and edit roles',
        ],
      });
      // Renaming while keeping them is fine.
      const rename = await app.inject({
        method: 'PUT',
        url: `/api/dashboard/roles/${administratorId}`,
        headers: bearer(admin),
        payload: { name: 'Admins', permissions: ALL_PERMISSIONS },
      });
      expect(rename.statusCode).toBe(200);
    });

    it('refuses to leave no employee able to manage roles, even with another such role', async () => {
      const empty = await app.inject({
        method: 'POST',
        url: '/api/dashboard/roles',
        headers: bearer(admin),
        payload: { name: 'Admins without anyone', permissions: ['show_roles', 'update_roles'] },
      });
      const emptyId = empty.json().data.id as number;
      const [auditorRole] = await app.db
        .select({ id: roles.id })
        .from(roles)
        .where(eq(roles.name, 'Auditor'));
      const update = await app.inject({
        method: 'PUT',
        url: `/api/dashboard/roles/${administratorId}`,
        headers: { ...bearer(admin), ...EN },
        payload: { name: 'Admins', permissions: ['show_roles', 'delete_roles'] },
      });
      expect(update.statusCode).toBe(422);
      expect(update.json().errors.permissions).toEqual([
        'The employees of this role are the last who can manage roles: it must keep the permissions to view and edit roles',
      ]);
      const move = await app.inject({
        method: 'DELETE',
        url: `/api/dashboard/roles/${administratorId}`,
        headers: { ...bearer(admin), ...EN },
        payload: { new_role_id: auditorRole!.id },
      });
      expect(move.statusCode).toBe(422);
      expect(move.json().errors.new_role_id).toEqual([
        'The employees of this role are the last who can manage roles: move them to a role that can manage roles',
      ]);
      const [still] = await app.db.select().from(employees).where(eq(employees.email, DEMO.admin.email));
      expect(still!.roleId).toBe(administratorId);
      const cleanup = await app.inject({
        method: 'DELETE',
        url: `/api/dashboard/roles/${emptyId}`,
        headers: bearer(admin),
        payload: {},
      });
      expect(cleanup.statusCode).toBe(200);
    });

    it('allows it once another role’s employees can manage roles', async () => {
      const second = await userWithPermissions(app, ['show_roles', 'update_roles']);
      const secondId = second.roleId;
      const response = await app.inject({
        method: 'PUT',
        url: `/api/dashboard/roles/${administratorId}`,
        headers: bearer(admin),
        payload: { name: 'Admins', permissions: ['show_roles', 'delete_roles'] },
      });
      expect(response.statusCode).toBe(200);
      // Now the second role is the last one: it cannot be deleted.
      const refused = await app.inject({
        method: 'DELETE',
        url: `/api/dashboard/roles/${secondId}`,
        headers: bearer(admin),
        payload: {},
      });
      expect(refused.statusCode).toBe(422);
    });
  });
});

describe('lock-out protection under concurrency', () => {
  forEachDatabase((db) => {
    it('lets only one of two simultaneous deletes of the last two admin roles through', async () => {
      const app = await db.buildApp();
      const admin = await login(app, DEMO.admin);
      // The deletes are made by someone whose own role stays put: the demo admin's role is one of
      // the two, and once it is gone the admin is rightly refused (403) rather than checked (422).
      const caller = await userWithPermissions(app, ['delete_roles']);
      const [administrator] = await app.db.select().from(roles).where(eq(roles.name, 'Administrator'));
      const [dispatcher] = await app.db.select().from(roles).where(eq(roles.name, 'Dispatcher'));
      const created = await app.inject({
        method: 'POST',
        url: '/api/dashboard/roles',
        headers: bearer(admin),
        payload: { name: 'Backup admins', permissions: ['show_roles', 'update_roles', 'delete_roles'] },
      });
      const backupId = created.json().data.id as number;
      const remove = (id: number) =>
        app.inject({
          method: 'DELETE',
          url: `/api/dashboard/roles/${id}`,
          headers: bearer(caller.token),
          payload: { new_role_id: dispatcher!.id },
        });
      const results = await Promise.all([remove(administrator!.id), remove(backupId)]);
      expect(results.map((response) => response.statusCode).sort()).toEqual([200, 422]);
      const remaining = await app.db.select().from(roles);
      expect(
        remaining.filter((role) => ['show_roles', 'update_roles'].every((p) => role.permissions.includes(p))),
      ).toHaveLength(1);
    });
  });
});
