import { describe, expect, it } from 'vitest';
import { positionsRange } from './positions-range';
import { startOfDayIn } from './dates';

const iso = (range: { from: Date; to: Date } | null) =>
  range && { from: range.from.toISOString(), to: range.to.toISOString() };

describe('positionsRange', () => {
  it('turns whole days into instants of the fleet zone, today by default', () => {
    expect(iso(positionsRange({ start_date: '2026-01-05' }, 'Asia/Riyadh', '2026-01-09'))).toEqual({
      from: '2026-01-04T21:00:00.000Z',
      to: '2026-01-05T21:00:00.000Z',
    });
    expect(iso(positionsRange({}, 'Asia/Riyadh', '2026-01-09'))).toEqual({
      from: '2026-01-08T21:00:00.000Z',
      to: '2026-01-09T21:00:00.000Z',
    });
    expect(
      iso(positionsRange({ start_date: '2026-01-01', end_date: '2026-01-31' }, 'Asia/Riyadh', 'x')),
    ).toEqual({
      from: '2025-12-31T21:00:00.000Z',
      to: '2026-01-31T21:00:00.000Z',
    });
  });

  it('follows daylight saving time where the zone has it', () => {
    expect(startOfDayIn('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDayIn('2026-03-30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(
      positionsRange({ start_date: '2026-03-01', end_date: '2026-03-31' }, 'Europe/Berlin', 'x'),
    ).not.toBeNull();
  });

  it('takes from/to with `to` inclusive, and refuses more than 31 days', () => {
    expect(
      iso(positionsRange({ from: '2026-01-05T00:00:00+03:00', to: '2026-01-05T12:00:00Z' }, 'UTC', 'x')),
    ).toEqual({
      from: '2026-01-04T21:00:00.000Z',
      to: '2026-01-05T12:00:00.001Z',
    });
    expect(
      positionsRange({ start_date: '2026-01-01', end_date: '2026-02-01' }, 'Asia/Riyadh', 'x'),
    ).toBeNull();
    expect(
      positionsRange({ from: '2026-01-01T00:00:00Z', to: '2026-02-05T00:00:00Z' }, 'UTC', 'x'),
    ).toBeNull();
  });
});
