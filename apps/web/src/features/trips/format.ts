import { format } from 'date-fns';
import { dateLocale } from '@/lib/dates';

/** A plan's `HH:mm` on the 12-hour clock of the spec, in the user's language. */
export function formatClock(time: string, language: string): string {
  const match = /^(\d\d):(\d\d)$/.exec(time);
  if (!match) return time;
  return format(new Date(2000, 0, 1, Number(match[1]), Number(match[2])), 'hh:mm a', {
    locale: dateLocale(language),
  });
}

/** `HH:mm` of an instant in the fleet's zone, where the plan's times are meant (not the browser's). */
export function wallClock(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

export function formatInstantClock(iso: string | null, timeZone: string, language: string): string {
  return iso ? formatClock(wallClock(iso, timeZone), language) : '—';
}

/** Today's date (`yyyy-MM-dd`) in the fleet's zone: the day a new itinerary is planned for by default. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
