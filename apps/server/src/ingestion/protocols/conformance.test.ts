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
    collectGarbage();
    const before = process.memoryUsage().arrayBuffers;
    let events = 0;
    for (let i = 0; i < 128; i++) {
      // Fresh buffers each time, as sockets hand them: a session that kept them would hold them all.
      events += session.push(Buffer.from(endless), now).length;
      events += session.push(random.bytes(64 * 1024), now).length;
    }
    collectGarbage();
    const held = process.memoryUsage().arrayBuffers - before;
    expect(held, `bytes still held by a live ${protocol.name} session`).toBeLessThan(2 * MB);
    expect(events).toBeGreaterThanOrEqual(0);
    // The session is still referenced here, so whatever it buffered was counted above.
    expect(session.deviceId === null || typeof session.deviceId === 'string').toBe(true);
  });
});
