import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { VehicleValues } from '@fleet/shared/schemas/vehicles';
import type { OptionsQuery } from '@fleet/shared/common';
import type { StatusReason } from '@fleet/shared/status-reason';
import { type Database, isStorableId, isUniqueViolation, violatedConstraint } from '../../db/client';
import {
  type Attributes,
  events,
  employees,
  latestPositions,
  media,
  positions,
  vehicleImages,
  vehicles,
  type VehicleRow,
  vehicleStatusChanges,
} from '../../db/schema';
import { ConflictError, type FieldErrorKeys } from '../../lib/errors';
import {
  escapeLike,
  isoTimestamp,
  jsonRowReader,
  onOrAfterDay,
  onOrBeforeDay,
  optionsWithSelected,
} from '../../db/sql';
import { MediaRepo } from '../media';
import { warningEnd } from './registration-status';
import { VehicleCounts } from './vehicle-counts';

export interface VehicleFilters {
  name?: string | undefined;
  status?: boolean | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  registration?: 'expired' | 'expiring' | undefined;
  /** The worst status of its service programmes (docs/api.md#maintenance). */
  maintenance?: 'due_soon' | 'overdue' | undefined;
}

/** A vehicle as the list reads it: what the API shows of its row, the timestamps already in ISO 8601. */
export type ListedVehicle = Omit<
  VehicleRow,
  'blockSource' | 'searchText' | 'createdAt' | 'updatedAt' | 'devicePassword'
> & {
  createdAt: string;
  updatedAt: string;
};

/** The list's columns, each row read as one JSON array. */
const LISTED = jsonRowReader<ListedVehicle>({
  id: vehicles.id,
  name: vehicles.name,
  model: vehicles.model,
  tag: vehicles.tag,
  manufactureYear: vehicles.manufactureYear,
  plateNumber: vehicles.plateNumber,
  licencePlateNumber: vehicles.licencePlateNumber,
  vin: vehicles.vin,
  category: vehicles.category,
  capacity: vehicles.capacity,
  fuelType: vehicles.fuelType,
  meterReading: vehicles.meterReading,
  speedLimit: vehicles.speedLimit,
  color: vehicles.color,
  formNumber: vehicles.formNumber,
  formStartDate: vehicles.formStartDate,
  formEndDate: vehicles.formEndDate,
  status: vehicles.status,
  blockedReason: vehicles.blockedReason,
  blockedReasonCode: vehicles.blockedReasonCode,
  deviceId: vehicles.deviceId,
  deviceProtocol: vehicles.deviceProtocol,
  imageRefs: vehicles.imageRefs,
  createdAt: isoTimestamp(vehicles.createdAt),
  updatedAt: isoTimestamp(vehicles.updatedAt),
});

/** The unique columns and the index that guards each (race-safe; the pre-check only gives nicer answers). */
const UNIQUE_INDEXES: Record<string, 'plate_number' | 'vin' | 'device_id'> = {
  vehicles_plate_number_upper_unique: 'plate_number',
  vehicles_vin_upper_unique: 'vin',
  vehicles_device_id_lower_unique: 'device_id',
};

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
    speedLimit: values.speed_limit,
    color: values.color,
    formNumber: values.form_number,
    formStartDate: values.form_start_date,
    formEndDate: values.form_end_date,
    status: values.status,
    deviceId: values.device_id,
    // Write only: absent keeps the stored one (the column's default for a new vehicle).
    ...(values.device_password ? { devicePassword: values.device_password } : {}),
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

/** Which filters a list request uses: one prepared statement per shape (and per page order). */
interface ListShape {
  name: boolean;
  status: boolean;
  start: boolean;
  end: boolean;
  registration: VehicleFilters['registration'];
  maintenance: VehicleFilters['maintenance'];
}

const shapeOf = (filters: VehicleFilters): ListShape => ({
  name: Boolean(filters.name),
  status: filters.status !== undefined,
  start: Boolean(filters.start_date),
  end: Boolean(filters.end_date),
  registration: filters.registration,
  maintenance: filters.maintenance,
});

