import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { VehicleValues } from '@fleet/shared/schemas/vehicles';
import { REGISTRATION_WARNING_DAYS } from '@fleet/shared/schemas/vehicles';
import { type Database, isStorableId, isUniqueViolation } from '../../db/client';
import {
  media,
  type MediaRow,
  vehicleImages,
  vehicles,
  type VehicleRow,
  vehicleSearchText,
} from '../../db/schema';
import { ConflictError, type FieldErrorKeys } from '../../lib/errors';
import { escapeLike, onOrAfterDay, onOrBeforeDay } from '../../lib/sql';
import { MediaRepo } from '../media/media.repo';
import { addDays } from './registration-status';

export interface VehicleFilters {
  name?: string | undefined;
  status?: boolean | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  registration?: 'expired' | 'expiring' | undefined;
}

/** The unique columns and the index that guards each (race-safe; the pre-check only gives nicer answers). */
const UNIQUE_INDEXES: Record<string, 'plate_number' | 'vin' | 'device_id'> = {
  vehicles_plate_number_upper_unique: 'plate_number',
  vehicles_vin_upper_unique: 'vin',
  vehicles_device_id_lower_unique: 'device_id',
};

function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if ('constraint' in current && typeof current.constraint === 'string') return current.constraint;
    current = 'cause' in current ? current.cause : null;
  }
  return undefined;
}

/** A unique-index violation as the 409 the API promises, naming the field. */
export function conflictFromUniqueViolation(error: unknown): ConflictError | null {
  if (!isUniqueViolation(error)) return null;
  const constraint = violatedConstraint(error);
  const field = (constraint && UNIQUE_INDEXES[constraint]) || 'plate_number';
  return new ConflictError({ [field]: ['validation.taken'] });
}

function columnsOf(values: VehicleValues) {
  return {
    name: values.name,
    model: values.model,
    tag: values.tag,
    manufactureYear: values.manufacture_year,
    plateNumber: values.plate_number,
    licencePlateNumber: values.licence_plate_number,
    vin: values.vin,
    category: values.category,
    capacity: values.capacity,
    fuelType: values.fuel_type,
    meterReading: values.meter_reading,
    color: values.color,
    formNumber: values.form_number,
    formStartDate: values.form_start_date,
    formEndDate: values.form_end_date,
    status: values.status,
    deviceId: values.device_id,
  };
}

/** JSON keys of the bulk insert: the row's snake_case fields, in column order. */
const BULK_COLUMNS = [
  ['name', 'text'],
  ['model', 'text'],
  ['tag', 'text'],
  ['manufacture_year', 'integer'],
  ['plate_number', 'text'],
  ['licence_plate_number', 'text'],
  ['vin', 'text'],
  ['category', 'text'],
  ['capacity', 'integer'],
  ['fuel_type', 'text'],
  ['meter_reading', 'integer'],
  ['color', 'text'],
  ['form_number', 'text'],
  ['form_start_date', 'date'],
  ['form_end_date', 'date'],
  ['status', 'boolean'],
  ['device_id', 'text'],
] as const;
const NEWEST_FIRST = [desc(vehicles.createdAt), desc(vehicles.id)];
/**
 * The same order as an expression, for searches: otherwise the planner walks the date index backwards and
 * filters row by row (slow when the matches are old); this way the trigram index finds them, then they are sorted.
 */
const SEARCH_ORDER = [desc(sql`${vehicles.createdAt} + interval '0 seconds'`), desc(sql`${vehicles.id} + 0`)];
const BULK_CHUNK = 2_000;
const IMPORT_LOCK = 7_246_101;

export class VehiclesRepo {
  constructor(private readonly db: Database) {}

