import { describe, expect, it } from 'vitest';
import { parseNumberInput, toLatinDigits } from '@/lib/digits';

describe('number inputs', () => {
  it('reads Arabic-Indic and Eastern Arabic-Indic digits', () => {
    expect(toLatinDigits('١٢٠')).toBe('120');
    expect(toLatinDigits('۲۵۰')).toBe('250');
    expect(parseNumberInput('٣٫٥')).toBe(3.5);
    expect(parseNumberInput(' 80 ')).toBe(80);
  });

  it('keeps empty as null and garbage as NaN for the schema to refuse', () => {
    expect(parseNumberInput('')).toBeNull();
    expect(parseNumberInput(undefined)).toBeNull();
    expect(parseNumberInput('12a')).toBeNaN();
  });
});
