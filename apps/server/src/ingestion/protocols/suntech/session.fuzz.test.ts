import { describe, expect, it } from 'vitest';
import { createRandom, type Random } from '../../testing/prng';
import type { SessionEvent } from '../contract';
import { suntechKeepAlive, suntechLegacyAlert, suntechLegacyStatus, suntechUniversal } from './encode';
import { SUNTECH_MAX_LINE, SuntechSession } from './session';

const NOW = new Date('2026-12-01T00:00:00Z');

function validReport(random: Random): Buffer | null {
  const fix = {
    time: new Date(Date.UTC(2026, 10, 1 + random.int(28), random.int(24), random.int(60), random.int(60))),
    lat: random.next() * 170 - 85,
    lon: random.next() * 350 - 175,
    speed: random.int(20000) / 100,
    course: random.int(36000) / 100,
  };
  switch (random.int(4)) {
    case 0:
      return suntechLegacyStatus({
        deviceId: '007238270',
        fix,
        hbm: { minutes: random.int(99999), backupVolts: 4.1 },
      });
    case 1:
      return suntechLegacyAlert({ deviceId: '007238270', fix, alert: 1 + random.int(60) });
    case 2:
      return suntechUniversal({
        type: random.pick(['STT', 'ALT'] as const),
        deviceId: '0560001616',
        fix,
        code: 1,
      });
    default:
      return null;
  }
}

/** Line noise, ended by a line end (a report glued to noise without one is unreadable by design). */
function noise(random: Random): Buffer {
  return Buffer.concat([random.bytes(random.int(200)), Buffer.from('\r')]);
}

function run(random: Random, stream: Buffer): SessionEvent[] {
  const session = new SuntechSession();
  const events: SessionEvent[] = [];
  for (const chunk of random.split(stream, random.pick([1, 7, 64, 1000]))) {
    events.push(...session.push(chunk, NOW));
    expect((session as unknown as { queue: { length: number } }).queue.length).toBeLessThanOrEqual(
      SUNTECH_MAX_LINE + 1000,
    );
  }
  return events;
}

describe('Suntech session under random input', () => {
  it('finds every report after line noise, however the stream is cut', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const random = createRandom(seed);
      const reports: Buffer[] = [];
      const parts: Buffer[] = [];
      for (let i = 0; i < 1 + random.int(6); i++) {
        const report = validReport(random);
        parts.push(noise(random));
        if (report) {
          reports.push(report);
          parts.push(report);
        } else {
          parts.push(suntechKeepAlive('007238270'));
        }
      }
      // Noise may hold a binary report's first bytes; a report after enough line ends is still found.
      parts.push(Buffer.alloc(1100, 0x0d));
      const events = run(random, Buffer.concat(parts));
      const stored = events.flatMap((e) => (e.type === 'positions' ? e.positions : []));
      const found = reports.filter((report) =>
        stored.some((p) => report.toString('latin1').includes(p.fixTime.toISOString().slice(11, 19))),
      );
      expect(found.length, `seed ${seed}`).toBe(reports.length);
    }
  });

  it('never throws nor grows on random bytes', () => {
    for (let seed = 100; seed < 140; seed++) {
      const random = createRandom(seed);
      const parts = Array.from({ length: 20 }, () =>
        random.int(4) === 0
          ? Buffer.from(
              random.pick([
                'ST300STT;',
                'UEX;1;FFFFFF;',
                '\r',
                ';',
                'ST300UEX;1;40;1;20260101;00:00:00;1;+1.0;+1.0;0;0;0;1;0;0;000000;999;',
              ]),
            )
          : random.bytes(random.int(500)),
      );
      expect(() => run(random, Buffer.concat(parts))).not.toThrow();
    }
  });
});
