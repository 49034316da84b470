import { describe, expect, it } from 'vitest';
import { LogThrottle } from './log-throttle';

describe('LogThrottle', () => {
  it('lets perWindow lines of a kind through per window, then reports how many it left out', () => {
    let now = 0;
    const throttle = new LogThrottle(1000, 2, () => now);
    expect(throttle.allow('unknown')).toEqual({ suppressed: 0 });
    expect(throttle.allow('unknown')).toEqual({ suppressed: 0 });
    expect(throttle.allow('unknown')).toBeNull();
    expect(throttle.allow('unknown')).toBeNull();
    // Another kind has its own allowance.
    expect(throttle.allow('bad frame')).toEqual({ suppressed: 0 });
    now = 1000;
    expect(throttle.allow('unknown')).toEqual({ suppressed: 2 });
    expect(throttle.allow('unknown')).toEqual({ suppressed: 0 });
  });
});
