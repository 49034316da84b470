import { REGISTRATION_WARNING_DAYS } from '@fleet/shared/schemas/vehicles';

/** Today's date (`yyyy-MM-dd`) in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `date` (`yyyy-MM-dd`) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** Expired once the end date is past; expiring when it falls within the warning window from today. */
export function registrationStatus(
  formEndDate: string | null,
  today: string,
): 'valid' | 'expiring' | 'expired' | null {
  if (!formEndDate) return null;
  if (formEndDate < today) return 'expired';
  if (formEndDate <= addDays(today, REGISTRATION_WARNING_DAYS)) return 'expiring';
  return 'valid';
}