  /** Runs `work` in one transaction; the media repo shares it, so a vehicle and its files change together. */
  transaction<T>(work: (repo: VehiclesRepo, media: MediaRepo) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => {
      const db = tx as unknown as Database;
      return work(new VehiclesRepo(db), new MediaRepo(db));
    });
  }

  private where(filters: VehicleFilters, timeZone: string, today: string): SQL | undefined {
    const conditions: SQL[] = [];
    if (filters.name) {
      conditions.push(sql`${vehicleSearchText(vehicles)} ilike ${`%${escapeLike(filters.name)}%`}`);
    }
    if (filters.status !== undefined) conditions.push(eq(vehicles.status, filters.status));
    if (filters.start_date) conditions.push(onOrAfterDay(vehicles.createdAt, filters.start_date, timeZone));
    if (filters.end_date) conditions.push(onOrBeforeDay(vehicles.createdAt, filters.end_date, timeZone));
    if (filters.registration === 'expired') conditions.push(sql`${vehicles.formEndDate} < ${today}::date`);
    if (filters.registration === 'expiring') {
      const last = addDays(today, REGISTRATION_WARNING_DAYS);
      conditions.push(sql`${vehicles.formEndDate} between ${today}::date and ${last}::date`);
    }
    return conditions.length ? and(...conditions) : undefined;
  }

  async list(
    filters: VehicleFilters,
    page: { limit: number; offset: number },
    timeZone: string,
    today: string,
  ): Promise<{ rows: VehicleRow[]; total: number }> {
    const where = this.where(filters, timeZone, today);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(vehicles)
        .where(where)
        .orderBy(...(filters.name ? SEARCH_ORDER : NEWEST_FIRST))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(vehicles).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  async findById(id: number, options: { forUpdate?: boolean } = {}): Promise<VehicleRow | null> {
    if (!isStorableId(id)) return null;
    const query = this.db.select().from(vehicles).where(eq(vehicles.id, id)).limit(1);
    const [row] = options.forUpdate ? await query.for('update') : await query;
    return row ?? null;
  }

  /** Each vehicle's images in display order. */
  async imagesOf(vehicleIds: readonly number[]): Promise<Map<number, MediaRow[]>> {
    const result = new Map<number, MediaRow[]>();
    if (vehicleIds.length === 0) return result;
    const rows = await this.db
      .select({ vehicleId: vehicleImages.vehicleId, media })
      .from(vehicleImages)
      .innerJoin(media, eq(media.id, vehicleImages.mediaId))
      .where(inArray(vehicleImages.vehicleId, [...vehicleIds]))
      .orderBy(asc(vehicleImages.position));
    for (const row of rows) {
      const list = result.get(row.vehicleId) ?? [];
      list.push(row.media);
      result.set(row.vehicleId, list);
    }
    return result;
  }

  /** 409 fields for plate, VIN and device id already used by another vehicle (case-insensitive). */
  async conflicts(values: VehicleValues, exceptId?: number): Promise<FieldErrorKeys> {
    const same: SQL[] = [eq(sql`upper(${vehicles.plateNumber})`, values.plate_number.toUpperCase())];
    if (values.vin) same.push(eq(sql`upper(${vehicles.vin})`, values.vin.toUpperCase()));
    if (values.device_id) same.push(eq(sql`lower(${vehicles.deviceId})`, values.device_id.toLowerCase()));
    const matching = or(...same);
    const rows = await this.db
      .select({ plate: vehicles.plateNumber, vin: vehicles.vin, deviceId: vehicles.deviceId })
      .from(vehicles)
      .where(exceptId ? and(matching, ne(vehicles.id, exceptId)) : matching);
    const errors: FieldErrorKeys = {};
    for (const row of rows) {
      if (row.plate.toUpperCase() === values.plate_number.toUpperCase())
        errors.plate_number = ['validation.taken'];
      if (values.vin && row.vin?.toUpperCase() === values.vin.toUpperCase())
        errors.vin = ['validation.taken'];
      if (values.device_id && row.deviceId?.toLowerCase() === values.device_id.toLowerCase()) {
        errors.device_id = ['validation.taken'];
      }
    }
    return errors;
  }

  /** Media rows for `ids` with the vehicle each is attached to (if any). */
  async mediaWithOwner(
    ids: readonly number[],
  ): Promise<Map<number, { mimeType: string; vehicleId: number | null }>> {
    const storable = ids.filter(isStorableId);
    if (storable.length === 0) return new Map();
    const rows = await this.db
      .select({ id: media.id, mimeType: media.mimeType, vehicleId: vehicleImages.vehicleId })
      .from(media)
      .leftJoin(vehicleImages, eq(vehicleImages.mediaId, media.id))
      .where(inArray(media.id, storable));
    return new Map(rows.map((row) => [row.id, { mimeType: row.mimeType, vehicleId: row.vehicleId }]));
  }

  async create(values: VehicleValues): Promise<number> {
    try {
      const [row] = await this.db.insert(vehicles).values(columnsOf(values)).returning({ id: vehicles.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    } catch (error) {
      throw conflictFromUniqueViolation(error) ?? error;
    }
  }

  async update(id: number, values: VehicleValues): Promise<void> {
    try {
      await this.db
        .update(vehicles)
        .set({ ...columnsOf(values), updatedAt: new Date() })
        .where(eq(vehicles.id, id));
    } catch (error) {
      throw conflictFromUniqueViolation(error) ?? error;
    }
  }

  /** Sets the vehicle's images to `mediaIds` in that order; returns the ids of the images it no longer has. */
  async replaceImages(vehicleId: number, mediaIds: readonly number[]): Promise<number[]> {
    const previous = await this.db
      .delete(vehicleImages)
      .where(eq(vehicleImages.vehicleId, vehicleId))
      .returning({ mediaId: vehicleImages.mediaId });
    if (mediaIds.length > 0) {
      await this.db
        .insert(vehicleImages)
        .values(mediaIds.map((mediaId, position) => ({ vehicleId, mediaId, position })));
    }
    const kept = new Set(mediaIds);
    return previous.map((row) => row.mediaId).filter((mediaId) => !kept.has(mediaId));
  }

  async setStatus(id: number, status: boolean, blockedReason: string | null): Promise<void> {
    await this.db
      .update(vehicles)
      .set({ status, blockedReason, updatedAt: new Date() })
      .where(eq(vehicles.id, id));
  }

  /** Deletes the vehicle; returns the ids of the media its images used. */
  async delete(id: number): Promise<number[]> {
    const images = await this.db
      .select({ mediaId: vehicleImages.mediaId })
      .from(vehicleImages)
      .where(eq(vehicleImages.vehicleId, id));
    await this.db.delete(vehicles).where(eq(vehicles.id, id));
    return images.map((row) => row.mediaId);
  }

  /** Which of these plates (upper-case), VINs (upper-case) and device ids (lower-case) exist already. */
  async existingKeys(keys: {
    plates: string[];
    vins: string[];
    deviceIds: string[];
  }): Promise<{ plates: Set<string>; vins: Set<string>; deviceIds: Set<string> }> {
    const lookup = async (expression: SQL, values: string[]) => {
      const found = new Set<string>();
      for (let i = 0; i < values.length; i += BULK_CHUNK) {
        const chunk = values.slice(i, i + BULK_CHUNK);
        const rows = await this.db
          .select({ key: sql<string>`${expression}` })
          .from(vehicles)
          .where(sql`${expression} in (select jsonb_array_elements_text(${JSON.stringify(chunk)}::jsonb))`);
        for (const row of rows) found.add(row.key);
      }
      return found;
    };
    return {
      plates: await lookup(sql`upper(${vehicles.plateNumber})`, keys.plates),
      vins: await lookup(sql`upper(${vehicles.vin})`, keys.vins),
      deviceIds: await lookup(sql`lower(${vehicles.deviceId})`, keys.deviceIds),
    };
  }

  /** One multi-row statement per chunk (the ORM builder is too slow for thousands of rows). */
  async bulkInsert(rows: readonly VehicleValues[]): Promise<number> {
    const columns = sql.raw(BULK_COLUMNS.map(([name]) => `"${name}"`).join(', '));
    const recordType = sql.raw(BULK_COLUMNS.map(([name, type]) => `"${name}" ${type}`).join(', '));
    let inserted = 0;
    try {
      for (let i = 0; i < rows.length; i += BULK_CHUNK) {
        const chunk = rows
          .slice(i, i + BULK_CHUNK)
          .map((row) => Object.fromEntries(BULK_COLUMNS.map(([name]) => [name, row[name]])));
        await this.db.execute(
          sql`insert into ${vehicles} (${columns}) select ${columns} from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(${recordType})`,
        );
        inserted += chunk.length;
      }
    } catch (error) {
      throw conflictFromUniqueViolation(error) ?? error;
    }
    return inserted;
  }

  /** Transaction-scoped advisory lock held by an import while it checks and writes. */
  async lockForImport(): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
  }

  async countAll(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(vehicles);
    return row?.total ?? 0;
  }
}
