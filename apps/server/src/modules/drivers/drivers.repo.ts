import { aliasedTable, and, asc, count, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ListQuery, OptionsQuery } from '@fleet/shared/common';
import { LICENCE_WARNING_DAYS } from '@fleet/shared/schemas/drivers';
import { type Database, isStorableId, isUniqueViolation, violatedConstraint } from '../../db/client';
import { drivers, driverTokens, media, vehicles } from '../../db/schema';
import { ConflictError, type FieldErrorKeys } from '../../lib/errors';
import type { MessageKey } from '../../lib/messages';
import { escapeLike, onOrAfterDay, onOrBeforeDay, optionsWithSelected } from '../../db/sql';
import { MediaRepo } from '../media';
import { addDays } from '../../lib/dates';

export interface DriverWrite {
  name: string;
  identityNumber: string;
  countryCode: string;
  /** E.164. */
  phone: string;
  nationality: string;
  address: string | null;
  licenceNumber: string;
  licenceExpiryDate: string;
  nationalIdImageId: number | null;
  licenceImageId: number | null;
  imageId: number | null;
  vehicleId: number | null;
  keyId: string | null;
  /** Null keeps the current hash on update (none on create). */
  passwordHash: string | null;
}

export type DriverFilters = ListQuery & { status?: 'expired' | 'expiring' | undefined };

const nationalId = aliasedTable(media, 'national_id_media');
const licence = aliasedTable(media, 'licence_media');
const photo = aliasedTable(media, 'photo_media');
const mediaColumns = (table: typeof media) => ({
  id: table.id,
  mimeType: table.mimeType,
  private: table.private,
});
const columns = {
  driver: drivers,
  nationalId: mediaColumns(nationalId),
  licence: mediaColumns(licence),
  image: mediaColumns(photo),
  vehicle: { id: vehicles.id, name: vehicles.name, plateNumber: vehicles.plateNumber },
};

/** Name, phone, identity number and licence number, joined by a unit separator. */
const searchText = sql`(${drivers.name} || chr(31) || ${drivers.phone} || chr(31) || ${drivers.identityNumber} || chr(31) || ${drivers.licenceNumber})`;
const matching = (search: string) => sql`${searchText} ilike ${`%${escapeLike(search)}%`}`;

type ConflictKey = Extract<
  MessageKey,
  'drivers.identity_taken' | 'drivers.phone_taken' | 'drivers.vehicle_taken' | 'drivers.key_taken'
>;
const UNIQUE_INDEXES: Record<string, [string, ConflictKey]> = {
  drivers_identity_number_unique: ['identity_number', 'drivers.identity_taken'],
  drivers_phone_unique: ['phone', 'drivers.phone_taken'],
  drivers_vehicle_id_unique: ['vehicle_id', 'drivers.vehicle_taken'],
  drivers_key_id_unique: ['key_id', 'drivers.key_taken'],
};

function conflictFrom(error: unknown): ConflictError | null {
  if (!isUniqueViolation(error)) return null;
  const [field, key] = UNIQUE_INDEXES[violatedConstraint(error) ?? ''] ?? ['phone', 'drivers.phone_taken'];
  return new ConflictError({ [field]: [key] }, key);
}

export type DriverRecord = NonNullable<Awaited<ReturnType<DriversRepo['findById']>>>;

export class DriversRepo {
  constructor(private readonly db: Database) {}

  /** The database (or transaction) this repository works in, for other modules' writes in the same transaction. */
  get database(): Database {
    return this.db;
  }

