import type { VehiclesMessage, ViewportMessage } from '@fleet/shared/schemas/tracking';

/**
 * What the page follows, for the live stream (API.md "The live stream at scale"): the home map's viewport, the
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

/** The connect URL's viewport parameters: the server's first snapshot is already that of the box (or vehicles). */
export function viewportParams(viewport: ViewportMessage | VehiclesMessage): string {
  if (viewport.type === 'vehicles') return `&vehicles=${viewport.ids.join(',')}`;
  const bbox = viewport.bbox.map((n) => Number(n.toFixed(6))).join(',');
  return `&bbox=${bbox}&zoom=${Number(viewport.zoom.toFixed(3))}`;
}
