/**
 * `new Date(ms).toISOString()`, for the hot paths that format a time per position. V8 formats dates in C++
 * through printf, which is slow for something done twice per packet on the live path; positions in a batch share their seconds
 * (fixes are whole seconds, a batch's arrivals a few milliseconds apart), so the `YYYY-MM-DDTHH:MM:SS` part is
 * kept for the last seconds seen and only the milliseconds are written.
 */
const SECONDS_KEPT = 64;
const prefixes = new Map<number, string>();
/** 0000-01-01 and 10000-01-01: outside them toISOString writes six-digit years with a sign. */
const MIN_MS = -62_167_219_200_000;
const MAX_MS = 253_402_300_800_000;

export function isoTime(time: number): string {
  const ms = Math.trunc(time); // as Date does
  // Other years, and NaN or out of range (a RangeError), as toISOString has them.
  if (!(ms >= MIN_MS && ms < MAX_MS)) return new Date(ms).toISOString();
  const second = Math.floor(ms / 1000);
  let prefix = prefixes.get(second);
  if (prefix === undefined) {
    if (prefixes.size >= SECONDS_KEPT) prefixes.clear();
    prefix = new Date(second * 1000).toISOString().slice(0, 19);
    prefixes.set(second, prefix);
  }
  const millis = ms - second * 1000;
  return `${prefix}.${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
}
