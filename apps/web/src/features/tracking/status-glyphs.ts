import type { LiveStatus } from '@fleet/shared/schemas/tracking';

/** A vehicle's status as the map and the lists draw it: `unknown` for one that never reported. */
export type GlyphStatus = LiveStatus | 'unknown';

/**
 * The white sign inside a vehicle marker, one per status, so that a status is told by its shape as well
 * as by its colour (WCAG 1.4.1): moving an arrow (its heading), pause two bars, outside an exclamation
 * mark, busy a square, no signal yet a dash. SVG path data around the marker's centre, within ±8 units;
 * the same paths draw the map's markers (canvas `Path2D`) and the lists' and counters' legend (SVG).
 */
export const STATUS_GLYPHS: Record<GlyphStatus, string> = {
  moving: 'M0 -8 L5 4 L0 1 L-5 4 Z',
  pause: 'M-5 -6 H-1.5 V6 H-5 Z M1.5 -6 H5 V6 H1.5 Z',
  exit: 'M-2 -7.5 H2 L1.2 2.5 H-1.2 Z M-2 4.5 H2 V8 H-2 Z',
  busy: 'M-5 -5 H5 V5 H-5 Z',
  unknown: 'M-6 -1.75 H6 V1.75 H-6 Z',
};
