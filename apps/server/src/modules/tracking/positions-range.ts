import { MAX_POSITIONS_RANGE_DAYS, type PositionsQuery } from '@fleet/shared/schemas/tracking';
import { addDays } from '../vehicles/registration-status';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Offset of `timeZone` from UTC at `instant`, in ms (positive east of Greenwich). */
function zoneOffsetMs(timeZone: string, instant: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    +parts.year!,
    +parts.month! - 1,
    +parts.day!,
    +parts.hour!,
    +parts.minute!,
    +parts.second!,
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant `date` (yyyy-MM-dd) starts in `timeZone`. */
export function startOfDayIn(date: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  // Twice: the offset at the guess may differ from the offset at the result around a DST change.
  let guess = midnightUtc - zoneOffsetMs(timeZone, new Date(midnightUtc));
  guess = midnightUtc - zoneOffsetMs(timeZone, new Date(guess));
  return new Date(guess);
}

/**
 * The half-open instant range `[from, to)` a positions query asks for: `from`/`to` as given (`to`
 * inclusive), else whole days `start_date`..`end_date` in the fleet's zone (either alone means that
 * one day), else today. Null when longer than `MAX_POSITIONS_RANGE_DAYS`.
 */
export function positionsRange(
  query: PositionsQuery,
  timeZone: string,
  today: string,
): { from: Date; to: Date } | null {
  let from: Date;
  let to: Date;
  if (query.from || query.to) {
    to = query.to ? new Date(Date.parse(query.to) + 1) : new Date();
    from = query.from ? new Date(query.from) : new Date(to.getTime() - DAY_MS);
  } else {
    const start = query.start_date ?? query.end_date ?? today;
    const end = query.end_date ?? start;
    from = startOfDayIn(start, timeZone);
    to = startOfDayIn(addDays(end, 1), timeZone);
  }
  // Whole days may add up to a little over 24 h each across a daylight-saving change: allow the hour.
  if (to.getTime() - from.getTime() > MAX_POSITIONS_RANGE_DAYS * DAY_MS + 60 * 60 * 1000) return null;
  return { from, to };
}
