import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { SERVER_DIR } from '../paths';
import {
  deserializeError,
  type Ready,
  type Reply,
  type Request,
  type WorkerOptions,
} from './pglite-protocol';

/** What the server asks of the embedded database: the part of PGlite's interface that Drizzle and we use. */
export interface PgliteQueries {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T>;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type NewRequest = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

/**
 * The embedded database run by a worker thread (pglite-worker.ts): PostgreSQL in WebAssembly then runs beside
 * the server's JavaScript instead of taking turns with it on one thread, where under ingestion each would wait
 * for the other about half the time. The thread owns PGlite and its durable file-system layer; every query is a message.
 */
export class PgliteThread implements PgliteQueries {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private ended: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if ('error' in reply) waiting.reject(deserializeError(reply.error));
      else waiting.resolve(reply.value);
    });
    const stop = (error: Error) => {
      this.ended ??= error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', stop);
    worker.on('exit', (code) =>
      stop(new Error(`the embedded database's thread stopped (exit code ${code})`)),
    );
  }

  /** Starts the thread and opens the database in it (a new one made durably, as in process). */
  static async open(options: WorkerOptions): Promise<PgliteThread> {
    const worker = startWorker(options);
    const ready = await new Promise<Ready>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) =>
        reject(new Error(`the embedded database's thread exited (code ${code})`)),
      );
    });
    if (!ready.ready) {
      await worker.terminate();
      throw deserializeError(ready.error);
    }
    return new PgliteThread(worker);
  }

  get closed(): boolean {
    return this.ended !== null;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.queryIn(null, text, params, options);
  }

  async transaction<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const tx = (await this.send({ op: 'begin' })) as number;
    let done = false;
    const inside: PgliteQueries = {
      query: <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (done) return Promise.reject(new Error('the transaction has ended'));
        return this.queryIn<R>(tx, text, params, options);
      },
      transaction: () => Promise.reject(new Error('nested transactions are savepoints: use SAVEPOINT')),
    };
    let result: T;
    try {
      result = await callback(inside);
    } catch (error) {
      done = true;
      await this.send({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    done = true;
    await this.send({ op: 'end', tx, commit: true });
    return result;
  }

  /** Copies the data directory to `target` between statements (see `DatabaseHandle.snapshot`). */
  snapshot(target: string): Promise<void> {
    return this.send({ op: 'snapshot', target }) as Promise<void>;
  }

  async close(): Promise<void> {
    if (this.ended) return;
    await this.send({ op: 'close' });
    await this.worker.terminate();
  }

  private queryIn<T>(
    tx: number | null,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    return this.send({
      op: 'query',
      text,
      params,
      rowMode: options?.rowMode,
      // Drizzle's only parsers keep dates and intervals as PostgreSQL wrote them (it reads them itself).
      raw: Object.keys(options?.parsers ?? {}).map(Number),
      tx,
    }) as Promise<Results<T>>;
  }

  private send(request: NewRequest): Promise<unknown> {
    if (this.ended) return Promise.reject(this.ended);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // Posted first: a value that cannot cross threads rejects here and leaves nothing waiting.
      this.worker.postMessage({ ...request, id });
      this.pending.set(id, { resolve, reject });
    });
  }
}

/**
 * The worker runs the compiled `dist/pglite-worker.js` beside a compiled server, else the TypeScript source through
 * tsx (development, tests, benchmarks), which the thread registers for itself.
 */
function startWorker(options: WorkerOptions): Worker {
  const compiled = import.meta.url.endsWith('.js');
  if (compiled) return new Worker(path.join(SERVER_DIR, 'dist', 'pglite-worker.js'), { workerData: options });
  const source = pathToFileURL(path.join(SERVER_DIR, 'src', 'db', 'pglite-worker.ts')).href;
  // tsx's ES module API (its package exports it beside the CommonJS one that `require.resolve` finds).
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const boot =
    `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); ` +
    `return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, workerData: options });
}
