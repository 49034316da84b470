import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@fleet/shared/common';
import type { TripStatus } from '@fleet/shared/schemas/trips';
import { type Database, isStorableId } from '../../db/client';
import {
  drivers,
  positions,
  trips,
  vehicles,
  type StoredStation,
  type StoredStationProgress,
} from '../../db/schema';
import { escapeLike } from '../../db/sql';

export interface TripWrite {
  name: string;
  day: string;
  startTime: string;
  driverId: number;
  vehicleId: number;
  stations: StoredStation[];
  startsAt: Date;
  endsAt: Date;
}

export interface ProgressWrite {
  status: TripStatus;
  nextStation: number | null;
  progress: StoredStationProgress[];
  startedAt: Date | null;
  finishedAt: Date | null;
}

export type TripFilters = ListQuery & { status?: TripStatus | undefined };

const columns = {
  trip: trips,
  driver: { id: drivers.id, name: drivers.name },
  vehicle: { id: vehicles.id, name: vehicles.name, plateNumber: vehicles.plateNumber },
};

/** Trip name, driver name, vehicle name and plate, joined by a unit separator. */
const searchText = sql`(${trips.name} || chr(31) || ${drivers.name} || chr(31) || ${vehicles.name} || chr(31) || ${vehicles.plateNumber})`;

/** Statuses the engine may still change. */
export const OPEN_STATUSES: TripStatus[] = ['planned', 'running', 'late'];

export type TripRecord = NonNullable<Awaited<ReturnType<TripsRepo['findById']>>>;

export class TripsRepo {
  constructor(private readonly db: Database) {}

  /** The database (or transaction) this repository works in, for other modules' writes in the same transaction. */
  get database(): Database {
    return this.db;
  }

  transaction<T>(work: (repo: TripsRepo) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new TripsRepo(tx as unknown as Database)));
  }

  private select() {
    return this.db
      .select(columns)
      .from(trips)
      .innerJoin(drivers, eq(drivers.id, trips.driverId))
      .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId));
  }

  async list(filters: TripFilters) {
    const conditions: SQL[] = [];
    if (filters.name) conditions.push(sql`${searchText} ilike ${`%${escapeLike(filters.name)}%`}`);
    if (filters.start_date) conditions.push(gte(trips.day, filters.start_date));
    if (filters.end_date) conditions.push(lte(trips.day, filters.end_date));
    if (filters.status) conditions.push(eq(trips.status, filters.status));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [totals]] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(trips.day), asc(trips.startsAt), desc(trips.id))
        .limit(filters.per_page)
        .offset((filters.page - 1) * filters.per_page),
      this.db
        .select({ total: count() })
        .from(trips)
        .innerJoin(drivers, eq(drivers.id, trips.driverId))
        .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId))
        .where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  async findById(id: number) {
    if (!isStorableId(id)) return null;
    const [row] = await this.select().where(eq(trips.id, id)).limit(1);
    return row ?? null;
  }

  async lock(id: number) {
    if (!isStorableId(id)) return null;
    const [row] = await this.db.select().from(trips).where(eq(trips.id, id)).for('update');
    return row ?? null;
  }

  async driverExists(id: number): Promise<boolean> {
    if (!isStorableId(id)) return false;
    const [row] = await this.db.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, id));
    return Boolean(row);
  }

  /** The vehicle's management status (false: blocked), or null when there is no such vehicle. */
  async vehicleStatus(id: number): Promise<boolean | null> {
    if (!isStorableId(id)) return null;
    const [row] = await this.db
      .select({ status: vehicles.status })
      .from(vehicles)
      .where(eq(vehicles.id, id))
      .for('share');
    return row?.status ?? null;
  }

  /**
   * Another itinerary of the same driver or vehicle whose window overlaps [startsAt, endsAt]. The rows are locked
   * (with the driver's and vehicle's) by the caller's transaction so two concurrent saves cannot both pass.
   */
  async overlapping(write: TripWrite, exceptId?: number) {
    const conditions = [
      or(eq(trips.driverId, write.driverId), eq(trips.vehicleId, write.vehicleId)),
      lt(trips.startsAt, write.endsAt),
      gt(trips.endsAt, write.startsAt),
    ];
    if (exceptId) conditions.push(ne(trips.id, exceptId));
    return this.db
      .select({ id: trips.id, name: trips.name, driverId: trips.driverId, vehicleId: trips.vehicleId })
      .from(trips)
      .where(and(...conditions))
      .orderBy(asc(trips.startsAt));
  }

  /** Serialises plan writes per driver and vehicle (the overlap check then sees every committed plan). */
  async lockPeople(driverId: number, vehicleId: number): Promise<void> {
    await this.db.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, driverId)).for('update');
    await this.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, vehicleId)).for('update');
  }

  async create(write: TripWrite): Promise<number> {
    const [row] = await this.db.insert(trips).values(write).returning({ id: trips.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  }

  /** A changed plan starts over: the engine re-derives the status from the track. */
  async update(id: number, write: TripWrite): Promise<void> {
    await this.db
      .update(trips)
      .set({
        ...write,
        status: 'planned',
        nextStation: null,
        progress: null,
        startedAt: null,
        finishedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(trips.id, id));
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(trips).where(eq(trips.id, id));
  }

  async setProgress(id: number, progress: ProgressWrite): Promise<void> {
    await this.db.update(trips).set(progress).where(eq(trips.id, id));
  }

  /** Itineraries the engine may still change whose window is near `now` (by start time). */
  async open(from: Date, to: Date, vehicleIds?: readonly number[]) {
    const conditions = [
      inArray(trips.status, OPEN_STATUSES),
      gte(trips.startsAt, from),
      lte(trips.startsAt, to),
    ];
    if (vehicleIds) conditions.push(inArray(trips.vehicleId, [...vehicleIds]));
    return this.db
      .select()
      .from(trips)
      .where(and(...conditions));
  }

  /** Valid fixes of a vehicle in [from, to], in time order. */
  async track(vehicleId: number, from: Date, to: Date) {
    return this.db
      .select({ lat: positions.lat, lon: positions.lon, speed: positions.speed, fixTime: positions.fixTime })
      .from(positions)
      .where(
        and(
          eq(positions.vehicleId, vehicleId),
          gte(positions.fixTime, from),
          lte(positions.fixTime, to),
          eq(positions.valid, true),
        ),
      )
      .orderBy(asc(positions.fixTime));
  }

  /** Every itinerary of a day, for the form's "who is free" selects. */
  async ofDay(day: string) {
    return this.db
      .select({
        id: trips.id,
        name: trips.name,
        driverId: trips.driverId,
        vehicleId: trips.vehicleId,
        startTime: trips.startTime,
        stations: trips.stations,
      })
      .from(trips)
      .where(eq(trips.day, day))
      .orderBy(asc(trips.startsAt));
  }

  async driversAndVehicles() {
    const [driverRows, vehicleRows] = await Promise.all([
      this.db.select({ id: drivers.id, name: drivers.name }).from(drivers).orderBy(asc(drivers.name)),
      this.db
        .select({
          id: vehicles.id,
          name: vehicles.name,
          plateNumber: vehicles.plateNumber,
          status: vehicles.status,
        })
        .from(vehicles)
        .orderBy(asc(vehicles.name)),
    ]);
    return { drivers: driverRows, vehicles: vehicleRows };
  }
}
