import { describe, expect, it } from 'vitest';
import { checkSanity, type Position } from '../position';
import { createRandom, type Random } from '../testing/prng';
import {
  G1_LOGIN_HEX,
  G2_LOCATION_HEX,
  G3_ALARM_HEX,
  G4_HEARTBEAT_HEX,
  gpsBlock,
  gt06Frame,
} from '../testing/gt06-frames';
import { Gt06Framer, type Gt06Event } from './framer';

const NOW = new Date('2026-01-01T00:00:00Z');
const login = Buffer.from(G1_LOGIN_HEX, 'hex');
const validFrames = [
  Buffer.from(G2_LOCATION_HEX, 'hex'),
  Buffer.from(G3_ALARM_HEX, 'hex'),
  Buffer.from(G4_HEARTBEAT_HEX, 'hex'),
  gt06Frame(
    0x22,
    Buffer.concat([gpsBlock({ time: [25, 3, 4, 5, 6, 7], lat: 10, lon: -20 }), Buffer.alloc(12)]),
    5,
  ),
  gt06Frame(0x12, gpsBlock({ time: [25, 3, 4, 5, 6, 8], lat: -1, lon: 2 }), 6, true),
];

function run(random: Random, stream: Buffer): Gt06Event[] {
  const framer = new Gt06Framer();
  const events: Gt06Event[] = [];
  for (const chunk of random.split(stream, random.pick([1, 5, 40, 400])))
    events.push(...framer.push(chunk, NOW));
  return events;
}

function positionsOf(events: Gt06Event[]): Position[] {
  return events.flatMap((e) => (e.type === 'location' && e.position ? [e.position] : []));
}

const knownPositions = new Set(
  positionsOf(run(createRandom(1), Buffer.concat([login, ...validFrames]))).map((p) => JSON.stringify(p)),
);

function assertWellFormed(events: Gt06Event[]): Position[] {
  events.forEach((event, index) => {
    if (event.type === 'close') expect(index).toBe(events.length - 1);
  });
  const positions = positionsOf(events);
  for (const position of positions) expect(checkSanity(position, NOW)).toEqual({ store: true });
  return positions;
}

function mutate(random: Random, frame: Buffer): Buffer {
  const copy = Buffer.from(frame);
  switch (random.int(4)) {
    case 0: {
      for (let flips = 1 + random.int(4); flips > 0; flips--) copy[random.int(copy.length)] = random.int(256);
      return copy;
    }
    case 1:
      return copy.subarray(0, random.int(copy.length));
    case 2: {
      const at = random.int(copy.length);
      return Buffer.concat([copy.subarray(0, at), random.bytes(1 + random.int(8)), copy.subarray(at)]);
    }
    default: {
      const at = random.int(copy.length);
      return Buffer.concat([copy.subarray(0, at), copy.subarray(at + 1 + random.int(8))]);
    }
  }
}

describe('Gt06Framer fuzz', () => {
  it('survives random bytes, with and without start markers sprinkled in', () => {
    const random = createRandom(0x6706);
    expect(knownPositions.size).toBe(4);
    for (let i = 0; i < 2000; i++) {
      const stream = random.bytes(random.int(300));
      for (let markers = random.int(6); markers > 0; markers--) {
        const at = random.int(Math.max(1, stream.length - 1));
        stream[at] = stream[at + 1] = random.pick([0x78, 0x79]);
      }
      const withLogin = random.int(2) === 0 ? Buffer.concat([login, stream]) : stream;
      expect(() => assertWellFormed(run(random, withLogin))).not.toThrow();
    }
  });

  it('never yields a position from a frame with one corrupted byte between length and CRC', () => {
    const random = createRandom(0xbadc);
    for (let i = 0; i < 1500; i++) {
      const frames = Array.from({ length: 1 + random.int(4) }, () => Buffer.from(random.pick(validFrames)));
      const victim = random.int(frames.length);
      const frame = frames[victim] ?? Buffer.alloc(0);
      const lengthEnd = frame[0] === 0x79 ? 4 : 3;
      // Bytes after the length up to the CRC's end: the framing still holds, so the CRC must catch it.
      const at = lengthEnd + random.int(frame.length - 2 - lengthEnd);
      frame[at] = (frame[at] ?? 0) ^ (1 + random.int(255));
      const events = run(random, Buffer.concat([login, ...frames]));
      assertWellFormed(events);
      const decoded = events.filter((e) => e.type !== 'garbage' && e.type !== 'drop');
      expect(decoded).toHaveLength(frames.length); // the login plus every intact frame
      expect(events.filter((e) => e.type === 'drop')).toHaveLength(1);
      for (const position of positionsOf(events))
        expect(knownPositions.has(JSON.stringify(position))).toBe(true);
    }
  });

  it('only ever yields positions of intact frames from mutated, truncated and re-chunked streams', () => {
    const random = createRandom(0x5eed);
    for (let i = 0; i < 3000; i++) {
      const frames = Array.from({ length: 1 + random.int(4) }, () => {
        const frame = random.pick(validFrames);
        return random.int(3) === 0 ? mutate(random, frame) : frame;
      });
      const garbage = random.int(4) === 0 ? random.bytes(random.int(20)) : Buffer.alloc(0);
      for (const position of assertWellFormed(run(random, Buffer.concat([login, garbage, ...frames])))) {
        expect(knownPositions.has(JSON.stringify(position))).toBe(true);
      }
    }
  });
});
