import { describe, expect, it } from 'vitest';
import { VehicleCounts } from './vehicle-counts';

describe('VehicleCounts', () => {
  it('counts once per key within the time to live, then again', async () => {
    let now = 1_000;
    const counts = new VehicleCounts(5_000, () => now);
    let queries = 0;
    const count = async () => ++queries * 10;
    expect(await counts.get('a', count)).toBe(10);
    now += 4_999;
    expect(await counts.get('a', count)).toBe(10);
    expect(await counts.get('b', count)).toBe(20);
    now += 1;
    expect(await counts.get('a', count)).toBe(30);
    expect(queries).toBe(3);
  });

  it('shares one running count between concurrent callers', async () => {
    const counts = new VehicleCounts();
    let queries = 0;
    let finish: (total: number) => void = () => {};
    const count = () => {
      queries += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const first = counts.get('k', count);
    const second = counts.get('k', count);
    finish(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(queries).toBe(1);
  });

  it('forgets every total on invalidate, including a count still running', async () => {
    const counts = new VehicleCounts();
    let finish: (total: number) => void = () => {};
    const running = counts.get('k', () => new Promise<number>((resolve) => (finish = resolve)));
    counts.invalidate();
    finish(1);
    expect(await running).toBe(1);
    expect(await counts.get('k', async () => 2)).toBe(2);
    counts.invalidate();
    expect(await counts.get('k', async () => 3)).toBe(3);
  });

  it('does not remember a failed count', async () => {
    const counts = new VehicleCounts();
    await expect(counts.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await counts.get('k', async () => 4)).toBe(4);
  });
});
