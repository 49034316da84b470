import type { Draft } from './draft';

/**
 * Drafts on the phone, one per driver, in IndexedDB: photos are too large for localStorage, and a
 * report must survive a reload, a closed tab or a dead battery while the network is gone.
 */
const DB_NAME = 'fleet-driver';
const DB_VERSION = 1;
const STORE = 'drafts';

let opening: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'driver_id' });
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading, or the browser clearing storage: open again on the next call.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('IndexedDB is unavailable'));
    };
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDatabase();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    // Resolve once the transaction is durable, not when the request alone succeeded.
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? request.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('Draft transaction aborted'));
  });
}

export const draftStore = {
  async get(driverId: number): Promise<Draft | null> {
    const draft = await run<Draft | undefined>('readonly', (store) => store.get(driverId));
    return draft ?? null;
  },
  /** Writes are applied in the order they are made (IndexedDB queues them per store). */
  async put(draft: Draft): Promise<void> {
    await run('readwrite', (store) => store.put(draft));
  },
  async remove(driverId: number): Promise<void> {
    await run('readwrite', (store) => store.delete(driverId));
  },
  /** Closes the connection (tests; sign out keeps drafts so nothing filled is lost). */
  close(): void {
    void opening?.then((db) => db.close());
    opening = null;
  },
};
