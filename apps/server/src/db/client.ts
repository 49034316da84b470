import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DatabaseConfig } from '../config';
import { MIGRATIONS_DIR } from '../paths';
import type { DurableNodeFS } from './durable-fs';
import { openPglite, snapshotPglite } from './pglite';
import { CountedPglite } from './pglite-queue';
import { PgliteThread, type PgliteQueries } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** The driver-independent Drizzle handle every repository receives. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export { MIGRATIONS_DIR };

/** One connection inside a transaction, where rows can also be copied in. */
export interface CopySession {
  /** As `DatabaseHandle.query`. */
  query<R = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<R[]>;
  /** Runs `COPY … FROM STDIN` (`text`) with `data` as its whole input. */
  copyIn(text: string, data: Buffer): Promise<void>;
}

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseConfig['driver'];
  /** Runs `select 1`; throws when the database is unreachable or closed. */
  ping(): Promise<void>;
  /**
   * Raw SQL with `$n` parameters, for the hot paths Drizzle's builder makes several times slower (the
   * position writer's batches). Arrays go as PostgreSQL arrays, one parameter each. A statement run
   * often with a `name` is parsed and planned once per connection on PostgreSQL (a prepared statement).
   */
  query<R = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<R[]>;
  /**
   * PostgreSQL: runs `work` in a transaction on one pooled connection, committed when it resolves, rolled back
   * when it throws. Null on the embedded database (no COPY from a stream there).
   */
  copyTransaction: (<T>(work: (session: CopySession) => Promise<T>) => Promise<T>) | null;
  /**
   * PostgreSQL: the pool's connections in use and requests waiting for one. Embedded: its engine as a pool of one
   * (1 while a statement or transaction runs) and the statements and transactions queued behind it.
   */
  poolStats(): { inUse: number; waiting: number } | null;
  /**
   * Embedded database on disk only: copies its files into `target` (a new directory) while no statement runs and
   * no transaction is open, so the copy is what a power cut at that instant would leave — which the engine opens
   * cleanly. Writers wait meanwhile (their commits resume after). Null otherwise.
   */
  snapshot: ((target: string) => Promise<void>) | null;
  /** Idempotent. */
  close(): Promise<void>;
}

export interface OpenOptions {
  /** The embedded engine's file-system layer for a data directory (tests watch its flushes). */
  pgliteFs?: (dataDir: string) => DurableNodeFS;
}

/**
 * Opens the database and applies pending migrations. `onConnectionLost` hears about pooled
 * PostgreSQL connections that die while idle (a restart, a failover, an administrator): the pool
 * drops them and opens new ones on demand, so this is news, not a crash.
 */
export async function openDatabase(
  config: DatabaseConfig,
  onConnectionLost: (error: Error) => void = () => {},
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (config.driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize,
      // Named statements (the hot reads: sessions, the vehicle list) are planned once, not at every run:
      // each is written so that one plan suits every value (see the list's query shapes), and planning a
      // search cost more than running it. A generic plan prices `LIMIT $1` at a tenth of the table, which
      // crosses the JIT threshold, and compiling a short query costs far more than running it.
      // These are short queries; JIT is off. A URL's own `options` replace these.
      options: '-c plan_cache_mode=force_generic_plan -c jit=off',
    });
    // Without a listener, node-postgres re-throws an idle client's error and the process exits.
    pool.on('error', onConnectionLost);
    const db = drizzlePg({ client: pool, schema });
    try {
      await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    } catch (error) {
      await pool.end();
      throw error;
    }
    let closed: Promise<void> | null = null;
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      query: async <R>(text: string, params: unknown[] = [], name?: string) =>
        (await pool.query({ text, values: params, ...(name ? { name } : {}) })).rows as R[],
      copyTransaction: (work) => copyTransaction(pool, work),
      poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
      snapshot: null,
      close: () => (closed ??= pool.end()),
    };
  }

  const embedded = await openEmbedded(config, options.pgliteFs);
  const counted = new CountedPglite(embedded.client);
  const db = drizzlePglite({ client: counted as unknown as PGlite, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await embedded.close();
    throw error;
  }
  let closed: Promise<void> | null = null;
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    ping: async () => {
      if (embedded.closed()) throw new Error('database is closed');
      await db.execute(sql`select 1`);
    },
    query: async <R>(text: string, params: unknown[] = []) => (await counted.query<R>(text, params)).rows,
    copyTransaction: null,
    poolStats: () => counted.stats(),
    snapshot: embedded.snapshot,
    close: () => (closed ??= embedded.closed() ? Promise.resolve() : embedded.close()),
  };
}

