/**
 * The permission catalogue (docs/api.md#permissions): strings `action_model`, grouped by
 * the navbar area they unlock. The server enforces them; the web app only hides.
 */
export const MODELS = [
  'tracking',
  'vehicles',
  'employees',
  'drivers',
  'trips',
  'examinations',
  'roles',
  'geofences',
  'events',
  'notifications',
  'reports',
  'maintenance',
  'audit',
  'settings',
  'api_keys',
  'commands',
  'share_links',
  'fuel',
] as const;
export type Model = (typeof MODELS)[number];

export const ACTIONS = ['show', 'create', 'update', 'delete', 'block', 'active', 'fix', 'send'] as const;
export type Action = (typeof ACTIONS)[number];

const CRUD = ['show', 'create', 'update', 'delete'] as const satisfies readonly Action[];

/** Which actions exist for which model. */
export const MODEL_ACTIONS = {
  tracking: ['show'],
  vehicles: [...CRUD, 'block', 'active'],
  employees: CRUD,
  drivers: CRUD,
  trips: CRUD,
  examinations: [...CRUD, 'fix'],
  roles: CRUD,
  geofences: CRUD,
  events: ['show'],
  notifications: CRUD,
  reports: ['show'],
  maintenance: CRUD,
  audit: ['show'],
  settings: ['show', 'update'],
  /** Integrations' keys: `delete` revokes. */
  api_keys: ['show', 'create', 'delete'],
  commands: ['show', 'send'],
  share_links: ['show', 'create', 'delete'],
  /** Fuel-card transactions (docs/api.md#sensors). */
  fuel: CRUD,
} as const satisfies Record<Model, readonly Action[]>;

export type Permission = {
  [M in Model]: `${(typeof MODEL_ACTIONS)[M][number]}_${M}`;
}[Model];

/** Navbar areas in sidebar order, each with the models it covers. */
export const PERMISSION_AREAS = [
  { area: 'tracking', models: ['tracking'] },
  { area: 'vehicles', models: ['vehicles', 'commands', 'share_links'] },
  { area: 'employees_drivers', models: ['employees', 'drivers'] },
  { area: 'trips', models: ['trips'] },
  { area: 'examinations', models: ['examinations'] },
  { area: 'geofences', models: ['geofences'] },
  { area: 'events', models: ['events'] },
  { area: 'notifications', models: ['notifications'] },
  { area: 'reports', models: ['reports', 'fuel'] },
  { area: 'maintenance', models: ['maintenance'] },
  { area: 'roles', models: ['roles'] },
  { area: 'audit', models: ['audit'] },
  { area: 'settings', models: ['settings', 'api_keys'] },
] as const satisfies readonly { area: string; models: readonly Model[] }[];
export type PermissionArea = (typeof PERMISSION_AREAS)[number]['area'];

export function permissionName<M extends Model>(action: Action, model: M): string {
  return `${action}_${model}`;
}

export const ALL_PERMISSIONS: readonly Permission[] = MODELS.flatMap((model) =>
  MODEL_ACTIONS[model].map((action) => permissionName(action, model) as Permission),
);

const KNOWN = new Set<string>(ALL_PERMISSIONS);
export function isPermission(value: string): value is Permission {
  return KNOWN.has(value);
}

/** Spec section 6: lowercase, and hyphens become underscores, before checking. */
export function normalizePermission(value: string): string {
  return value.toLowerCase().replaceAll('-', '_');
}

/** Permissions that keep role management reachable; the last role holding them cannot lose them. */
export const ROLE_ADMIN_PERMISSIONS = ['show_roles', 'update_roles'] as const satisfies readonly Permission[];
