/**
 * Movement records built recently (their response JSON), each kept with the number of positions it
 * holds. Building a day's record costs the database ~100 ms (~8,600 positions turned into JSON);
 * counting the range's positions is an index-only scan of the primary key, a few ms.
 *
 * Why the count is enough to tell that a kept record is still right: stored positions are only ever
 * added, never changed (the primary key drops a repeated fix, `ON CONFLICT DO NOTHING`), so a new
 * position in the range — a live fix today, a late fix of a past day, written by any instance —
 * raises the count. Positions leave only with a whole week (retention) or their vehicle, which
 * lowers the count or answers 404. The count is read before the record is built: a fix committed in
 * between makes the kept record hold more than its count, so the next request rebuilds it.
 */
export const MAX_CACHED_BYTES = 64 * 1024 * 1024;

interface Entry {
  count: number;
  /** UTF-8 already: a day's record is megabytes, encoding it again on every answer would cost ms. */
  body: Buffer;
}

export class MovementRecords {
  /** In use order, least recently used first. */
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = MAX_CACHED_BYTES) {}

  /** The record kept for `key` if it holds `count` positions, else `build()`'s, kept for next time. */
  async get(key: string, count: number, build: () => Promise<string>): Promise<Buffer> {
    const cached = this.entries.get(key);
    if (cached) {
      this.remove(key, cached);
      if (cached.count === count) {
        this.add(key, cached);
        return cached.body;
      }
    }
    const body = Buffer.from(await build());
    // Over a quarter of the budget (a month of a busy tracker) would evict every other record.
    if (body.length <= this.maxBytes / 4) this.add(key, { count, body });
    return body;
  }

  private add(key: string, entry: Entry): void {
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
