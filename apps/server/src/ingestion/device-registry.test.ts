import { describe, expect, it } from 'vitest';
import { DeviceRegistry, deviceKey } from './device-registry';
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

  it('matches ids without regard to case or leading zeros on either side', async () => {
    const db = table([
      { id: 7, device_id: '13912345678' },
      { id: 3, device_id: '00861234' },
    ]);
    const registry = new DeviceRegistry(db as unknown as RawQuery, 10_000, () => 0);
    expect(await registry.lookup('013912345678')).toBe(7);
    expect(await registry.lookup('861234')).toBe(3);
    expect(await registry.lookup('0861234')).toBe(3);
    expect(await registry.lookup('1391234567')).toBeNull();
    expect(deviceKey('000')).toBe('0');
    expect(deviceKey(' 00AbC ')).toBe('abc');
    expect(deviceKey('0')).toBe('0');
  });

  it('does not trust a load that was in flight when the vehicles changed', async () => {
    const rows = [{ id: 1, device_id: 'a' }];
    let release!: () => void;
    let loads = 0;
    const database = {
      async query<T>(): Promise<T[]> {
        loads += 1;
        const snapshot = rows.map((row) => ({ ...row }));
        if (loads === 1) await new Promise<void>((resolve) => (release = resolve));
        return snapshot as T[];
      },
    };
    const registry = new DeviceRegistry(database as unknown as RawQuery, 10_000, () => 0);
    const first = registry.lookup('a');
    await Promise.resolve();
    // A vehicle is added and the registry told while the first load is still reading.
    rows.push({ id: 2, device_id: 'b' });
    registry.invalidate();
    const second = registry.lookup('b');
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(loads).toBe(2);
  });
});
