import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@fleet/shared/common';
import type { RoleInput } from '@fleet/shared/schemas/roles';
import { type Database, isStorableId, isUniqueViolation } from '../../db/client';
import { employees, roles, type RoleRow } from '../../db/schema';
import { ConflictError } from '../../lib/errors';
import { containsInsensitive, onOrAfterDay, onOrBeforeDay } from '../../db/sql';
import {
  countOtherAdministrators,
  holdsAdminPermissions,
  lockAdminRoles,
  roleIsAdmin,
} from './administrators.repo';

export type RoleWithCount = RoleRow & { employeesCount: number };

// Written out with explicit aliases: Drizzle renders bare column names inside a scalar subquery, which would be ambiguous.
const employeesCount = sql<number>`(select count(*)::int from "employees" as "counted" where "counted"."role_id" = "roles"."id")`;

const nameTakenError = () => new ConflictError({ name: ['roles.name_taken'] }, 'roles.name_taken');

export class RolesRepo {
  constructor(private readonly db: Database) {}

  /** The database (or transaction) this repository works in, for other modules' writes in the same transaction. */
  get database(): Database {
    return this.db;
  }

  /** Runs `work` in one transaction with a repository bound to it. */
  transaction<T>(work: (repo: RolesRepo) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new RolesRepo(tx as unknown as Database)));
  }

  async list(query: ListQuery, timeZone: string): Promise<{ rows: RoleWithCount[]; total: number }> {
    const filters: SQL[] = [];
    if (query.name) filters.push(containsInsensitive(roles.name, query.name));
    if (query.start_date) filters.push(onOrAfterDay(roles.createdAt, query.start_date, timeZone));
    if (query.end_date) filters.push(onOrBeforeDay(roles.createdAt, query.end_date, timeZone));
    const where = filters.length ? and(...filters) : undefined;

    const [rows, [totals]] = await Promise.all([
      this.db
        .select({ role: roles, employeesCount })
        .from(roles)
        .where(where)
        .orderBy(desc(roles.createdAt), desc(roles.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      this.db.select({ total: count() }).from(roles).where(where),
    ]);
    return {
      rows: rows.map(({ role, employeesCount }) => ({ ...role, employeesCount })),
      total: totals?.total ?? 0,
    };
  }

  async findById(id: number, options: { forUpdate?: boolean } = {}): Promise<RoleWithCount | null> {
    if (!isStorableId(id)) return null;
    const query = this.db
      .select({ role: roles, employeesCount })
      .from(roles)
      .where(eq(roles.id, id))
      .limit(1);
    const [row] = options.forUpdate ? await query.for('update', { of: roles }) : await query;
    return row ? { ...row.role, employeesCount: row.employeesCount } : null;
  }

  async exists(id: number): Promise<boolean> {
    if (!isStorableId(id)) return false;
    const [row] = await this.db.select({ id: roles.id }).from(roles).where(eq(roles.id, id)).limit(1);
    return Boolean(row);
  }

  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    const sameName = eq(sql`lower(${roles.name})`, name.toLowerCase());
    const [row] = await this.db
      .select({ id: roles.id })
      .from(roles)
      .where(exceptId ? and(sameName, ne(roles.id, exceptId)) : sameName)
      .limit(1);
    return Boolean(row);
  }

  /** Serialises concurrent changes to admin roles, so two requests cannot each remove "the other" last admin role. */
  lockAdminRoles(): Promise<void> {
    return lockAdminRoles(this.db);
  }

  isAdmin(roleId: number): Promise<boolean> {
    return roleIsAdmin(this.db, roleId);
  }

  /** Administrators outside this role (see administrators.ts). */
  countAdministratorsOutside(roleId: number): Promise<number> {
    return countOtherAdministrators(this.db, { roleId });
  }

  /** Roles other than `exceptId` that keep role management reachable. */
  async countOtherAdminRoles(exceptId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(roles)
      .where(and(holdsAdminPermissions, ne(roles.id, exceptId)));
    return row?.total ?? 0;
  }

  async create(input: RoleInput): Promise<number> {
    if (await this.nameTaken(input.name)) throw nameTakenError();
    try {
      const [row] = await this.db
        .insert(roles)
        .values({
          name: input.name,
          permissions: input.permissions,
          twoFactorRequired: input.two_factor_required,
        })
        .returning({ id: roles.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTakenError();
      throw error;
    }
  }

  async update(id: number, input: RoleInput): Promise<void> {
    if (await this.nameTaken(input.name, id)) throw nameTakenError();
    try {
      await this.db
        .update(roles)
        .set({
          name: input.name,
          permissions: input.permissions,
          twoFactorRequired: input.two_factor_required,
          updatedAt: new Date(),
        })
        .where(eq(roles.id, id));
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTakenError();
      throw error;
    }
  }

  async moveEmployees(fromRoleId: number, toRoleId: number): Promise<void> {
    await this.db
      .update(employees)
      .set({ roleId: toRoleId, updatedAt: new Date() })
      .where(eq(employees.roleId, fromRoleId));
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(roles).where(eq(roles.id, id));
  }

  async options(): Promise<{ id: number; name: string }[]> {
    return this.db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(roles.name);
  }
}
