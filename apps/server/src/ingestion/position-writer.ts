import { type CopySession, isUniqueViolation } from '../db/client';
import { binaryArray, binaryJsonbArray, type ElementType } from '../db/binary-arrays';
import { BinaryCopy } from '../db/binary-copy';
import type { RawQuery, StoredPosition } from '../db/stored-position';
import type { Position } from './position';

/** What one committed statement changed, given to `onCommitted` listeners after COMMIT. */
export interface CommittedBatch {
  /** Every position of the batch (deduplicated within it; some may repeat a fix the table already had). */
  positions: StoredPosition[];
  /** The positions that became their vehicle's latest (newest fix), at most one per vehicle. */
  latest: StoredPosition[];
  /** Rows actually added to `positions` (duplicates of stored fixes are not). */
  inserted: number;
  /**
   * Each vehicle of the batch → its position revision after it (raised once per committed batch holding the
   * vehicle, by whichever instance wrote it). A consumer that keeps per-vehicle state in memory sees another
   * instance's writes as a gap in the numbers: its state is stale and must be read again.
   */
  revisions: ReadonlyMap<number, number>;
}

export type CommittedListener = (batch: CommittedBatch) => void;

export interface PositionWriterOptions {
  /** Rows per statement; a full batch is written at once. */
  maxBatchRows?: number;
  /**
   * How long the first row of a batch waits for company while a write slot is free: the latency added to an
   * ACK at low load. 0 (the default): the batch starts on the next turn of the event loop with whatever the
   * connections handed in meanwhile; under load, rows gather while the slots are busy (a batch is what
   * arrived during the previous write), so batches grow with the load without any timer.
   */
  flushIntervalMs?: number;
  /** Buffered rows above which `submit` waits for room (backpressure on the transports). */
  maxBufferedRows?: number;
  /**
   * Statements running at once. 1 on the embedded database (one connection); 2 on PostgreSQL lets one
   * batch commit while the next is sent. Rows are sorted by (vehicle, fix time) in every batch, so
   * concurrent batches take their row locks in the same order and cannot deadlock.
   */
  maxConcurrentWrites?: number;
  /** Batches of at least this many rows go by COPY where the database has it (tests: both ways). */
  copyMinRows?: number;
  onError?: (error: unknown, rows: number) => void;
}

export class WriterClosedError extends Error {
  constructor() {
    super('the position writer is closed');
    this.name = 'WriterClosedError';
  }
}

