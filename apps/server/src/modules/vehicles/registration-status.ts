import { REGISTRATION_WARNING_DAYS } from '@fleet/shared/schemas/vehicles';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Recent answers of `todayIn` by zone and clock second: every list request asks it for now, and the maintenance
 * tracker for now and for each schedule's start, over and over.
 */
const recentDays = new Map<string, string>();
const RECENT_DAYS = 1_024;

/** Today's date (`yyyy-MM-dd`) in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  const key = `${Math.floor(now.getTime() / 1000)} ${timeZone}`;
  let day = recentDays.get(key);
  if (day === undefined) {
    if (recentDays.size >= RECENT_DAYS) recentDays.clear();
    day = formatDay(timeZone, now);
    recentDays.set(key, day);
  }
  return day;
}

function formatDay(timeZone: string, now: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // Building a formatter costs far more than using one: keep one per zone.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** `date` (`yyyy-MM-dd`) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

let lastToday = '';
let lastWarningEnd = '';
/** The last day of the warning window from `today` (a list asks this for every row of the same day). */
export function warningEnd(today: string): string {
  if (today !== lastToday) {
    lastWarningEnd = addDays(today, REGISTRATION_WARNING_DAYS);
    lastToday = today;
  }
  return lastWarningEnd;
}

/** Expired once the end date is past; expiring when it falls within the warning window from today. */
export function registrationStatus(
  formEndDate: string | null,
  today: string,
): 'valid' | 'expiring' | 'expired' | null {
  if (!formEndDate) return null;
  if (formEndDate < today) return 'expired';
  if (formEndDate <= warningEnd(today)) return 'expiring';
  return 'valid';
}
