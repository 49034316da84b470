import { describe, expect, it } from 'vitest';
import { DeviceRegistry } from './device-registry';
import type { RawQuery } from '../db/stored-position';

/** A vehicles table in memory that counts the registry's loads. */
function table(rows: { id: number; device_id: string }[]) {
  const database = {
    loads: 0,
    async query<T>(): Promise<T[]> {
      database.loads += 1;
      return rows.map((row) => ({ ...row, device_id: row.device_id.toLowerCase() })) as T[];
    },
  };
  return database;
}

describe('DeviceRegistry', () => {
  it('answers from one load until the TTL, case-insensitively', async () => {
    let now = 0;
    const db = table([{ id: 1, device_id: 'ABC' }]);
    const registry = new DeviceRegistry(db as unknown as RawQuery, 10_000, () => now);
    expect(await registry.lookup('abc')).toBe(1);
    now = 5_000;
    expect(registry.lookupFresh('ABC')).toBe(1);
    expect(await registry.lookup('ABC')).toBe(1);
    expect(db.loads).toBe(1);
    now = 10_001;
    expect(registry.lookupFresh('abc')).toBeUndefined();
    expect(await registry.lookup('abc')).toBe(1);
    expect(db.loads).toBe(2);
  });

  it('knows a device registered after the load at its first connection, reloading at most once a second for unknown ones', async () => {
    let now = 0;
    const rows = [{ id: 1, device_id: 'a' }];
    const db = table(rows);
    const registry = new DeviceRegistry(db as unknown as RawQuery, 10_000, () => now);
    expect(await registry.lookup('a')).toBe(1);
    rows.push({ id: 2, device_id: 'b' });
    now = 500;
    // Within a second of the load, a miss is a miss (a flood of unknown devices costs no query).
    expect(await registry.lookup('b')).toBeNull();
    expect(await registry.lookup('zz')).toBeNull();
    expect(db.loads).toBe(1);
    now = 1_200;
    expect(await registry.lookup('b')).toBe(2);
    expect(db.loads).toBe(2);
    now = 1_700;
    expect(await registry.lookup('zz')).toBeNull();
    expect(db.loads).toBe(2);
  });
});