const shapeName = (shape: ListShape) =>
  [
    shape.name ? 'n' : '',
    shape.status ? 's' : '',
    shape.start ? 'a' : '',
    shape.end ? 'b' : '',
    shape.registration ?? '',
    shape.maintenance ?? '',
  ].join('') || 'all';

const likePattern = (search: string) => `%${escapeLike(search)}%`;

/**
 * The word of a search the trigram index looks up (the whole search is checked on what it finds). The
 * index intersects the row lists of every trigram of its pattern, and a common one ("ben" of a plate
 * "BEN 4242", shared by every plate of that series) costs as much as the whole fleet; the longest word
 * has the most trigrams and is usually the rarest.
 */
const indexedWord = (search: string) =>
  search.split(/\s+/).reduce((longest, word) => (word.length > longest.length ? word : longest), '');

function listParams(filters: VehicleFilters, timeZone: string, today: string): Record<string, unknown> {
  return {
    pattern: filters.name ? likePattern(filters.name) : undefined,
    word: filters.name ? likePattern(indexedWord(filters.name)) : undefined,
    status: filters.status,
    start: filters.start_date,
    end: filters.end_date,
    timeZone,
    today,
    last: warningEnd(today),
  };
}

/** The cache key of a filter's total; `today` matters only to the registration filter. */
const countKey = (filters: VehicleFilters, today: string) =>
  JSON.stringify([
    filters.name ?? null,
    filters.status ?? null,
    filters.start_date ?? null,
    filters.end_date ?? null,
    filters.registration ?? null,
    filters.registration ? today : null,
    filters.maintenance ?? null,
  ]);

/**
 * The search text matches `pattern` (a LIKE pattern in any case): a condition the trigram index serves.
 * The pattern is lowered once per query (a subquery); as a plain `lower(...)` it was lowered again for
 * every row a search reads.
 */
const searchMatches = (pattern: unknown) => sql`${vehicles.searchText} like (select lower(${pattern}))`;
/**
 * The same test hidden from the trigram index (`collate "C"` changes nothing for LIKE but makes another
 * expression than the index's), so that the planner walks the date index instead.
 */
const searchMatchesUnindexed = (pattern: unknown) =>
  sql`(${vehicles.searchText} collate "C") like (select lower(${pattern}))`;

/**
 * The filter of a shape, its values as placeholders: `scan` hides the search from the trigram index so
 * that the planner walks the date index, and `trigram` gives the index only the search's indexed word.
 */
function shapeWhere(shape: ListShape, search: 'trigram' | 'scan'): SQL | undefined {
  const p = sql.placeholder;
  const conditions: SQL[] = [];
  if (shape.name) {
    conditions.push(
      search === 'trigram'
        ? sql`${searchMatches(p('word'))} and ${searchMatchesUnindexed(p('pattern'))}`
        : searchMatchesUnindexed(p('pattern')),
    );
  }
  if (shape.status) conditions.push(sql`${vehicles.status} = ${p('status')}`);
  if (shape.start) conditions.push(onOrAfterDay(vehicles.createdAt, p('start'), p('timeZone')));
  if (shape.end) conditions.push(onOrBeforeDay(vehicles.createdAt, p('end'), p('timeZone')));
  if (shape.registration === 'expired') conditions.push(sql`${vehicles.formEndDate} < ${p('today')}::date`);
  if (shape.registration === 'expiring') {
    conditions.push(sql`${vehicles.formEndDate} between ${p('today')}::date and ${p('last')}::date`);
  }
  if (shape.maintenance) conditions.push(maintenanceIs(shape.maintenance));
  return conditions.length ? and(...conditions) : undefined;
}

/** Its worst programme status is `status` (the schedules' status is kept by the maintenance tracker). */
function maintenanceIs(status: 'due_soon' | 'overdue'): SQL {
  const has = (value: string) =>
    sql`exists (select 1 from maintenance_schedules ms where ms.vehicle_id = ${vehicles.id} and ms.status = ${sql.raw(`'${value}'`)})`;
  return status === 'overdue' ? has('overdue') : sql`${has('due_soon')} and not ${has('overdue')}`;
}

