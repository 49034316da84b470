import { format } from 'date-fns';
import { i18next } from '@/lib/i18n';
import { dateLocale } from '@/lib/dates';
import { wallClockReader } from '@fleet/shared/zoned-time';

/** A number in the page's language (Arabic-Indic digits in Arabic), at most `digits` decimals. */
export function formatNumber(value: number, digits = 2): string {
  return value.toLocaleString(i18next.language, { maximumFractionDigits: digits });
}

/** `yyyy-MM-dd` of an instant on the wall clock of `timeZone`. */
export function dayOf(ms: number, timeZone: string | undefined): string {
  const wall = wallClockReader(timeZone)(ms);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

/** Midnight of a day (`yyyy-MM-dd`) in `timeZone` as an instant (epoch ms). */
function midnight(day: string, timeZone: string | undefined): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, date);
  const read = wallClockReader(timeZone);
  // The zone's offset at that midnight: asked twice, as it may change (summer time) between the guesses.
  let guess = utc;
  for (let i = 0; i < 2; i += 1) {
    const wall = read(guess);
    const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
    guess -= asUtc - utc;
  }
  return guess;
}

/** A whole day of the fleet's time zone as the API's `from` and `to`. */
export function dayRange(day: string, timeZone: string | undefined): { from: string; to: string } {
  const start = midnight(day, timeZone);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
  const end = midnight(next, timeZone) - 1000;
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString() };
}

/** The wall-clock time of an instant in `timeZone` on a 12-hour clock, in the page's language (spec section 9). */
export function formatClock(ms: number, timeZone: string | undefined): string {
  const wall = wallClockReader(timeZone)(ms);
  const local = new Date(2000, 0, 1, wall.hour, wall.minute);
  return format(local, 'h:mm a', { locale: dateLocale(i18next.language) });
}
