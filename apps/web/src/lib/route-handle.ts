import { useMatches } from 'react-router';

/** Route meta (`handle`) read by guards, titles, breadcrumbs and add buttons. */
export type RouteHandle = {
  /** Key in the `common` namespace of the page title. */
  titleKey?: string;
  /** Permission named in the route meta: add buttons need it (spec section 2). */
  permission?: string;
  /** Model name used to build row-action permissions (`show_roles`…). */
  model?: string;
  /** Permission needed to open the page at all; missing → /unauthorized. */
  requires?: string;
  /** Any one of these opens the page (a parent of several models). */
  requiresAny?: readonly string[];
  /** The breadcrumb this level adds: the module name key, or the action. */
  crumb?: { key: string; to?: string };
};

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}

export function useRouteHandles(): RouteHandle[] {
  return useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle);
}

/** The deepest value of one meta field along the matched routes. */
export function useRouteMeta<K extends keyof RouteHandle>(key: K): RouteHandle[K] | undefined {
  const handles = useRouteHandles();
  for (let i = handles.length - 1; i >= 0; i--) {
    const value = handles[i]?.[key];
    if (value !== undefined) return value;
  }
  return undefined;
}
