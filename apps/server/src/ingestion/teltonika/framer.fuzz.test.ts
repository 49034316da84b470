import { describe, expect, it } from 'vitest';
import { checkSanity, type Position } from '../position';
import { createRandom, type Random } from '../testing/prng';
import { avlFrame, codec8Record, IMEI_PACKET_HEX, T1_HEX, T2_HEX } from '../testing/teltonika-frames';
import { TeltonikaFramer, type TeltonikaEvent } from './framer';

const NOW = new Date('2026-01-01T00:00:00Z');
const imeiPacket = Buffer.from(IMEI_PACKET_HEX, 'hex');
const validFrames = [
  Buffer.from(T1_HEX, 'hex'),
  Buffer.from(T2_HEX, 'hex'),
  avlFrame([
    codec8Record({ timestampMs: Date.parse('2025-06-01T10:00:00Z'), io1: [[239, 1]] }),
    codec8Record({ timestampMs: Date.parse('2025-06-01T10:00:10Z'), satellites: 0, io8: [[16, 99n]] }),
  ]),
];

function recordsOf(frames: Buffer[]): Set<string> {
  const framer = new TeltonikaFramer();
  framer.push(imeiPacket, NOW);
  framer.accept();
  const events = frames.flatMap((frame) => framer.push(frame, NOW));
  return new Set(events.flatMap((e) => (e.type === 'packet' ? e.records.map((r) => JSON.stringify(r)) : [])));
}
const knownRecords = recordsOf(validFrames);

function run(random: Random, stream: Buffer, handshake: boolean): TeltonikaEvent[] {
  const framer = new TeltonikaFramer();
  const events: TeltonikaEvent[] = [];
  if (handshake) {
    framer.push(imeiPacket, NOW);
    framer.accept();
  }
  for (const chunk of random.split(stream, random.pick([1, 7, 64, 512])))
    events.push(...framer.push(chunk, NOW));
  return events;
}

function assertWellFormed(events: TeltonikaEvent[]): Position[] {
  const positions: Position[] = [];
  events.forEach((event, index) => {
    if (event.type === 'close') expect(index).toBe(events.length - 1);
    if (event.type === 'packet') {
      expect(event.recordCount).toBe(event.records.length + event.skipped.length);
      for (const record of event.records) expect(checkSanity(record, NOW)).toEqual({ store: true });
      positions.push(...event.records);
    }
  });
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

describe('TeltonikaFramer fuzz', () => {
  it('survives random bytes before and after the handshake', () => {
    const random = createRandom(0x7e170);
    for (let i = 0; i < 2000; i++) {
      const stream = random.bytes(random.int(300));
      if (random.int(2) === 0) stream.fill(0, 0, Math.min(stream.length, 4)); // reach the length checks
      expect(() => assertWellFormed(run(random, stream, random.int(2) === 0))).not.toThrow();
    }
  });

  it('never yields a record from a frame with one corrupted byte in its data or CRC', () => {
    const random = createRandom(0xc0dec8);
    for (let i = 0; i < 1500; i++) {
      const frames = Array.from({ length: 1 + random.int(4) }, () => Buffer.from(random.pick(validFrames)));
      const victim = random.int(frames.length);
      const frame = frames[victim] ?? Buffer.alloc(0);
      const at = 8 + random.int(frame.length - 8); // data field or CRC, not the preamble/length
      frame[at] = (frame[at] ?? 0) ^ (1 + random.int(255));
      const events = run(random, Buffer.concat(frames), true);
      assertWellFormed(events);
      const packets = events.filter((e) => e.type === 'packet');
      expect(packets).toHaveLength(frames.length - 1);
      expect(events.filter((e) => e.type === 'drop')).toHaveLength(1);
      for (const position of packets.flatMap((p) => p.records)) {
        expect(knownRecords.has(JSON.stringify(position))).toBe(true);
      }
    }
  });

  it('only ever yields records of intact frames from mutated, truncated and re-chunked streams', () => {
    const random = createRandom(0xfa11);
    for (let i = 0; i < 3000; i++) {
      const frames = Array.from({ length: 1 + random.int(3) }, () => {
        const frame = random.pick(validFrames);
        return random.int(3) === 0 ? mutate(random, frame) : frame;
      });
      const events = run(random, Buffer.concat(frames), true);
      for (const position of assertWellFormed(events)) {
        expect(knownRecords.has(JSON.stringify(position))).toBe(true);
      }
    }
  });
});
