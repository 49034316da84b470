import * as XLSX from '@e965/xlsx';
import type { Language } from '@fleet/shared/constants';
import { writeCsv } from './csv';

export type SheetFormat = 'xlsx' | 'csv';
export type Cell = string | number | boolean | null;

export const sheetContentType: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** Any export (vehicles, the audit log): one sheet of `rows`, right-to-left in Arabic; formulas escaped in CSV. */
export function writeSheet(rows: Cell[][], sheetName: string, lang: Language, format: SheetFormat): Buffer {
  if (format === 'csv')
    return Buffer.from(
      writeCsv(rows.map((row) => row.map((c) => (typeof c === 'boolean' ? String(c) : c)))),
      'utf8',
    );
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, sheetName);
  if (lang === 'ar') workbook.Workbook = { ...workbook.Workbook, Views: [{ RTL: true }] };
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
