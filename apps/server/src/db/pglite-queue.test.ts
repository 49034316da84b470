import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CountedPglite } from './pglite-queue';
import type { PgliteQueries } from './pglite-thread';

describe('CountedPglite', () => {
  let engine: PGlite;
  let counted: CountedPglite;

  beforeAll(async () => {
    engine = await PGlite.create('memory://');
    counted = new CountedPglite(engine as unknown as PgliteQueries);
  });
  afterAll(() => engine.close());

  it('counts the statement or transaction holding the engine as in use, the others as waiting', async () => {
    expect(counted.stats()).toEqual({ inUse: 0, waiting: 0 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let began!: () => void;
    const inside = new Promise<void>((resolve) => (began = resolve));
    const transaction = counted.transaction(async (tx) => {
      await tx.query('SELECT 1');
      began();
      await held;
      await tx.query('SELECT 2');
    });
    await inside;
    // The statements inside the transaction are not counted again.
    expect(counted.stats()).toEqual({ inUse: 1, waiting: 0 });
    const queued = [counted.query('SELECT 3'), counted.query('SELECT 4')];
    expect(counted.stats()).toEqual({ inUse: 1, waiting: 2 });
    release();
    await transaction;
    await Promise.all(queued);
    expect(counted.stats()).toEqual({ inUse: 0, waiting: 0 });
  });

  it('stops counting a statement that failed or a transaction that rolled back', async () => {
    await expect(counted.query('SELECT * FROM no_such_table')).rejects.toThrow(/no_such_table/);
    await expect(
      counted.transaction(async () => {
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(counted.stats()).toEqual({ inUse: 0, waiting: 0 });
  });
});
