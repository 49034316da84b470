import { describe, expect, it } from 'vitest';
import type { RevisionSpan } from './committed-batcher';
import { CommittedWorker } from './committed-worker';
import type { StoredPosition } from '../db/stored-position';
import type { CommittedBatch } from './position-writer';

class Recorder extends CommittedWorker {
  readonly batches: { vehicles: number[]; revisions: [number, RevisionSpan][] }[] = [];

  constructor(tickMs: number) {
    super(tickMs, { warn: () => {} }, 'recorder: a step failed');
  }

  protected override async process(
    positions: StoredPosition[],
    revisions: ReadonlyMap<number, RevisionSpan>,
  ): Promise<void> {
    this.batches.push({ vehicles: positions.map((p) => p.vehicleId), revisions: [...revisions] });
  }
}

function batch(vehicleId: number, revision: number): CommittedBatch {
  const position: StoredPosition = {
    vehicleId,
    fixTime: new Date(),
    serverTime: new Date(),
    valid: true,
    lat: 24.7,
    lon: 46.7,
    speed: 0,
    course: null,
    altitude: null,
    satellites: null,
    ignition: null,
    attributes: {},
  };
  return {
    positions: [position],
    latest: [position],
    inserted: 1,
    revisions: new Map([[vehicleId, revision]]),
  };
}

describe('CommittedWorker', () => {
  it('hands what commits within a tick to `process` as one batch, at once when asked to settle', async () => {
    // A tick far longer than the test: only `settled` can have handed the batches over.
    const worker = new Recorder(60_000);
    worker.onCommitted(batch(1, 1));
    await worker.settled();
    worker.onCommitted(batch(2, 1));
    worker.onCommitted(batch(1, 2));
    expect(worker.batches).toHaveLength(1);
    await worker.settled();
    expect(worker.batches).toEqual([
      { vehicles: [1], revisions: [[1, { first: 1, last: 1, gap: false }]] },
      {
        vehicles: [2, 1],
        revisions: [
          [2, { first: 1, last: 1, gap: false }],
          [1, { first: 2, last: 2, gap: false }],
        ],
      },
    ]);
    await worker.stop();
  });

  it('processes what was waiting when stopped, and nothing committed after', async () => {
    const worker = new Recorder(60_000);
    worker.onCommitted(batch(1, 1));
    await worker.settled();
    worker.onCommitted(batch(1, 2));
    await worker.stop();
    worker.onCommitted(batch(1, 3));
    await worker.settled();
    expect(worker.batches.map((b) => b.revisions[0]![1].last)).toEqual([1, 2]);
    expect(worker.lagMs).toBe(0);
  });
});
