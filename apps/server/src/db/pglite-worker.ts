// The embedded database on a thread of its own (see pglite-thread.ts): it opens PGlite as the server would in
// process, then answers the server's requests one message each.
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openPglite, snapshotPglite } from './pglite';
import { type Ready, type Reply, type Request, serializeError, type WorkerOptions } from './pglite-protocol';

const port = parentPort!;
const options = workerData as WorkerOptions;

/** Thrown inside PGlite's transaction callback to roll it back when the server says so. */
const ROLLBACK = Symbol('rollback');

interface Open {
  tx: Transaction;
  end(commit: boolean): void;
  /** Settles once PGlite has committed or rolled back. */
  done: Promise<void>;
}

function start(client: PGlite): void {
  const transactions = new Map<number, Open>();
  const identity = (value: string) => value;

  const begin = (id: number): Promise<void> =>
    new Promise((began, failed) => {
      let end!: (commit: boolean) => void;
      const decided = new Promise<void>((resolve, reject) => {
        end = (commit) => (commit ? resolve() : reject(ROLLBACK));
      });
      const done = client
        .transaction(async (tx) => {
          transactions.set(id, { tx, end, done });
          began();
          await decided;
        })
        .catch((error: unknown) => {
          if (error !== ROLLBACK) throw error;
        })
        .finally(() => transactions.delete(id));
      // BEGIN itself failed: the callback never ran.
      done.catch(failed);
    });

  const handle = async (request: Request): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const target = request.tx === null ? client : transactions.get(request.tx)?.tx;
        if (!target) throw new Error('the transaction has ended');
        // PGlite copies its parsers into a new object for a query given any (a cost per query): only when needed.
        const parsers =
          request.raw.length > 0
            ? Object.fromEntries(request.raw.map((type) => [type, identity]))
            : undefined;
        return target.query(request.text, request.params, { rowMode: request.rowMode, parsers });
      }
      case 'begin':
        return begin(request.id).then(() => request.id);
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error('the transaction has ended');
        open.end(request.commit);
        return open.done;
      }
      case 'snapshot':
        return snapshotPglite(client, options.dataDir, request.target);
      case 'close':
        // The server ends the thread once this is answered.
        return client.close();
    }
  };

  port.on('message', (request: Request) => {
    handle(request).then(
      (value) => port.postMessage({ id: request.id, value } satisfies Reply),
      (error: unknown) => port.postMessage({ id: request.id, error: serializeError(error) } satisfies Reply),
    );
  });
}

openPglite(options.dataDir, options.durable).then(
  (client) => {
    start(client);
    port.postMessage({ ready: true } satisfies Ready);
  },
  (error: unknown) => port.postMessage({ ready: false, error: serializeError(error) } satisfies Ready),
);
