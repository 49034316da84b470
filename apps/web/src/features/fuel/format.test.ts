import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from '@/features/fuel/format';

describe('fuel times on the fleet wall clock', () => {
  it('reads a datetime-local value in the fleet zone and writes it back the same', () => {
    expect(fromLocalInput('2026-03-01T14:30', 'Asia/Riyadh')).toBe('2026-03-01T11:30:00.000Z');
    expect(toLocalInput('2026-03-01T11:30:00.000Z', 'Asia/Riyadh')).toBe('2026-03-01T14:30');
    // A zone with summer time: the offset of that day, not of today.
    expect(fromLocalInput('2026-07-01T08:00', 'Europe/Berlin')).toBe('2026-07-01T06:00:00.000Z');
    expect(fromLocalInput('2026-01-01T08:00', 'Europe/Berlin')).toBe('2026-01-01T07:00:00.000Z');
  });

  it('gives nothing for a value that is not a date and time', () => {
    expect(fromLocalInput('', 'UTC')).toBe('');
    expect(fromLocalInput('2026-03-01', 'UTC')).toBe('');
  });
});
