/** An instant as a clock on the wall of a time zone shows it (month 1 to 12). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Zone offsets change on quarter hours (UTC) in every zone in use: one offset per quarter hour is exact. */
const QUARTER_MS = 900_000;
/** Quarter hours remembered by one reader before it starts again (a few years' worth). */
const MAX_QUARTERS = 100_000;

/**
 * Reads instants (epoch ms) as the wall clock of `timeZone`, or of the runtime's own zone when it is undefined.
 * The zone's offset is asked of Intl once per quarter hour and kept, and each instant is then read from its
 * shifted UTC fields: one reader serves a whole export at the cost of simple arithmetic per time.
 */
export function wallClockReader(timeZone: string | undefined): (ms: number) => WallClock {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const offsets = new Map<number, number>();
  const offsetAt = (ms: number) => {
    const quarter = Math.floor(ms / QUARTER_MS);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      const at = quarter * QUARTER_MS;
      const parts: Record<string, number> = {};
      for (const part of format.formatToParts(new Date(at))) parts[part.type] = Number(part.value);
      // Years before 100 would be read as 19xx by Date.UTC: set the year apart.
      const wall = new Date(
        Date.UTC(2000, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second),
      );
      wall.setUTCFullYear(parts.year!);
      offset = wall.getTime() - at;
      if (offsets.size > MAX_QUARTERS) offsets.clear();
      offsets.set(quarter, offset);
    }
    return offset;
  };
  return (ms) => {
    const local = new Date(ms + offsetAt(ms));
    return {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
      second: local.getUTCSeconds(),
    };
  };
}
