import { describe, expect, it } from 'vitest';
import { CsvUnreadableError, detectDelimiter, escapeFormula, parseCsv, writeCsv } from './csv';

describe('csv', () => {
  it('detects ; , and tab from the header line, ignoring quoted ones', () => {
    expect(detectDelimiter('a;b;c\n1,2;3')).toBe(';');
    expect(detectDelimiter('"a;b",c,d')).toBe(',');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
  });

  it('parses quotes, doubled quotes, CRLF, a BOM and a missing final newline', () => {
    expect(parseCsv('\uFEFFاسم;لون\r\n"a; ""b""";c\r\nd;\n"multi\nline";e', 100)).toEqual([
      ['اسم', 'لون'],
      ['a; "b"', 'c'],
      ['d', ''],
      ['multi\nline', 'e'],
    ]);
  });

  it('keeps a quote inside an unquoted cell, short rows and blank lines, and reads CR-only line ends', () => {
    expect(parseCsv('name,note\r12" pipe,a\r\rlast', 10)).toEqual([
      ['name', 'note'],
      ['12" pipe', 'a'],
      [''],
      ['last'],
    ]);
    expect(parseCsv('', 10)).toEqual([]);
    expect(parseCsv('\uFEFF', 10)).toEqual([]);
  });

  it('refuses an unclosed quote as unreadable', () => {
    expect(() => parseCsv('a,b\n"open,c\n', 10)).toThrow(CsvUnreadableError);
  });

  it('stops after maxRows', () => {
    expect(parseCsv('a\nb\nc\nd\n', 2)).toEqual([['a'], ['b']]);
  });

  it('escapes what a spreadsheet would execute, and round-trips through the parser', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(escapeFormula(text)).toBe(`'${text}`);
    expect(escapeFormula('plain')).toBe('plain');
    const written = writeCsv([
      ['a,b', '=HYPERLINK("x")', 3, null],
      ['سطر', 'x"y', 0, 'z'],
    ]);
    expect(written.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(written, 10)).toEqual([
      ['a,b', `'=HYPERLINK("x")`, '3', ''],
      ['سطر', 'x"y', '0', 'z'],
    ]);
  });
});
