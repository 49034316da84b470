import { useEffect } from 'react';
import { matchPath } from 'react-router';
import type { VehiclesMessage, ViewportMessage } from '@fleet/shared/schemas/tracking';
import { paths } from '@/config/paths';

/**
 * What the page follows, for the live stream (docs/api.md#live-stream-at-scale): the home map's viewport, the
 * vehicles a page follows (a vehicle's details: `{type: 'vehicles', ids: [id]}`, just that vehicle's snapshot and
 * changes), `pending` while either is about to be reported (the stream waits rather than take the whole fleet),
 * or null when nothing subscribes (the other pages: the whole stream, as before).
 */
export type LiveViewport = ViewportMessage | VehiclesMessage | 'pending' | null;

let current: LiveViewport = null;
const listeners = new Set<() => void>();

export const liveViewport = {
  get: (): LiveViewport => current,
  set(next: LiveViewport): void {
    if (next === current) return;
    current = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Whether the page at `pathname` says what it follows as it mounts (the home map its viewport; a vehicle's page
 * and a trip's page their vehicle). Until it has (it may be a lazily loaded chunk still on its way), the stream
 * waits instead of taking the whole fleet for a moment.
 */
export function pageFollows(pathname: string): boolean {
  return (
    pathname === paths.home.getHref() ||
    matchPath(paths.tracking.details.path, pathname) !== null ||
    matchPath(paths.trips.view.path, pathname) !== null
  );
}

/** A page that followed something stops: the next page (already in the address bar) says what it follows. */
export function releaseLiveViewport(): void {
  liveViewport.set(pageFollows(window.location.pathname) ? 'pending' : null);
}

/** While mounted, the live stream carries just these vehicles (null: the page follows nothing yet). */
export function useFollowVehicles(ids: number[] | null): void {
  const key = ids?.join(',') ?? '';
  useEffect(() => {
    if (!key) return;
    liveViewport.set({ type: 'vehicles', ids: key.split(',').map(Number) });
    return releaseLiveViewport;
  }, [key]);
}

/** The connect URL's viewport parameters: the server's first snapshot is already that of the box (or vehicles). */
export function viewportParams(viewport: ViewportMessage | VehiclesMessage): string {
  if (viewport.type === 'vehicles') return `&vehicles=${viewport.ids.join(',')}`;
  const bbox = viewport.bbox.map((n) => Number(n.toFixed(6))).join(',');
  return `&bbox=${bbox}&zoom=${Number(viewport.zoom.toFixed(3))}`;
}
