import { describe, expect, it } from 'vitest';
import { dayOf, dayRange } from '@/features/sensors/format';
import { niceTicks } from '@/features/sensors/components/readings-chart';

describe('the day of the fleet', () => {
  it('is the wall-clock day of the fleet time zone, from its midnight to the second before the next', () => {
    expect(dayRange('2026-03-10', 'Asia/Riyadh')).toEqual({
      from: '2026-03-09T21:00:00.000Z',
      to: '2026-03-10T20:59:59.000Z',
    });
    expect(dayOf(Date.parse('2026-03-09T22:30:00Z'), 'Asia/Riyadh')).toBe('2026-03-10');
  });

  it('follows summer time (a day of 23 hours)', () => {
    expect(dayRange('2026-03-29', 'Europe/Berlin')).toEqual({
      from: '2026-03-28T23:00:00.000Z',
      to: '2026-03-29T21:59:59.000Z',
    });
  });
});

describe('niceTicks', () => {
  it('spans the values with round steps', () => {
    expect(niceTicks(40, 80)).toEqual([40, 50, 60, 70, 80]);
    expect(niceTicks(2, 11)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(3, 3)).toEqual([3, 3.5]);
  });
});
