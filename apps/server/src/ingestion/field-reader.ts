/**
 * The fields of one text frame, read from its bytes where they lie. `String.split` makes a string per field, and
 * that allocation was most of what a text protocol cost per record (bench/protocol-decoding.ts): here a field
 * is two offsets, its shape is checked and its number read on the bytes, and a string is made only for the few
 * fields a decoder keeps (the device id, a counter it echoes). Same rules as text-fields.ts, which checks strings.
 * One reader per session, reused frame after frame: nothing it returns refers to its buffers.
 */

import { utcFromFields } from './utc-time';

const ZERO = 0x30;
const NINE = 0x39;
const DOT = 0x2e;
const MINUS = 0x2d;
const PLUS = 0x2b;
/** Powers of ten exactly representable as doubles (10^0..10^22). */
const POW10 = Array.from({ length: 23 }, (_, n) => 10 ** n);
/** Integers up to this read digit by digit stay exact (2^53). */
const MAX_EXACT = Number.MAX_SAFE_INTEGER;

function isDigitCode(code: number): boolean {
  return code >= ZERO && code <= NINE;
}

function isHexCode(code: number): boolean {
  return (code >= ZERO && code <= NINE) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
}

function hexValue(code: number): number {
  return code <= NINE ? code - ZERO : (code | 0x20) - 0x57;
}

export class FieldReader {
  private bytes: Uint8Array = new Uint8Array(0);
  private starts = new Int32Array(64);
  private ends = new Int32Array(64);
  private fieldCount = 0;

  /** Splits `bytes[from, to)` at every `delimiter` byte (an empty frame is one empty field, as `split` gives). */
  read(bytes: Uint8Array, from: number, to: number, delimiter: number): this {
    this.bytes = bytes;
    let count = 0;
    let start = from;
    for (let i = from; i <= to; i++) {
      if (i !== to && bytes[i] !== delimiter) continue;
      if (count === this.starts.length) this.grow();
      this.starts[count] = start;
      this.ends[count] = i;
      count++;
      start = i + 1;
    }
    this.fieldCount = count;
    return this;
  }

  private grow(): void {
    const starts = new Int32Array(this.starts.length * 2);
    const ends = new Int32Array(this.ends.length * 2);
    starts.set(this.starts);
    ends.set(this.ends);
    this.starts = starts;
    this.ends = ends;
  }

  get count(): number {
    return this.fieldCount;
  }

  /** The field's length; 0 for a field past the end. */
  length(index: number): number {
    return index >= 0 && index < this.fieldCount ? this.ends[index]! - this.starts[index]! : 0;
  }

  isEmpty(index: number): boolean {
    return this.length(index) === 0;
  }

  /** The field as text (latin1); '' for an empty field or one past the end. */
  text(index: number): string {
    const length = this.length(index);
    if (length === 0) return '';
    const start = this.starts[index]!;
    let text = '';
    // Short fields are cheaper built from their codes than through a Buffer decoder call.
    if (length <= 16) {
      for (let i = start; i < start + length; i++) text += String.fromCharCode(this.bytes[i]!);
      return text;
    }
    return Buffer.from(this.bytes.buffer, this.bytes.byteOffset + start, length).toString('latin1');
  }

  /** The field decoded as UTF-8 (a delimiter byte is never inside a UTF-8 sequence, so the fields are the same). */
  utf8(index: number): string {
    const length = this.length(index);
    if (length === 0) return '';
    return Buffer.from(this.bytes.buffer, this.bytes.byteOffset + this.starts[index]!, length).toString(
      'utf8',
    );
  }

  /** The fields `from..to` (inclusive of `from`, exclusive of `to`) joined by their delimiters, as text. */
  textBetween(from: number, to: number): string {
    if (from >= to || from >= this.fieldCount) return '';
    const start = this.starts[from]!;
    const end = this.ends[Math.min(to, this.fieldCount) - 1]!;
    return Buffer.from(this.bytes.buffer, this.bytes.byteOffset + start, end - start).toString('latin1');
  }

