import { SerialWorker, type WorkerLog } from '../lib/serial-worker';
import { CommittedBatcher, type RevisionSpan } from './committed-batcher';
import type { StoredPosition } from '../db/stored-position';
import type { CommittedBatch } from './position-writer';

/**
 * A serial worker fed the positions the writer committed (the event engine, the maintenance, report and driver-key
 * trackers): what commits within `tickMs` is handed to `process` as one batch on the worker's queue (see
 * `CommittedBatcher`); nothing is taken once the worker stopped.
 */
export abstract class CommittedWorker extends SerialWorker {
  readonly #batcher: CommittedBatcher;

  constructor(tickMs: number, log: WorkerLog, failureMessage: string) {
    super(log, failureMessage);
    this.#batcher = new CommittedBatcher(
      tickMs,
      (work) => void this.enqueue(work),
      (positions, revisions) => this.process(positions, revisions),
    );
  }

  /** One batch of committed positions (any vehicles, in commit order), on the worker's queue. */
  protected abstract process(
    positions: StoredPosition[],
    revisions: ReadonlyMap<number, RevisionSpan>,
  ): Promise<void>;

  /** The writer's listener: never blocks it, the work is queued. */
  onCommitted(batch: CommittedBatch): void {
    if (!this.stopped) this.#batcher.add(batch);
  }

  /** How far behind the committed positions the worker is: the age of the oldest one not yet processed. */
  get lagMs(): number {
    return this.#batcher.lagMs;
  }

  protected override flush(): void {
    this.#batcher.flush();
  }
}
