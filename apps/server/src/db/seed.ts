import { count, eq, sql } from 'drizzle-orm';
import { DEMO_ADMIN } from '@fleet/shared/constants';
import { ALL_PERMISSIONS, type Permission } from '@fleet/shared/permissions';
import { hashPassword } from '../lib/passwords';
import type { Database } from './client';
import { employees, roles } from './schema';

export const ADMINISTRATOR_ROLE = 'Administrator';

const DISPATCHER_PERMISSIONS: Permission[] = [
  'show_tracking',
  'show_vehicles',
  'show_drivers',
  'show_trips',
  'create_trips',
  'update_trips',
  'show_examinations',
  'show_geofences',
  'show_events',
  'show_commands',
  'send_commands',
];

const PERSONNEL_PERMISSIONS: Permission[] = [
  'show_employees',
  'create_employees',
  'update_employees',
  'show_drivers',
  'create_drivers',
  'update_drivers',
  'delete_drivers',
  'show_vehicles',
];

export const DEMO_USERS = [
  {
    email: DEMO_ADMIN.email,
    password: DEMO_ADMIN.password,
    name: 'مدير النظام',
    role: ADMINISTRATOR_ROLE,
    identityNumber: '1012345674',
    phone: '+966501234567',
  },
  {
    email: 'dispatcher@example.com',
    password: 'dispatcher123',
    name: 'منسق الحركة',
    role: 'Dispatcher',
    identityNumber: '1023456781',
    phone: '+966502345678',
  },
  {
    email: 'auditor@example.com',
    password: 'auditor123',
    name: 'المدقق',
    role: 'Auditor',
    identityNumber: '2034567892',
    phone: '+966503456789',
  },
  {
    email: 'personnel@example.com',
    password: 'personnel123',
    name: 'مسؤولة شؤون الموظفين',
    role: 'Personnel officer',
    identityNumber: '1045678903',
    phone: '+966504567890',
  },
  {
    email: 'records@example.com',
    password: 'records123',
    name: 'Imran Qureshi',
    role: 'Personnel officer',
    identityNumber: '2056789014',
    phone: '+966505678901',
  },
] as const;

const DEMO_ROLES: { name: string; permissions: readonly Permission[] }[] = [
  { name: ADMINISTRATOR_ROLE, permissions: ALL_PERMISSIONS },
  { name: 'Dispatcher', permissions: DISPATCHER_PERMISSIONS },
  { name: 'Auditor', permissions: ALL_PERMISSIONS.filter((p) => p.startsWith('show_')) },
  { name: 'Personnel officer', permissions: PERSONNEL_PERMISSIONS },
];

/** Postgres advisory lock key so two instances starting together do not both seed. */
const SEED_LOCK = 7_246_001;

/** Seeds the demo roles and users in one transaction, only when no role exists yet. Returns whether it seeded. */
export async function seedDemo(db: Database): Promise<boolean> {
  const hashes = await Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ total: count() }).from(roles);
    if ((existing?.total ?? 0) > 0) return false;
    const created = await tx
      .insert(roles)
      .values(DEMO_ROLES.map((role) => ({ name: role.name, permissions: [...role.permissions] })))
      .returning({ id: roles.id, name: roles.name });
    const roleId = new Map(created.map((role) => [role.name, role.id]));
    await tx.insert(employees).values(
      DEMO_USERS.map((user, index) => ({
        name: user.name,
        email: user.email,
        passwordHash: hashes[index] ?? '',
        roleId: roleId.get(user.role) ?? 0,
        identityNumber: user.identityNumber,
        countryCode: '+966',
        phone: user.phone,
      })),
    );
    return true;
  });
}

/**
 * Creates an administrator (and, when missing, the Administrator role with every permission).
 * With `onlyIfNoEmployee`, does nothing once any employee exists (the ADMIN_EMAIL start-up path).
 * Returns whether a user was created.
 */
export async function createAdministrator(
  db: Database,
  admin: { email: string; password: string; name?: string },
  options: { onlyIfNoEmployee: boolean },
): Promise<boolean> {
  const passwordHash = await hashPassword(admin.password);
  const email = admin.email.toLowerCase();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (options.onlyIfNoEmployee) {
      const [existing] = await tx.select({ total: count() }).from(employees);
      if ((existing?.total ?? 0) > 0) return false;
    }
    const [taken] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(eq(sql`lower(${employees.email})`, email));
    if (taken) return false;
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(eq(sql`lower(${roles.name})`, ADMINISTRATOR_ROLE.toLowerCase()));
    const adminRole = role
      ? await tx
          .update(roles)
          .set({ permissions: [...ALL_PERMISSIONS], updatedAt: new Date() })
          .where(eq(roles.id, role.id))
          .returning({ id: roles.id })
      : await tx
          .insert(roles)
          .values({ name: ADMINISTRATOR_ROLE, permissions: [...ALL_PERMISSIONS] })
          .returning({ id: roles.id });
    const roleId = adminRole[0]?.id;
    if (roleId === undefined) throw new Error('could not create the administrator role');
    await tx.insert(employees).values({ name: admin.name ?? 'Administrator', email, passwordHash, roleId });
    return true;
  });
}
