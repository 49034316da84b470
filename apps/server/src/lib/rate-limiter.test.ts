import { describe, expect, it } from 'vitest';
import { InMemorySlidingWindowLimiter } from './rate-limiter';

describe('InMemorySlidingWindowLimiter', () => {
  const minute = 60_000;

  it('blocks after the limit within the window and releases as failures age out', () => {
    const limiter = new InMemorySlidingWindowLimiter({ limit: 3, windowMs: 10 * minute });
    limiter.fail('k', 0);
    limiter.fail('k', 1 * minute);
    expect(limiter.retryAfter('k', 2 * minute)).toBe(0);
    limiter.fail('k', 2 * minute);
    // The oldest failure (t=0) leaves the window at t=10 min.
    expect(limiter.retryAfter('k', 3 * minute)).toBe(7 * 60);
    expect(limiter.retryAfter('k', 10 * minute + 1)).toBe(0);
    expect(limiter.retryAfter('other', 3 * minute)).toBe(0);
  });

  it('reset clears a key', () => {
    const limiter = new InMemorySlidingWindowLimiter({ limit: 1, windowMs: minute });
    limiter.fail('k', 0);
    expect(limiter.retryAfter('k', 1)).toBeGreaterThan(0);
    limiter.reset('k');
    expect(limiter.retryAfter('k', 1)).toBe(0);
  });

  it('keeps at most maxKeys keys, forgetting the least recent', () => {
    const limiter = new InMemorySlidingWindowLimiter({ limit: 1, windowMs: minute, maxKeys: 2 });
    limiter.fail('a', 0);
    limiter.fail('b', 1);
    limiter.fail('c', 2);
    expect(limiter.retryAfter('a', 3)).toBe(0);
    expect(limiter.retryAfter('c', 3)).toBeGreaterThan(0);
  });
});