interface Submission {
  rows: StoredPosition[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

const COLUMNS =
  'vehicle_id, fix_time, server_time, valid, lat, lon, speed, course, altitude, satellites, ignition, attributes';

/** Each column of the latest row but the key: moved to a newer fix, else kept (the revision rises either way). */
const LATEST_VALUES = COLUMNS.split(', ')
  .filter((column) => column !== 'vehicle_id')
  .map((column) => `${column} = CASE WHEN i.fix_time > l.fix_time THEN i.${column} ELSE l.${column} END`)
  .join(',\n    ');

/**
 * A batch's rows from its binary array parameters: $1…$12 the columns (times as epoch milliseconds), $13 whether
 * the row is its vehicle's newest of the batch, and with `decided` (COPY's `FINISH_SQL`) $14 whether it is late
 * and $15 whether its vehicle had no latest row yet; `n`: the row's place in the arrays, from 1.
 */
const unnestRows = (decided: boolean) => `
  ROWS FROM (unnest($1::int[]), unnest($2::float8[]), unnest($3::float8[]), unnest($4::bool[]),
    unnest($5::float8[]), unnest($6::float8[]), unnest($7::float8[]), unnest($8::float8[]), unnest($9::float8[]),
    unnest($10::int2[]), unnest($11::bool[]), unnest($12::jsonb[]), unnest($13::bool[])
    ${decided ? ', unnest($14::bool[]), unnest($15::bool[])' : ''}) WITH ORDINALITY
    AS t(vehicle_id, fix_ms, server_ms, valid, lat, lon, speed, course, altitude, satellites, ignition,
      attributes, newest${decided ? ', late, no_latest' : ''}, n)`;
const INPUT_COLUMNS = `t.vehicle_id, to_timestamp(fix_ms / 1000) AS fix_time,
    to_timestamp(server_ms / 1000) AS server_time, valid, lat, lon, speed, course, altitude, satellites, ignition,
    attributes, newest`;

/**
 * The batch's vehicles still there, each locked once, in order: its latest row when it has one (`stored`), else
 * its own row as its key check would. A deletion deletes the latest row before the positions (vehicles.repo.ts),
 * so a locked latest row is a vehicle not deleted, and a deletion waits for the commit, then deletes the rows.
 * The vehicles' own rows are not locked too: their lock records would weigh on every small batch.
 * `IN (SELECT unnest($1))`, not `= ANY($1)`: planned once for any array (generic plans, db/client.ts), `= ANY`
 * becomes a scan of the table comparing each row with every element of the array, and `$1` holds each row's
 * vehicle (`BATCH_SQL`), so the array is as long as the batch.
 */
const LOCK_CTES = `
stored AS MATERIALIZED (
  SELECT vehicle_id, fix_time FROM latest_positions WHERE vehicle_id IN (SELECT unnest($1::int[]))
  ORDER BY vehicle_id FOR NO KEY UPDATE
), unplaced AS MATERIALIZED (
  SELECT id FROM vehicles WHERE id IN (SELECT unnest($1::int[]) EXCEPT SELECT vehicle_id FROM stored)
  ORDER BY id FOR KEY SHARE
), present AS MATERIALIZED (
  SELECT vehicle_id AS id FROM stored UNION ALL SELECT id FROM unplaced
)`;

/**
 * Moves each vehicle's latest row (`input`'s newest rows) and reports what changed, with `inserted` rows. A
 * latest row that exists is locked already (`stored`, `LOCK_SQL`): it is updated in place, not upserted (an
 * insert tried first, as an upsert does, costs the database more per row in batches of one-record packets). A vehicle's
 * first latest row is inserted plainly: a concurrent batch that placed it first makes this one fail on the key
 * (23505) rather than store its fixes as on time beside the other's (`late` needs one order per vehicle).
 */
const LATEST_AND_RESULT = (inserted: string) => `moved AS (
  UPDATE latest_positions l SET revision = l.revision + 1,
    ${LATEST_VALUES}
  FROM input i WHERE i.newest AND NOT i.no_latest AND l.vehicle_id = i.vehicle_id
  RETURNING l.vehicle_id, l.revision, l.fix_time, l.server_time
), placed AS (
  INSERT INTO latest_positions (${COLUMNS}, revision) SELECT ${COLUMNS}, 1 FROM input WHERE newest AND no_latest
  RETURNING vehicle_id, revision, fix_time, server_time
), latest AS (
  SELECT * FROM moved UNION ALL SELECT * FROM placed
)
SELECT (${inserted})::int AS inserted,
       (SELECT coalesce(array_agg(l.vehicle_id), '{}') FROM latest l JOIN input i ON i.newest
          AND i.vehicle_id = l.vehicle_id AND i.fix_time = l.fix_time AND i.server_time = l.server_time) AS latest,
       (SELECT coalesce(array_agg(vehicle_id), '{}') FROM latest) AS revised,
       (SELECT coalesce(array_agg(revision), '{}') FROM latest) AS revision`;

/**
 * One statement per batch: every insert runs in its single implicit transaction, so `positions` and
 * `latest_positions` commit together. A fix already stored for the vehicle is skipped (stored once); the latest
 * row moves only to a strictly newer fix, so late and repeated reports never rewind it, and its `revision` rises
 * for each batch holding the vehicle (one `newest` row each): one update per vehicle does both (a table of its own
 * for the revisions cost a second one). The vehicles whose latest row moved are those it now holds the batch's
 * newest fix and arrival of. Rows are sorted by vehicle, so concurrent batches lock the vehicles' rows in the
 * same order.
 * These tables have no foreign key to `vehicles` (checked row by row, it would be a large share of the statement):
 * each vehicle of the batch is locked once instead (`LOCK_CTES`: a deletion waits for the commit, then deletes
 * the rows), and the rows of a vehicle deleted before are left out (`present`).
 * A vehicle's latest row holds the newest fix of its stored positions (both move in one transaction), so with
 * that row locked (a concurrent batch holding the vehicle waits for the other's commit, then reads its new
 * latest fix) a newer fix cannot be stored yet: those rows, nearly all of them, are inserted plainly, without
 * `ON CONFLICT`'s speculative insertion, which is costly per row. Only the others (late or repeated fixes)
 * are checked, and stored as `late` (older than the latest fix: its lock makes that one order per vehicle for every
 * instance). A vehicle's very first positions have no latest row to lock: two batches storing first fixes at once
 * fail one of them on a primary key, which `$14` = false then writes checking every row against the other's.
 * `late_rows` gives the places of the late rows in the batch (the caller marks them; usually none).
 */
const BATCH_SQL = `
WITH ${LOCK_CTES}, input AS MATERIALIZED (
  SELECT ${INPUT_COLUMNS}, t.n,
    s.fix_time IS NOT NULL AND to_timestamp(fix_ms / 1000) <= s.fix_time AS late,
    s.vehicle_id IS NULL AS no_latest
  FROM ${unnestRows(false)}
  LEFT JOIN stored s ON s.vehicle_id = t.vehicle_id
  WHERE t.vehicle_id IN (SELECT id FROM present)
), plain AS (
  INSERT INTO positions (${COLUMNS}) SELECT ${COLUMNS} FROM input WHERE $14::bool AND NOT late RETURNING 1
), checked AS (
  INSERT INTO positions (${COLUMNS}, late) SELECT ${COLUMNS}, late FROM input WHERE NOT ($14::bool AND NOT late)
  ON CONFLICT DO NOTHING RETURNING 1
), ${LATEST_AND_RESULT('(SELECT count(*) FROM plain) + (SELECT count(*) FROM checked)')},
       (SELECT count(*) FROM present)::int AS present,
       (SELECT coalesce(array_agg(n::int), '{}') FROM input WHERE late) AS late_rows`;

/**
 * Large batches on PostgreSQL (`copyTransaction`): the same writes as `BATCH_SQL`, in a transaction of three
 * statements. The lock (below) returns each present vehicle's latest fix; the rows newer than it go by binary
 * `COPY`, which costs the database much less than the statement does per row (no arrays to take apart, no
 * executor per row); then `FINISH_SQL`
 * inserts the others checked and moves the latest rows. With small batches (one-record packets, a few hundred
 * rows) the extra round trips cost more than COPY saves.
 */
const LOCK_SQL = `
WITH ${LOCK_CTES}
SELECT coalesce(array_agg(p.id ORDER BY p.id), '{}') AS present,
       coalesce(array_agg((extract(epoch FROM s.fix_time) * 1000)::float8 ORDER BY p.id), '{}') AS latest_ms
FROM present p LEFT JOIN stored s ON s.vehicle_id = p.id`;
const COPY_SQL = `COPY positions (${COLUMNS}) FROM STDIN (FORMAT binary)`;
const FINISH_SQL = `
WITH input AS MATERIALIZED (
  SELECT ${INPUT_COLUMNS}, late, no_latest FROM ${unnestRows(true)}
), checked AS (
  INSERT INTO positions (${COLUMNS}, late) SELECT ${COLUMNS}, true FROM input WHERE late
  ON CONFLICT DO NOTHING RETURNING 1
), ${LATEST_AND_RESULT('SELECT count(*) FROM checked')}`;
const COPY_MIN_ROWS = 1_000;

export function toStoredPosition(vehicleId: number, position: Position, serverTime: Date): StoredPosition {
  const ignition = position.attributes.ignition;
  return {
    vehicleId,
    fixTime: position.fixTime,
    serverTime,
    valid: position.valid,
    lat: position.lat,
    lon: position.lon,
    speed: position.speed,
    course: position.course,
    altitude: position.altitude,
    satellites: position.satellites,
    ignition: typeof ignition === 'boolean' ? ignition : null,
    attributes: position.attributes,
    late: false,
  };
}

/**
 * Batches positions from every connection into few large statements (raw `unnest` of binary arrays: the
 * ORM's insert builder costs several times more here). `submit` resolves only after the batch holding its rows has
 * committed, so a transport that ACKs after it never acknowledges a position a crash could lose.
 */
export class PositionWriter {
  private readonly maxBatchRows: number;
  private readonly flushIntervalMs: number;
  private readonly maxBufferedRows: number;
  private queue: Submission[] = [];
  private queuedRows = 0;
  private timer: NodeJS.Timeout | NodeJS.Immediate | null = null;
  private readonly maxConcurrentWrites: number;
  private readonly copyMinRows: number;
  private readonly writing = new Set<Promise<void>>();
  private waitingForRoom: (() => void)[] = [];
  private readonly listeners = new Set<CommittedListener>();
  private closed = false;

  constructor(
    private readonly database: RawQuery,
    private readonly options: PositionWriterOptions = {},
  ) {
    this.maxBatchRows = options.maxBatchRows ?? 10_000;
    this.flushIntervalMs = options.flushIntervalMs ?? 0;
    this.maxBufferedRows = options.maxBufferedRows ?? 100_000;
    this.maxConcurrentWrites = options.maxConcurrentWrites ?? 1;
    this.copyMinRows = options.copyMinRows ?? COPY_MIN_ROWS;
  }

  /** Rows waiting to be written (not counting the batch being written). */
  get bufferedRows(): number {
    return this.queuedRows;
  }

  /** Calls `listener` after each commit; returns the unsubscribe function. A throwing listener is ignored. */
  onCommitted(listener: CommittedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stores `positions` for `vehicleId`; resolves once committed, rejects if the batch failed. */
  submit(vehicleId: number, positions: readonly Position[], serverTime = new Date()): Promise<void> {
    if (this.closed) return Promise.reject(new WriterClosedError());
    if (positions.length === 0) return Promise.resolve();
    if (this.queuedRows >= this.maxBufferedRows) return this.submitWhenRoom(vehicleId, positions, serverTime);
    const rows = positions.map((position) => toStoredPosition(vehicleId, position, serverTime));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ rows, resolve, reject });
      this.queuedRows += rows.length;
      this.schedule();
    });
  }

  /** Backpressure: waits until the buffered rows are below `maxBufferedRows`, then submits. */
  private async submitWhenRoom(
    vehicleId: number,
    positions: readonly Position[],
    serverTime: Date,
  ): Promise<void> {
    while (this.queuedRows >= this.maxBufferedRows) {
      await new Promise<void>((resolve) => this.waitingForRoom.push(resolve));
      if (this.closed) throw new WriterClosedError();
    }
    return this.submit(vehicleId, positions, serverTime);
  }

  /** Writes everything submitted so far; resolves when it is committed (or failed). */
  async flush(): Promise<void> {
    while (this.writing.size > 0 || this.queue.length > 0) {
      if (this.queue.length > 0 && this.writing.size < this.maxConcurrentWrites) this.startWrite();
      else await Promise.race(this.writing);
    }
  }

  /** Refuses new submissions and writes the ones already accepted. */
  async close(): Promise<void> {
    this.closed = true;
    this.cancelTimer();
    await this.flush();
    for (const wake of this.waitingForRoom.splice(0)) wake();
  }

  private schedule(): void {
    if (this.writing.size >= this.maxConcurrentWrites) return; // a write starts the next one when it ends
    if (this.queuedRows >= this.maxBatchRows) {
      this.startWrite();
    } else if (!this.timer) {
      const start = () => {
        this.timer = null;
        if (this.writing.size < this.maxConcurrentWrites) this.startWrite();
      };
      this.timer = this.flushIntervalMs > 0 ? setTimeout(start, this.flushIntervalMs) : setImmediate(start);
    }
  }

  private cancelTimer(): void {
    if (this.timer) {
      clearTimeout(this.timer as NodeJS.Timeout);
      clearImmediate(this.timer as NodeJS.Immediate);
    }
    this.timer = null;
  }

  private startWrite(): void {
    this.cancelTimer();
    const batch = this.takeBatch();
    if (batch.length === 0) return;
    const write: Promise<void> = this.write(batch).finally(() => {
      this.writing.delete(write);
      // What queued meanwhile has waited a whole write already: it goes now.
      if (this.queue.length > 0) this.startWrite();
    });
    this.writing.add(write);
  }

  /** Whole submissions up to `maxBatchRows` rows (always at least one). */
  private takeBatch(): Submission[] {
    const batch: Submission[] = [];
    let rows = 0;
    while (this.queue.length > 0) {
      const next = this.queue[0]!;
      if (batch.length > 0 && rows + next.rows.length > this.maxBatchRows) break;
      batch.push(this.queue.shift()!);
      rows += next.rows.length;
    }
    this.queuedRows -= rows;
    while (this.waitingForRoom.length > 0 && this.queuedRows < this.maxBufferedRows) {
      this.waitingForRoom.shift()!();
    }
    return batch;
  }

  private async write(batch: Submission[]): Promise<void> {
    try {
      // A loop, not `flatMap`: V8's `flatMap` costs many times this per position.
      const rows: StoredPosition[] = [];
      for (const submission of batch) for (const row of submission.rows) rows.push(row);
      const committed = await this.writeRows(rows, false).catch((error: unknown) => {
        // Another batch stored the same first fix of a vehicle meanwhile (BATCH_SQL): check every row.
        if (isUniqueViolation(error)) return this.writeRows(rows, true);
        throw error;
      });
      for (const submission of batch) submission.resolve();
      this.notify(committed);
    } catch (error) {
      if (batch.length === 1) {
        this.options.onError?.(error, batch[0]!.rows.length);
        batch[0]!.reject(error);
        return;
      }
      // One bad submission must not fail the others.
      for (const submission of batch) await this.write([submission]);
    }
  }

  private async writeRows(all: StoredPosition[], checkEveryRow: boolean): Promise<CommittedBatch> {
    const { rows, newest } = sortAndDedupe(all);
    const copyTransaction = this.database.copyTransaction;
    const result =
      copyTransaction && !checkEveryRow && rows.length >= this.copyMinRows
        ? await copyTransaction((session) => copyBatch(session, rows, newest))
        : await this.statementBatch(rows, newest, checkEveryRow);
    const changed = new Set(result?.latest ?? []);
    const revised = result?.revised ?? [];
    // `revision` is a bigint: a string from node-postgres, a number from PGlite.
    const revisions = new Map(revised.map((id, i) => [id, Number(result!.revision[i])]));
    // Marked as the database stored them: not newer than the latest fix the batch found.
    for (const n of result?.late_rows ?? []) rows[n - 1]!.late = true;
    return {
      // Every vehicle of the batch was revised unless one was deleted before it: then its rows were left out.
      positions:
        result?.present === newest.length ? rows : rows.filter((row) => revisions.has(row.vehicleId)),
      latest: newest.filter((row) => changed.has(row.vehicleId)),
      inserted: result?.inserted ?? 0,
      revisions,
    };
  }

  private async statementBatch(
    rows: StoredPosition[],
    newest: StoredPosition[],
    checkEveryRow: boolean,
  ): Promise<BatchResult | undefined> {
    const parameters = batchParameters(rows, newest, checkEveryRow);
    return (await this.database.query<BatchResult>(BATCH_SQL, parameters, 'positions-batch'))[0];
  }

  private notify(batch: CommittedBatch): void {
    for (const listener of this.listeners) {
      try {
        listener(batch);
      } catch (error) {
        this.options.onError?.(error, 0);
      }
    }
  }
}

