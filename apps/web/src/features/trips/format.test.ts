import { describe, expect, it } from 'vitest';
import { formatClock, todayIn, wallClock } from '@/features/trips/format';

describe('trip times', () => {
  it('reads an instant in the fleet zone, not the browser zone', () => {
    expect(wallClock('2026-03-01T05:07:00Z', 'Asia/Riyadh')).toBe('08:07');
    expect(wallClock('2026-03-01T23:30:00Z', 'Asia/Riyadh')).toBe('02:30');
  });

  it('shows a plan time on the 12-hour clock', () => {
    expect(formatClock('14:05', 'en')).toBe('02:05 PM');
    expect(formatClock('bad', 'en')).toBe('bad');
  });
});

describe('todayIn', () => {
  it('is the date in the fleet zone, which may be ahead of the browser', () => {
    expect(todayIn('Asia/Riyadh', new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-02');
    expect(todayIn('UTC', new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-01');
  });
});