type PreparedPage = { execute(params: Record<string, unknown>): Promise<{ row: string }[]> };
type PreparedCount = { execute(params: Record<string, unknown>): Promise<{ total: number }[]> };

/** What a vehicle's device said last: its latest position's times, fix and attributes. */
export interface LastReportRow {
  serverTime: Date;
  fixTime: Date;
  valid: boolean;
  attributes: Attributes;
}

export interface StatusChange {
  status: boolean;
  /** A user's reason as typed; the examinations give `code` instead. */
  reason: string | null;
  code?: StatusReason | null;
  source: 'manual' | 'examination';
  employeeId?: number | null;
  examinationId?: number | null;
}

export class VehiclesRepo {
  private readonly prepared = new Map<string, unknown>();

  constructor(
    private readonly db: Database,
    /** List totals; cleared after every transaction, since vehicles change only in transactions. */
    readonly counts = new VehicleCounts(),
  ) {}

  /** The database (or transaction) this repository works in, for other modules' writes in the same transaction. */
  get database(): Database {
    return this.db;
  }

  /** Runs `work` in one transaction; the media repo shares it, so a vehicle and its files change together. */
  async transaction<T>(work: (repo: VehiclesRepo, media: MediaRepo) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction((tx) => {
        const db = tx as unknown as Database;
        return work(new VehiclesRepo(db, this.counts), new MediaRepo(db));
      });
    } finally {
      this.counts.invalidate();
    }
  }

  private where(filters: VehicleFilters, timeZone: string, today: string): SQL | undefined {
    const conditions: SQL[] = [];
    if (filters.name) conditions.push(searchMatches(likePattern(filters.name)));
    if (filters.status !== undefined) conditions.push(eq(vehicles.status, filters.status));
    if (filters.start_date) conditions.push(onOrAfterDay(vehicles.createdAt, filters.start_date, timeZone));
    if (filters.end_date) conditions.push(onOrBeforeDay(vehicles.createdAt, filters.end_date, timeZone));
    if (filters.registration === 'expired') conditions.push(sql`${vehicles.formEndDate} < ${today}::date`);
    if (filters.registration === 'expiring') {
      const last = warningEnd(today);
      conditions.push(sql`${vehicles.formEndDate} between ${today}::date and ${last}::date`);
    }
    if (filters.maintenance) conditions.push(maintenanceIs(filters.maintenance));
    return conditions.length ? and(...conditions) : undefined;
  }

  /**
   * One page of the list (each row carries its images, `image_refs`), and the total (cached, see VehicleCounts).
   * Both statements are prepared once per filter shape.
   */
  async list(
    filters: VehicleFilters,
    page: { limit: number; offset: number },
    timeZone: string,
    today: string,
  ): Promise<{ rows: ListedVehicle[]; total: number }> {
    const shape = shapeOf(filters);
    const params = { ...listParams(filters, timeZone, today), limit: page.limit, offset: page.offset };
    const total = () => this.counts.get(countKey(filters, today), () => this.count(shape, params));
    if (!shape.name) {
      const [rows, count] = await Promise.all([this.page(shape, 'recent', params), total()]);
      return { rows, total: count };
    }
    // A search either walks the date index until the page is full (cheap when matches are many) or
    // sorts all its matches found by the trigram index (cheap when they are few): the counts decide.
    const [count, all] = await Promise.all([
      total(),
      this.counts.get(countKey({}, today), () => this.count(shapeOf({}), {})),
    ]);
    const rowsToWalk = ((page.offset + page.limit) * all) / Math.max(count, 1);
    const order = count <= rowsToWalk ? 'matches' : 'recent';
    return { rows: await this.page(shape, order, params), total: count };
  }

  private async page(
    shape: ListShape,
    order: 'recent' | 'matches',
    params: Record<string, unknown>,
  ): Promise<ListedVehicle[]> {
    const rows = await this.pageQuery(shape, order).execute(params);
    return rows.map(({ row }) => LISTED.read(row));
  }

  private async count(shape: ListShape, params: Record<string, unknown>): Promise<number> {
    const key = `vehicles_count_${shapeName(shape)}`;
    let query = this.prepared.get(key) as PreparedCount | undefined;
    if (!query) {
      query = this.db
        .select({ total: count() })
        .from(vehicles)
        .where(shapeWhere(shape, 'trigram'))
        .prepare(key);
      this.prepared.set(key, query);
    }
    const [row] = await query.execute(params);
    return row?.total ?? 0;
  }

  private pageQuery(shape: ListShape, order: 'recent' | 'matches'): PreparedPage {
    const key = `vehicles_page_${shapeName(shape)}_${order}`;
    let query = this.prepared.get(key) as PreparedPage | undefined;
    if (!query) {
      query = this.db
        .select({ row: LISTED.select })
        .from(vehicles)
        .where(shapeWhere(shape, order === 'matches' ? 'trigram' : 'scan'))
        .orderBy(...(order === 'matches' ? SEARCH_ORDER : NEWEST_FIRST))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(key);
      this.prepared.set(key, query);
    }
    return query;
  }

  /** Select options: `OPTIONS_LIMIT` vehicles by name whose search text matches, the selected one first. */
  async options(query: OptionsQuery): Promise<{ id: number; name: string; plateNumber: string }[]> {
    const matches = query.name ? searchMatches(likePattern(query.name)) : undefined;
    const read = (where: SQL | undefined, limit: number) =>
      this.db
        .select({ id: vehicles.id, name: vehicles.name, plateNumber: vehicles.plateNumber })
        .from(vehicles)
        .where(where)
        .orderBy(asc(vehicles.name), asc(vehicles.id))
        .limit(limit);
    return optionsWithSelected(read, vehicles.id, matches, query.selected);
  }

  /**
   * One page of the list within `ids` (an API key limited to some vehicles, at most a thousand): a plain query,
   * not the prepared shapes of the whole fleet's list.
   */
  async listWithin(
    filters: VehicleFilters,
    ids: readonly number[],
    page: { limit: number; offset: number },
    timeZone: string,
    today: string,
  ): Promise<{ rows: ListedVehicle[]; total: number }> {
    if (ids.length === 0) return { rows: [], total: 0 };
    const where = and(this.where(filters, timeZone, today), inArray(vehicles.id, [...ids]));
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ row: LISTED.select })
        .from(vehicles)
        .where(where)
        .orderBy(...(filters.name ? SEARCH_ORDER : NEWEST_FIRST))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(vehicles).where(where),
    ]);
    return { rows: rows.map(({ row }) => LISTED.read(row)), total: counted?.total ?? 0 };
  }

  /** The whole filtered list without images, for the export; `within`: only these vehicles (an API key's). */
  async all(
    filters: VehicleFilters,
    limit: number,
    timeZone: string,
    today: string,
    within?: readonly number[],
  ): Promise<ListedVehicle[]> {
    if (within?.length === 0) return [];
    const where = this.where(filters, timeZone, today);
    const rows = await this.db
      .select({ row: LISTED.select })
      .from(vehicles)
      .where(within ? and(where, inArray(vehicles.id, [...within])) : where)
      .orderBy(...(filters.name ? SEARCH_ORDER : NEWEST_FIRST))
      .limit(limit);
    return rows.map(({ row }) => LISTED.read(row));
  }

  async findById(id: number, options: { forUpdate?: boolean } = {}): Promise<VehicleRow | null> {
    if (!isStorableId(id)) return null;
    const query = this.db.select().from(vehicles).where(eq(vehicles.id, id)).limit(1);
    const [row] = options.forUpdate ? await query.for('update') : await query;
    return row ?? null;
  }

  /** The vehicle's latest stored position as its device reported it (docs/api.md#devices); null before any. */
  async lastReport(id: number): Promise<LastReportRow | null> {
    if (!isStorableId(id)) return null;
    const [row] = await this.db
      .select({
        serverTime: latestPositions.serverTime,
        fixTime: latestPositions.fixTime,
        valid: latestPositions.valid,
        attributes: latestPositions.attributes,
      })
      .from(latestPositions)
      .where(eq(latestPositions.vehicleId, id))
      .limit(1);
    return row ?? null;
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
  ): Promise<Map<number, { mimeType: string; private: boolean; vehicleId: number | null }>> {
    const storable = ids.filter(isStorableId);
    if (storable.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: media.id,
        mimeType: media.mimeType,
        private: media.private,
        vehicleId: vehicleImages.vehicleId,
      })
      .from(media)
      .leftJoin(vehicleImages, eq(vehicleImages.mediaId, media.id))
      .where(inArray(media.id, storable));
    return new Map(
      rows.map((row) => [row.id, { mimeType: row.mimeType, private: row.private, vehicleId: row.vehicleId }]),
    );
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

  /**
   * Blocks or activates and records the change in the vehicle's history. `reason` is the block reason (kept on
   * the vehicle) or, on activation, why it was activated (history only).
   */
  async setStatus(id: number, change: StatusChange): Promise<void> {
    await this.db
      .update(vehicles)
      .set({
        status: change.status,
        blockedReason: change.status ? null : change.reason,
        blockedReasonCode: change.status ? null : (change.code ?? null),
        blockSource: change.status ? null : change.source,
        updatedAt: new Date(),
      })
      .where(eq(vehicles.id, id));
    await this.db.insert(vehicleStatusChanges).values({
      vehicleId: id,
      status: change.status,
      reason: change.reason,
      reasonCode: change.code ?? null,
      source: change.source,
      employeeId: change.employeeId ?? null,
      examinationId: change.examinationId ?? null,
    });
  }

  /** The block/activate history, newest first. */
  async statusHistory(id: number) {
    return this.db
      .select({
        id: vehicleStatusChanges.id,
        status: vehicleStatusChanges.status,
        reason: vehicleStatusChanges.reason,
        reasonCode: vehicleStatusChanges.reasonCode,
        source: vehicleStatusChanges.source,
        examinationId: vehicleStatusChanges.examinationId,
        createdAt: vehicleStatusChanges.createdAt,
        employee: { id: employees.id, name: employees.name },
      })
      .from(vehicleStatusChanges)
      .leftJoin(employees, eq(employees.id, vehicleStatusChanges.employeeId))
      .where(eq(vehicleStatusChanges.vehicleId, id))
      .orderBy(desc(vehicleStatusChanges.createdAt), desc(vehicleStatusChanges.id));
  }

  /**
   * Deletes the vehicle; returns the ids of the media its images used. Its events and positions have no foreign key
   * (for the speed of their inserts, which lock the vehicle's row instead, or its latest position's): they are
   * deleted after the vehicle and its latest position, when no insert holds either row any more and none can
   * start (run it in a transaction; position-writer.ts).
   */
  async delete(id: number): Promise<number[]> {
    const images = await this.db
      .select({ mediaId: vehicleImages.mediaId })
      .from(vehicleImages)
      .where(eq(vehicleImages.vehicleId, id));
    await this.db.delete(vehicles).where(eq(vehicles.id, id));
    await this.db.delete(latestPositions).where(eq(latestPositions.vehicleId, id));
    await this.db.delete(events).where(eq(events.vehicleId, id));
    await this.db.delete(positions).where(eq(positions.vehicleId, id));
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

  /**
   * Moves the entries a bulk insert left in the trigram index's pending list into the index proper.
   * Until then every search scans that list entry by entry (thousands after an import: ~20 ms each);
   * merging costs a fraction of what inserting with `fastupdate` off would.
   */
  async mergeSearchIndex(): Promise<void> {
    await this.db.execute(sql`select gin_clean_pending_list('vehicles_search_trgm_idx'::regclass)`);
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