/**
 * Sorted by vehicle then fix time, the first report of a (vehicle, fix time) kept, as in the table; `newest` holds
 * each vehicle's last row. Grouped by vehicle first: a vehicle's rows mostly come in fix-time order already (a
 * tracker sends its records oldest first), and sorting the whole batch with a comparator costs far more per row.
 */
function sortAndDedupe(all: StoredPosition[]): { rows: StoredPosition[]; newest: StoredPosition[] } {
  const byVehicle = new Map<number, StoredPosition[]>();
  for (const row of all) {
    const list = byVehicle.get(row.vehicleId);
    if (list) list.push(row);
    else byVehicle.set(row.vehicleId, [row]);
  }
  const rows: StoredPosition[] = [];
  const newest: StoredPosition[] = [];
  for (const vehicleId of [...byVehicle.keys()].sort((a, b) => a - b)) {
    let previous = Number.NaN;
    for (const row of inFixTimeOrder(byVehicle.get(vehicleId)!)) {
      const ms = row.fixTime.getTime();
      if (ms === previous) continue;
      previous = ms;
      rows.push(row);
    }
    newest.push(rows[rows.length - 1]!);
  }
  return { rows, newest };
}

const byFixTime = (a: { fixTime: Date }, b: { fixTime: Date }) => a.fixTime.getTime() - b.fixTime.getTime();

