import { audit } from '../audit';
import type { RowAction } from '@fleet/shared/common';
import type { Employee, EmployeeValues } from '@fleet/shared/schemas/employees';
import { fromE164, toE164 } from '@fleet/shared/schemas/people';
import { ConflictError, type FieldErrorKeys, NotFoundError, ValidationError } from '../../lib/errors';
import type { MessageKey } from '../../lib/messages';
import { hashPassword } from '../../lib/passwords';
import type { UrlSigner } from '../../lib/url-signer';
import { attachmentErrors, replacedMedia } from '../media';
import { countOtherAdministrators, lockAdminRoles, roleIsAdmin } from '../roles';
import { toMedia } from '../media';
import type { MediaStorage } from '../media';
import type { EmployeeRecord, EmployeesRepo, EmployeeWrite } from './employees.repo';

/** The row actions this user may take on this employee; nobody is offered deleting themselves. */
export function employeeActions(held: ReadonlySet<string>, row: { id: number }, selfId: number): RowAction[] {
  const actions: RowAction[] = [];
  if (held.has('show_employees')) actions.push('view');
  if (held.has('update_employees')) actions.push('edit');
  if (held.has('delete_employees') && row.id !== selfId) actions.push('delete');
  return actions;
}

export function toEmployee(record: EmployeeRecord, actions: RowAction[], signer: UrlSigner): Employee {
  const { employee, role, image, driver, vehicle } = record;
  const phone = employee.phone ? fromE164(employee.phone) : null;
  return {
    id: employee.id,
    name: employee.name,
    email: employee.email,
    identity_number: employee.identityNumber,
    country_code: employee.countryCode ?? phone?.country_code ?? null,
    phone: phone?.phone ?? null,
    phone_e164: employee.phone,
    image: image ? toMedia(signer, image) : null,
    role_id: role.id,
    role,
    driver_id: employee.driverId,
    driver: driver
      ? {
          ...driver,
          vehicle: vehicle ? { id: vehicle.id, name: vehicle.name, plate_number: vehicle.plateNumber } : null,
        }
      : null,
    last_login_at: employee.lastLoginAt?.toISOString() ?? null,
    created_at: employee.createdAt.toISOString(),
    updated_at: employee.updatedAt.toISOString(),
    actions,
  } satisfies Employee;
}

async function toWrite(values: EmployeeValues & { password: string | null }): Promise<EmployeeWrite> {
  return {
    name: values.name,
    email: values.email,
    identityNumber: values.identity_number,
    countryCode: values.country_code,
    phone: toE164(values.country_code, values.phone),
    imageId: values.image,
    roleId: values.role_id,
    driverId: values.driver_id,
    passwordHash: values.password ? await hashPassword(values.password) : null,
    ...(values.password ? { mustChangePassword: values.temporary_password === true } : {}),
  };
}

/** The employee's own columns as the audit log compares them (secrets are redacted there). */
async function employeeRecord(repo: EmployeesRepo, id: number) {
  return (await repo.findById(id))?.employee ?? null;
}

export class EmployeesService {
  constructor(
    private readonly repo: EmployeesRepo,
    private readonly storage: MediaStorage,
  ) {}

  /** References first (422), then uniqueness (409), as the other modules do. */
  private async check(
    repo: EmployeesRepo,
    media: Parameters<typeof attachmentErrors>[0],
    write: EmployeeWrite,
    id?: number,
  ): Promise<void> {
    const errors: FieldErrorKeys = await attachmentErrors(
      media,
      [{ field: 'image', id: write.imageId, kind: 'image' }],
      id === undefined ? null : `employee:${id}`,
    );
    if (!(await repo.roleExists(write.roleId))) errors.role_id = ['employees.role_missing'];
    if (write.driverId !== null && !(await repo.driverExists(write.driverId))) {
      errors.driver_id = ['employees.driver_missing'];
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const conflicts = await repo.conflicts(write, id);
    const first = Object.values(conflicts)[0]?.[0];
    if (first) throw new ConflictError(conflicts, first as MessageKey);
  }

  async create(values: EmployeeValues & { password: string }): Promise<number> {
    const write = await toWrite(values);
    return this.repo.transaction(async (tx, media) => {
      await this.check(tx, media, write);
      const id = await tx.create({ ...write, passwordHash: write.passwordHash ?? '' });
      await audit(tx.db, {
        action: 'create',
        model: 'employees',
        recordId: id,
        after: await employeeRecord(tx, id),
      });
      return id;
    });
  }

  async update(id: number, values: EmployeeValues): Promise<void> {
    const write = await toWrite(values);
    const removedFiles = await this.repo.transaction(async (tx, media) => {
      await lockAdminRoles(tx.db);
      const current = await tx.lock(id);
      if (!current) throw new NotFoundError();
      await this.check(tx, media, write, id);
      if (
        (await roleIsAdmin(tx.db, current.roleId)) &&
        !(await roleIsAdmin(tx.db, write.roleId)) &&
        (await countOtherAdministrators(tx.db, { employeeId: id })) === 0
      ) {
        throw new ValidationError({ role_id: ['employees.last_admin_role'] }, 'employees.last_admin_role');
      }
      const before = await employeeRecord(tx, id);
      await tx.update(id, write);
      // A new password shows as a changed (redacted) hash, never as a value.
      const after = await employeeRecord(tx, id);
      await audit(tx.db, { action: 'update', model: 'employees', recordId: id, before, after });
      return media.deleteMany(replacedMedia([current.imageId], [write.imageId]));
    });
    await this.storage.remove(removedFiles);
  }

  async delete(id: number, selfId: number): Promise<void> {
    if (id === selfId) {
      throw new ValidationError({}, 'employees.cannot_delete_self');
    }
    const removedFiles = await this.repo.transaction(async (tx, media) => {
      await lockAdminRoles(tx.db);
      const current = await tx.lock(id);
      if (!current) throw new NotFoundError();
      if (
        (await roleIsAdmin(tx.db, current.roleId)) &&
        (await countOtherAdministrators(tx.db, { employeeId: id })) === 0
      ) {
        throw new ValidationError({}, 'employees.last_admin_delete');
      }
      const before = await employeeRecord(tx, id);
      await tx.delete(id);
      await audit(tx.db, { action: 'delete', model: 'employees', recordId: id, before, after: null });
      return media.deleteMany(replacedMedia([current.imageId], []));
    });
    await this.storage.remove(removedFiles);
  }
}
