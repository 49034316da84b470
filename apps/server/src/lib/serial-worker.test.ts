import { afterEach, describe, expect, it, vi } from 'vitest';
import { SerialWorker, type WorkerLog } from './serial-worker';

/** A worker whose pieces are opened from the test, to look at the queue between their steps. */
class Probe extends SerialWorker {
  readonly trace: string[] = [];
  finishCalls = 0;

  constructor(log: WorkerLog) {
    super(log, 'probe: a step failed');
  }

  run(work: () => Promise<void>): Promise<void> {
    return this.enqueue(work);
  }

  tickEvery(ms: number, tick: () => void): void {
    this.every(ms, tick);
  }

  subscribe(off: () => void): void {
    this.listen(off);
  }

  isStopped(): boolean {
    return this.stopped;
  }

  protected override async finish(): Promise<void> {
    this.finishCalls += 1;
    this.trace.push('finish');
  }
}

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const flushMicrotasks = () => new Promise<void>((resolve) => setImmediate(resolve));

const quietLog = () => ({ warn: vi.fn<(object: object, message: string) => void>() });

afterEach(() => {
  vi.useRealTimers();
});

describe('SerialWorker', () => {
  it('runs pieces one at a time, in the order queued, whatever their durations', async () => {
    const worker = new Probe(quietLog());
    const first = gate();
    let running = 0;
    let most = 0;
    const piece = (name: string, wait?: Promise<void>) => async () => {
      running += 1;
      most = Math.max(most, running);
      worker.trace.push(`${name} start`);
      await wait;
      worker.trace.push(`${name} end`);
      running -= 1;
    };
    void worker.run(piece('a', first.opened));
    void worker.run(piece('b'));
    void worker.run(piece('c'));
    await flushMicrotasks();
    // `a` waits: nothing queued after it may start meanwhile.
    expect(worker.trace).toEqual(['a start']);
    first.open();
    await worker.settled();
    expect(worker.trace).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(most).toBe(1);
  });

  it('logs a failed piece once, tells whoever queued it, and goes on with the next', async () => {
    const log = quietLog();
    const worker = new Probe(log);
    const boom = new Error('boom');
    const failed = worker.run(async () => {
      throw boom;
    });
    const next = worker.run(async () => {
      worker.trace.push('next');
    });
    await expect(failed).rejects.toBe(boom);
    await next;
    expect(worker.trace).toEqual(['next']);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith({ err: boom }, 'probe: a step failed');
    // The queue itself never rejects: shutdown and tests can always await it.
    await expect(worker.settled()).resolves.toBeUndefined();
  });

  it('a failure nobody listens to is not an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const worker = new Probe(quietLog());
      void worker.run(async () => {
        throw new Error('ignored');
      });
      await worker.settled();
      await flushMicrotasks();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('stop waits for the piece in flight and what was queued, then runs `finish` last, once', async () => {
    const worker = new Probe(quietLog());
    const inFlight = gate();
    void worker.run(async () => {
      worker.trace.push('in flight');
      await inFlight.opened;
      worker.trace.push('in flight done');
    });
    void worker.run(async () => {
      worker.trace.push('queued');
    });
    await flushMicrotasks();
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    expect(worker.isStopped()).toBe(true);
    await flushMicrotasks();
    expect(stopped).toBe(false);
    expect(worker.finishCalls).toBe(0);
    inFlight.open();
    await stopping;
    expect(worker.trace).toEqual(['in flight', 'in flight done', 'queued', 'finish']);
    expect(worker.finishCalls).toBe(1);
  });

  it('stop ends the timers and the subscriptions', async () => {
    vi.useFakeTimers();
    const worker = new Probe(quietLog());
    const tick = vi.fn();
    const off = vi.fn();
    worker.tickEvery(1_000, tick);
    worker.subscribe(off);
    vi.advanceTimersByTime(2_500);
    expect(tick).toHaveBeenCalledTimes(2);
    expect(off).not.toHaveBeenCalled();
    await worker.stop();
    expect(off).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(tick).toHaveBeenCalledTimes(2);
  });
});
