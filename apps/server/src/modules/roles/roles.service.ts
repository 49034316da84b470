import { audit } from '../audit';
import type { RowAction } from '@fleet/shared/common';
import type { Role, RoleInput } from '@fleet/shared/schemas/roles';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { isAdminRole } from './administrators.repo';
import type { RolesRepo, RoleWithCount } from './roles.repo';

/** The row actions this user may take on a role. */
export function roleActions(held: ReadonlySet<string>): RowAction[] {
  const actions: RowAction[] = [];
  if (held.has('show_roles')) actions.push('view');
  if (held.has('update_roles')) actions.push('edit');
  if (held.has('delete_roles')) actions.push('delete');
  return actions;
}

export function toRole(row: RoleWithCount, actions: RowAction[]): Role {
  return {
    id: row.id,
    name: row.name,
    permissions: row.permissions,
    employees_count: row.employeesCount,
    permissions_count: row.permissions.length,
    two_factor_required: row.twoFactorRequired,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    actions,
  } satisfies Role;
}

export async function createRole(repo: RolesRepo, input: RoleInput): Promise<number> {
  return repo.transaction(async (tx) => {
    const id = await tx.create(input);
    await audit(tx.database, {
      action: 'create',
      model: 'roles',
      recordId: id,
      after: await tx.findById(id),
    });
    return id;
  });
}

export async function updateRole(repo: RolesRepo, id: number, input: RoleInput): Promise<void> {
  await repo.transaction(async (tx) => {
    await tx.lockAdminRoles();
    const role = await tx.findById(id, { forUpdate: true });
    if (!role) throw new NotFoundError();
    if (isAdminRole(role.permissions) && !isAdminRole(input.permissions)) {
      if ((await tx.countOtherAdminRoles(id)) === 0) {
        throw new ValidationError({ permissions: ['roles.last_admin_update'] }, 'roles.last_admin_update');
      }
      if (role.employeesCount > 0 && (await tx.countAdministratorsOutside(id)) === 0) {
        throw new ValidationError(
          { permissions: ['roles.last_administrators_update'] },
          'roles.last_administrators_update',
        );
      }
    }
    await tx.update(id, input);
    await audit(tx.database, {
      action: 'update',
      model: 'roles',
      recordId: id,
      before: role,
      after: await tx.findById(id),
    });
  });
}

/**
 * Deletes a role, first moving its employees to `newRoleId` in the same transaction.
 * The last role able to manage roles cannot be deleted (lock-out protection).
 */
export async function deleteRole(repo: RolesRepo, id: number, newRoleId: number | undefined): Promise<void> {
  await repo.transaction(async (tx) => {
    await tx.lockAdminRoles();
    const role = await tx.findById(id, { forUpdate: true });
    if (!role) throw new NotFoundError();
    if (isAdminRole(role.permissions) && (await tx.countOtherAdminRoles(id)) === 0) {
      throw new ValidationError({}, 'roles.last_admin_delete');
    }
    if (newRoleId !== undefined) {
      if (newRoleId === id) throw new ValidationError({ new_role_id: ['roles.new_role_same'] });
      if (!(await tx.exists(newRoleId)))
        throw new ValidationError({ new_role_id: ['roles.new_role_missing'] });
    }
    if (role.employeesCount > 0) {
      if (newRoleId === undefined) {
        throw new ValidationError({ new_role_id: ['roles.new_role_required'] }, 'roles.new_role_required');
      }
      if (
        isAdminRole(role.permissions) &&
        !(await tx.isAdmin(newRoleId)) &&
        (await tx.countAdministratorsOutside(id)) === 0
      ) {
        throw new ValidationError({ new_role_id: ['roles.new_role_not_admin'] }, 'roles.new_role_not_admin');
      }
      await tx.moveEmployees(id, newRoleId);
    }
    await tx.delete(id);
    await audit(tx.database, {
      action: 'delete',
      model: 'roles',
      recordId: id,
      before: role,
      after: null,
      changes: newRoleId === undefined ? null : { employees_moved_to_role_id: [null, newRoleId] },
    });
  });
}
