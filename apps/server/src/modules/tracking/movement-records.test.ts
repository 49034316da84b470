import { describe, expect, it } from 'vitest';
import { MovementRecords } from './movement-records';

const text = (body: Buffer) => body.toString();

describe('MovementRecords', () => {
  const builder = () => {
    const built: string[] = [];
    const counted: number[] = [];
    /** A source whose range holds `count` positions now; building gives `body`. */
    const source = (count: number, body: string) => ({
      count: async () => {
        counted.push(count);
        return count;
      },
      build: async () => {
        built.push(body);
        return { body, count };
      },
    });
    return { built, counted, source };
  };

  it('answers the kept record while the revision is unchanged, without counting', async () => {
    const records = new MovementRecords();
    const { built, counted, source } = builder();
    expect(text(await records.get('day', 1, source(2, 'two')))).toBe('two');
    expect(text(await records.get('day', 1, source(2, 'not built')))).toBe('two');
    expect(text(await records.get('other day', 1, source(3, 'other')))).toBe('other');
    expect(built).toEqual(['two', 'other']);
    expect(counted).toEqual([]);
  });

  it('counts when the revision moved: kept while the count is unchanged (then at the new revision), else rebuilt', async () => {
    const records = new MovementRecords();
    const { built, counted, source } = builder();
    await records.get('day', 1, source(2, 'two'));
    expect(text(await records.get('day', 2, source(2, 'not built')))).toBe('two');
    expect(text(await records.get('day', 2, source(2, 'not built')))).toBe('two');
    expect(counted).toEqual([2]); // the second answer at revision 2 needed no count
    expect(text(await records.get('day', 3, source(3, 'three')))).toBe('three');
    expect(text(await records.get('day', 3, source(3, 'not built')))).toBe('three');
    expect(built).toEqual(['two', 'three']);
  });

  it('compresses a kept record once per encoding', async () => {
    const records = new MovementRecords();
    const { built, source } = builder();
    const br = await records.get('day', 1, source(1, 'x'.repeat(1000)), 'br');
    expect(br.length).toBeLessThan(100);
    expect(await records.get('day', 1, source(1, 'not built'), 'br')).toBe(br);
    expect(text(await records.get('day', 1, source(1, 'not built')))).toBe('x'.repeat(1000));
    expect((await records.get('day', 1, source(1, 'not built'), 'gzip')).length).toBeLessThan(100);
    expect(built).toHaveLength(1);
  });

  it('evicts the least recently used records beyond its budget and keeps no record over a quarter of it', async () => {
    const records = new MovementRecords(40);
    const { built, source } = builder();
    const build = (body: string) => source(1, body);
    await records.get('a', 1, build('a'.repeat(10)));
    await records.get('b', 1, build('b'.repeat(10)));
    await records.get('c', 1, build('c'.repeat(10)));
    await records.get('a', 1, build('rebuilt a')); // kept; now the most recently used
    await records.get('d', 1, build('d'.repeat(10))); // 40 bytes: the whole budget
    await records.get('e', 1, build('e'.repeat(10))); // b, the least recently used, goes
    await records.get('huge', 1, build('h'.repeat(11)));
    await records.get('huge', 1, build('h'.repeat(11)));
    for (const key of ['a', 'c', 'd', 'e', 'b']) await records.get(key, 1, build(`rebuilt ${key}`));
    expect(built).toEqual([
      'a'.repeat(10),
      'b'.repeat(10),
      'c'.repeat(10),
      'd'.repeat(10),
      'e'.repeat(10),
      'h'.repeat(11),
      'h'.repeat(11),
      'rebuilt b',
    ]);
  });

  it('keeps nothing when building fails', async () => {
    const records = new MovementRecords();
    const failing = { count: async () => 1, build: () => Promise.reject(new Error('database gone')) };
    await expect(records.get('day', 1, failing)).rejects.toThrow('database gone');
    const { source } = builder();
    expect(text(await records.get('day', 1, source(1, 'built')))).toBe('built');
  });
});
