import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '@fleet/shared/permissions';
import { createAdministrator } from '../src/db/seed';
import { DISPATCHER_PERMISSIONS, seedDemo } from '../src/demo/people';
import { employees, maintenanceProgrammes, maintenanceSchedules, roles, workOrders } from '../src/db/schema';
import { DEMO, forEachDatabase, login } from './harness';

async function snapshot(app: FastifyInstance) {
  const roleRows = await app.db.select().from(roles).orderBy(roles.id);
  const employeeRows = await app.db.select().from(employees).orderBy(employees.id);
  return { roles: roleRows, employees: employeeRows };
}

describe('demo mode', () => {
  forEachDatabase((db) => {
    it('seeds four roles and five users once, and never again', async () => {
      const app = await db.buildApp({ demo: true });
      const first = await snapshot(app);
      expect(first.roles.map((role) => role.name)).toEqual([
        'Administrator',
        'Dispatcher',
        'Auditor',
        'Personnel officer',
      ]);
      expect(first.roles[0]!.permissions).toEqual([...ALL_PERMISSIONS]);
      expect(first.roles[1]!.permissions.sort()).toEqual([...DISPATCHER_PERMISSIONS].sort());
      expect(first.roles[1]!.permissions).toContain('send_commands');
      expect(first.roles[1]!.permissions.some((p) => p.startsWith('delete_'))).toBe(false);
      expect(first.roles[2]!.permissions.every((p) => p.startsWith('show_'))).toBe(true);
      expect(first.roles[2]!.permissions).toContain('show_roles');
      expect(first.roles[2]!.permissions).toHaveLength(
        ALL_PERMISSIONS.filter((p) => p.startsWith('show_')).length,
      );
      expect(first.employees.map((e) => [e.email, e.name])).toEqual([
        ['admin@example.com', 'مدير النظام'],
        ['dispatcher@example.com', 'منسق الحركة'],
        ['auditor@example.com', 'المدقق'],
        ['personnel@example.com', 'مسؤولة شؤون الموظفين'],
        ['records@example.com', 'Imran Qureshi'],
      ]);
      expect(first.employees.every((e) => e.identityNumber && e.phone?.startsWith('+9665'))).toBe(true);
      for (const user of Object.values(DEMO)) await login(app, user);

      expect(await seedDemo(app.db)).toBe(false);
      // Seeding again, even after the admin renamed a role, changes nothing.
      await app.db.update(roles).set({ name: 'Dispatchers' }).where(eq(roles.name, 'Dispatcher'));
      expect(await seedDemo(app.db)).toBe(false);
      const again = await snapshot(app);
      expect(again.roles).toHaveLength(4);
      expect(again.employees).toHaveLength(5);
      // Opening the embedded database, seeding the demo fleet and drivers and five logins: slow on a busy machine.
    }, 90_000);

    it("has a workshop's last month: oil changes done where their count restarted, pads being replaced, an inspection booked", async () => {
      const app = await db.buildApp({ demo: true });
      const orders = await app.db
        .select()
        .from(workOrders)
        .innerJoin(maintenanceProgrammes, eq(maintenanceProgrammes.id, workOrders.programmeId));
      const byStatus = (status: string) => orders.filter((row) => row.work_orders.status === status);
      const completed = byStatus('completed');
      expect(completed.length).toBeGreaterThan(0);
      const schedules = await app.db.select().from(maintenanceSchedules);
      const monthAgo = Date.now() - 31 * 86_400_000;
      for (const { work_orders: order, maintenance_programmes: programme } of completed) {
        expect(programme.name).toContain('Oil change');
        expect(order.completedAt!.getTime()).toBeGreaterThan(monthAgo);
        expect(Number(order.totalCost)).toBe(349);
        // The programme's count restarted with this order: same day, same meter.
        const schedule = schedules.find(
          (row) => row.vehicleId === order.vehicleId && row.programmeId === order.programmeId,
        )!;
        expect(schedule.baseAt.getTime()).toBe(order.completedAt!.getTime());
        expect(schedule.baseKm).toBe(order.odometerKm);
      }
      expect(byStatus('in_progress').map((row) => row.maintenance_programmes.name)).toEqual([
        'فحص المكابح — Brake inspection',
      ]);
      expect(byStatus('open').map((row) => row.maintenance_programmes.name)).toEqual([
        'الفحص الدوري السنوي — Annual inspection',
      ]);
    }, 90_000);
  });
});

describe('production mode', () => {
  forEachDatabase((db) => {
    it('seeds nothing without ADMIN_EMAIL', async () => {
      const app = await db.buildApp({ demo: false, admin: null });
      expect(await snapshot(app)).toEqual({ roles: [], employees: [] });
      const config = (await app.inject('/api/config')).json().data;
      expect(config).toMatchObject({ demo: false, demo_credentials: null });
    });

    it('creates the ADMIN_EMAIL administrator only while no employee exists', async () => {
      const admin = { email: 'boss@company.com', password: 'a long secret' };
      const app = await db.buildApp({ demo: false, admin });
      const seeded = await snapshot(app);
      expect(seeded.roles.map((role) => [role.name, role.permissions.length])).toEqual([
        ['Administrator', ALL_PERMISSIONS.length],
      ]);
      expect(seeded.employees.map((e) => e.email)).toEqual(['boss@company.com']);
      const token = await login(app, admin);
      const profile = await app.inject({
        url: '/api/dashboard/profile/auth',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(profile.json().data.permissions).toHaveLength(ALL_PERMISSIONS.length);

      // A later start with another ADMIN_EMAIL: an employee exists, so nothing is added.
      const other = { email: 'other@company.com', password: 'another secret' };
      expect(await createAdministrator(app.db, other, { onlyIfNoEmployee: true })).toBe(false);
      expect((await snapshot(app)).employees).toHaveLength(1);
      // The CLI path adds one regardless, reusing the Administrator role.
      expect(await createAdministrator(app.db, other, { onlyIfNoEmployee: false })).toBe(true);
      expect(await createAdministrator(app.db, other, { onlyIfNoEmployee: false })).toBe(false);
      const after = await snapshot(app);
      expect(after.employees.map((e) => e.roleId)).toEqual([seeded.roles[0]!.id, seeded.roles[0]!.id]);
    });
  });
});
