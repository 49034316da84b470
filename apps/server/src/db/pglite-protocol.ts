/** The messages between the server and the thread that runs the embedded database (pglite-worker.ts). */

export interface WorkerOptions {
  dataDir: string;
  durable: boolean;
}

export type Request =
  | {
      id: number;
      op: 'query';
      text: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
      /** Types whose values come back as PostgreSQL's text, unparsed (drizzle reads dates itself). */
      raw: number[];
      /** The transaction it runs in (the id of its `begin`), if any. */
      tx: number | null;
    }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'snapshot'; target: string }
  | { id: number; op: 'close' };

export type Reply = { id: number; value: unknown } | { id: number; error: SerializedError };

/** What the thread says once: the database is open, or why it is not. */
export type Ready = { ready: true } | { ready: false; error: SerializedError };

/** An error as it crosses the threads: its message and its fields (PostgreSQL's code, constraint, detail…). */
export interface SerializedError {
  name: string;
  message: string;
  stack: string | undefined;
  fields: Record<string, string | number | boolean>;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) {
    return { name: 'Error', message: String(error), stack: undefined, fields: {} };
  }
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

export function deserializeError(serialized: SerializedError): Error {
  const error = Object.assign(new Error(serialized.message), serialized.fields);
  error.name = serialized.name;
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}
