import { sql, type SQL } from 'drizzle-orm';
import type { FuelTransactionInput } from '@fleet/shared/schemas/fuel';
import { type Database, rowsOf } from '../../db/client';

/** A stored transaction with its vehicle and the refuel nearest to it within the window (null: none). */
export interface TransactionRow {
  id: number;
  vehicle_id: number;
  vehicle_name: string;
  plate_number: string;
  time: Date | string;
  litres: number;
  cost: number | null;
  station: string | null;
  card: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  refuel_id: number | string | null;
  refuel_litres: number | null;
}

export interface TransactionFilter {
  /** null: every vehicle. */
  vehicleIds: readonly number[] | null;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  id?: number;
}

/** The window either side of a transaction in which a refuel matches it (FUEL_MATCH_WINDOW_MS). */
const WINDOW = sql.raw(`interval '2 hours'`);

/** Serialises fuel-card imports (any number, distinct from the other advisory locks). */
const IMPORT_LOCK = 7_246_135;

const ids = (values: readonly number[]) => `{${values.join(',')}}`;

function where(filter: TransactionFilter): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (filter.vehicleIds !== null) parts.push(sql`t.vehicle_id = ANY(${ids(filter.vehicleIds)}::int[])`);
  if (filter.from) parts.push(sql`t.time >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`t.time < ${filter.to.toISOString()}::timestamptz`);
  if (filter.id !== undefined) parts.push(sql`t.id = ${filter.id}`);
  return sql.join(parts, sql` AND `);
}

/** The statements of fuel-card transactions (docs/api.md#sensors). */
export class FuelRepo {
  constructor(private readonly db: Database) {}

  get database(): Database {
    return this.db;
  }

  transaction<T>(work: (repo: FuelRepo) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new FuelRepo(tx as unknown as Database)));
  }

  /**
   * Transactions with their match, newest first: the vehicle's `fuel_refuel` event nearest in time within two hours
   * either side (the earlier on a tie), read now, so a refuel detected after the card was entered is found as well
   * as one detected before it.
   */
  async list(filter: TransactionFilter, limit: number | null, offset = 0): Promise<TransactionRow[]> {
    return rowsOf<TransactionRow>(
      await this.db.execute(sql`
        SELECT t.id, t.vehicle_id, v.name AS vehicle_name, v.plate_number, t.time, t.litres, t.cost, t.station,
          t.card, t.created_at, t.updated_at, m.id AS refuel_id, m.litres AS refuel_litres
        FROM fuel_transactions t
        JOIN vehicles v ON v.id = t.vehicle_id
        LEFT JOIN LATERAL (
          SELECT e.id,
            CASE WHEN jsonb_typeof(e.attributes->'litres') = 'number' THEN (e.attributes->>'litres')::float8
              ELSE 0 END AS litres
          FROM events e
          WHERE e.vehicle_id = t.vehicle_id AND e.type = 'fuel_refuel'
            AND e.time >= t.time - ${WINDOW} AND e.time <= t.time + ${WINDOW}
          ORDER BY abs(extract(epoch FROM e.time - t.time)), e.time, e.id
          LIMIT 1
        ) m ON TRUE
        WHERE ${where(filter)}
        ORDER BY t.time DESC, t.id DESC
        ${limit === null ? sql`` : sql`LIMIT ${limit} OFFSET ${offset}`}`),
    );
  }

  async count(filter: TransactionFilter): Promise<number> {
    const [row] = rowsOf<{ n: number | string }>(
      await this.db.execute(sql`SELECT count(*) AS n FROM fuel_transactions t WHERE ${where(filter)}`),
    );
    return Number(row?.n ?? 0);
  }

  /** The vehicles of these ids that exist. */
  async existingVehicles(vehicleIds: readonly number[]): Promise<Set<number>> {
    if (vehicleIds.length === 0) return new Set();
    const rows = rowsOf<{ id: number }>(
      await this.db.execute(sql`SELECT id FROM vehicles WHERE id = ANY(${ids(vehicleIds)}::int[])`),
    );
    return new Set(rows.map((row) => Number(row.id)));
  }

  /** Vehicle ids by upper-cased plate number. */
  async vehiclesByPlate(plates: readonly string[]): Promise<Map<string, number>> {
    if (plates.length === 0) return new Map();
    const rows = rowsOf<{ id: number; plate: string }>(
      await this.db.execute(
        sql`SELECT id, upper(plate_number) AS plate FROM vehicles WHERE upper(plate_number) = ANY(${`{${plates
          .map((p) => `"${p.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)
          .join(',')}}`}::text[])`,
      ),
    );
    return new Map(rows.map((row) => [row.plate, Number(row.id)]));
  }

  /** The stored columns of one transaction (for the audit log), locked. */
  async findForUpdate(id: number): Promise<Record<string, unknown> | undefined> {
    const [row] = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`SELECT vehicle_id, time, litres, cost, station, card FROM fuel_transactions
        WHERE id = ${id} FOR UPDATE`),
    );
    return row;
  }

  async insert(values: FuelTransactionInput[], createdBy: number | null): Promise<number[]> {
    if (values.length === 0) return [];
    const rows = rowsOf<{ id: number }>(
      await this.db.execute(sql`
        INSERT INTO fuel_transactions (vehicle_id, time, litres, cost, station, card, created_by)
        VALUES ${sql.join(
          values.map(
            (v) =>
              sql`(${v.vehicle_id}, ${v.time}::timestamptz, ${v.litres}, ${v.cost}, ${v.station}, ${v.card}, ${createdBy})`,
          ),
          sql`, `,
        )}
        RETURNING id`),
    );
    return rows.map((row) => Number(row.id));
  }

  async update(id: number, v: FuelTransactionInput): Promise<boolean> {
    const rows = rowsOf<{ id: number }>(
      await this.db.execute(sql`
        UPDATE fuel_transactions SET vehicle_id = ${v.vehicle_id}, time = ${v.time}::timestamptz, litres = ${v.litres},
          cost = ${v.cost}, station = ${v.station}, card = ${v.card}, updated_at = now()
        WHERE id = ${id} RETURNING id`),
    );
    return rows.length > 0;
  }

  async delete(id: number): Promise<boolean> {
    const rows = rowsOf<{ id: number }>(
      await this.db.execute(sql`DELETE FROM fuel_transactions WHERE id = ${id} RETURNING id`),
    );
    return rows.length > 0;
  }

  /** Imports of fuel cards one at a time (the vehicles' import serialises the same way). */
  async lockForImport(): Promise<void> {
    await this.db.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK})`);
  }
}
