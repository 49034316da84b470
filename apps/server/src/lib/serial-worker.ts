export interface WorkerLog {
  warn(object: object, message: string): void;
}

/**
 * The skeleton of a background worker that owns in-memory state (the event engine, the trackers): its work runs
 * one piece at a time, in the order queued, so no two pieces see the state half-changed. A piece that fails is
 * logged and the queue goes on; whoever queued it can still hear of the failure through the promise `enqueue`
 * returns. `stop` ends the timers and subscriptions, queues the worker's last piece (`finish`) and waits for
 * everything queued, in flight included.
 *
 * Subclasses keep their own logic: what they queue, when, and what `start` prepares.
 */
export abstract class SerialWorker {
  // ECMAScript private fields: the names stay free for the subclasses' own state.
  #queue: Promise<void> = Promise.resolve();
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #subscriptions: (() => void)[] = [];
  #stopped = false;
  readonly #log: WorkerLog;
  /** Logged with the error of a piece that failed. */
  readonly #failureMessage: string;

  constructor(log: WorkerLog, failureMessage: string) {
    this.#log = log;
    this.#failureMessage = failureMessage;
  }

  /** True once `stop` was called: work offered from then on is turned away by the subclasses. */
  protected get stopped(): boolean {
    return this.#stopped;
  }

  /**
   * Runs `work` after everything queued before it. The promise settles as `work` does; the queue goes on either
   * way (a failure is logged once, here, whether or not the caller listens).
   */
  protected enqueue(work: () => Promise<void>): Promise<void> {
    const done = this.#queue.then(work);
    this.#queue = done.catch((error: unknown) => {
      this.#log.warn({ err: error }, this.#failureMessage);
    });
    return done;
  }

  /** Calls `tick` every `ms` until `stop`; `unref`: the timer alone does not keep the process alive. */
  protected every(ms: number, tick: () => void, unref = false): void {
    const timer = setInterval(tick, ms);
    if (unref) timer.unref();
    this.#timers.push(timer);
  }

  /** Keeps the undo functions of subscriptions (the hub's, a store's) for `stop`. */
  protected listen(...unsubscribe: (() => void)[]): void {
    this.#subscriptions.push(...unsubscribe);
  }

  /** Work waiting outside the queue goes into it now (a batcher's pending positions); nothing by default. */
  protected flush(): void {}

  /** The last piece of work `stop` queues (saving what is only in memory); nothing by default. */
  protected async finish(): Promise<void> {}

  /** Resolves when everything queued so far (and flushed now) is done: tests, shutdown, reads after a batch. */
  settled(): Promise<void> {
    this.flush();
    return this.#queue;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    for (const timer of this.#timers.splice(0)) clearInterval(timer);
    for (const off of this.#subscriptions.splice(0)) off();
    this.flush();
    void this.enqueue(() => this.finish());
    await this.settled();
  }
}
