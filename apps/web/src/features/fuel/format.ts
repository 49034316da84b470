import { wallClockReader } from '@fleet/shared/zoned-time';

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value (`yyyy-MM-ddTHH:mm`) on the wall clock of `timeZone`. */
export function toLocalInput(iso: string, timeZone: string | undefined): string {
  const wall = wallClockReader(timeZone)(Date.parse(iso));
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/**
 * A `datetime-local` value read on the wall clock of `timeZone` (the fleet's, as the import reads a sheet's times)
 * as an ISO instant; '' when the value is not a date and time.
 */
export function fromLocalInput(value: string, timeZone: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return '';
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wanted = Date.UTC(y, mo - 1, d, h, mi, s);
  const read = wallClockReader(timeZone);
  // The zone's offset at that moment: asked twice, as it may change (summer time) between the guesses.
  let guess = wanted;
  for (let i = 0; i < 2; i += 1) {
    const wall = read(guess);
    guess -= Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - wanted;
  }
  return new Date(guess).toISOString();
}
