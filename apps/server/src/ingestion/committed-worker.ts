import { SerialWorker, type WorkerLog } from '../lib/serial-worker';
import { CommittedBatcher, type RevisionSpan } from './committed-batcher';
import type { Database } from '../db/client';
import type { StoredPosition } from '../db/stored-position';
import type { CommittedBatch } from './position-writer';
import { storedPositions } from './stored-positions';

/** A vehicle whose stored positions go past what a worker saved: replayed from the fix after `after`. */
export interface VehicleBehind {
  vehicle_id: number;
  after: string | Date;
}

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

  /**
   * After a restart: feeds `process` each vehicle's stored positions past its saved point, `page` at a time, as if
   * they had just been committed. Answers how many positions were replayed.
   */
  protected async replayBehind(
    db: Database,
    behind: readonly VehicleBehind[],
    page: number,
  ): Promise<number> {
    let replayed = 0;
    for (const { vehicle_id: vehicleId, after } of behind) {
      let from = new Date(after);
      for (;;) {
        const rows = await storedPositions(db, vehicleId, from, null, { limit: page });
        if (rows.length === 0) break;
        replayed += rows.length;
        await this.process(rows, new Map());
        from = rows[rows.length - 1]!.fixTime;
        if (rows.length < page) break;
      }
    }
    return replayed;
  }
}
