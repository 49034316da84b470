import { REGISTRATION_WARNING_DAYS } from '@fleet/shared/schemas/vehicles';
import { addDays } from '../../lib/dates';

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
