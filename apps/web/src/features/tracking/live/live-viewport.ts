import type { ViewportMessage } from '@fleet/shared/schemas/tracking';

/**
 * What the home map shows, for the live stream (API.md "The live stream at scale"): a viewport, `pending` while
 * the map is about to report its first one (the stream waits rather than take the whole fleet), or null when no
 * map subscribes (the details page, the other pages: the whole stream, as before).
 */
export type LiveViewport = ViewportMessage | 'pending' | null;

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

/** The connect URL's viewport parameters: the server's first snapshot is already that of the box. */
export function viewportParams(viewport: ViewportMessage): string {
  const bbox = viewport.bbox.map((n) => Number(n.toFixed(6))).join(',');
  return `&bbox=${bbox}&zoom=${Number(viewport.zoom.toFixed(3))}`;
}
