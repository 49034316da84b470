import type { Permission } from '@fleet/shared/permissions';

/**
 * What a route declares in its `config`: exactly one of these. The guard refuses to start
 * when an `/api` route declares none.
 */
export type RouteAccessDeclaration =
  | { access: 'public' }
  | { access: 'authenticated' }
  /** A valid signature in the URL (`?expires=…&sig=…`) is the credential; a Bearer token works too. */
  | { access: 'signed' }
  /** A driver app token (`/api/driver/*`); employee tokens are refused, as driver tokens are everywhere else. */
  | { access: 'driver' }
  | { permission: Permission | readonly Permission[] };

export type ResolvedAccess =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'signed' }
  | { kind: 'driver' }
  | { kind: 'permission'; anyOf: readonly Permission[] };

export interface RegisteredRoute {
  method: string;
  url: string;
  access: ResolvedAccess;
}

export function resolveAccess(config: unknown): ResolvedAccess | null {
  if (!config || typeof config !== 'object') return null;
  const declared = config as { access?: unknown; permission?: unknown };
  const hasAccess = declared.access !== undefined;
  const hasPermission = declared.permission !== undefined;
  if (hasAccess === hasPermission) return null; // none, or ambiguous
  if (declared.access === 'public') return { kind: 'public' };
  if (declared.access === 'authenticated') return { kind: 'authenticated' };
  if (declared.access === 'signed') return { kind: 'signed' };
  if (declared.access === 'driver') return { kind: 'driver' };
  if (typeof declared.permission === 'string') {
    return { kind: 'permission', anyOf: [declared.permission as Permission] };
  }
  if (Array.isArray(declared.permission) && declared.permission.length > 0) {
    return { kind: 'permission', anyOf: declared.permission as Permission[] };
  }
  return null;
}
