import { MAX_POSITIONS_RANGE_DAYS, type PositionsQuery } from '@fleet/shared/schemas/tracking';
import { addDays, startOfDayIn } from './dates';

const DAY_MS = 24 * 60 * 60 * 1000;

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
