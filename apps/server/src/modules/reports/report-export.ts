import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Language } from '@fleet/shared/constants';
import { escapeFormula } from '../../lib/csv';
import { writeXlsx } from '../../lib/xlsx-stream';

export type ExportCell = string | number | null;
export type ExportFormat = 'xlsx' | 'csv';

export const exportContentType: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
/** Zone offsets change on quarter hours (UTC) in every zone in use: one offset per quarter hour is exact. */
const QUARTER_MS = 900_000;

/**
 * Times as a person in the fleet reads them: `yyyy-MM-dd HH:mm:ss` in the fleet's zone. The zone's offset is
 * asked of Intl once per quarter hour and kept; each time is then written from its shifted UTC fields (an Intl
 * format per cell was a fifth of a 100,000-row export).
 */
export function fleetTimeFormatter(timeZone: string): (iso: string | null) => string | null {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const offsets = new Map<number, number>();
  const offsetAt = (ms: number) => {
    const quarter = Math.floor(ms / QUARTER_MS);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      const at = quarter * QUARTER_MS;
      const parts: Record<string, number> = {};
      for (const part of format.formatToParts(new Date(at))) parts[part.type] = Number(part.value);
      offset =
        Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second) - at;
      if (offsets.size > 100_000) offsets.clear();
      offsets.set(quarter, offset);
    }
    return offset;
  };
  return (iso) => {
    if (!iso) return null;
    const ms = Date.parse(iso);
    if (Number.isNaN(ms)) return null;
    const local = new Date(ms + offsetAt(ms));
    const year = local.getUTCFullYear();
    return `${year < 1000 ? String(year).padStart(4, '0') : year}-${TWO_DIGITS[local.getUTCMonth() + 1]}-${TWO_DIGITS[local.getUTCDate()]} ${TWO_DIGITS[local.getUTCHours()]}:${TWO_DIGITS[local.getUTCMinutes()]}:${TWO_DIGITS[local.getUTCSeconds()]}`;
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
