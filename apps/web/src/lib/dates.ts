import { format, parseISO } from 'date-fns';
import { ar, enUS } from 'date-fns/locale';
import { DATE_FORMAT } from '@fleet/shared/constants';

export function dateLocale(language: string) {
  return language === 'ar' ? ar : enUS;
}

/** `yyyy-MM-dd` for the API. */
export function toApiDate(date: Date): string {
  return format(date, DATE_FORMAT);
}

export function fromApiDate(value: string | undefined | null): Date | undefined {
  if (!value) return undefined;
  const date = parseISO(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A server timestamp shown as a date in the user's language. */
export function formatDisplayDate(value: string | undefined | null, language: string): string {
  const date = fromApiDate(value);
  return date ? format(date, 'd MMM yyyy', { locale: dateLocale(language) }) : '—';
}

/** A server date-time in the user's language, on a 12-hour clock (spec section 9). */
export function formatDisplayDateTime(value: string | undefined | null, language: string): string {
  const date = fromApiDate(value);
  return date ? format(date, 'd MMM yyyy, h:mm a', { locale: dateLocale(language) }) : '—';
}
