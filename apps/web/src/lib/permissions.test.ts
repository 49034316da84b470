import { describe, expect, it } from 'vitest';
import { allowedRowActions, hasPermission, rowActionPermission } from '@/lib/permissions';

const user = { permissions: ['Show-Roles', 'update_roles', 'BLOCK_VEHICLES'] };

describe('permission checks', () => {
  it('normalizes case and hyphens on both sides', () => {
    expect(hasPermission(user, 'show_roles')).toBe(true);
    expect(hasPermission(user, 'SHOW-ROLES')).toBe(true);
    expect(hasPermission(user, 'block_vehicles')).toBe(true);
    expect(hasPermission(user, 'delete_roles')).toBe(false);
  });

  it('no permission required → allowed; no user → denied', () => {
    expect(hasPermission(user, undefined)).toBe(true);
    expect(hasPermission(null, 'show_roles')).toBe(false);
  });

  it('maps row actions to action_model permissions', () => {
    expect(rowActionPermission('view', 'roles')).toBe('show_roles');
    expect(rowActionPermission('edit', 'roles')).toBe('update_roles');
    expect(rowActionPermission('delete', 'roles')).toBe('delete_roles');
    expect(rowActionPermission('block', 'vehicles')).toBe('block_vehicles');
    expect(rowActionPermission('activate', 'vehicles')).toBe('active_vehicles');
  });

  it('keeps only actions the row supplies AND the user holds', () => {
    expect(allowedRowActions(['view', 'edit', 'delete'], user, 'roles')).toEqual(['view', 'edit']);
    expect(allowedRowActions(['edit'], { permissions: ['show_roles'] }, 'roles')).toEqual([]);
    expect(allowedRowActions(undefined, user, 'roles')).toEqual([]);
    expect(allowedRowActions(['block', 'activate'], user, 'vehicles')).toEqual(['block']);
  });
});
