/**
 * Checks and conversions of the fields of text protocols, written as character loops: they run a dozen times per
 * record, where a regular expression, a `slice` per digit pair or a closure cost more than the rest of the decoding
 * (bench/protocol-decoding.ts).
 */

const ZERO = 0x30;
const NINE = 0x39;

function isDigitCode(code: number): boolean {
  return code >= ZERO && code <= NINE;
}

function isHexCode(code: number): boolean {
  return (code >= ZERO && code <= NINE) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
}

/** `^\d{min,max}$` */
export function isDigits(value: string, min = 1, max = Infinity): boolean {
  const length = value.length;
  if (length < min || length > max) return false;
  for (let i = 0; i < length; i++) if (!isDigitCode(value.charCodeAt(i))) return false;
  return true;
}

/** `^[0-9A-Fa-f]{min,max}$` */
export function isHex(value: string, min = 1, max = Infinity): boolean {
  const length = value.length;
  if (length < min || length > max) return false;
  for (let i = 0; i < length; i++) if (!isHexCode(value.charCodeAt(i))) return false;
  return true;
}

/**
 * `^[sign]\d{minWhole,maxWhole}(\.\d{1,maxFraction})?$`, the fraction required when `fractionRequired`. `signs`:
 * the sign characters allowed in front (`'-'`, `'+-'`, `''`).
 */
export function isDecimal(
  value: string,
  signs = '-',
  fractionRequired = false,
  minWhole = 1,
  maxWhole = Infinity,
  maxFraction = Infinity,
): boolean {
  const length = value.length;
  let i = 0;
  if (length > 0 && signs !== '' && signs.includes(value[0]!) && !isDigitCode(value.charCodeAt(0))) i = 1;
  const wholeStart = i;
  while (i < length && isDigitCode(value.charCodeAt(i))) i++;
  const whole = i - wholeStart;
  if (whole < minWhole || whole > maxWhole) return false;
  if (i === length) return !fractionRequired;
  if (value.charCodeAt(i) !== 0x2e) return false;
  const fractionStart = ++i;
  while (i < length && isDigitCode(value.charCodeAt(i))) i++;
  const fraction = i - fractionStart;
  return i === length && fraction >= 1 && fraction <= maxFraction;
}

/** The number of `^-?\d+(\.\d+)?$` (`^[+-]?...` with `signs` `'+-'`), else null. */
export function decimalOrNull(value: string | undefined, signs = '-'): number | null {
  return value !== undefined && isDecimal(value, signs) ? Number(value) : null;
}

/** The number of `^[0-9A-Fa-f]+$`, else null. */
export function hexOrNull(value: string | undefined): number | null {
  return value !== undefined && isHex(value) ? parseInt(value, 16) : null;
}

/** The `count` decimal digits at `start` as a number; -1 when one is not a digit or the text is too short. */
export function digitsAt(text: string, start: number, count: number): number {
  if (start + count > text.length) return -1;
  let value = 0;
  for (let i = start; i < start + count; i++) {
    const code = text.charCodeAt(i);
    if (!isDigitCode(code)) return -1;
    value = value * 10 + code - ZERO;
  }
  return value;
}

/**
 * A `DDMM.MMMM` coordinate (`^(\d*)(\d\d\.\d+)$`: any count of degree digits, minutes with a fraction) in
 * degrees, unsigned; null when the text has another shape or the minutes reach 60.
 */
export function degreesFromDdmm(text: string): number | null {
  const dot = text.indexOf('.');
  if (dot < 2 || dot === text.length - 1) return null;
  for (let i = 0; i < text.length; i++) {
    if (i !== dot && !isDigitCode(text.charCodeAt(i))) return null;
  }
  const minutes = Number(text.slice(dot - 2));
  if (minutes >= 60) return null;
  return (dot > 2 ? Number(text.slice(0, dot - 2)) : 0) + minutes / 60;
}
