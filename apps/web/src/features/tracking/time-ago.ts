const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const formatters = new Map<string, Intl.RelativeTimeFormat>();
function formatterFor(language: string): Intl.RelativeTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    formatters.set(language, formatter);
  }
  return formatter;
}

/**
 * "5 minutes ago" / "قبل 5 دقائق": the largest whole unit, "now" under a minute. A time slightly in the
 * future (a device clock ahead of ours) also reads "now".
 */
export function formatTimeAgo(time: string | number | Date, now: number, language: string): string {
  const at = time instanceof Date ? time.getTime() : typeof time === 'number' ? time : Date.parse(time);
  const formatter = formatterFor(language);
  if (Number.isNaN(at)) return '—';
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return formatter.format(-Math.floor(seconds / size), unit);
  }
  return formatter.format(0, 'second');
}
