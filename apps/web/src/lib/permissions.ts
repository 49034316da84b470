import { normalizePermission, type Action } from '@fleet/shared/permissions';
import type { RowAction } from '@fleet/shared/common';
import { useUser } from '@/lib/auth-store';

type WithPermissions = { permissions: readonly string[] } | null | undefined;

/** Spec section 6: both sides are lowercased and hyphens become underscores before comparing. */
export function hasPermission(user: WithPermissions, permission: string | undefined | null): boolean {
  if (!permission) return true;
  if (!user) return false;
  const wanted = normalizePermission(permission);
  return user.permissions.some((held) => normalizePermission(held) === wanted);
}

export function usePermission(permission: string | undefined | null): boolean {
  return hasPermission(useUser(), permission);
}

/** The permission action that a row action needs. */
export const ROW_ACTION_PERMISSION: Record<RowAction, Action> = {
  view: 'show',
  edit: 'update',
  delete: 'delete',
  block: 'block',
  activate: 'active',
};

export function rowActionPermission(action: RowAction, model: string): string {
  return `${ROW_ACTION_PERMISSION[action]}_${model}`;
}

/** Row actions shown: those the row supplies AND the user holds the permission for, in the row's order. */
export function allowedRowActions(
  rowActions: readonly RowAction[] | undefined,
  user: WithPermissions,
  model: string,
): RowAction[] {
  return (rowActions ?? []).filter((action) => hasPermission(user, rowActionPermission(action, model)));
}
