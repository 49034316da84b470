import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { Language } from '@fleet/shared/constants';
import { escapeFormula } from '../../lib/csv';

export type ExportCell = string | number | null;
export type ExportFormat = 'xlsx' | 'csv';

export const exportContentType: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** Times as a person in the fleet reads them: `yyyy-MM-dd HH:mm:ss` in the fleet's zone. */
export function fleetTimeFormatter(timeZone: string): (iso: string | null) => string | null {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return (iso) => (iso ? format.format(new Date(iso)) : null);
}

/** `H:MM:SS` */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Streams a sheet: the header, then the rows `pages` yields (one page in memory at a time), as .xlsx (the
 * exceljs streaming writer, no shared strings) or .csv (csv-stringify, with a BOM so Excel reads Arabic).
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
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
    // Fast compression: the export is bound by CPU, not by bytes.
    zip: { zlib: { level: 1 } },
  } as ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookWriter>[0]);
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), {
    views: [{ rightToLeft: lang === 'ar', state: 'frozen', ySplit: 1 }],
  });
  void (async () => {
    try {
      sheet.columns = header.map((_, index) => ({ key: String(index), width: 18 }));
      const head = sheet.addRow([...header]);
      head.commit();
      for await (const page of pages) {
        for (const row of page) sheet.addRow(clean(row)).commit();
        // The next page waits for the client to take this one (memory stays flat).
        await new Promise((resolve) => setImmediate(resolve));
        while (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      onError(error);
      out.destroy(error as Error);
    }
  })();
  return out;
}
