import { CALIBRATION_MAX_POINTS, CALIBRATION_MIN_POINTS } from '@fleet/shared/schemas/sensors';
import { messageKey } from '@fleet/shared/validation';
import { toLatinDigits } from '@/lib/digits';

/** One row of the calibration editor as typed: the raw reading and the calibrated value it stands for. */
export type CalibrationRow = { raw: string; value: string };

/** A line of pasted text that is not two numbers (1-based, as the user counts lines). */
export type PasteError = { line: number; text: string };

/** A cell's (or the whole table's, `index` null) problem: a message key, as the server's field errors. */
export type CalibrationIssue = { index: number | null; field: 'raw' | 'value' | null; message: string };

/**
 * A number as typed or pasted: Arabic-Indic and Eastern Arabic-Indic digits, the Arabic decimal separator (٫)
 * and a decimal comma (`12,5`, as a spreadsheet in many locales copies it) are read; the Arabic thousands
 * separator (٬), spaces and no-break spaces are dropped. Empty is null, anything else NaN.
 */
export function parseCell(text: string): number | null {
  let value = toLatinDigits(text)
    .replace(/[\u066c\s\u00a0\u200e\u200f\u061c]/g, '')
    .replace(/^\u2212/, '-');
  if (value === '') return null;
  if (/^[-+]?\d*,\d+$/.test(value)) value = value.replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(value)) return Number.NaN;
  return Number(value);
}

/** Splits a pasted line into cells: tabs first (a spreadsheet), then semicolons, then commas (Arabic comma too). */
function cellsOf(line: string): string[] {
  if (line.includes('\t')) return line.split('\t');
  if (line.includes(';') || line.includes('\u061b')) return line.split(/[;\u061b]/);
  return line.split(/[,\u060c]/);
}

/**
 * Text pasted from a spreadsheet or typed, one point a line (`raw⇥value`, `raw;value` or `raw,value`): the rows
 * it holds, as numbers written out in Latin digits, and the lines that are not two numbers. A first line that is
 * not numbers is a header and is ignored; blank lines are skipped.
 */
export function parseCalibrationText(text: string): { rows: CalibrationRow[]; errors: PasteError[] } {
  const rows: CalibrationRow[] = [];
  const errors: PasteError[] = [];
  let seenContent = false;
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const cells = cellsOf(line)
      .map((cell) => cell.trim())
      .filter((cell, i, all) => cell !== '' || i < all.length - 1);
    const numbers = cells.map(parseCell);
    const first = !seenContent;
    seenContent = true;
    const ok = cells.length === 2 && numbers.every((n): n is number => n !== null && Number.isFinite(n));
    if (ok) {
      rows.push({ raw: String(numbers[0]), value: String(numbers[1]) });
      return;
    }
    // A header: the first line with no number in it at all.
    if (first && numbers.every((n) => n === null || Number.isNaN(n))) return;
    errors.push({ line: index + 1, text: line.trim() });
  });
  return { rows, errors };
}

/** The editor's rows as the API's points (`NaN` where a cell is not a number; the checks name it). */
export function rowsToPoints(rows: readonly CalibrationRow[]): [number, number][] {
  return rows.map((row) => [parseCell(row.raw) ?? Number.NaN, parseCell(row.value) ?? Number.NaN]);
}

export function pointsToRows(points: readonly (readonly [number, number])[]): CalibrationRow[] {
  return points.map(([raw, value]) => ({ raw: String(raw), value: String(value) }));
}

/**
 * What the server checks of a calibration table, checked here first: every cell a number, none (the multiplier
 * then applies) or 2–200 points, raw values strictly ascending. Same message keys as the server's.
 */
export function checkCalibration(rows: readonly CalibrationRow[]): CalibrationIssue[] {
  const issues: CalibrationIssue[] = [];
  const points = rowsToPoints(rows);
  rows.forEach((row, index) => {
    for (const field of ['raw', 'value'] as const) {
      const number = parseCell(row[field]);
      if (number === null) issues.push({ index, field, message: 'validation.required' });
      else if (!Number.isFinite(number)) issues.push({ index, field, message: 'validation.invalid_type' });
    }
  });
  if (rows.length > 0 && rows.length < CALIBRATION_MIN_POINTS)
    issues.push({ index: null, field: null, message: 'validation.calibration_points' });
  if (rows.length > CALIBRATION_MAX_POINTS)
    issues.push({
      index: null,
      field: null,
      message: messageKey('validation.max_items', { max: CALIBRATION_MAX_POINTS }),
    });
  for (let i = 1; i < points.length; i += 1) {
    const previous = points[i - 1]![0];
    const raw = points[i]![0];
    if (Number.isFinite(previous) && Number.isFinite(raw) && raw <= previous) {
      issues.push({ index: i, field: 'raw', message: 'validation.calibration_order' });
      break;
    }
  }
  return issues;
}

/** A raw reading as its calibrated value, as the server works it out (docs/api.md#sensors). */
export function calibrate(points: readonly (readonly [number, number])[], multiplier: number, raw: number) {
  if (points.length < 2) return raw * multiplier;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (raw <= first[0]) return first[1];
  if (raw >= last[0]) return last[1];
  let i = 1;
  while (i < points.length - 1 && points[i]![0] < raw) i += 1;
  const [x0, y0] = points[i - 1]!;
  const [x1, y1] = points[i]!;
  return y0 + ((raw - x0) * (y1 - y0)) / (x1 - x0);
}

/** A last-report attribute as a raw reading: a number, or a numeric string; anything else none. */
export function rawReadingOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const parsed = parseCell(value);
    return parsed !== null && Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}
