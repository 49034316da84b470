import { describe, expect, it } from 'vitest';
import {
  calibrate,
  checkCalibration,
  parseCalibrationText,
  parseCell,
  rawReadingOf,
  rowsToPoints,
} from '@/features/sensors/calibration';

describe('parseCell', () => {
  it('reads Latin, Arabic-Indic and Eastern Arabic-Indic digits, the Arabic decimal separator and a decimal comma', () => {
    expect(parseCell('12.5')).toBe(12.5);
    expect(parseCell('١٢٫٥')).toBe(12.5);
    expect(parseCell('۱۲۰')).toBe(120);
    expect(parseCell('12,5')).toBe(12.5);
    expect(parseCell('١٬٢٠٠')).toBe(1200);
    expect(parseCell('-3')).toBe(-3);
    expect(parseCell(' ')).toBeNull();
    expect(parseCell('abc')).toBeNaN();
    expect(parseCell('1.2.3')).toBeNaN();
  });
});

describe('parseCalibrationText', () => {
  it('reads tab-separated lines from a spreadsheet and ignores the header line', () => {
    const { rows, errors } = parseCalibrationText('Raw\tLitres\r\n0\t0\r\n512\t40\r\n1023\t80\r\n');
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { raw: '0', value: '0' },
      { raw: '512', value: '40' },
      { raw: '1023', value: '80' },
    ]);
  });

  it('reads semicolon-separated lines with decimal commas, and comma-separated lines', () => {
    expect(parseCalibrationText('0;0\n100;12,5\n').rows).toEqual([
      { raw: '0', value: '0' },
      { raw: '100', value: '12.5' },
    ]);
    expect(parseCalibrationText('raw,value\n0,0\n\n100,12.5').rows).toEqual([
      { raw: '0', value: '0' },
      { raw: '100', value: '12.5' },
    ]);
  });

  it('reads Arabic-Indic digits, the Arabic decimal separator and an Arabic header', () => {
    const { rows, errors } = parseCalibrationText('الخام\tاللترات\n٠\t٠\n٥١٢\t٤٠٫٥\n۱۰۲۳\t۸۰');
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { raw: '0', value: '0' },
      { raw: '512', value: '40.5' },
      { raw: '1023', value: '80' },
    ]);
  });

  it('names the lines that are not two numbers (a header only on the first line)', () => {
    const { errors } = parseCalibrationText('raw\tvalue\n0\t0\nten\t5\n3\t4\t5\n7\n');
    expect(errors).toEqual([
      { line: 3, text: 'ten\t5' },
      { line: 4, text: '3\t4\t5' },
      { line: 5, text: '7' },
    ]);
  });
});

describe('checkCalibration', () => {
  const rows = (...points: [string, string][]) => points.map(([raw, value]) => ({ raw, value }));

  it('takes no table, or 2 and more points with raw values rising', () => {
    expect(checkCalibration([])).toEqual([]);
    expect(checkCalibration(rows(['0', '0'], ['١٠٠', '٥٠']))).toEqual([]);
  });

  it('refuses one point, a raw value that does not rise, and cells that are empty or not numbers', () => {
    expect(checkCalibration(rows(['0', '0']))).toEqual([
      { index: null, field: null, message: 'validation.calibration_points' },
    ]);
    expect(checkCalibration(rows(['0', '0'], ['50', '10'], ['50', '20']))).toEqual([
      { index: 2, field: 'raw', message: 'validation.calibration_order' },
    ]);
    expect(checkCalibration(rows(['0', ''], ['x', '10']))).toEqual([
      { index: 0, field: 'value', message: 'validation.required' },
      { index: 1, field: 'raw', message: 'validation.invalid_type' },
    ]);
  });

  it('refuses more than 200 points', () => {
    const many = Array.from({ length: 201 }, (_, i) => ({ raw: String(i), value: String(i) }));
    expect(checkCalibration(many)).toEqual([
      { index: null, field: null, message: 'validation.max_items?max=200' },
    ]);
  });
});

describe('calibrate', () => {
  const points = rowsToPoints([
    { raw: '0', value: '0' },
    { raw: '100', value: '50' },
    { raw: '200', value: '60' },
  ]);
  it('runs straight between points, stays at the ends, and multiplies without a table', () => {
    expect(calibrate(points, 1, 50)).toBe(25);
    expect(calibrate(points, 1, 150)).toBe(55);
    expect(calibrate(points, 1, -5)).toBe(0);
    expect(calibrate(points, 1, 999)).toBe(60);
    expect(calibrate([], 0.5, 30)).toBe(15);
  });
  it('reads an attribute as a raw reading when it is a number', () => {
    expect(rawReadingOf(12)).toBe(12);
    expect(rawReadingOf('12.5')).toBe(12.5);
    expect(rawReadingOf('on')).toBeNull();
    expect(rawReadingOf(true)).toBeNull();
  });
});
