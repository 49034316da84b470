import { describe, expect, it } from 'vitest';
import { MovementRecords } from './movement-records';

const text = (body: Buffer) => body.toString();

describe('MovementRecords', () => {
  const builder = () => {
    const built: string[] = [];
    const build = (body: string) => async () => {
      built.push(body);
      return body;
    };
    return { built, build };
  };

  it('answers the kept record while the count is unchanged, and rebuilds when it changed', async () => {
    const records = new MovementRecords();
    const { built, build } = builder();
    expect(text(await records.get('day', 2, build('two')))).toBe('two');
    expect(text(await records.get('day', 2, build('not built')))).toBe('two');
    expect(text(await records.get('day', 3, build('three')))).toBe('three');
    expect(text(await records.get('day', 3, build('not built')))).toBe('three');
    expect(text(await records.get('other day', 3, build('other')))).toBe('other');
    expect(built).toEqual(['two', 'three', 'other']);
  });

  it('evicts the least recently used records beyond its budget and keeps no record over a quarter of it', async () => {
    const records = new MovementRecords(40);
    const { built, build } = builder();
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
    await expect(records.get('day', 1, () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(text(await records.get('day', 1, async () => 'built'))).toBe('built');
  });
});
