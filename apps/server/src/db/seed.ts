import { count, eq, sql } from 'drizzle-orm';
import { ALL_PERMISSIONS } from '@fleet/shared/permissions';
import { hashPassword } from '../lib/passwords';
import type { Database } from './client';
import { employees, roles } from './schema';

export const ADMINISTRATOR_ROLE = 'Administrator';

/** Postgres advisory lock key so two instances starting together do not both seed. */
export const SEED_LOCK = 7_246_001;

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
