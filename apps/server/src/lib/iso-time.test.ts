import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time';

describe('isoTime', () => {
  it('writes what toISOString writes, milliseconds and seconds shared or not', () => {
    const times = [
      0,
      1,
      999,
      1_000,
      Date.UTC(2026, 10, 29, 6, 7, 8, 9),
      Date.UTC(2026, 10, 29, 6, 7, 8, 90),
      Date.UTC(2026, 10, 29, 6, 7, 8, 900),
      Date.UTC(2024, 1, 29, 23, 59, 59, 999),
      -1, // 1969-12-31T23:59:59.999Z: the second before the epoch
      -1_001,
      Date.UTC(1, 0, 1) - 1, // year 0000
      253_402_300_799_999, // 9999-12-31T23:59:59.999Z
      253_402_300_800_000, // +010000-01-01
      -62_167_219_200_001, // -000001-12-31
      1.5, // fractional ms are dropped, as Date does
      -1.5,
    ];
    for (const ms of times) expect(isoTime(ms)).toBe(new Date(ms).toISOString());
    // Many seconds: the cache is emptied and refilled along the way.
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2026, 0, 1) + 300_000; ms += 777)
      expect(isoTime(ms)).toBe(new Date(ms).toISOString());
  });

  it('refuses an invalid time as toISOString does', () => {
    expect(() => isoTime(Number.NaN)).toThrow(RangeError);
    expect(() => isoTime(8.64e15 + 1)).toThrow(RangeError);
  });
});
