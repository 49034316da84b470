import { describe, expect, it } from 'vitest';
import { FieldReader } from './field-reader';
import { createRandom } from './testing/prng';
import {
  decimalOrNull,
  degreesFromDdmm,
  digitsAt,
  hexOrNull,
  isDecimal,
  isDigits,
  isHex,
} from './text-fields';

const ALPHABET = '0123456789012345678901234567890123456789....--++aAfFgN |';

/** A field of the characters text protocols carry, often shaped like a number. */
function randomField(random: ReturnType<typeof createRandom>): string {
  const length = random.int(26);
  let text = '';
  for (let i = 0; i < length; i++) text += ALPHABET[random.int(ALPHABET.length)];
  return text;
}

describe('FieldReader', () => {
  it('splits as String.split does, empty fields and the ends included', () => {
    const reader = new FieldReader();
    for (const text of ['', ',', 'a', 'a,', ',a', 'a,,b', '+RESP:GTFRI,270902,,,$']) {
      const bytes = Buffer.from(`xx${text}yy`, 'latin1');
      reader.read(bytes, 2, 2 + text.length, 0x2c);
      expect(reader.texts()).toEqual(text.split(','));
      expect(reader.count).toBe(text.split(',').length);
      expect(reader.textBetween(0, reader.count)).toBe(text);
    }
  });

  it('grows past its first 64 fields', () => {
    const text = Array.from({ length: 300 }, (_, n) => String(n)).join(';');
    const reader = new FieldReader().read(Buffer.from(text), 0, text.length, 0x3b);
    expect(reader.count).toBe(300);
    expect(reader.number(299)).toBe(299);
  });

  it('checks and reads every field exactly as the string functions of text-fields.ts do', () => {
    const seed = Date.now();
    const random = createRandom(seed);
    const reader = new FieldReader();
    for (let round = 0; round < 1000; round++) {
      const fields = Array.from({ length: 1 + random.int(6) }, () => randomField(random).replace(/,/g, ''));
      const bytes = Buffer.from(fields.join(','), 'latin1');
      reader.read(bytes, 0, bytes.length, 0x2c);
      fields.forEach((text, i) => {
        const context = `seed ${seed}, field ${JSON.stringify(text)}`;
        expect(reader.text(i), context).toBe(text);
        expect(reader.isDigits(i, 1, 8), context).toBe(isDigits(text, 1, 8));
        expect(reader.isHex(i, 2, 6), context).toBe(isHex(text, 2, 6));
        expect(reader.isDecimal(i, '+-', true, 1, 3, 7), context).toBe(isDecimal(text, '+-', true, 1, 3, 7));
        expect(reader.isDecimal(i, '', false), context).toBe(isDecimal(text, '', false));
        expect(Object.is(reader.decimal(i), decimalOrNull(text)), context).toBe(true);
        expect(Object.is(reader.decimal(i, '+-'), decimalOrNull(text, '+-')), context).toBe(true);
        expect(reader.hex(i), context).toBe(hexOrNull(text));
        expect(reader.ddmm(i), context).toBe(degreesFromDdmm(text));
        expect(reader.digitsAt(i, 1, 3), context).toBe(digitsAt(text, 1, 3));
        expect(reader.equals(i, text), context).toBe(true);
      });
      // Past the last field: empty, as `fields[i] ?? ''` reads.
      expect(reader.text(fields.length)).toBe('');
      expect(reader.decimal(fields.length)).toBeNull();
    }
  });

  it('reads long and many-digit numbers as Number does', () => {
    const reader = new FieldReader();
    for (const text of [
      '46.600000',
      '-0',
      '0.1',
      '9007199254740993',
      '1.00000000000000000000001',
      '12345678901234567890.5',
    ]) {
      reader.read(Buffer.from(text), 0, text.length, 0x2c);
      expect(Object.is(reader.decimal(0), Number(text)), text).toBe(true);
    }
  });
});
