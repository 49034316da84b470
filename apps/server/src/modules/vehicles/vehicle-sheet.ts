import * as XLSX from '@e965/xlsx';
import type { Language } from '@fleet/shared/constants';
import {
  FUEL_TYPES,
  IMPORT_MAX_ROWS,
  VEHICLE_CATEGORIES,
  VEHICLE_SHEET_COLUMNS,
  type Vehicle,
} from '@fleet/shared/schemas/vehicles';
import { messageKey } from '@fleet/shared/message-key';
import { normalizeInputText } from '@fleet/shared/validation';
import { CsvUnreadableError, escapeFormula, parseCsv } from '../../lib/csv';
import { type FieldErrorKeys, ValidationError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { type Cell, type SheetFormat, writeSheet } from '../../lib/sheet';
import { checkZip } from '../../lib/zip-guard';

export type SheetColumn = (typeof VEHICLE_SHEET_COLUMNS)[number];

export const REQUIRED_COLUMNS: readonly SheetColumn[] = ['name', 'plate_number', 'category', 'fuel_type'];
/** Before inflating an .xlsx: its declared content must stay under these. */
export const XLSX_MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
export const XLSX_MAX_ENTRIES = 1_000;

const INTEGER_COLUMNS = new Set<SheetColumn>(['manufacture_year', 'capacity', 'meter_reading']);
const DATE_COLUMNS = new Set<SheetColumn>(['form_start_date', 'form_end_date']);

export const columnLabel = (column: SheetColumn, lang: Language) =>
  messages[lang][`vehicles.column.${column}`];
const fuelLabel = (fuel: string, lang: Language) =>
  messages[lang][`vehicles.fuel.${fuel as (typeof FUEL_TYPES)[number]}`];
const categoryLabel = (category: string, lang: Language) =>
  messages[lang][`vehicles.category.${category as (typeof VEHICLE_CATEGORIES)[number]}`];
const statusLabel = (active: boolean, lang: Language) =>
  messages[lang][active ? 'vehicles.status.active' : 'vehicles.status.inactive'];

/** Header and label matching ignores case, spaces, underscores and dashes. */
export const looseText = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

function enumAliases<T extends string>(keys: readonly T[], label: (key: T, lang: Language) => string) {
  return new Map<string, T>(
    keys.flatMap((key) =>
      [key, label(key, 'en'), label(key, 'ar')].map((alias) => [looseText(alias), key] as const),
    ),
  );
}
const FUEL_ALIASES = enumAliases(FUEL_TYPES, fuelLabel);
const CATEGORY_ALIASES = enumAliases(VEHICLE_CATEGORIES, categoryLabel);
const STATUS_ALIASES = new Map<string, boolean>([
  ...['true', '1', 'active', 'yes', statusLabel(true, 'ar'), 'نعم'].map((a) => [looseText(a), true] as const),
  ...['false', '0', 'inactive', 'no', statusLabel(false, 'ar'), 'لا'].map(
    (a) => [looseText(a), false] as const,
  ),
]);

// ---------------------------------------------------------------------------------------------
// Reading

/** What the bytes are, whatever the file is called; `null` for anything else (e.g. a renamed .exe). */
export function sniffSheetFormat(bytes: Buffer, filename: string): 'xlsx' | 'xls' | 'csv' | null {
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) return 'xlsx';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from('d0cf11e0a1b11ae1', 'hex'))) return 'xls';
  if (!/\.(csv|txt)$/i.test(filename)) return null;
  // Text: valid UTF-8 without NUL bytes.
  if (bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'csv';
  } catch {
    return null;
  }
}

/** 422 on `file`, the same text as the summary. */
function fileError(
  key:
    | 'errors.file_type'
    | 'vehicles.import_unreadable'
    | 'vehicles.import_archive_too_large'
    | 'vehicles.import_too_many_rows'
    | 'vehicles.import_empty'
    | 'vehicles.import_missing_columns',
  values: Record<string, string | number> = {},
) {
  return new ValidationError({ file: [messageKey(key, values)] }, key, values);
}

