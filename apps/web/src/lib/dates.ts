import { format, parseISO } from 'date-fns';
import { ar, enUS } from 'date-fns/locale';
import { DATE_FORMAT } from '@fleet/shared/constants';
import { wallClockReader } from '@fleet/shared/zoned-time';

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

/** The wall-clock fields of an instant in `timeZone` (the runtime's own zone when none is given). */
function zonedFields(date: Date, timeZone: string | undefined) {
  const wall = wallClockReader(timeZone)(date.getTime());
  return new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
}

/** The zone's short name at that instant in the user's language, Latin digits as everywhere: "GMT+3", "غرينتش+3". */
export function timeZoneLabel(date: Date, timeZone: string | undefined, language: string): string {
  const locale = language === 'ar' ? 'ar-u-nu-latn' : 'en-US';
  return (
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/**
 * A server date-time as the fleet reads it: the wall clock of the fleet's time zone (the one its itineraries are
 * planned in), not the browser's, labelled with that zone, so that a link's expiry and an itinerary's times agree
 * wherever they are opened. Without a zone (the settings not read yet) the browser's, labelled as well.
 */
export function formatZonedDateTime(
  value: string | undefined | null,
  timeZone: string | undefined,
  language: string,
): string {
  const date = fromApiDate(value);
  if (!date) return '—';
  const wall = format(zonedFields(date, timeZone), 'd MMM yyyy, h:mm a', { locale: dateLocale(language) });
  return `${wall} (${timeZoneLabel(date, timeZone, language)})`;
}
