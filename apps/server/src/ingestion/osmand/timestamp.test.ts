import { describe, expect, it } from 'vitest';
import { parseOsmandTimestamp } from './timestamp';

const iso = (raw: string) => parseOsmandTimestamp(raw)?.toISOString() ?? null;

describe('parseOsmandTimestamp', () => {
  it('reads all digits below 2^31 as seconds and from 2^31 on as milliseconds', () => {
    expect(iso('2147483647')).toBe('2038-01-19T03:14:07.000Z');
    expect(iso('2147483648')).toBe('1970-01-25T20:31:23.648Z');
    expect(iso('1377177267.5')).toBe('2013-08-22T13:14:27.500Z');
  });

  it('reads ISO-8601 zones and fractions', () => {
    expect(iso('2016-01-27T18:55:47Z')).toBe('2016-01-27T18:55:47.000Z');
    expect(iso('2016-01-27t18:55:47.123456z')).toBe('2016-01-27T18:55:47.123Z');
    expect(iso('2016-01-27T18:55:47-0530')).toBe('2016-01-28T00:25:47.000Z');
    expect(iso('2016-01-27T18:55+01')).toBe('2016-01-27T17:55:00.000Z');
    expect(iso('2016-01-27 18:55:47')).toBe('2016-01-27T18:55:47.000Z');
  });

  it('rejects impossible fields and other text', () => {
    for (const raw of [
      '2016-01-27T24:00:00Z',
      '2016-01-27T18:60:00Z',
      '2016-01-27T18:55:47+15:00',
      '27/01/2016',
      '',
    ]) {
      expect(iso(raw)).toBeNull();
    }
  });
});