  transaction<T>(work: (repo: DriversRepo, media: MediaRepo) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => {
      const db = tx as unknown as Database;
      return work(new DriversRepo(db), new MediaRepo(db));
    });
  }

  private select() {
    return this.db
      .select(columns)
      .from(drivers)
      .leftJoin(nationalId, eq(nationalId.id, drivers.nationalIdImageId))
      .leftJoin(licence, eq(licence.id, drivers.licenceImageId))
      .leftJoin(photo, eq(photo.id, drivers.imageId))
      .leftJoin(vehicles, eq(vehicles.id, drivers.vehicleId));
  }

  async list(filters: DriverFilters, timeZone: string, today: string) {
    const conditions: SQL[] = [];
    if (filters.name) conditions.push(matching(filters.name));
    if (filters.start_date) conditions.push(onOrAfterDay(drivers.createdAt, filters.start_date, timeZone));
    if (filters.end_date) conditions.push(onOrBeforeDay(drivers.createdAt, filters.end_date, timeZone));
    if (filters.status === 'expired') conditions.push(sql`${drivers.licenceExpiryDate} < ${today}::date`);
    if (filters.status === 'expiring') {
      const last = addDays(today, LICENCE_WARNING_DAYS);
      conditions.push(sql`${drivers.licenceExpiryDate} between ${today}::date and ${last}::date`);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [totals]] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(drivers.createdAt), desc(drivers.id))
        .limit(filters.per_page)
        .offset((filters.page - 1) * filters.per_page),
      this.db.select({ total: count() }).from(drivers).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  async findById(id: number) {
    if (!isStorableId(id)) return null;
    const [row] = await this.select().where(eq(drivers.id, id)).limit(1);
    return row ?? null;
  }

  async lock(id: number) {
    if (!isStorableId(id)) return null;
    const [row] = await this.db
      .select({
        id: drivers.id,
        nationalIdImageId: drivers.nationalIdImageId,
        licenceImageId: drivers.licenceImageId,
        imageId: drivers.imageId,
      })
      .from(drivers)
      .where(eq(drivers.id, id))
      .for('update');
    return row ?? null;
  }

  async vehicleExists(id: number): Promise<boolean> {
    if (!isStorableId(id)) return false;
    const [row] = await this.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, id));
    return Boolean(row);
  }

  /** 409 fields: identity number, phone and vehicle held by another driver. */
  async conflicts(values: DriverWrite, exceptId?: number): Promise<FieldErrorKeys> {
    const checks: [string, ConflictKey, SQL][] = [
      ['identity_number', 'drivers.identity_taken', eq(drivers.identityNumber, values.identityNumber)],
      ['phone', 'drivers.phone_taken', eq(drivers.phone, values.phone)],
    ];
    if (values.keyId !== null) checks.push(['key_id', 'drivers.key_taken', eq(drivers.keyId, values.keyId)]);
    if (values.vehicleId !== null) {
      checks.push(['vehicle_id', 'drivers.vehicle_taken', eq(drivers.vehicleId, values.vehicleId)]);
    }
    const errors: FieldErrorKeys = {};
    for (const [field, key, same] of checks) {
      const [row] = await this.db
        .select({ id: drivers.id })
        .from(drivers)
        .where(exceptId ? and(same, ne(drivers.id, exceptId)) : same)
        .limit(1);
      if (row) errors[field] = [key];
    }
    return errors;
  }

  async create(values: DriverWrite): Promise<number> {
    try {
      const [row] = await this.db.insert(drivers).values(values).returning({ id: drivers.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    } catch (error) {
      throw conflictFrom(error) ?? error;
    }
  }

  async update(id: number, values: DriverWrite): Promise<void> {
    const { passwordHash, ...rest } = values;
    try {
      await this.db
        .update(drivers)
        .set({ ...rest, ...(passwordHash ? { passwordHash } : {}), updatedAt: new Date() })
        .where(eq(drivers.id, id));
      // A new password signs the driver out of the driver app everywhere.
      if (passwordHash) await this.db.delete(driverTokens).where(eq(driverTokens.driverId, id));
    } catch (error) {
      throw conflictFrom(error) ?? error;
    }
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(drivers).where(eq(drivers.id, id));
  }

  /** Select options: `OPTIONS_LIMIT` drivers by name whose search text matches, the selected one first. */
  async options(query: OptionsQuery): Promise<{ id: number; name: string }[]> {
    const read = (where: SQL | undefined, limit: number) =>
      this.db
        .select({ id: drivers.id, name: drivers.name })
        .from(drivers)
        .where(where)
        .orderBy(asc(drivers.name), asc(drivers.id))
        .limit(limit);
    return optionsWithSelected(
      read,
      drivers.id,
      query.name ? matching(query.name) : undefined,
      query.selected,
    );
  }

  /** Vehicles without a driver, plus the one `driverId` holds (so its form keeps showing it). */
  async freeVehicles(driverId?: number) {
    const holder = aliasedTable(drivers, 'holder');
    const free =
      driverId !== undefined && isStorableId(driverId)
        ? or(isNull(holder.id), eq(holder.id, driverId))
        : isNull(holder.id);
    return this.db
      .select({ id: vehicles.id, name: vehicles.name, plateNumber: vehicles.plateNumber })
      .from(vehicles)
      .leftJoin(holder, eq(holder.vehicleId, vehicles.id))
      .where(free)
      .orderBy(asc(vehicles.name), asc(vehicles.id));
  }
}
