import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Language } from '@fleet/shared/constants';
import { wallClockReader } from '@fleet/shared/zoned-time';
import { escapeFormula } from '../../lib/csv';
import { writeXlsx } from '../../lib/xlsx-stream';

export type ExportCell = string | number | null;
export type ExportFormat = 'xlsx' | 'csv';

export const exportContentType: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

/**
 * Times as a person in the fleet reads them: `yyyy-MM-dd HH:mm:ss` in the fleet's zone, from one wall-clock reader
 * (an Intl format per cell was a fifth of a 100,000-row export).
 */
export function fleetTimeFormatter(timeZone: string): (iso: string | null) => string | null {
  const read = wallClockReader(timeZone);
  return (iso) => {
    if (!iso) return null;
    const ms = Date.parse(iso);
    if (Number.isNaN(ms)) return null;
    const w = read(ms);
    return `${w.year < 1000 ? String(w.year).padStart(4, '0') : w.year}-${TWO_DIGITS[w.month]}-${TWO_DIGITS[w.day]} ${TWO_DIGITS[w.hour]}:${TWO_DIGITS[w.minute]}:${TWO_DIGITS[w.second]}`;
  };
}

/** `H:MM:SS` */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Streams a sheet: the header, then the rows `pages` yields (one page in memory at a time), as .xlsx (lib/xlsx-stream:
 * inline strings, the sheet right to left in Arabic, its header row frozen) or .csv (csv-stringify, with a BOM so
 * Excel reads Arabic). Both wait for the client to take what was written (memory stays flat).
 */
export function streamSheet(
  format: ExportFormat,
  header: readonly string[],
  pages: AsyncIterable<readonly ExportCell[][]>,
  sheetName: string,
  lang: Language,
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  const clean = (row: readonly ExportCell[]) =>
    row.map((cell) => (typeof cell === 'string' ? escapeFormula(cell) : cell));
  if (format === 'csv') {
    const csv = stringify({ bom: true, record_delimiter: '\r\n' });
    csv.pipe(out);
    void (async () => {
      try {
        csv.write(header);
        for await (const page of pages) {
          for (const row of page) {
            if (!csv.write(clean(row))) await new Promise((resolve) => csv.once('drain', resolve));
          }
        }
        csv.end();
      } catch (error) {
        onError(error);
        out.destroy(error as Error);
      }
    })();
    return out;
  }
  void (async () => {
    try {
      await writeXlsx(
        out,
        { name: sheetName, rightToLeft: lang === 'ar', columnWidth: 18, frozenHeader: true },
        header,
        cleaned(pages, clean),
      );
      out.end();
    } catch (error) {
      onError(error);
      out.destroy(error as Error);
    }
  })();
  return out;
}

async function* cleaned(
  pages: AsyncIterable<readonly ExportCell[][]>,
  clean: (row: readonly ExportCell[]) => ExportCell[],
): AsyncIterable<ExportCell[][]> {
  for await (const page of pages) yield page.map(clean);
}
