/** Calendar days (`yyyy-MM-dd`) in a time zone: what every module needs to speak of "today". */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Recent answers of `todayIn` by zone and clock second: every list request asks it for now, and the maintenance
 * tracker for now and for each schedule's start, over and over.
 */
const recentDays = new Map<string, string>();
const RECENT_DAYS = 1_024;

/** Today's date (`yyyy-MM-dd`) in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  const key = `${Math.floor(now.getTime() / 1000)} ${timeZone}`;
  let day = recentDays.get(key);
  if (day === undefined) {
    if (recentDays.size >= RECENT_DAYS) recentDays.clear();
    day = formatDay(timeZone, now);
    recentDays.set(key, day);
  }
  return day;
}

function formatDay(timeZone: string, now: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // Building a formatter costs far more than using one: keep one per zone.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** `date` (`yyyy-MM-dd`) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

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

/** The instant a wall-clock time `yyyy-MM-ddTHH:mm:ss` is in `timeZone` (a spreadsheet's times are the fleet's). */
export function zonedWallClock(local: string, timeZone: string): Date {
  const asUtc = Date.parse(`${local}Z`);
  let guess = asUtc - zoneOffsetMs(timeZone, new Date(asUtc));
  guess = asUtc - zoneOffsetMs(timeZone, new Date(guess));
  return new Date(guess);
}
