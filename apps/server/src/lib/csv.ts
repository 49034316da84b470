import { CsvError, parse, type Options } from 'csv-parse/sync';

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The parser's options for spreadsheets people export: a UTF-8 BOM dropped, rows of any length (a trailing empty cell
 * is often left off), a quote inside an unquoted cell kept as text, blank lines kept as rows (their row numbers must
 * match what the spreadsheet shows).
 */
const BASE_OPTIONS = {
  bom: true,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: false,
  record_delimiter: ['\r\n', '\n', '\r'],
} satisfies Options;

/** How many cells the header line has when split by `delimiter` (0 when the parser cannot read it so). */
function headerCells(text: string, delimiter: string): number {
  try {
    const [first] = parse(text, { ...BASE_OPTIONS, delimiter, to: 1 }) as string[][];
    return first?.length ?? 0;
  } catch {
    return 0;
  }
}

/**
 * The delimiter (`,`, `;` or tab) that splits the header line into the most cells, read by the CSV parser itself,
 * so quoted delimiters do not count. `,` when none splits it.
 */
export function detectDelimiter(text: string): string {
  let best: string = ',';
  let bestCells = 1;
  for (const delimiter of DELIMITERS) {
    const cells = headerCells(text, delimiter);
    if (cells > bestCells) {
      best = delimiter;
      bestCells = cells;
    }
  }
  return best;
}

export class CsvUnreadableError extends Error {}

/**
 * RFC 4180 parsing by csv-parse (quoted fields, doubled quotes, CRLF, LF or CR, a BOM), delimiter detected from the
 * header line. Stops after `maxRows` rows, so a huge file cannot exhaust memory. Throws CsvUnreadableError on text
 * the parser cannot read (an unclosed quote).
 */
export function parseCsv(input: string, maxRows: number): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (text === '') return [];
  try {
    return parse(text, { ...BASE_OPTIONS, delimiter: detectDelimiter(text), to: maxRows }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw new CsvUnreadableError(error.message);
    throw error;
  }
}

/** A spreadsheet program would run text starting with these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes `'` to text a spreadsheet would otherwise evaluate (CSV/formula injection). */
export function escapeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function writeCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  const cell = (value: string | number | null) => {
    if (value === null) return '';
    const text = typeof value === 'number' ? String(value) : escapeFormula(value);
    return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  // BOM so Excel opens UTF-8 (Arabic) correctly.
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
