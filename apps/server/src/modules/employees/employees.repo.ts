import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@fleet/shared/common';
import { type Database, isStorableId, isUniqueViolation, violatedConstraint } from '../../db/client';
import { drivers, employees, media, roles, vehicles } from '../../db/schema';
import { ConflictError, type FieldErrorKeys } from '../../lib/errors';
import { escapeLike, onOrAfterDay, onOrBeforeDay } from '../../db/sql';
import { MediaRepo } from '../media';

export interface EmployeeWrite {
  name: string;
  email: string;
  identityNumber: string;
  countryCode: string;
  /** E.164. */
  phone: string;
  imageId: number | null;
  roleId: number;
  driverId: number | null;
  /** Null keeps the current hash (update only). */
  passwordHash: string | null;
  /** Set with a new password: whether it is temporary (undefined keeps the flag). */
  mustChangePassword?: boolean;
}

const columns = {
  employee: employees,
  role: { id: roles.id, name: roles.name },
  image: { id: media.id, mimeType: media.mimeType, private: media.private },
  driver: { id: drivers.id, name: drivers.name },
  vehicle: { id: vehicles.id, name: vehicles.name, plateNumber: vehicles.plateNumber },
};

/** Name, email, phone and identity number joined by a unit separator (a term cannot span two of them). */
const searchText = sql`(${employees.name} || chr(31) || ${employees.email} || chr(31) || coalesce(${employees.phone}, '') || chr(31) || coalesce(${employees.identityNumber}, ''))`;

const UNIQUE_INDEXES: Record<
  string,
  [string, 'employees.email_taken' | 'employees.identity_taken' | 'employees.driver_taken']
> = {
  employees_email_lower_unique: ['email', 'employees.email_taken'],
  employees_identity_number_unique: ['identity_number', 'employees.identity_taken'],
  employees_driver_id_unique: ['driver_id', 'employees.driver_taken'],
};

/** A unique-index violation (a concurrent request won the race) as the same 409 the pre-check gives. */
function conflictFrom(error: unknown): ConflictError | null {
  if (!isUniqueViolation(error)) return null;
  const [field, key] = UNIQUE_INDEXES[violatedConstraint(error) ?? ''] ?? ['email', 'employees.email_taken'];
  return new ConflictError({ [field]: [key] }, key);
}

export type EmployeeRecord = NonNullable<Awaited<ReturnType<EmployeesRepo['findById']>>>;

export class EmployeesRepo {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repo: EmployeesRepo, media: MediaRepo) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => {
      const db = tx as unknown as Database;
      return work(new EmployeesRepo(db), new MediaRepo(db));
    });
  }

  private select() {
    return this.db
      .select(columns)
      .from(employees)
      .innerJoin(roles, eq(roles.id, employees.roleId))
      .leftJoin(media, eq(media.id, employees.imageId))
      .leftJoin(drivers, eq(drivers.id, employees.driverId))
      .leftJoin(vehicles, eq(vehicles.id, drivers.vehicleId));
  }

  async list(query: ListQuery, timeZone: string) {
    const conditions: SQL[] = [];
    if (query.name) conditions.push(sql`${searchText} ilike ${`%${escapeLike(query.name)}%`}`);
    if (query.start_date) conditions.push(onOrAfterDay(employees.createdAt, query.start_date, timeZone));
    if (query.end_date) conditions.push(onOrBeforeDay(employees.createdAt, query.end_date, timeZone));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [totals]] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(employees.createdAt), desc(employees.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      this.db.select({ total: count() }).from(employees).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  async findById(id: number) {
    if (!isStorableId(id)) return null;
    const [row] = await this.select().where(eq(employees.id, id)).limit(1);
    return row ?? null;
  }

  /** The row locked for a change, or null. */
  async lock(id: number): Promise<{ id: number; imageId: number | null; roleId: number } | null> {
    if (!isStorableId(id)) return null;
    const [row] = await this.db
      .select({ id: employees.id, imageId: employees.imageId, roleId: employees.roleId })
      .from(employees)
      .where(eq(employees.id, id))
      .for('update');
    return row ?? null;
  }

  async roleExists(id: number): Promise<boolean> {
    if (!isStorableId(id)) return false;
    const [row] = await this.db.select({ id: roles.id }).from(roles).where(eq(roles.id, id));
    return Boolean(row);
  }

  async driverExists(id: number): Promise<boolean> {
    if (!isStorableId(id)) return false;
    const [row] = await this.db.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, id));
    return Boolean(row);
  }

  /** 409 fields: email (case-insensitive), identity number and driver link held by another employee. */
  async conflicts(values: EmployeeWrite, exceptId?: number): Promise<FieldErrorKeys> {
    const checks: [
      string,
      'employees.email_taken' | 'employees.identity_taken' | 'employees.driver_taken',
      SQL,
    ][] = [
      ['email', 'employees.email_taken', eq(sql`lower(${employees.email})`, values.email.toLowerCase())],
      ['identity_number', 'employees.identity_taken', eq(employees.identityNumber, values.identityNumber)],
    ];
    if (values.driverId !== null) {
      checks.push(['driver_id', 'employees.driver_taken', eq(employees.driverId, values.driverId)]);
    }
    const errors: FieldErrorKeys = {};
    for (const [field, key, same] of checks) {
      const [row] = await this.db
        .select({ id: employees.id })
        .from(employees)
        .where(exceptId ? and(same, ne(employees.id, exceptId)) : same)
        .limit(1);
      if (row) errors[field] = [key];
    }
    return errors;
  }

  async create(values: EmployeeWrite & { passwordHash: string }): Promise<number> {
    try {
      const [row] = await this.db.insert(employees).values(values).returning({ id: employees.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    } catch (error) {
      throw conflictFrom(error) ?? error;
    }
  }

  async update(id: number, values: EmployeeWrite): Promise<void> {
    const { passwordHash, ...rest } = values;
    try {
      await this.db
        .update(employees)
        .set({ ...rest, ...(passwordHash ? { passwordHash } : {}), updatedAt: new Date() })
        .where(eq(employees.id, id));
    } catch (error) {
      throw conflictFrom(error) ?? error;
    }
  }

  /** Deletes the employee (its tokens go with it, so its sessions end at once). */
  async delete(id: number): Promise<void> {
    await this.db.delete(employees).where(eq(employees.id, id));
  }
}
