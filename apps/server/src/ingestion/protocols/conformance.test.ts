import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../lib/prng';
import { SESSION_PROTOCOLS } from './registry';

/**
 * What every session must hold whatever a peer sends, measured on the session itself (the API suite,
 * test/protocol-conformance.test.ts, runs the same protocols through their listeners): hostile input never
 * throws, and a session kept alive holds no more than its protocol's longest frame, however much arrives.
 */

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const MB = 1024 * 1024;
const now = new Date('2026-11-20T08:00:00Z');

describe.each([...SESSION_PROTOCOLS])('%s session', (_name, protocol) => {
  it('keeps memory flat through 16 MB that never complete a frame, and never throws', () => {
    const session = protocol.createSession();
    const random = createRandom(11);
    const endless = Buffer.alloc(64 * 1024, 0x31);
    let events = 0;
    /** Feeds 8 MB (fresh buffers each time, as sockets hand them) and answers what the process holds after. */
    const feed = () => {
      for (let i = 0; i < 64; i++) {
        events += session.push(Buffer.from(endless), now).length;
        events += session.push(random.bytes(64 * 1024), now).length;
      }
      collectGarbage();
      return process.memoryUsage().arrayBuffers;
    };
    // Measured between equal feeds, so what the process held before (and any one-off allocation of the first)
    // does not count: a session that kept what it was fed grows by every feed's 8 MB. The process's figure also
    // moves with whatever else the worker still allocates (a file before this one winding down): of three
    // differences, the smallest is the session's own.
    let held = feed();
    const growth: number[] = [];
    for (let i = 0; i < 3; i++) {
      const after = feed();
      growth.push(after - held);
      held = after;
    }
    expect(Math.min(...growth), `bytes a live ${protocol.name} session kept`).toBeLessThan(4 * MB);
    expect(events).toBeGreaterThanOrEqual(0);
    // The session is still referenced here, so whatever it buffered was counted above.
    expect(session.deviceId === null || typeof session.deviceId === 'string').toBe(true);
  });
});
