/** Counts failed attempts per key in a sliding window. Behind an interface so Redis can replace it. */
export interface AttemptLimiter {
  /** Seconds until the key may try again, or 0 when it is not blocked. */
  retryAfter(key: string, now?: number): number;
  fail(key: string, now?: number): void;
  reset(key: string): void;
}

export interface SlidingWindowOptions {
  limit: number;
  windowMs: number;
  /** Bound on tracked keys so a flood of distinct keys cannot exhaust memory. */
  maxKeys?: number;
}

export class InMemorySlidingWindowLimiter implements AttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: SlidingWindowOptions) {}

  private recent(key: string, now: number): number[] {
    const since = now - this.options.windowMs;
    const list = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  retryAfter(key: string, now = Date.now()): number {
    const list = this.recent(key, now);
    if (list.length < this.options.limit) return 0;
    // Blocked until the oldest failure that keeps the count at the limit leaves the window.
    const releasing = list[list.length - this.options.limit] ?? now;
    return Math.max(1, Math.ceil((releasing + this.options.windowMs - now) / 1000));
  }

  fail(key: string, now = Date.now()): void {
    const list = this.recent(key, now);
    list.push(now);
    this.failures.delete(key); // re-insert so the Map's order is least recently failed first
    this.failures.set(key, list);
    const maxKeys = this.options.maxKeys ?? 100_000;
    while (this.failures.size > maxKeys) {
      const oldest = this.failures.keys().next().value;
      if (oldest === undefined) break;
      this.failures.delete(oldest);
    }
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