/**
 * Puts one vehicle's fixes in fix-time order, in place, keeping the order of equal times (the first report of a
 * fix is the one stored). They mostly are in order already: one look along them then costs a fraction of a sort.
 */
export function inFixTimeOrder<T extends { fixTime: Date }>(fixes: T[]): T[] {
  for (let i = 1; i < fixes.length; i++)
    if (fixes[i]!.fixTime.getTime() < fixes[i - 1]!.fixTime.getTime()) return fixes.sort(byFixTime);
  return fixes;
}

interface BatchResult {
  inserted: number;
  latest: number[];
  revised: number[];
  revision: (number | string)[];
  present: number;
  /** The places (from 1) in the batch's rows of those not newer than their vehicle's latest fix. */
  late_rows: number[];
}

/** The COPY way of `BATCH_SQL` (see `LOCK_SQL`), in `session`'s transaction. */
async function copyBatch(
  session: CopySession,
  rows: StoredPosition[],
  newest: StoredPosition[],
): Promise<BatchResult> {
  const vehicleIds = newest.map((row) => row.vehicleId);
  const [locked] = await session.query<{ present: number[]; latest_ms: (number | null)[] }>(
    LOCK_SQL,
    [binaryArray('int4', vehicleIds)],
    'positions-lock',
  );
  const present = locked?.present ?? [];
  if (present.length === 0)
    return { inserted: 0, latest: [], revised: [], revision: [], present: 0, late_rows: [] };
  // Each present vehicle's latest stored fix (epoch ms), null before its first.
  const latestMs = new Map(present.map((id, i) => [id, locked!.latest_ms[i] ?? null]));
  const isNewest = new Set(newest);
  const copy = new BinaryCopy(rows.length * COPY_ROW_BYTES);
  let copied = 0;
  // The rows not copied (late or repeated fixes) and each present vehicle's newest row, for FINISH_SQL.
  const rest: StoredPosition[] = [];
  const restAttributes: string[] = [];
  const late: boolean[] = [];
  const noLatest: boolean[] = [];
  const lateRows: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const stored = latestMs.get(row.vehicleId);
    if (stored === undefined) continue; // the vehicle was deleted
    const fresh = stored === null || row.fixTime.getTime() > stored;
    if (!fresh) lateRows.push(i + 1);
    const attributes = JSON.stringify(row.attributes);
    if (fresh) {
      copyRow(copy, row, attributes);
      copied++;
    }
    if (!fresh || isNewest.has(row)) {
      rest.push(row);
      restAttributes.push(attributes);
      late.push(!fresh);
      noLatest.push(stored === null);
    }
  }
  if (copied > 0) await session.copyIn(COPY_SQL, copy.finish());
  const restNewest = rest.map((row) => isNewest.has(row));
  const [finished] = await session.query<BatchResult>(
    FINISH_SQL,
    [
      ...columnParameters(rest, restAttributes),
      binaryArray('bool', restNewest),
      binaryArray('bool', late),
      binaryArray('bool', noLatest),
    ],
    'positions-finish',
  );
  return {
    ...finished!,
    inserted: copied + finished!.inserted,
    present: present.length,
    late_rows: lateRows,
  };
}