  /** Splits field `index` of `source` at every `delimiter` (`a|b|c` within one field). */
  readField(source: FieldReader, index: number, delimiter: number): this {
    const from = index < source.fieldCount ? source.starts[index]! : 0;
    const to = index < source.fieldCount ? source.ends[index]! : 0;
    return this.read(source.bytes, from, to, delimiter);
  }

  /** Whether field `index` holds the character `code`. */
  includes(index: number, code: number): boolean {
    const length = this.length(index);
    const start = this.starts[index]!;
    for (let i = start; i < start + length; i++) if (this.bytes[i] === code) return true;
    return false;
  }

  /** Every field as text, as `split` gives them: for the rarer frames a decoder reads as strings. */
  texts(): string[] {
    const texts: string[] = [];
    for (let i = 0; i < this.fieldCount; i++) texts.push(this.text(i));
    return texts;
  }

  /** The character code at `offset` in the field; -1 past its end. */
  codeAt(index: number, offset: number): number {
    return offset >= 0 && offset < this.length(index) ? this.bytes[this.starts[index]! + offset]! : -1;
  }

  equals(index: number, literal: string): boolean {
    const length = this.length(index);
    if (length !== literal.length) return false;
    const start = this.starts[index]!;
    for (let i = 0; i < length; i++) if (this.bytes[start + i] !== literal.charCodeAt(i)) return false;
    return true;
  }

  startsWith(index: number, literal: string): boolean {
    if (this.length(index) < literal.length) return false;
    const start = this.starts[index]!;
    for (let i = 0; i < literal.length; i++)
      if (this.bytes[start + i] !== literal.charCodeAt(i)) return false;
    return true;
  }

  /** `^\d{min,max}$` */
  isDigits(index: number, min = 1, max = Infinity): boolean {
    const length = this.length(index);
    if (length < min || length > max) return false;
    const start = this.starts[index]!;
    for (let i = start; i < start + length; i++) if (!isDigitCode(this.bytes[i]!)) return false;
    return true;
  }

  /** `^[0-9A-Fa-f]{min,max}$` */
  isHex(index: number, min = 1, max = Infinity): boolean {
    const length = this.length(index);
    if (length < min || length > max) return false;
    const start = this.starts[index]!;
    for (let i = start; i < start + length; i++) if (!isHexCode(this.bytes[i]!)) return false;
    return true;
  }

  /** text-fields.ts `isDecimal` on the field. */
  isDecimal(
    index: number,
    signs = '-',
    fractionRequired = false,
    minWhole = 1,
    maxWhole = Infinity,
    maxFraction = Infinity,
  ): boolean {
    const length = this.length(index);
    const start = this.starts[index]!;
    const end = start + length;
    const bytes = this.bytes;
    let i = start;
    if (
      length > 0 &&
      signs !== '' &&
      !isDigitCode(bytes[i]!) &&
      signs.includes(String.fromCharCode(bytes[i]!))
    )
      i++;
    const wholeStart = i;
    while (i < end && isDigitCode(bytes[i]!)) i++;
    const whole = i - wholeStart;
    if (whole < minWhole || whole > maxWhole) return false;
    if (i === end) return !fractionRequired;
    if (bytes[i] !== DOT) return false;
    const fractionStart = ++i;
    while (i < end && isDigitCode(bytes[i]!)) i++;
    const fraction = i - fractionStart;
    return i === end && fraction >= 1 && fraction <= maxFraction;
  }

  /**
   * `Number(text)` of a field already known to be `^[+-]?\d*(\.\d*)?$`: read from its digits (an integer under
   * 2^53 divided by an exact power of ten rounds as `Number` does), through the text when longer than that.
   */
  private numberOf(index: number): number {
    const start = this.starts[index]!;
    const end = this.ends[index]!;
    const bytes = this.bytes;
    let i = start;
    let negative = false;
    if (bytes[i] === MINUS || bytes[i] === PLUS) negative = bytes[i++] === MINUS;
    let mantissa = 0;
    let scale = 0;
    let fraction = false;
    for (; i < end; i++) {
      const code = bytes[i]!;
      if (code === DOT) {
        fraction = true;
        continue;
      }
      mantissa = mantissa * 10 + code - ZERO;
      if (fraction) scale++;
    }
    if (mantissa > MAX_EXACT || scale >= POW10.length) return Number(this.text(index));
    const value = scale === 0 ? mantissa : mantissa / POW10[scale]!;
    return negative ? -value : value;
  }

