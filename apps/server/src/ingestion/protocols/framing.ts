import type { SessionEvent } from './contract';

/**
 * Framing steps the text protocols share; each protocol keeps its own rules (its delimiters, its longest frame,
 * what it skips after an overlong one).
 */

/**
 * A session's read loop over frames: `next` returns the events of the next frame ([] when it only consumed
 * separators), or null when more bytes are needed.
 */
export function collectFrames(next: () => SessionEvent[] | null): SessionEvent[] {
  const events: SessionEvent[] = [];
  for (;;) {
    const produced = next();
    if (produced === null) return events;
    for (const event of produced) events.push(event);
  }
}

/**
 * The frame at the head of a buffered window whose end the protocol looked for (`end`, -1: not found): that
 * end, `wait` while it may still arrive, or `overlong` when the window already holds more than `maxLength`
 * bytes without it (the protocol decides how much to skip as garbage).
 */
export function delimitedFrameEnd(
  view: Uint8Array,
  end: number,
  maxLength: number,
): number | 'wait' | 'overlong' {
  if (end !== -1) return end;
  return view.length > maxLength ? 'overlong' : 'wait';
}
