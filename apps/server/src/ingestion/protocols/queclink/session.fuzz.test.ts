import { describe, expect, it } from 'vitest';
import { createRandom, type Random } from '../../testing/prng';
import type { SessionEvent } from '../contract';
import { queclinkEvent, queclinkFri, queclinkHeartbeat } from './encode';
import { QUECLINK_MAX_FRAME, QueclinkSession } from './session';

const NOW = new Date('2026-12-01T00:00:00Z');
const imei = '862193020000001';

function validFrame(random: Random, count: number): Buffer {
  const time = new Date(
    Date.UTC(2026, 10, 1 + random.int(28), random.int(24), random.int(60), random.int(60)),
  );
  const fix = {
    time,
    lat: random.next() * 170 - 85,
    lon: random.next() * 350 - 175,
    speed: random.int(2000) / 10,
    course: random.int(360),
  };
  const options = { imei, sendTime: time, count };
  switch (random.int(3)) {
    case 0:
      return queclinkFri({ ...options, fixes: [fix, { ...fix, time: new Date(time.getTime() + 1000) }] });
    case 1:
      return queclinkEvent({ ...options, type: random.pick(['SOS', 'HBM', 'IGN', 'EPF']), fix });
    default:
      return queclinkHeartbeat(options);
  }
}

/** Noise that cannot start a frame: any byte but `+`. */
function noise(random: Random): Buffer {
  const bytes = random.bytes(1 + random.int(300));
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 0x2b) bytes[i] = 0x2a;
  return bytes;
}

function run(random: Random, stream: Buffer): SessionEvent[] {
  const session = new QueclinkSession();
  const events: SessionEvent[] = [];
  for (const chunk of random.split(stream, random.pick([1, 7, 64, 1000]))) {
    events.push(...session.push(chunk, NOW));
    expect((session as unknown as { queue: { length: number } }).queue.length).toBeLessThanOrEqual(
      QUECLINK_MAX_FRAME + 1000,
    );
  }
  return events;
}

const answered = (events: SessionEvent[]) =>
  events.flatMap((e) => (e.type === 'positions' ? [e.reply] : e.type === 'reply' ? [e.bytes] : []));

describe('Queclink session under random input', () => {
  it('finds every frame between noise, however the stream is cut', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const random = createRandom(seed);
      const frames = Array.from({ length: 1 + random.int(6) }, (_, i) => validFrame(random, i));
      const stream = Buffer.concat(frames.flatMap((frame) => [noise(random), frame]));
      const events = run(random, stream);
      expect(answered(events), `seed ${seed}`).toHaveLength(frames.length);
    }
  });

  it('never throws nor grows on random bytes', () => {
    for (let seed = 100; seed < 140; seed++) {
      const random = createRandom(seed);
      const parts = Array.from({ length: 20 }, () =>
        random.int(4) === 0
          ? Buffer.from(random.pick(['+RESP:GT', '+ACK:GTHBD,', '$', ',', '+BUFF:GTFRI,']))
          : random.bytes(random.int(500)),
      );
      expect(() => run(random, Buffer.concat(parts))).not.toThrow();
    }
  });
});
