import { describe, expect, it } from 'vitest';
import { formatZonedDateTime, timeZoneLabel } from '@/lib/dates';

describe('formatZonedDateTime', () => {
  const instant = '2026-11-27T21:30:00.000Z';

  it("shows the fleet zone's wall clock, labelled, whatever the browser's zone", () => {
    expect(formatZonedDateTime(instant, 'Asia/Riyadh', 'en')).toBe('28 Nov 2026, 12:30 AM (GMT+3)');
    expect(formatZonedDateTime(instant, 'UTC', 'en')).toBe('27 Nov 2026, 9:30 PM (UTC)');
    expect(formatZonedDateTime(instant, 'Asia/Kolkata', 'en')).toBe('28 Nov 2026, 3:00 AM (GMT+5:30)');
  });

  it('in Arabic: Arabic month and day period, Latin digits, the zone labelled too', () => {
    const text = formatZonedDateTime(instant, 'Asia/Riyadh', 'ar');
    expect(text).toMatch(/^28 نوفمبر 2026, 12:30 ص \(.+\+3\)$/u);
    expect(timeZoneLabel(new Date(instant), 'Asia/Riyadh', 'ar')).not.toMatch(/[٠-٩]/u);
  });

  it('says nothing about a missing time', () => {
    expect(formatZonedDateTime(null, 'Asia/Riyadh', 'en')).toBe('—');
    expect(formatZonedDateTime('not a date', 'Asia/Riyadh', 'en')).toBe('—');
  });
});
