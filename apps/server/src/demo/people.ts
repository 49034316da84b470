import { count, sql } from 'drizzle-orm';
import { DEMO_ADMIN } from '@fleet/shared/constants';
import { ALL_PERMISSIONS, type Permission } from '@fleet/shared/permissions';
import type { Database } from '../db/client';
import { employees, roles } from '../db/schema';
import { ADMINISTRATOR_ROLE, SEED_LOCK } from '../db/seed';
import { hashPassword } from '../lib/passwords';

/** The demo dispatcher's role: tracking, trips and commands, reading the rest it needs. */
export const DISPATCHER_PERMISSIONS: Permission[] = [
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