/** Room for a row of COPY data but its attributes' JSON (grown when a row needs more). */
const COPY_ROW_BYTES = 160;
const COPY_FIELDS = 12;

/** `row` as COPY data; `attributes`: their JSON. */
function copyRow(copy: BinaryCopy, row: StoredPosition, attributes: string): void {
  copy.row(COPY_FIELDS, COPY_ROW_BYTES + BinaryCopy.jsonbBytes(attributes));
  copy.int4(row.vehicleId);
  copy.timestamptz(row.fixTime.getTime());
  copy.timestamptz(row.serverTime.getTime());
  copy.bool(row.valid);
  copy.float8(row.lat);
  copy.float8(row.lon);
  copy.float8(row.speed);
  copy.float8(row.course);
  copy.float8(row.altitude);
  copy.int2(row.satellites);
  copy.bool(row.ignition);
  copy.jsonb(attributes);
}

/**
 * The rows' columns as `unnestRows` reads them: binary arrays (the database neither parses printed numbers nor
 * do we print them), times as epoch milliseconds, the attributes as a `jsonb[]` of their JSON (`attributes`, when
 * the caller has it already). One pass over the rows per column.
 */
function columnParameters(
  rows: StoredPosition[],
  attributes = rows.map((row) => JSON.stringify(row.attributes)),
): Buffer[] {
  const column = (type: ElementType, value: (row: StoredPosition) => number | boolean | null) => {
    const values = new Array<number | boolean | null>(rows.length);
    for (let i = 0; i < rows.length; i++) values[i] = value(rows[i]!);
    return binaryArray(type, values);
  };
  return [
    column('int4', (row) => row.vehicleId),
    column('float8', (row) => row.fixTime.getTime()),
    column('float8', (row) => row.serverTime.getTime()),
    column('bool', (row) => row.valid),
    column('float8', (row) => row.lat),
    column('float8', (row) => row.lon),
    column('float8', (row) => row.speed),
    column('float8', (row) => row.course),
    column('float8', (row) => row.altitude),
    column('int2', (row) => row.satellites),
    column('bool', (row) => row.ignition),
    binaryJsonbArray(attributes),
  ];
}

/** BATCH_SQL's parameters: the columns, which rows are their vehicle's newest, and whether to trust the latest. */
function batchParameters(
  rows: StoredPosition[],
  newest: StoredPosition[],
  checkEveryRow: boolean,
): unknown[] {
  const isNewest = new Set(newest);
  const rowNewest = rows.map((row) => isNewest.has(row));
  return [...columnParameters(rows), binaryArray('bool', rowNewest), String(!checkEveryRow)];
}