/** The cells of the first sheet, row by row; at most IMPORT_MAX_ROWS data rows (more → 422). */
export function readSheet(bytes: Buffer, filename: string): Cell[][] {
  const format = sniffSheetFormat(bytes, filename);
  if (!format) throw fileError('errors.file_type');
  const limit = IMPORT_MAX_ROWS + 2; // header + one row too many, to detect the excess
  let rows: Cell[][];
  if (format === 'csv') {
    try {
      rows = parseCsv(bytes.toString('utf8'), limit);
    } catch (error) {
      if (error instanceof CsvUnreadableError) throw fileError('vehicles.import_unreadable');
      throw error;
    }
  } else {
    if (format === 'xlsx') {
      const check = checkZip(bytes, {
        maxUncompressedBytes: XLSX_MAX_UNCOMPRESSED_BYTES,
        maxEntries: XLSX_MAX_ENTRIES,
      });
      if (!check.ok) {
        throw fileError(
          check.reason === 'too_large' || check.reason === 'too_many_entries'
            ? 'vehicles.import_archive_too_large'
            : 'vehicles.import_unreadable',
        );
      }
    }
    let workbook: XLSX.WorkBook;
    try {
      // Cached values only: formulas are never evaluated (nor even read).
      workbook = XLSX.read(bytes, {
        type: 'buffer',
        cellFormula: false,
        cellHTML: false,
        cellNF: false,
        cellStyles: false,
        cellDates: false,
        sheetRows: limit,
        dense: true,
      });
    } catch {
      throw fileError('vehicles.import_unreadable');
    }
    const first = workbook.SheetNames[0];
    const sheet = first ? workbook.Sheets[first] : undefined;
    if (!sheet) throw fileError('vehicles.import_empty');
    rows = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  }
  return rows;
}

export interface SheetRow {
  /** 1-based row number as the spreadsheet shows it. */
  row: number;
  /** Values shaped for the shared input schema. */
  input: Record<string, unknown>;
  /** Problems found before validation (formulas, unreadable cells). */
  errors: FieldErrorKeys;
}

const isBlank = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');
const looksLikeFormula = (text: string) => /^[=+\-@]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text);

function excelSerialToDate(serial: number): string | null {
  const parsed = XLSX.SSF.parse_date_code(serial);
  if (!parsed || !parsed.y) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${parsed.y}-${pad(parsed.m)}-${pad(parsed.d)}`;
}

/** An Excel date-time serial as a wall clock `yyyy-MM-ddTHH:mm:ss` (the sheet's own time, no zone); null if none. */
export function excelSerialDateTime(serial: number): string | null {
  const parsed = XLSX.SSF.parse_date_code(serial);
  if (!parsed || !parsed.y) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${parsed.y}-${pad(parsed.m)}-${pad(parsed.d)}T${pad(parsed.H)}:${pad(parsed.M)}:${pad(Math.floor(parsed.S))}`;
}

function dateValue(cell: Cell): unknown {
  if (typeof cell === 'number') return excelSerialToDate(cell) ?? String(cell);
  const text = String(cell).trim();
  const dayFirst = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text);
  if (dayFirst) {
    const [, d = '', m = '', y = ''] = dayFirst;
    return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  }
  return text;
}

function cellValue(column: SheetColumn, raw: Cell): unknown {
  // Cells typed with Arabic-Indic or Eastern Arabic digits read as the API reads them.
  const cell = typeof raw === 'string' ? normalizeInputText(raw) : raw;
  if (INTEGER_COLUMNS.has(column)) {
    if (typeof cell === 'number') return cell;
    const text = String(cell).trim();
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  }
  if (DATE_COLUMNS.has(column)) return dateValue(cell);
  if (column === 'status') {
    if (typeof cell === 'boolean') return cell;
    return STATUS_ALIASES.get(looseText(String(cell))) ?? String(cell);
  }
  const text = typeof cell === 'number' ? String(cell) : String(cell).trim();
  if (column === 'fuel_type') return FUEL_ALIASES.get(looseText(text)) ?? text;
  if (column === 'category') return CATEGORY_ALIASES.get(looseText(text)) ?? text;
  return text;
}

/** How a sheet's header and cells read as one kind of record (vehicles, fuel-card transactions). */
export interface SheetSpec<C extends string> {
  /** Every header a column may have (its key, its English and Arabic labels), matched loosely. */
  columns: readonly C[];
  label: (column: C, lang: Language) => string;
  /** The required columns the header lacks (each named in the 422). */
  missing: (present: ReadonlySet<C>) => readonly C[];
  /** A non-blank cell, typed for the input schema. */
  value: (column: C, cell: Cell) => unknown;
}

