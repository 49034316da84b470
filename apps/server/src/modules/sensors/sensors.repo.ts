import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { SensorInput } from '@fleet/shared/schemas/sensors';
import { type Database, rowsOf } from '../../db/client';
import { vehicleSensors, type VehicleSensorRow } from '../../db/schema';

function columns(values: SensorInput) {
  return {
    name: values.name,
    type: values.type,
    attribute: values.attribute,
    calibration: values.calibration,
    multiplier: values.multiplier,
    capacity: values.capacity,
    min: values.min,
    max: values.max,
    refuelMinLitres: values.refuel_min_litres,
    drainMinLitres: values.drain_min_litres,
  };
}

/** The statements of vehicle sensors (docs/api.md#sensors). */
export class SensorsRepo {
  constructor(private readonly db: Database) {}

  /** The database (or transaction) this repository works in, for the audit entry of the same transaction. */
  get database(): Database {
    return this.db;
  }

  transaction<T>(work: (repo: SensorsRepo) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new SensorsRepo(tx as unknown as Database)));
  }

  /** Locks the vehicle's row (sensors of one vehicle are counted and changed one writer at a time); false: none. */
  async lockVehicle(vehicleId: number): Promise<boolean> {
    const rows = rowsOf<{ id: number }>(
      await this.db.execute(sql`SELECT id FROM vehicles WHERE id = ${vehicleId} FOR UPDATE`),
    );
    return rows.length > 0;
  }

  async vehicleExists(vehicleId: number): Promise<boolean> {
    const rows = rowsOf<{ id: number }>(
      await this.db.execute(sql`SELECT id FROM vehicles WHERE id = ${vehicleId}`),
    );
    return rows.length > 0;
  }

  async ofVehicle(vehicleId: number): Promise<VehicleSensorRow[]> {
    return this.db
      .select()
      .from(vehicleSensors)
      .where(eq(vehicleSensors.vehicleId, vehicleId))
      .orderBy(asc(vehicleSensors.id));
  }

  /** Every vehicle's sensors (for the cache, at start). */
  async all(): Promise<VehicleSensorRow[]> {
    return this.db
      .select()
      .from(vehicleSensors)
      .orderBy(asc(vehicleSensors.vehicleId), asc(vehicleSensors.id));
  }

  /** The sensors of these vehicles (for the per-vehicle cache). */
  async ofVehicles(vehicleIds: readonly number[]): Promise<VehicleSensorRow[]> {
    if (vehicleIds.length === 0) return [];
    return this.db
      .select()
      .from(vehicleSensors)
      .where(inArray(vehicleSensors.vehicleId, [...vehicleIds]))
      .orderBy(asc(vehicleSensors.vehicleId), asc(vehicleSensors.id));
  }

  /**
   * One attribute of the vehicle's stored positions over [from, to], in fix-time order, with speed and ignition (what
   * the fuel smoothing needs). Positions without the attribute are left out; at most `limit` rows.
   */
  async readings(
    vehicleId: number,
    attribute: string,
    from: Date,
    to: Date,
    limit: number,
  ): Promise<{ fix_ms: number; raw: unknown; speed: number | null; ignition: unknown }[]> {
    return rowsOf(
      await this.db.execute(sql`SELECT (extract(epoch FROM fix_time) * 1000)::float8 AS fix_ms,
            attributes -> ${attribute} AS raw, speed, attributes -> 'ignition' AS ignition
          FROM positions
          WHERE vehicle_id = ${vehicleId} AND fix_time >= ${from} AND fix_time <= ${to} AND attributes ? ${attribute}
          ORDER BY fix_time
          LIMIT ${limit}`),
    );
  }

  async countOfVehicle(vehicleId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(vehicleSensors)
      .where(eq(vehicleSensors.vehicleId, vehicleId));
    return row?.n ?? 0;
  }

  async find(vehicleId: number, id: number): Promise<VehicleSensorRow | undefined> {
    const [row] = await this.db
      .select()
      .from(vehicleSensors)
      .where(and(eq(vehicleSensors.vehicleId, vehicleId), eq(vehicleSensors.id, id)));
    return row;
  }

  async insert(vehicleId: number, values: SensorInput): Promise<VehicleSensorRow> {
    const [row] = await this.db
      .insert(vehicleSensors)
      .values({ vehicleId, ...columns(values) })
      .returning();
    if (!row) throw new Error('sensor not stored');
    return row;
  }

  async update(vehicleId: number, id: number, values: SensorInput): Promise<VehicleSensorRow | undefined> {
    const [row] = await this.db
      .update(vehicleSensors)
      .set({ ...columns(values), updatedAt: new Date() })
      .where(and(eq(vehicleSensors.vehicleId, vehicleId), eq(vehicleSensors.id, id)))
      .returning();
    return row;
  }

  async delete(vehicleId: number, id: number): Promise<VehicleSensorRow | undefined> {
    const [row] = await this.db
      .delete(vehicleSensors)
      .where(and(eq(vehicleSensors.vehicleId, vehicleId), eq(vehicleSensors.id, id)))
      .returning();
    return row;
  }
}
