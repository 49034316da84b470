import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntrySchema, type AuditEntry } from '@fleet/shared/schemas/audit';
import { auditLog } from '../src/db/schema';
import { deleteAuditOlderThan } from '../src/modules/audit/audit.repo';
import {
  apiRequest,
  type ApiRequestArgs,
  DEMO,
  forEachDatabase,
  login,
  userWithPermissions,
} from './harness';
import { EN, identity, saudiMobile, vehicleBody } from './people-helpers';

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;
  let adminId: number;

  beforeAll(async () => {
    app = await db.buildApp({
      demo: false,
      admin: { email: DEMO.admin.email, password: DEMO.admin.password },
    });
    admin = await login(app, DEMO.admin);
    adminId = (await api('GET', '/api/dashboard/profile/auth', admin)).json().data.id;
  });

  const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);
  async function log(query: string): Promise<AuditEntry[]> {
    const response = await api('GET', `/api/dashboard/audit-log?per_page=100&${query}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.map((row: unknown) => auditEntrySchema.strict().parse(row));
  }

  describe('sign-in', () => {
    it('records sign-in, failed sign-in and sign-out with address and browser', async () => {
      const ok = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: DEMO.admin,
        remoteAddress: '10.1.2.3',
        headers: { 'user-agent': 'AuditTest/1.0' },
      });
      expect(ok.statusCode).toBe(200);
      const bad = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
        remoteAddress: '10.1.2.4',
      });
      expect(bad.statusCode).toBe(422);
      const token = ok.json().data.token as string;
      expect((await api('POST', '/api/auth/logout', token)).statusCode).toBe(200);

      const [logout] = await log('model=auth&action=logout');
      expect(logout).toMatchObject({ actor: { type: 'employee', id: adminId }, record_id: String(adminId) });
      const [signIn] = await log(`model=auth&action=login&actor_id=${adminId}`);
      expect(signIn).toMatchObject({
        ip: '10.1.2.3',
        user_agent: 'AuditTest/1.0',
        actor: { type: 'employee' },
      });
      const [failed] = await log('action=login_failed');
      expect(failed).toMatchObject({
        ip: '10.1.2.4',
        actor: { type: 'employee', id: null, name: 'nobody@example.com' },
        record_id: null,
      });
      // The password typed never reaches the log.
      expect(JSON.stringify(await log('model=auth'))).not.toContain('wrong-password');
    });
  });

  describe('changes', () => {
    it('records create, update, block, activate and delete of a vehicle with old and new values', async () => {
      const created = await api('POST', '/api/dashboard/vehicles', admin, vehicleBody({ capacity: 30 }));
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      const updated = await api('PUT', `/api/dashboard/vehicles/${id}`, admin, {
        ...vehicleBody({ capacity: 45 }),
        name: 'Renamed bus',
        plate_number: created.json().data.plate_number,
        vin: created.json().data.vin,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      await api('POST', `/api/dashboard/vehicles/${id}/block`, admin, { reason: 'Brakes' });
      await api('POST', `/api/dashboard/vehicles/${id}/activate`, admin);
      expect((await api('DELETE', `/api/dashboard/vehicles/${id}`, admin)).statusCode).toBe(200);

      const history = await log(`model=vehicles&record_id=${id}`);
      expect(history.map((row) => row.action)).toEqual(['delete', 'activate', 'block', 'update', 'create']);
      const byAction = Object.fromEntries(history.map((row) => [row.action, row]));
      expect(byAction.create!.changes).toMatchObject({ capacity: [null, 30] });
      expect(byAction.update!.changes).toMatchObject({
        capacity: [30, 45],
        name: [expect.any(String), 'Renamed bus'],
      });
      // Unchanged fields are not listed.
      expect(byAction.update!.changes).not.toHaveProperty('plate_number');
      expect(byAction.block!.changes).toMatchObject({
        status: [true, false],
        blocked_reason: [null, 'Brakes'],
      });
      expect(byAction.delete!.changes).toMatchObject({ name: ['Renamed bus', null] });
      expect(byAction.update).toMatchObject({ actor: { type: 'employee', id: adminId } });
    });

    it('leaves no trace of a change that rolled back', async () => {
      const first = await api('POST', '/api/dashboard/vehicles', admin, vehicleBody());
      const second = await api('POST', '/api/dashboard/vehicles', admin, vehicleBody());
      const id = second.json().data.id as number;
      const before = await log(`model=vehicles&record_id=${id}`);
      // A duplicate plate number: 409 from inside the transaction, after the row was locked.
      const clash = await api('PUT', `/api/dashboard/vehicles/${id}`, admin, {
        ...vehicleBody(),
        plate_number: first.json().data.plate_number,
      });
      expect(clash.statusCode).toBe(409);
      expect(await log(`model=vehicles&record_id=${id}`)).toEqual(before);
    });

    it('redacts passwords and identity documents of employees and drivers', async () => {
      const role = (await api('GET', '/api/dashboard/profile/auth', admin)).json().data.role.id as number;
      const employee = await api('POST', '/api/dashboard/employees', admin, {
        name: 'Audited person',
        email: `audited-${Date.now()}@example.com`,
        password: 'secret-password-1',
        identity_number: identity(1),
        country_code: '+966',
        phone: saudiMobile(),
        role_id: role,
      });
      expect(employee.statusCode, employee.body).toBe(201);
      const [created] = await log(`model=employees&record_id=${employee.json().data.id}`);
      expect(created!.changes).toMatchObject({
        name: [null, 'Audited person'],
        password_hash: [null, '[redacted]'],
      });
      expect(JSON.stringify(created)).not.toContain('secret-password-1');
      expect(JSON.stringify(created)).not.toMatch(/argon|\$2[aby]\$|scrypt/);
    });
  });

  it('records geofence, settings and role changes too', async () => {
    const geofence = await api('POST', '/api/dashboard/geofences', admin, {
      name: 'Audited zone',
      type: 'circle',
      geometry: { type: 'Point', coordinates: [46.7, 24.7] },
      radius: 300,
      color: '#16a34a',
    });
    expect(geofence.statusCode, geofence.body).toBe(201);
    const [created] = await log(`model=geofences&record_id=${geofence.json().data.id}`);
    expect(created).toMatchObject({
      action: 'create',
      changes: { name: [null, 'Audited zone'], radius: [null, 300] },
    });

    const settings = await api('PUT', '/api/dashboard/settings/events', admin, { overspeed_limit: 101 });
    expect(settings.statusCode, settings.body).toBe(200);
    const [saved] = await log('model=settings');
    expect(saved!.changes).toEqual({ overspeed_limit: [120, 101] });
    const emails = await api('PUT', '/api/dashboard/settings/notifications', admin, { email_per_minute: 3 });
    expect(emails.statusCode, emails.body).toBe(200);
    const [cap] = await log('model=settings');
    expect(cap).toMatchObject({ record_id: 'notifications', changes: { email_per_minute: [5, 3] } });

    const role = await api('POST', '/api/dashboard/roles', admin, {
      name: 'Audited role',
      permissions: ['show_vehicles'],
    });
    expect(role.statusCode, role.body).toBe(201);
    const roleId = role.json().data.id;
    await api('PUT', `/api/dashboard/roles/${roleId}`, admin, {
      name: 'Audited role',
      permissions: ['show_vehicles', 'show_audit'],
    });
    const [update] = await log(`model=roles&record_id=${roleId}`);
    expect(update).toMatchObject({
      action: 'update',
      changes: { permissions: [['show_vehicles'], ['show_vehicles', 'show_audit']] },
    });
  });

  describe('the audit-log route', () => {
    it("offers the log's actors as the who filter's options, searched by name, the selected one first", async () => {
      const options = async (query: string, token = admin) => {
        const response = await api('GET', `/api/dashboard/audit-log/actors?${query}`, token);
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data as { value: string; label: string; type: string; id: number }[];
      };
      const other = await userWithPermissions(app, ['show_vehicles']);
      expect((await api('GET', '/api/dashboard/audit-log/actors', other.token)).statusCode).toBe(403);
      expect((await api('GET', '/api/dashboard/audit-log/actors?actor_id=x', admin)).statusCode).toBe(422);

      // Someone who did something is an actor (the most recent first), each actor once.
      const active = await userWithPermissions(app, ['show_audit']);
      // Exporting the log is audited.
      expect((await api('GET', '/api/dashboard/audit-log?format=csv', active.token)).statusCode).toBe(200);
      const all = await options('');
      expect(all.length).toBeGreaterThan(0);
      expect(all.length).toBeLessThanOrEqual(20);
      const mine = all.find((option) => option.value === `employee:${adminId}`);
      expect(mine).toMatchObject({ type: 'employee', id: adminId });
      expect(all[0]?.value).toBe(`employee:${active.employeeId}`);
      expect(new Set(all.map((option) => option.value)).size).toBe(all.length);

      // Searched by name (any case), and the result filters the log by that actor.
      const found = await options(`name=${encodeURIComponent(mine!.label.toUpperCase())}`);
      expect(found.map((option) => option.value)).toContain(`employee:${adminId}`);
      expect(await options('name=no-such-actor-anywhere')).toEqual([]);
      const rows = await log(`actor_type=employee&actor_id=${adminId}`);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.actor.type === 'employee' && row.actor.id === adminId)).toBe(true);

      // The selected actor comes first, even when the search does not match it.
      const selected = await options(
        `name=no-such-actor-anywhere&actor_type=employee&actor_id=${active.employeeId}`,
      );
      expect(selected.map((option) => option.value)).toEqual([`employee:${active.employeeId}`]);
      const first = await options(`actor_type=employee&actor_id=${active.employeeId}`);
      expect(first[0]?.value).toBe(`employee:${active.employeeId}`);
    });

    it('needs show_audit, filters by date and exports csv and xlsx', async () => {
      const other = await userWithPermissions(app, ['show_vehicles']);
      expect((await api('GET', '/api/dashboard/audit-log', other.token)).statusCode).toBe(403);
      const auditor = await userWithPermissions(app, ['show_audit']);
      const page = await api('GET', '/api/dashboard/audit-log?per_page=2', auditor.token);
      expect(page.statusCode).toBe(200);
      expect(page.json().data).toHaveLength(2);
      expect(page.json().meta.total).toBeGreaterThan(2);

      expect(await log('from=2000-01-01&to=2000-01-02')).toEqual([]);
      const bad = await api(
        'GET',
        '/api/dashboard/audit-log?from=2026-02-01&to=2026-01-01',
        admin,
        undefined,
        EN,
      );
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['to']);

      const csv = await api(
        'GET',
        '/api/dashboard/audit-log?format=csv&model=vehicles',
        admin,
        undefined,
        EN,
      );
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('Time,Actor type,Actor,Action,Model,Record,Changes,Address,Browser');
      expect(lines.length).toBeGreaterThan(3);
      const xlsx = await api('GET', '/api/dashboard/audit-log?format=xlsx', admin);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
      // Exports are audited themselves.
      const [xlsxExport, csvExport] = await log('model=audit&action=export');
      expect(xlsxExport!.changes).toEqual({ filters: [null, {}] });
      expect(csvExport!.changes).toEqual({ filters: [null, { model: 'vehicles' }] });
    });

    it('offers no way to change or delete a row; retention deletes only the old ones', async () => {
      const [row] = await log('');
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await api(method, `/api/dashboard/audit-log/${row!.id}`, admin, undefined);
        expect(response.statusCode).toBe(404);
      }
      const old = new Date('2001-01-01T00:00:00Z');
      await app.db
        .insert(auditLog)
        .values({ actorType: 'system', action: 'update', model: 'settings', time: old });
      expect(await deleteAuditOlderThan(app.db, new Date('2002-01-01T00:00:00Z'))).toBe(1);
      expect((await log('')).length).toBeGreaterThan(5);
    });
  });
});
