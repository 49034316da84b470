import type { RawQuery } from './stored-position';

/**
 * `positions` is partitioned by range of `fix_time`, one partition per ISO week (Monday 00:00 UTC).
 *
 * Why a week: a 1,000-vehicle fleet reporting every 10 s writes ~60 M rows a week. A week keeps each
 * partition's primary-key index small enough to stay in memory while it is written, a day's movement
 * record touches one partition (two at most), a month-long range a handful, and retention frees disk a
 * week at a time by dropping a table instead of deleting rows. Daily partitions would mean hundreds of
 * tables for a year of history (planning cost on every query, notably on the embedded database);
 * monthly ones would make the written index four times larger and retention coarse.
 */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** The tables partitioned by week: `positions` by `fix_time`, `events` by `time` (same retention). */
export type PartitionedTable = 'positions' | 'events';
const PARTITION_NAME = /^(?:positions|events)_w(\d{4})(\d{2})(\d{2})$/;

/** Weeks created ahead of the current one, so a partition always exists before its first fix arrives. */
export const PARTITION_WEEKS_AHEAD = 2;

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 24 * 60 * 60 * 1000);
}

export function partitionName(start: Date, table: PartitionedTable = 'positions'): string {
  return `${table}_w${start.toISOString().slice(0, 10).replaceAll('-', '')}`;
}

async function listPartitions(
  database: RawQuery,
  table: PartitionedTable = 'positions',
): Promise<{ name: string; start: Date }[]> {
  const rows = await database.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i
       JOIN pg_class c ON c.oid = i.inhrelid
       JOIN pg_class p ON p.oid = i.inhparent
      WHERE p.relname = $1`,
    [table],
  );
  return rows.flatMap(({ name }) => {
    const match = PARTITION_NAME.exec(name);
    return match ? [{ name, start: new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`) }] : [];
  });
}

/**
 * Creates the weekly partitions from `from` to `to` (inclusive weeks) that do not exist yet.
 * A week whose rows already sit in the default partition (fixes that arrived before their week
 * existed) cannot be created; it is skipped and reported, and those rows stay queryable there.
 */
export async function ensurePositionPartitions(
  database: RawQuery,
  from: Date,
  to: Date,
  table: PartitionedTable = 'positions',
): Promise<{ created: string[]; skipped: string[] }> {
  const existing = new Set((await listPartitions(database, table)).map((p) => p.name));
  const created: string[] = [];
  const skipped: string[] = [];
  for (let start = weekStart(from); start <= to; start = new Date(start.getTime() + WEEK_MS)) {
    const name = partitionName(start, table);
    if (existing.has(name)) continue;
    const end = new Date(start.getTime() + WEEK_MS);
    try {
      await database.query(
        `CREATE TABLE IF NOT EXISTS ${name} PARTITION OF ${table}
           FOR VALUES FROM ('${start.toISOString()}') TO ('${end.toISOString()}')`,
      );
      created.push(name);
    } catch {
      // Another instance created it at the same moment, or the default partition holds rows of it.
      skipped.push(name);
    }
  }
  return { created, skipped };
}

/** The current week and the ones ahead, of positions and events. */
export async function ensureCurrentPositionPartitions(database: RawQuery, now = new Date()) {
  const to = new Date(now.getTime() + PARTITION_WEEKS_AHEAD * WEEK_MS);
  const positions = await ensurePositionPartitions(database, now, to, 'positions');
  const events = await ensurePositionPartitions(database, now, to, 'events');
  return {
    created: [...positions.created, ...events.created],
    skipped: [...positions.skipped, ...events.skipped],
  };
}

/**
 * Retention: drops the weekly partitions wholly older than `retentionDays` and deletes such rows from
 * the default partition, then raises every vehicle's position revision. `retentionDays` 0 keeps everything.
 */
export async function dropExpiredPositionPartitions(
  database: RawQuery,
  retentionDays: number,
  now = new Date(),
): Promise<string[]> {
  if (retentionDays <= 0) return [];
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const dropped: string[] = [];
  for (const table of ['positions', 'events'] as const) {
    for (const partition of await listPartitions(database, table)) {
      if (partition.start.getTime() + WEEK_MS > cutoff.getTime()) continue;
      await database.query(`DROP TABLE IF EXISTS ${partition.name}`);
      if (table === 'positions') dropped.push(partition.name);
    }
  }
  await database.query('DELETE FROM events_default WHERE time < $1', [cutoff.toISOString()]);
  const [deleted] = await database.query<{ n: number }>(
    'WITH gone AS (DELETE FROM positions_default WHERE fix_time < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone',
    [cutoff.toISOString()],
  );
  if (dropped.length > 0 || (deleted?.n ?? 0) > 0) {
    // Movement records built before are wrong now (see latestPositions.revision). Rows locked in vehicle order,
    // as the position writer's batches lock them, so the two cannot deadlock.
    await database.query(
      `UPDATE latest_positions SET revision = revision + 1
        WHERE vehicle_id IN (SELECT vehicle_id FROM latest_positions ORDER BY vehicle_id FOR UPDATE)`,
    );
  }
  return dropped;
}
