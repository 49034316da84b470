import { isDecimal } from '../text-fields';
import { utcFromFields } from '../utc-time';

const SECONDS_LIMIT = 2 ** 31;
// `2016-01-27T18:55:47Z`, `2016-01-27T18:55:47.123+03:00`, `2016-01-27 18:55:47` (no zone: UTC).
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Parses an OsmAnd `timestamp` (docs/protocols/osmand.md#query-and-form-keys): Unix seconds (below 2^31), Unix
 * milliseconds, ISO-8601 with a `T`, or `yyyy-MM-dd HH:mm:ss` as UTC. Null when it is none of these.
 */
export function parseOsmandTimestamp(raw: string): Date | null {
  const trimmed = raw.trim();
  // Unix time, the usual form, before the zone repair (it cannot apply to digits).
  const value = isDecimal(trimmed, '') ? trimmed : repairZoneSign(trimmed);
  if (isDecimal(value, '')) {
    const number = Number(value);
    const ms = number < SECONDS_LIMIT ? number * 1000 : number;
    const date = new Date(Math.round(ms));
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const ms = utcFromFields(
    Number(year),
    Number(month),
    Number(day),
    Number(hour),
    Number(minute),
    Number(second ?? 0),
    fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0,
  );
  if (ms === null) return null;
  const offsetMinutes = zoneOffsetMinutes(zone);
  return offsetMinutes === null ? null : new Date(ms - offsetMinutes * 60_000);
}

/** An unencoded `+03:00` in a query string arrives as ` 03:00` (`+` decodes to a space). */
function repairZoneSign(value: string): string {
  return value.replace(/(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?) (\d{2}(?::?\d{2})?)$/, '$1+$2');
}

function zoneOffsetMinutes(zone: string | undefined): number | null {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (hours > 14 || minutes > 59) return null;
  return sign * (hours * 60 + minutes);
}
