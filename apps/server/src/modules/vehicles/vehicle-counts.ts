/**
 * Totals of the vehicle list per filter, kept for COUNT_TTL_MS: an exact count(*) over a large fleet
 * costs more than the whole page (a full scan, or every trigram match of a search).
 *
 * Staleness bound: writes made through this process (create, update, delete, block, activate, import)
 * clear the cache after they commit, so this instance's totals are exact; writes made by another
 * instance on the same database show in this instance's totals within COUNT_TTL_MS. The rows of a
 * page are always read fresh.
 */
export const COUNT_TTL_MS = 5_000;
/** Distinct filters remembered at once (searches are typed letter by letter). */
const MAX_ENTRIES = 500;

interface Entry {
  total: Promise<number>;
  expires: number;
}

export class VehicleCounts {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = COUNT_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached total for `key`, or `count()` once (concurrent callers share the same query). */
  get(key: string, count: () => Promise<number>): Promise<number> {
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached && cached.expires > now) return cached.total;
    if (cached) this.entries.delete(key);
    const total = count();
    const entry: Entry = { total, expires: now + this.ttlMs };
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // A failed count is not remembered.
    total.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return total;
  }

  /**
   * After a committed write: every total may have changed. A count still running keeps answering
   * the requests that are already waiting for it, but is no longer handed to new ones.
   */
  invalidate(): void {
    this.entries.clear();
  }
}
