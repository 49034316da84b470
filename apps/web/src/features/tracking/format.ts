import { format } from 'date-fns';
import { dateLocale } from '@/lib/dates';

/** Date and clock time in the 12-hour display of the spec, in the user's language. */
export function formatDateTime(value: string | number, language: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? '—'
    : format(date, 'yyyy-MM-dd hh:mm:ss a', { locale: dateLocale(language) });
}

export function formatClock(value: number, language: string): string {
  return format(new Date(value), 'hh:mm a', { locale: dateLocale(language) });
}

/** "1 h 25 min" / "1 س 25 د" style durations from milliseconds. */
export function durationParts(ms: number): { hours: number; minutes: number } {
  const minutes = Math.round(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
