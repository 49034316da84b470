import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  MODELS,
  PERMISSION_AREAS,
  ROLE_ADMIN_PERMISSIONS,
  isPermission,
  normalizePermission,
} from './permissions';

describe('permission catalogue', () => {
  it('holds the permissions the spec observed', () => {
    for (const name of [
      'show_employees',
      'create_employees',
      'create_drivers',
      'create_trips',
      'create_roles',
      'create_vehicles',
      'update_vehicles',
      'block_vehicles',
      'active_vehicles',
      'fix_examinations',
      'create_examinations',
      'update_examinations',
      'delete_examinations',
      'show_tracking',
    ]) {
      expect(isPermission(name), name).toBe(true);
    }
    expect(isPermission('fix_vehicles')).toBe(false);
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    for (const name of ROLE_ADMIN_PERMISSIONS) expect(isPermission(name)).toBe(true);
  });

  it('puts every model in exactly one navbar area', () => {
    const placed = PERMISSION_AREAS.flatMap((a) => a.models);
    expect([...placed].sort()).toEqual([...MODELS].sort());
  });

  it('normalizes case and hyphens as the spec says', () => {
    expect(normalizePermission('Show-Employees')).toBe('show_employees');
  });
});