/** A header that matches a column of `spec` (its key, or its label in either language). */
function headerAliases<C extends string>(spec: SheetSpec<C>): Map<string, C> {
  return new Map<string, C>(
    spec.columns.flatMap((column) =>
      [column, spec.label(column, 'en'), spec.label(column, 'ar')].map(
        (alias) => [looseText(alias), column] as const,
      ),
    ),
  );
}

/**
 * The rows of a sheet as `spec` reads them (the one reading of every import: vehicles, fuel cards): the header maps
 * to columns (422 naming the required ones missing), blank rows are skipped, a formula is the cell's error, at most
 * IMPORT_MAX_ROWS rows (more: 422).
 */
export function specRows<C extends string>(cells: Cell[][], lang: Language, spec: SheetSpec<C>): SheetRow[] {
  const aliases = headerAliases(spec);
  const [header = [], ...data] = cells;
  const columns = new Map<number, C>();
  header.forEach((title, index) => {
    const column = title === null ? undefined : aliases.get(looseText(String(title)));
    if (column && ![...columns.values()].includes(column)) columns.set(index, column);
  });
  const missing = spec.missing(new Set(columns.values()));
  if (missing.length > 0) {
    throw fileError('vehicles.import_missing_columns', {
      columns: missing.map((column) => spec.label(column, lang)).join(lang === 'ar' ? '، ' : ', '),
    });
  }

  const rows: SheetRow[] = [];
  data.forEach((cellsOfRow, index) => {
    if (cellsOfRow.every(isBlank)) return;
    const input: Record<string, unknown> = {};
    const errors: FieldErrorKeys = {};
    for (const [position, column] of columns) {
      const cell = cellsOfRow[position] ?? null;
      if (isBlank(cell)) continue;
      if (typeof cell === 'string' && looksLikeFormula(cell.trim())) {
        errors[column] = ['vehicles.import_formula'];
        continue;
      }
      input[column] = spec.value(column, cell);
    }
    rows.push({ row: index + 2, input, errors });
  });
  if (rows.length > IMPORT_MAX_ROWS) {
    throw fileError('vehicles.import_too_many_rows', { max: IMPORT_MAX_ROWS });
  }
  return rows;
}

const VEHICLE_SPEC: SheetSpec<SheetColumn> = {
  columns: VEHICLE_SHEET_COLUMNS,
  label: columnLabel,
  missing: (present) => REQUIRED_COLUMNS.filter((column) => !present.has(column)),
  value: cellValue,
};

/** Maps the header row to columns; 422 naming the required columns that are missing. */
export function sheetRows(cells: Cell[][], lang: Language): SheetRow[] {
  return specRows(cells, lang, VEHICLE_SPEC);
}

// ---------------------------------------------------------------------------------------------
// Writing

function exportCell(vehicle: Pick<Vehicle, SheetColumn>, column: SheetColumn, lang: Language): Cell {
  const value = vehicle[column];
  if (value === null || value === undefined) return null;
  if (column === 'category') return categoryLabel(String(value), lang);
  if (column === 'fuel_type') return fuelLabel(String(value), lang);
  if (column === 'status') return statusLabel(Boolean(value), lang);
  if (typeof value === 'number') return value;
  return escapeFormula(String(value));
}

/** A sheet with translated headers and values; text a spreadsheet would execute is escaped. */
export function writeVehicleSheet(
  vehicles: readonly Pick<Vehicle, SheetColumn>[],
  lang: Language,
  format: SheetFormat,
): Buffer {
  const rows: Cell[][] = [
    VEHICLE_SHEET_COLUMNS.map((column) => columnLabel(column, lang)),
    ...vehicles.map((vehicle) => VEHICLE_SHEET_COLUMNS.map((column) => exportCell(vehicle, column, lang))),
  ];
  return writeSheet(rows, messages[lang]['vehicles.sheet_name'], lang, format);
}

/** One example row for the import template. */
export const TEMPLATE_EXAMPLE: Pick<Vehicle, SheetColumn> = {
  name: 'Hilux 01',
  model: 'Toyota Hilux',
  tag: 'A-12',
  manufacture_year: 2022,
  plate_number: 'ABD 1234',
  licence_plate_number: 'L-123456',
  vin: 'MR0HA3CD100123456',
  category: 'pickup',
  capacity: 5,
  fuel_type: 'diesel',
  meter_reading: 45000,
  color: 'White',
  form_number: 'F-2024-001',
  form_start_date: '2024-01-01',
  form_end_date: '2026-12-31',
  status: true,
  device_id: '356307042441013',
};
