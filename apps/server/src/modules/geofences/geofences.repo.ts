import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OptionsQuery } from '@fleet/shared/common';
import type { GeofenceListQuery, GeofenceType, GeofenceValues } from '@fleet/shared/schemas/geofences';
import { type Database, isStorableId } from '../../db/client';
import { geofences, vehicles, type GeofenceRow } from '../../db/schema';
import { readPage } from '../../db/paged-list';
import { escapeLike, onOrAfterDay, onOrBeforeDay, optionsWithSelected } from '../../db/sql';

export type GeofenceFilters = {
  name?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  status?: boolean | undefined;
  type?: GeofenceType | undefined;
  page: number;
  per_page: number;
};
export type { GeofenceListQuery };

export interface VehicleRef {
  id: number;
  name: string;
  plateNumber: string;
}

function columnsOf(values: GeofenceValues) {
  return {
    name: values.name,
    type: values.type,
    geometry: values.geometry,
    radius: values.radius === null ? null : Math.round(values.radius),
    width: values.width === null ? null : Math.round(values.width),
    color: values.color,
    speedLimit: values.speed_limit,
    vehicleIds: [...new Set(values.vehicle_ids)],
    status: values.status,
  };
}

export class GeofencesRepo {
  constructor(private readonly db: Database) {}

  /** The database (or transaction) this repository works in, for other modules' writes in the same transaction. */
  get database(): Database {
    return this.db;
  }

  /** Runs `work` in one transaction with a repository bound to it. */
  transaction<T>(work: (repo: GeofencesRepo) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new GeofencesRepo(tx as unknown as Database)));
  }

  private where(filters: GeofenceFilters, timeZone: string): SQL | undefined {
    const conditions: SQL[] = [];
    if (filters.name) conditions.push(sql`${geofences.name} ilike ${`%${escapeLike(filters.name)}%`}`);
    if (filters.status !== undefined) conditions.push(eq(geofences.status, filters.status));
    if (filters.type) conditions.push(eq(geofences.type, filters.type));
    if (filters.start_date) conditions.push(onOrAfterDay(geofences.createdAt, filters.start_date, timeZone));
    if (filters.end_date) conditions.push(onOrBeforeDay(geofences.createdAt, filters.end_date, timeZone));
    return conditions.length ? and(...conditions) : undefined;
  }

  async list(filters: GeofenceFilters, timeZone: string): Promise<{ rows: GeofenceRow[]; total: number }> {
    const where = this.where(filters, timeZone);
    return readPage(
      filters,
      (limit, offset) =>
        this.db
          .select()
          .from(geofences)
          .where(where)
          .orderBy(desc(geofences.createdAt), desc(geofences.id))
          .limit(limit)
          .offset(offset),
      () => this.db.select({ total: count() }).from(geofences).where(where),
    );
  }

  async findById(id: number): Promise<GeofenceRow | null> {
    if (!isStorableId(id)) return null;
    const [row] = await this.db.select().from(geofences).where(eq(geofences.id, id)).limit(1);
    return row ?? null;
  }

  /** Every active geofence (the map layer and the event engine). */
  active(): Promise<GeofenceRow[]> {
    return this.db.select().from(geofences).where(eq(geofences.status, true)).orderBy(asc(geofences.id));
  }

  async options(query: OptionsQuery): Promise<{ id: number; name: string }[]> {
    const matches = query.name ? sql`${geofences.name} ilike ${`%${escapeLike(query.name)}%`}` : undefined;
    const read = (where: SQL | undefined, limit: number) =>
      this.db
        .select({ id: geofences.id, name: geofences.name })
        .from(geofences)
        .where(where)
        .orderBy(asc(geofences.name), asc(geofences.id))
        .limit(limit);
    return optionsWithSelected(read, geofences.id, matches, query.selected);
  }

  /** The named vehicles that exist, by id. */
  async vehicles(ids: readonly number[]): Promise<Map<number, VehicleRef>> {
    const storable = [...new Set(ids)].filter(isStorableId);
    if (storable.length === 0) return new Map();
    const rows = await this.db
      .select({ id: vehicles.id, name: vehicles.name, plateNumber: vehicles.plateNumber })
      .from(vehicles)
      .where(inArray(vehicles.id, storable));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async create(values: GeofenceValues): Promise<number> {
    const [row] = await this.db.insert(geofences).values(columnsOf(values)).returning({ id: geofences.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  }

  async update(id: number, values: GeofenceValues): Promise<boolean> {
    if (!isStorableId(id)) return false;
    const rows = await this.db
      .update(geofences)
      .set({ ...columnsOf(values), updatedAt: new Date() })
      .where(eq(geofences.id, id))
      .returning({ id: geofences.id });
    return rows.length > 0;
  }

  async delete(id: number): Promise<boolean> {
    if (!isStorableId(id)) return false;
    const rows = await this.db.delete(geofences).where(eq(geofences.id, id)).returning({ id: geofences.id });
    return rows.length > 0;
  }
}
