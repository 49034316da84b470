import { describe, expect, it } from 'vitest';
import { wallClockReader } from './zoned-time';

describe('wallClockReader', () => {
  it(
    'reads what Intl reads in the zone, across daylight-saving changes and half-hour offsets',
    { timeout: 30_000 },
    () => {
      for (const timeZone of ['Asia/Riyadh', 'Europe/Berlin', 'America/St_Johns', 'Australia/Lord_Howe']) {
        const intl = new Intl.DateTimeFormat('sv-SE', {
          timeZone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
          hourCycle: 'h23',
        });
        const read = wallClockReader(timeZone);
        const pad = (n: number) => String(n).padStart(2, '0');
        // Every 21 minutes and 39 seconds through 2026: both changes of every zone above.
        for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 1_299_000) {
          const w = read(ms);
          const text = `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
          if (text !== intl.format(ms)) expect([timeZone, ms, text]).toEqual([timeZone, ms, intl.format(ms)]);
        }
      }
    },
  );

  it('reads the runtime zone without one, and years before 100', () => {
    const instant = new Date(2026, 10, 28, 0, 30, 15);
    expect(wallClockReader(undefined)(instant.getTime())).toEqual({
      year: 2026,
      month: 11,
      day: 28,
      hour: 0,
      minute: 30,
      second: 15,
    });
    const early = new Date(Date.UTC(2000, 0, 1, 12));
    early.setUTCFullYear(50);
    expect(wallClockReader('Asia/Riyadh')(early.getTime())).toMatchObject({
      year: 50,
      month: 1,
      day: 1,
      hour: 15,
    });
  });
});
