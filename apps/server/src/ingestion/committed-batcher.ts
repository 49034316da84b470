import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import type { CommittedBatch } from './position-writer';
import type { StoredPosition } from '../db/stored-position';

/** The position revisions (see `CommittedBatch.revisions`) one vehicle went through in the positions handed over. */
export interface RevisionSpan {
  first: number;
  last: number;
  /** A number was skipped between two of them: another instance wrote this vehicle's positions meanwhile. */
  gap: boolean;
}

/**
 * Per-vehicle state kept in memory by a consumer is stale when positions of the vehicle were written by another
 * instance since the consumer last saw it (a tracker that reconnected elsewhere and back, an OsmAnd report
 * balanced to another instance): their revisions then do not follow on from the last one it processed. A state
 * read before this consumer saw any of the vehicle's revisions is not known to be current either. Returns the
 * vehicles whose state must be read again from the database (and brings `seen` up to date).
 */
export function staleVehicles(
  seen: Map<number, number>,
  revisions: ReadonlyMap<number, RevisionSpan>,
): number[] {
  const stale: number[] = [];
  for (const [vehicleId, span] of revisions) {
    const last = seen.get(vehicleId);
    if (last === undefined || span.gap || span.first > last + 1) stale.push(vehicleId);
    seen.set(vehicleId, Math.max(last ?? 0, span.last));
  }
  return stale;
}

/**
 * Locks the `vehicles` rows of `ids` until the end of `tx` (in id order: concurrent batches never deadlock) and
 * returns the ids that exist. Two instances given one vehicle's positions at the same moment then take turns on
 * it: each reads the vehicle's saved state after the lock, as the other one left it. That read must be a statement
 * of its own: in READ COMMITTED, a statement that waited for a lock still sees the other rows of before the wait.
 */
export async function lockVehicles(tx: Database | Transaction, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const result = await tx.execute(
    // Not `id = ANY(…)`: see the position writer's LOCK_CTES.
    sql`SELECT id FROM vehicles WHERE id IN (SELECT unnest(${`{${ids.join(',')}}`}::int[])) ORDER BY id
        FOR NO KEY UPDATE`,
  );
  return new Set((result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id));
}

/**
 * Gathers committed positions for a consumer that works through them in batches on its own serial queue (the
 * event engine, the maintenance tracker): what commits while the consumer is busy, or within `tickMs` of the start
 * of its last batch, is processed together — fewer, larger statements under load, at most `tickMs` of delay.
 */
export class CommittedBatcher {
  /** The batches' positions as handed over (copied into one list once, when processed). */
  private waiting: (readonly StoredPosition[])[] = [];
  private revisions = new Map<number, RevisionSpan>();
  /** Server time (ms) of the oldest position waiting / being processed (how far behind the consumer is). */
  private oldestWaiting: number | null = null;
  private oldestProcessing: number | null = null;
  private queued = false;
  private timer: NodeJS.Timeout | null = null;
  private lastStart = 0;

  constructor(
    private readonly tickMs: number,
    /** Runs `work` on the consumer's serial queue. */
    private readonly enqueue: (work: () => Promise<void>) => void,
    private readonly process: (
      positions: StoredPosition[],
      revisions: ReadonlyMap<number, RevisionSpan>,
    ) => Promise<void>,
  ) {}

  add(batch: CommittedBatch): void {
    if (batch.positions.length === 0) return;
    this.waiting.push(batch.positions);
    for (const [vehicleId, revision] of batch.revisions) {
      const span = this.revisions.get(vehicleId);
      if (!span) this.revisions.set(vehicleId, { first: revision, last: revision, gap: false });
      else {
        if (revision !== span.last + 1) span.gap = true;
        span.last = Math.max(span.last, revision);
      }
    }
    this.oldestWaiting ??= batch.positions[0]!.serverTime.getTime();
    if (this.queued) return;
    this.queued = true;
    const wait = this.lastStart + this.tickMs - Date.now();
    if (wait <= 0) this.drain();
    else this.timer = setTimeout(() => this.drain(), wait);
  }

  /** Queues at once what waits for its tick (before awaiting the consumer's queue). */
  flush(): void {
    if (this.timer) this.drain();
  }

  /** The age of the oldest committed position not processed yet. */
  get lagMs(): number {
    const oldest = this.oldestProcessing ?? this.oldestWaiting;
    return oldest === null ? 0 : Math.max(0, Date.now() - oldest);
  }

  private drain(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.enqueue(async () => {
      this.queued = false;
      this.lastStart = Date.now();
      // A loop, not `flat()`: V8's `flat` costs many times this per position.
      const positions: StoredPosition[] = [];
      for (const batch of this.waiting) for (const position of batch) positions.push(position);
      const revisions = this.revisions;
      this.waiting = [];
      this.revisions = new Map();
      this.oldestProcessing = this.oldestWaiting;
      this.oldestWaiting = null;
      try {
        await this.process(positions, revisions);
      } finally {
        this.oldestProcessing = null;
      }
    });
  }
}
