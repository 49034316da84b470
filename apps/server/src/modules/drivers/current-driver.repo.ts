import { sql } from 'drizzle-orm';
import { type Database, type DatabaseHandle, rowsOf } from '../../db/client';

/**
 * The keyed positions of a period (and the last one before it, however long ago: a vehicle parked over a weekend
 * keeps its driver; the partial index positions_driver_key_idx finds it), reduced to the positions where the key
 * changed, with the key's owner. Positions without a key do not end a span: the last key holds
 * (docs/api.md#driver-keys).
 */
const SPANS_SQL = `
WITH keyed AS (
  SELECT fix_time, attributes->>'driver_key' AS key FROM positions
  WHERE vehicle_id = $1 AND fix_time >= $2 AND fix_time < $3 AND attributes ? 'driver_key'
  UNION ALL
  (SELECT fix_time, attributes->>'driver_key' AS key FROM positions
   WHERE vehicle_id = $1 AND fix_time < $2 AND attributes ? 'driver_key'
   ORDER BY fix_time DESC LIMIT 1)
), changes AS (
  SELECT fix_time, key, lag(key) OVER (ORDER BY fix_time) AS previous FROM keyed
)
SELECT greatest(c.fix_time, $2::timestamptz) AS from_time, c.key, d.id AS driver_id, d.name AS driver_name
FROM changes c LEFT JOIN drivers d ON d.key_id = c.key
WHERE c.previous IS DISTINCT FROM c.key
ORDER BY c.fix_time`;

export interface CurrentDriverRow {
  key: string | null;
  since: Date | string | null;
  key_driver_id: number | null;
  key_driver_name: string | null;
  assigned_id: number | null;
  assigned_name: string | null;
}

export interface DriverSpanRow {
  from_time: Date | string;
  key: string;
  driver_id: number | null;
  driver_name: string | null;
}

/** Who drives a vehicle: by the keys its device reported, else by assignment. */
export class CurrentDriverRepo {
  constructor(
    private readonly db: Database,
    private readonly handle: Pick<DatabaseHandle, 'query'>,
  ) {}

  /** The vehicle's last key with its owner, and its assigned driver; undefined without the vehicle. */
  async current(vehicleId: number): Promise<CurrentDriverRow | undefined> {
    const [row] = rowsOf<CurrentDriverRow>(
      await this.db.execute(sql`
          SELECT k.driver_key AS key, k.since, kd.id AS key_driver_id, kd.name AS key_driver_name,
                 ad.id AS assigned_id, ad.name AS assigned_name
          FROM vehicles v
          LEFT JOIN vehicle_drivers k ON k.vehicle_id = v.id
          LEFT JOIN drivers kd ON kd.id = k.driver_id
          LEFT JOIN drivers ad ON ad.vehicle_id = v.id
          WHERE v.id = ${vehicleId}`),
    );
    return row;
  }

  async vehicleExists(vehicleId: number): Promise<boolean> {
    const [vehicle] = await this.handle.query<{ id: number }>('SELECT id FROM vehicles WHERE id = $1', [
      vehicleId,
    ]);
    return vehicle !== undefined;
  }

  /** The spans of a period, in time order: where each starts, its key and the key's owner. */
  spans(vehicleId: number, from: Date, to: Date): Promise<DriverSpanRow[]> {
    return this.handle.query<DriverSpanRow>(SPANS_SQL, [vehicleId, from.toISOString(), to.toISOString()]);
  }
}
