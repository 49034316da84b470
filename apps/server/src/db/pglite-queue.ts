import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { PgliteQueries } from './pglite-thread';

/**
 * The embedded engine's queue, counted. It runs one statement or one transaction at a time, so it is a pool of
 * a single connection: in use while anything is in flight, and everything else in flight waits for it. A
 * transaction is counted once from its BEGIN to its COMMIT, its statements inside it not again.
 */
export class CountedPglite implements PgliteQueries {
  private inFlight = 0;

  constructor(private readonly inner: PgliteQueries) {}

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.count(() => this.inner.query<T>(text, params, options));
  }

  transaction<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    return this.count(() => this.inner.transaction(callback));
  }

  /** The same figures as a PostgreSQL pool's (`DatabaseHandle.poolStats`). */
  stats(): { inUse: number; waiting: number } {
    return { inUse: Math.min(this.inFlight, 1), waiting: Math.max(this.inFlight - 1, 0) };
  }

  private async count<T>(run: () => Promise<T>): Promise<T> {
    this.inFlight += 1;
    try {
      return await run();
    } finally {
      this.inFlight -= 1;
    }
  }
}
