const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `month` 1–12. Arithmetic rather than a `Date`: this runs once per decoded record. */
function daysInMonth(year: number, month: number): number {
  if (month !== 2) return MONTH_DAYS[month - 1]!;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
}

/**
 * Milliseconds since the epoch for calendar fields read from a device, or null when a field is out
 * of range (month 0, day 32, hour 25...). `Date.UTC` alone would silently roll such values over.
 */
export function utcFromFields(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  millisecond = 0,
): number | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59 || millisecond < 0 || millisecond > 999) return null;
  return Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
}
