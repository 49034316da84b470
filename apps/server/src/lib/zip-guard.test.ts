import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { lieAboutSizes } from '../../test/zip-lies';
import { checkZip } from './zip-guard';

const limits = { maxUncompressedBytes: 50 * 1024 * 1024, maxEntries: 1000 };

function workbookWith(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'S');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

describe('checkZip', () => {
  it('accepts a real .xlsx and sums its declared sizes', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['a', 1]]), 'S');
    const result = checkZip(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer, limits);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.entries).toBeGreaterThan(3);
  });

  it('refuses what is no zip, a truncated directory, too much declared data and too many entries', () => {
    expect(checkZip(Buffer.from('hello world, this is not a zip file'), limits)).toEqual({
      ok: false,
      reason: 'not_zip',
    });
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(5, 10);
    end.writeUInt32LE(46 * 5, 12);
    expect(checkZip(end, limits)).toEqual({ ok: false, reason: 'not_zip' });
    end.writeUInt16LE(5000, 10);
    expect(checkZip(end, limits)).toEqual({ ok: false, reason: 'too_many_entries' });
    end.writeUInt16LE(0xffff, 10);
    expect(checkZip(end, limits)).toEqual({ ok: false, reason: 'too_large' });

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(60 * 1024 * 1024, 24);
    const tail = Buffer.alloc(22);
    tail.writeUInt32LE(0x06054b50, 0);
    tail.writeUInt16LE(1, 10);
    tail.writeUInt32LE(46, 12);
    tail.writeUInt32LE(0, 16);
    expect(checkZip(Buffer.concat([central, tail]), limits)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('inflates every entry with a cap: sizes that lie, low or zero, are refused', () => {
    const real = workbookWith([['name'], ['a'.repeat(5000)]]);
    expect(checkZip(real, limits).ok).toBe(true);
    expect(
      checkZip(
        lieAboutSizes(real, () => 0),
        limits,
      ),
    ).toEqual({ ok: false, reason: 'size_mismatch' });
    expect(
      checkZip(
        lieAboutSizes(real, (size) => size - 1),
        limits,
      ),
    ).toEqual({
      ok: false,
      reason: 'size_mismatch',
    });
    // A complete workbook that inflates past the limit while declaring nothing: stopped at the limit.
    const small = { maxUncompressedBytes: 64 * 1024, maxEntries: 1000 };
    const big = workbookWith([
      ['name'],
      ...Array.from({ length: 200 }, (_, i) => [String(i).padEnd(1000, 'b')]),
    ]);
    expect(checkZip(big, small)).toEqual({ ok: false, reason: 'too_large' });
    const hidden = lieAboutSizes(big, (size) => (size > 10_000 ? 0 : size));
    expect(checkZip(hidden, small)).toEqual({ ok: false, reason: 'too_large' });
  });
});
