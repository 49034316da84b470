import { compress, type ContentEncoding } from '../../lib/content-encoding';

/**
 * Movement records built recently (their response JSON), each kept with the vehicle's position revision
 * read before it was built and the number of positions it holds. Building a day's record costs the
 * database ~100 ms (~8,600 positions turned into JSON).
 *
 * Why a kept record is still right while the revision is unchanged: the position writer raises a
 * vehicle's revision in the very statement that stores its positions (and retention raises every
 * revision after dropping positions; see `latestPositions.revision`), so a record built after reading revision
 * R holds every position committed up to R. Checking it is one primary-key read.
 *
 * When the revision moved (the vehicle reported since: a live fix today, a late fix of a past day,
 * written by any instance), the range's positions are counted: stored positions are only ever added,
 * never changed (the primary key drops a repeated fix, `ON CONFLICT DO NOTHING`), so an unchanged count
 * means the record is still right (yesterday's record of a vehicle driving today), and it is kept with
 * the new revision. The revision is read before the count, so a fix committed in between moves it again.
 */
export const MAX_CACHED_BYTES = 64 * 1024 * 1024;

interface Entry {
  revision: number;
  count: number;
  /** UTF-8 already: a day's record is megabytes, encoding it again on every answer would cost ms. */
  body: Buffer;
  /**
   * The body compressed, once per encoding asked for: a tenth of its size (not counted in the budget), and
   * a day's record then leaves in 250 KB instead of 2.3 MB.
   */
  compressed: Partial<Record<ContentEncoding, Promise<Buffer>>>;
}

export interface RecordSource {
  /** The range's positions now. */
  count: () => Promise<number>;
  /** The record's JSON and the number of positions it holds. */
  build: () => Promise<{ body: string; count: number }>;
}

export class MovementRecords {
  /** In use order, least recently used first. */
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = MAX_CACHED_BYTES) {}

  /**
   * The record kept for `key` if still right at `revision` (read just before), else a new one, kept for next
   * time; its body in `encoding` (null: as is).
   */
  async get(
    key: string,
    revision: number,
    source: RecordSource,
    encoding: ContentEncoding | null = null,
  ): Promise<Buffer> {
    const entry = await this.entry(key, revision, source);
    if (!encoding) return entry.body;
    entry.compressed[encoding] ??= compress(entry.body, encoding).catch((error: unknown) => {
      delete entry.compressed[encoding]; // tried again next time
      throw error;
    });
    return entry.compressed[encoding];
  }

  private async entry(key: string, revision: number, source: RecordSource): Promise<Entry> {
    const cached = this.entries.get(key);
    if (cached) {
      this.remove(key, cached);
      if (cached.revision === revision || cached.count === (await source.count())) {
        cached.revision = revision;
        this.add(key, cached);
        return cached;
      }
    }
    const built = await source.build();
    const entry: Entry = { revision, count: built.count, body: Buffer.from(built.body), compressed: {} };
    // Over a quarter of the budget (a month of a busy tracker) would evict every other record.
    if (entry.body.length <= this.maxBytes / 4) this.add(key, entry);
    return entry;
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
