import { describe, expect, it } from 'vitest';
import type { SessionUser } from './session';
import { SessionCache } from './session-cache';

const session = (id: number, tokenExpiresAt = new Date(8.64e15)): SessionUser => ({
  tokenId: id,
  tokenLastUsedAt: new Date(),
  tokenExpiresAt,
  employee: {
    id,
    name: 'User',
    email: 'user@example.com',
    imageId: null,
    language: null,
    mustChangePassword: false,
    twoFactorEnabledAt: null,
  },
  role: { id: 1, name: 'Role', permissions: ['show_roles'], twoFactorRequired: false },
});

describe('SessionCache', () => {
  it('answers from memory within the TTL, then reads again', async () => {
    let now = 0;
    const cache = new SessionCache(2_000, () => now);
    let reads = 0;
    const load = async () => session(++reads);
    expect((await cache.get('a', load))?.tokenId).toBe(1);
    now = 1_999;
    expect((await cache.get('a', load))?.tokenId).toBe(1);
    now = 2_000;
    expect((await cache.get('a', load))?.tokenId).toBe(2);
    expect(reads).toBe(2);
  });

  it('never answers a token past its expiry', async () => {
    let now = 0;
    const cache = new SessionCache(2_000, () => now);
    let reads = 0;
    const load = async () => session(++reads, new Date(500));
    await cache.get('a', load);
    now = 499;
    expect((await cache.get('a', load))?.tokenId).toBe(1);
    now = 500;
    expect((await cache.get('a', load))?.tokenId).toBe(2);
  });

  it('never remembers an unknown token', async () => {
    const cache = new SessionCache(2_000, () => 0);
    let reads = 0;
    const load = async () => {
      reads++;
      return null;
    };
    expect(await cache.get('nobody', load)).toBeNull();
    expect(await cache.get('nobody', load)).toBeNull();
    expect(reads).toBe(2);
  });

  it('forgets everything on clear, including what a lookup started before the clear reads', async () => {
    const cache = new SessionCache(60_000, () => 0);
    await cache.get('a', async () => session(1));
    let release!: (value: SessionUser) => void;
    const slow = cache.get('b', () => new Promise<SessionUser>((resolve) => (release = resolve)));
    cache.clear();
    release(session(2));
    expect((await slow)?.tokenId).toBe(2);
    let reads = 0;
    const fresh = async () => session(10 + ++reads);
    expect((await cache.get('a', fresh))?.tokenId).toBe(11);
    expect((await cache.get('b', fresh))?.tokenId).toBe(12);
  });
});
