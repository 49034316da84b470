import { and, count, eq, ne, sql } from 'drizzle-orm';
import { ROLE_ADMIN_PERMISSIONS } from '@fleet/shared/permissions';
import type { Database } from '../../db/client';
import { employees, roles } from '../../db/schema';

/*
 * Lock-out protection. An administrator is an employee whose role holds ROLE_ADMIN_PERMISSIONS, the
 * permissions that grant every other one. No change of an employee or a role may leave the company
 * without one: only an administrator could repair that, and none would be left to do it.
 */

export const holdsAdminPermissions = sql`${roles.permissions} @> ${sql.raw(
  `ARRAY[${ROLE_ADMIN_PERMISSIONS.map((p) => `'${p}'`).join(',')}]::text[]`,
)}`;

export const isAdminRole = (permissions: readonly string[]) =>
  ROLE_ADMIN_PERMISSIONS.every((permission) => permissions.includes(permission));

/**
 * Serialises every change that could remove administrators: two requests cannot each remove "the
 * other" last one. Call first inside the transaction.
 */
export async function lockAdminRoles(db: Database): Promise<void> {
  await db.select({ id: roles.id }).from(roles).where(holdsAdminPermissions).for('update');
}

/** Administrators other than one employee, or other than a role's employees. */
export async function countOtherAdministrators(
  db: Database,
  except: { employeeId: number } | { roleId: number },
): Promise<number> {
  const other =
    'employeeId' in except ? ne(employees.id, except.employeeId) : ne(employees.roleId, except.roleId);
  const [row] = await db
    .select({ total: count() })
    .from(employees)
    .innerJoin(roles, eq(roles.id, employees.roleId))
    .where(and(holdsAdminPermissions, other));
  return row?.total ?? 0;
}

/** Whether this role holds the administrator permissions (false when it does not exist). */
export async function roleIsAdmin(db: Database, roleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, roleId), holdsAdminPermissions))
    .limit(1);
  return Boolean(row);
}
