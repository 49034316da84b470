import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fleetTimeFormatter } from '../modules/reports/report-export';
import { columnName, writeXlsx, type XlsxCell } from './xlsx-stream';

async function* pagesOf(rows: XlsxCell[][], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

async function written(
  header: string[],
  rows: XlsxCell[][],
  rightToLeft: boolean,
): Promise<{ bytes: Buffer; book: ExcelJS.Workbook }> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await writeXlsx(
    out,
    { name: 'Trips: [all]', rightToLeft, columnWidth: 18, frozenHeader: true },
    header,
    pagesOf(rows, 7),
  );
  out.end();
  await ended;
  const bytes = Buffer.concat(parts);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as never);
  return { bytes, book };
}

describe('writeXlsx', () => {
  it('writes a workbook exceljs reads back cell for cell: strings, numbers, empty cells, right to left', async () => {
    const header = ['المركبة', 'Distance (km)', 'Note'];
    const rows: XlsxCell[][] = Array.from({ length: 50 }, (_, i) => [
      `Bus ${i} <&> "x"`,
      i === 3 ? null : i / 4,
      i % 2 ? 'a\u0001b' : '',
    ]);
    const { book } = await written(header, rows, true);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Trips   all ');
    expect(sheet.rowCount).toBe(51);
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, ...header]);
    expect(sheet.getRow(2).getCell(1).value).toBe('Bus 0 <&> "x"');
    expect(sheet.getRow(3).getCell(2).value).toBe(0.25);
    expect(sheet.getRow(5).getCell(2).value).toBeNull();
    expect(sheet.getRow(3).getCell(3).value).toBe('ab');
    expect(sheet.getRow(51).getCell(2).value).toBe(49 / 4);
  });

  it('left to right in English', async () => {
    const { book } = await written(['A'], [[1]], false);
    expect(book.worksheets[0]!.views[0]?.rightToLeft ?? false).toBe(false);
  });

  it('waits for a slow reader instead of buffering the whole sheet', async () => {
    let held = 0;
    let peak = 0;
    const slow = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, done) {
        held += chunk.length;
        peak = Math.max(peak, held);
        setTimeout(() => {
          held -= chunk.length;
          done();
        }, 1);
      },
    });
    const rows: XlsxCell[][] = Array.from({ length: 20_000 }, (_, i) => [`row ${i} ${'x'.repeat(40)}`, i]);
    await writeXlsx(
      slow,
      { name: 'S', rightToLeft: false, columnWidth: 10, frozenHeader: false },
      ['a', 'b'],
      pagesOf(rows, 1000),
    );
    expect(peak).toBeLessThan(256 * 1024);
  });

  it('names columns like a spreadsheet', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});

describe('fleetTimeFormatter', () => {
  // The wall clock itself is checked against Intl in @fleet/shared (zoned-time.test.ts); this is its writing.
  it('writes yyyy-MM-dd HH:mm:ss in the fleet zone, on both sides of a daylight-saving change', () => {
    expect(fleetTimeFormatter('Asia/Riyadh')('2026-11-27T21:30:05.000Z')).toBe('2026-11-28 00:30:05');
    const berlin = fleetTimeFormatter('Europe/Berlin');
    expect(berlin('2026-03-29T00:59:59.000Z')).toBe('2026-03-29 01:59:59');
    expect(berlin('2026-03-29T01:00:00.000Z')).toBe('2026-03-29 03:00:00');
    expect(berlin('0099-06-01T12:00:00.000Z')).toMatch(/^0099-06-01 /);
  });

  it('writes nothing for no time or one it cannot read', () => {
    const format = fleetTimeFormatter('Asia/Riyadh');
    expect(format(null)).toBeNull();
    expect(format('not a time')).toBeNull();
  });
});
