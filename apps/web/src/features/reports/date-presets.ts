import { endOfMonth, endOfWeek, startOfMonth, startOfWeek, subDays, subMonths } from 'date-fns';
import { toApiDate } from '@/lib/dates';

export const DATE_PRESETS = [
  'today',
  'yesterday',
  'this_week',
  'last_7_days',
  'this_month',
  'last_month',
  'custom',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** The days a preset means, on `now`'s calendar (weeks start on Saturday, as in the fleet's region). */
export function presetRange(
  preset: Exclude<DatePreset, 'custom'>,
  now = new Date(),
): { start: string; end: string } {
  const day = (date: Date) => toApiDate(date);
  switch (preset) {
    case 'today':
      return { start: day(now), end: day(now) };
    case 'yesterday':
      return { start: day(subDays(now, 1)), end: day(subDays(now, 1)) };
    case 'this_week':
      return {
        start: day(startOfWeek(now, { weekStartsOn: 6 })),
        end: day(endOfWeek(now, { weekStartsOn: 6 })),
      };
    case 'last_7_days':
      return { start: day(subDays(now, 6)), end: day(now) };
    case 'this_month':
      return { start: day(startOfMonth(now)), end: day(endOfMonth(now)) };
    case 'last_month': {
      const last = subMonths(now, 1);
      return { start: day(startOfMonth(last)), end: day(endOfMonth(last)) };
    }
  }
}
