import { format } from 'date-fns';
import { dateLocale } from '@/lib/dates';

/** A time of day on a 12-hour clock in the user's language. */
export function formatClock(value: number, language: string): string {
  return format(new Date(value), 'hh:mm a', { locale: dateLocale(language) });
}