  /** text-fields.ts `decimalOrNull`: the number of `^-?\d+(\.\d+)?$` (signs `'+-'`: `^[+-]?...`), else null. */
  decimal(index: number, signs = '-'): number | null {
    return this.isDecimal(index, signs) ? this.numberOf(index) : null;
  }

  /** The number of a field that passed `isDecimal` or `isDigits`. */
  number(index: number): number {
    return this.numberOf(index);
  }

  /** The number of `^[0-9A-Fa-f]+$` up to 13 digits (exact), else null. */
  hex(index: number): number | null {
    const length = this.length(index);
    if (length === 0 || length > 13) return this.isHex(index) ? parseInt(this.text(index), 16) : null;
    const start = this.starts[index]!;
    let value = 0;
    for (let i = start; i < start + length; i++) {
      const code = this.bytes[i]!;
      if (!isHexCode(code)) return null;
      value = value * 16 + hexValue(code);
    }
    return value;
  }

  /**
   * text-fields.ts `degreesFromDdmm` on the field: a `DDMM.MMMM` coordinate in degrees, unsigned; null when the
   * field has another shape or the minutes reach 60.
   */
  ddmm(index: number): number | null {
    const length = this.length(index);
    const start = this.starts[index]!;
    const end = start + length;
    let dot = -1;
    for (let i = start; i < end; i++) {
      const code = this.bytes[i]!;
      if (code === DOT && dot === -1) dot = i;
      else if (!isDigitCode(code)) return null;
    }
    if (dot - start < 2 || dot === end - 1) return null;
    const minutes = this.unsigned(dot - 2, end);
    if (minutes >= 60) return null;
    return (dot - start > 2 ? this.unsigned(start, dot - 2) : 0) + minutes / 60;
  }

  /** `Number` of the digits (and at most one dot) in `bytes[from, to)`, as `numberOf` reads them. */
  private unsigned(from: number, to: number): number {
    let mantissa = 0;
    let scale = 0;
    let fraction = false;
    for (let i = from; i < to; i++) {
      const code = this.bytes[i]!;
      if (code === DOT) {
        fraction = true;
        continue;
      }
      mantissa = mantissa * 10 + code - ZERO;
      if (fraction) scale++;
    }
    if (mantissa > MAX_EXACT || scale >= POW10.length) {
      return Number(
        Buffer.from(this.bytes.buffer, this.bytes.byteOffset + from, to - from).toString('latin1'),
      );
    }
    return scale === 0 ? mantissa : mantissa / POW10[scale]!;
  }

  /**
   * A `DDMMYY` date field and a `HHMMSS` time field (their first six digits) as ms since the epoch, UTC; null when
   * a digit is missing or a value is out of range.
   */
  dateAndTime(date: number, time: number, millisecond = 0): number | null {
    const day = this.digitsAt(date, 0, 2);
    const month = this.digitsAt(date, 2, 2);
    const year = this.digitsAt(date, 4, 2);
    const hour = this.digitsAt(time, 0, 2);
    const minute = this.digitsAt(time, 2, 2);
    const second = this.digitsAt(time, 4, 2);
    if (day < 0 || month < 0 || year < 0 || hour < 0 || minute < 0 || second < 0) return null;
    return utcFromFields(2000 + year, month, day, hour, minute, second, millisecond);
  }

  /** The `count` decimal digits at `offset` in the field as a number; -1 when one is not a digit or it is short. */
  digitsAt(index: number, offset: number, count: number): number {
    if (offset < 0 || offset + count > this.length(index)) return -1;
    const start = this.starts[index]! + offset;
    let value = 0;
    for (let i = start; i < start + count; i++) {
      const code = this.bytes[i]!;
      if (!isDigitCode(code)) return -1;
      value = value * 10 + code - ZERO;
    }
    return value;
  }
}
