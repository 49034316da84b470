import type { CommittedBatch, StoredPosition } from './position-writer';

/**
 * Gathers committed positions for a consumer that works through them in batches on its own serial queue (the
 * event engine, the maintenance tracker): what commits while the consumer is busy, or within `tickMs` of the start
 * of its last batch, is processed together — fewer, larger statements under load, at most `tickMs` of delay.
 */
export class CommittedBatcher {
  private waiting: StoredPosition[] = [];
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
    private readonly process: (positions: StoredPosition[]) => Promise<void>,
  ) {}

  add(batch: CommittedBatch): void {
    if (batch.positions.length === 0) return;
    for (const position of batch.positions) this.waiting.push(position);
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
      const positions = this.waiting;
      this.waiting = [];
      this.oldestProcessing = this.oldestWaiting;
      this.oldestWaiting = null;
      try {
        await this.process(positions);
      } finally {
        this.oldestProcessing = null;
      }
    });
  }
}
