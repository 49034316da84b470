import { describe, expect, it } from 'vitest';
import type { DriverSpan } from '@fleet/shared/schemas/commands';
import { spanIndexAt } from '@/features/drivers/driver-spans';

const spans: DriverSpan[] = [
  {
    from: '2026-11-26T08:00:00.000Z',
    to: '2026-11-26T09:00:00.000Z',
    key: 'A1',
    driver: { id: 1, name: 'Omar' },
  },
  { from: '2026-11-26T09:00:00.000Z', to: '2026-11-26T09:30:00.000Z', key: 'FF', driver: null },
  { from: '2026-11-26T09:30:00.000Z', to: null, key: 'B2', driver: { id: 2, name: 'Sara' } },
];

describe('spanIndexAt', () => {
  it('finds the key in force at a playback time', () => {
    expect(spanIndexAt(spans, Date.parse('2026-11-26T07:59:59Z'))).toBe(-1);
    expect(spanIndexAt(spans, Date.parse('2026-11-26T08:00:00Z'))).toBe(0);
    expect(spanIndexAt(spans, Date.parse('2026-11-26T09:00:00Z'))).toBe(1);
    expect(spanIndexAt(spans, Date.parse('2026-11-26T09:29:59Z'))).toBe(1);
    expect(spanIndexAt(spans, Date.parse('2026-11-26T23:00:00Z'))).toBe(2);
    expect(spanIndexAt([], 0)).toBe(-1);
  });
});