async function copyIn(client: pg.ClientBase, text: string, data: Buffer): Promise<void> {
  const stream = client.query(copyFrom(text));
  stream.end(data);
  await finished(stream);
}

/**
 * `CopySession.copyIn` on the connection of `tx`, a transaction of the PostgreSQL database (Drizzle's
 * node-postgres transaction runs on one pooled client, `tx._.session.client`); null elsewhere: on the embedded
 * database, or outside a transaction (a pool has no one connection to stream to).
 */
export function copyInto(tx: Database): CopySession['copyIn'] | null {
  const client = pgClientOf(tx);
  return client instanceof pg.Client ? (text, data) => copyIn(client, text, data) : null;
}

/** The node-postgres pool or (in a transaction) client under a Drizzle handle; null on the embedded database. */
function pgClientOf(db: Database): pg.Pool | pg.Client | null {
  const client = (db as unknown as { _?: { session?: { client?: unknown } } })._?.session?.client;
  return client instanceof pg.Pool || client instanceof pg.Client ? client : null;
}

const dialect = new PgDialect();
/** Types Drizzle's node-postgres driver leaves as text (times, dates, intervals, and arrays of them). */
const TEXT_RESULT_TYPES = new Set([1082, 1114, 1182, 1184, 1185, 1186, 1187, 1115, 1231]);
const resultTypes = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    TEXT_RESULT_TYPES.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format),
};

/**
 * `db.execute(query)`'s rows, the statement prepared under `name` on PostgreSQL: parsed and planned once per
 * connection, where an unnamed one is at every run (for the event engine's small inserts into the partitioned
 * events table, a millisecond of the database's time, more than running them). `name` must always come with the
 * same text: the parameters vary, not the SQL. On the embedded database (in-process), `db.execute`.
 */
export async function executeNamed<T>(db: Database, name: string, query: SQL): Promise<T[]> {
  const client = pgClientOf(db);
  if (!client) return rowsOf<T>(await db.execute(query));
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query({ name, text, values: params, types: resultTypes } as pg.QueryConfig);
  return result.rows as T[];
}

async function copyTransaction<T>(pool: pg.Pool, work: (session: CopySession) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work({
      query: async <R>(text: string, params: unknown[] = [], name?: string) =>
        (await client.query({ text, values: params, ...(name ? { name } : {}) })).rows as R[],
      copyIn: (text, data) => copyIn(client, text, data),
    });
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    // A connection that cannot even roll back is closed rather than given to the next caller.
    await client.query('ROLLBACK').then(
      () => client.release(),
      (rollbackError: Error) => client.release(rollbackError),
    );
    throw error;
  }
}

interface Embedded {
  client: PgliteQueries;
  closed(): boolean;
  snapshot: DatabaseHandle['snapshot'];
  close(): Promise<void>;
}

/**
 * The embedded database. On disk it runs on a thread of its own (`PgliteThread`); in memory (tests) and on a
 * file-system layer given by the caller (which must live where the engine runs: the power-cut test's) it runs
 * in this thread. Either way it is the same engine with the same start-up options and file-system layer.
 */
async function openEmbedded(
  config: Extract<DatabaseConfig, { driver: 'pglite' }>,
  fsFor: OpenOptions['pgliteFs'],
): Promise<Embedded> {
  const { dataDir, template } = config;
  const durable = config.durable !== false;
  if (dataDir && !fsFor) {
    const thread = await PgliteThread.open({ dataDir, durable });
    return {
      client: thread,
      closed: () => thread.closed,
      snapshot: (target) => thread.snapshot(target),
      close: () => thread.close(),
    };
  }
  const client = await openPglite(dataDir, durable, fsFor, template);
  return {
    client: client as unknown as PgliteQueries,
    closed: () => client.closed,
    snapshot: dataDir ? (target) => snapshotPglite(client, dataDir, target) : null,
    close: () => client.close(),
  };
}

/** Postgres error code of a failed query, looking through Drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string') {
      if (/^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    }
    current = typeof current === 'object' && current !== null && 'cause' in current ? current.cause : null;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

/** The name of the constraint a database error reports, looking through wrapped causes. */
export function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if ('constraint' in current && typeof current.constraint === 'string') return current.constraint;
    current = 'cause' in current ? current.cause : null;
  }
  return undefined;
}

/** Ids are `integer` columns: anything larger cannot exist, and must not reach the database as a query error. */
export const MAX_ID = 2_147_483_647;
export const isStorableId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ID;

/** The rows of a raw `db.execute` result (the same shape on PGlite and node-postgres). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
