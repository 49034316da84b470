import { describe, expect, it } from 'vitest';
import { createRandom } from '../../testing/prng';
import type { SessionEvent } from '../contract';
import { jt808Batch, jt808Heartbeat, jt808Location } from './encode';
import { Jt808Session } from './session';

const NOW = new Date('2026-06-01T00:00:00Z');
const SEEDS = [1, 2, 3, 42, 808, 2019, 65_535, 123_456];

function fixTimes(events: SessionEvent[]): number[] {
  return events.flatMap((e) => (e.type === 'positions' ? e.positions.map((p) => p.fixTime.getTime()) : []));
}

describe('JT/T 808 session under random input', () => {
  it.each(SEEDS)('finds every good frame among garbage split at random (seed %i)', (seed) => {
    const random = createRandom(seed);
    const device = { deviceId: '013511221122', ...(random.int(2) ? { version: 1 } : {}) };
    const parts: Buffer[] = [];
    const expected: number[] = [];
    for (let i = 0; i < 40; i++) {
      if (random.int(3) === 0) parts.push(random.bytes(1 + random.int(60)));
      const time = new Date(Date.UTC(2026, 4, 1, 0, 0, 0) + i * 60_000);
      const fix = {
        time,
        lat: random.next() * 180 - 90,
        lon: random.next() * 360 - 180,
        speed: random.int(200),
        course: random.int(360),
        // Values that need escaping inside the frame.
        odometer: random.pick([0x7e7e7e00, 0x7d7d7d00, random.int(1e9)]),
      };
      const kind = random.int(3);
      if (kind === 0) parts.push(jt808Heartbeat(device, i));
      else if (kind === 1) parts.push(jt808Location(device, i, fix));
      else parts.push(jt808Batch(device, i, [fix, { ...fix, time: new Date(time.getTime() + 1000) }]));
      if (kind === 1) expected.push(time.getTime());
      if (kind === 2) expected.push(time.getTime(), time.getTime() + 1000);
    }
    const stream = Buffer.concat(parts);
    const session = new Jt808Session();
    const events: SessionEvent[] = [];
    for (const chunk of random.split(stream, random.pick([1, 7, 64, 1500])))
      events.push(...session.push(chunk, NOW));
    expect(events.some((e) => e.type === 'close')).toBe(false);
    expect(fixTimes(events)).toEqual(expected);
  });

  it.each(SEEDS)('survives random bytes and still reads the frame after them (seed %i)', (seed) => {
    const random = createRandom(seed);
    const session = new Jt808Session();
    const junk = random.bytes(20_000);
    for (let i = 0; i < junk.length; i += 97) junk[i] = random.pick([0x7e, 0x7d]);
    const events: SessionEvent[] = [];
    for (const chunk of random.split(junk, 300)) events.push(...session.push(chunk, NOW));
    expect(events.some((e) => e.type === 'close')).toBe(false);
    const time = new Date('2026-05-01T12:00:00Z');
    const after = session.push(jt808Location({ deviceId: '013900000001' }, 1, { time, lat: 1, lon: 2 }), NOW);
    expect(fixTimes(after)).toEqual([time.getTime()]);
  });
});
