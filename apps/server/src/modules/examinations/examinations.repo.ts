import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ExaminationTab } from '@fleet/shared/schemas/examinations';
import { type Database, isStorableId } from '../../db/client';
import {
  drivers,
  employees,
  examinationMedia,
  examinationParts,
  examinations,
  media,
  vehicles,
} from '../../db/schema';
import { escapeLike, onOrAfterDay, onOrBeforeDay } from '../../db/sql';

export interface ExaminationFilters {
  name?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  vehicle_id?: number | undefined;
  driver_id?: number | undefined;
  type?: string | undefined;
  flagged?: boolean | undefined;
}

const TAB_CONDITIONS: Record<Exclude<ExaminationTab, 'all'>, SQL> = {
  faulty: sql`${examinations.result} = 'faulty' and ${examinations.openCount} > 0`,
  addressed: sql`${examinations.result} = 'faulty' and ${examinations.openCount} = 0`,
  faultless: sql`${examinations.result} = 'faultless'`,
};

const summaryColumns = {
  id: examinations.id,
  vehicleId: examinations.vehicleId,
  driverId: examinations.driverId,
  vehicleName: vehicles.name,
  plateNumber: vehicles.plateNumber,
  driverName: drivers.name,
  type: examinations.type,
  address: examinations.address,
  lat: examinations.lat,
  lon: examinations.lon,
  startedAt: examinations.startedAt,
  submittedAt: examinations.submittedAt,
  result: examinations.result,
  fixStatus: examinations.fixStatus,
  flagged: examinations.flagged,
  damagedCount: examinations.damagedCount,
  openCount: examinations.openCount,
  maxSeverity: examinations.maxSeverity,
  notes: examinations.notes,
  createdAt: examinations.createdAt,
  signatureId: examinations.signatureId,
  signatureStatement: examinations.signatureStatement,
};

export interface PartWithAck {
  part: typeof examinationParts.$inferSelect;
  acknowledgedByName: string | null;
}

export interface ExaminationMediaRow {
  examinationId: number;
  partId: number | null;
  kind: 'report' | 'part' | 'fix';
  id: number;
  mimeType: string;
}

const SEVERITY_RANK = sql`case ${examinationParts.severity} when 'critical' then 3 when 'major' then 2 when 'minor' then 1 else 0 end`;

export class ExaminationsRepo {
  constructor(private readonly db: Database) {}

  /** For other repositories that must share this one's transaction. */
  get database(): Database {
    return this.db;
  }

  /** The report's own columns with its vehicle's and driver's names. */
  summaries() {
    return this.db
      .select(summaryColumns)
      .from(examinations)
      .innerJoin(vehicles, eq(vehicles.id, examinations.vehicleId))
      .leftJoin(drivers, eq(drivers.id, examinations.driverId));
  }

  transaction<T>(work: (repo: ExaminationsRepo, db: Database) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => {
      const db = tx as unknown as Database;
      return work(new ExaminationsRepo(db), db);
    });
  }

  private where(filters: ExaminationFilters, timeZone: string): SQL[] {
    const conditions: SQL[] = [];
    if (filters.name) {
      const pattern = `%${escapeLike(filters.name)}%`;
      const search = or(
        sql`${vehicles.name} ilike ${pattern}`,
        sql`${vehicles.plateNumber} ilike ${pattern}`,
        sql`${drivers.name} ilike ${pattern}`,
        sql`${examinations.address} ilike ${pattern}`,
        sql`${examinations.notes} ilike ${pattern}`,
      );
      if (search) conditions.push(search);
    }
    if (filters.start_date)
      conditions.push(onOrAfterDay(examinations.submittedAt, filters.start_date, timeZone));
    if (filters.end_date)
      conditions.push(onOrBeforeDay(examinations.submittedAt, filters.end_date, timeZone));
    if (filters.vehicle_id !== undefined) conditions.push(eq(examinations.vehicleId, filters.vehicle_id));
    if (filters.driver_id !== undefined) conditions.push(eq(examinations.driverId, filters.driver_id));
    if (filters.type) conditions.push(eq(examinations.type, filters.type as never));
    if (filters.flagged !== undefined) conditions.push(eq(examinations.flagged, filters.flagged));
    return conditions;
  }

  /** A page of the list (newest first) and each tab's total under the same filters. */
  async list(
    filters: ExaminationFilters & { status?: ExaminationTab | undefined; page: number; per_page: number },
    timeZone: string,
  ) {
    const base = this.where(filters, timeZone);
    const tab = filters.status && filters.status !== 'all' ? TAB_CONDITIONS[filters.status] : undefined;
    const rows = await this.summaries()
      .where(and(...base, ...(tab ? [tab] : [])))
      .orderBy(desc(examinations.submittedAt), desc(examinations.id))
      .limit(filters.per_page)
      .offset((filters.page - 1) * filters.per_page);
    const [counts] = await this.db
      .select({
        all: count(),
        faulty: sql<number>`count(*) filter (where ${TAB_CONDITIONS.faulty})`.mapWith(Number),
        addressed: sql<number>`count(*) filter (where ${TAB_CONDITIONS.addressed})`.mapWith(Number),
        faultless: sql<number>`count(*) filter (where ${TAB_CONDITIONS.faultless})`.mapWith(Number),
      })
      .from(examinations)
      .innerJoin(vehicles, eq(vehicles.id, examinations.vehicleId))
      .leftJoin(drivers, eq(drivers.id, examinations.driverId))
      .where(and(...base));
    const tabCounts = counts ?? { all: 0, faulty: 0, addressed: 0, faultless: 0 };
    const total = filters.status && filters.status !== 'all' ? tabCounts[filters.status] : tabCounts.all;
    return { rows, total, counts: tabCounts };
  }

  /** A driver's own reports, newest first. */
  async listForDriver(driverId: number, page: number, perPage: number) {
    const rows = await this.summaries()
      .where(eq(examinations.driverId, driverId))
      .orderBy(desc(examinations.submittedAt), desc(examinations.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const [total] = await this.db
      .select({ total: count() })
      .from(examinations)
      .where(eq(examinations.driverId, driverId));
    return { rows, total: total?.total ?? 0 };
  }

  async findSummary(
    id: number,
    options: { forUpdate?: boolean } = {},
  ): Promise<ExaminationSummaryRow | null> {
    if (!isStorableId(id)) return null;
    if (options.forUpdate) {
      await this.db
        .select({ id: examinations.id })
        .from(examinations)
        .where(eq(examinations.id, id))
        .for('update');
    }
    const [row] = await this.summaries().where(eq(examinations.id, id)).limit(1);
    return row ?? null;
  }

  /** The driver app's profile: the driver and his assigned vehicle (with its first photo). */
  async driverProfile(driverId: number) {
    const [row] = await this.db
      .select({
        id: drivers.id,
        name: drivers.name,
        phone: drivers.phone,
        imageId: drivers.imageId,
        imageType: media.mimeType,
        vehicle: {
          id: vehicles.id,
          name: vehicles.name,
          plateNumber: vehicles.plateNumber,
          model: vehicles.model,
          status: vehicles.status,
          blockedReason: vehicles.blockedReason,
          blockedReasonCode: vehicles.blockedReasonCode,
        },
        vehicleImage: sql<{ id: number; mimeType: string } | null>`(
          select json_build_object('id', m.id, 'mimeType', m.mime_type)
          from vehicle_images vi join media m on m.id = vi.media_id
          where vi.vehicle_id = ${drivers.vehicleId} order by vi.position limit 1)`,
      })
      .from(drivers)
      .leftJoin(vehicles, eq(vehicles.id, drivers.vehicleId))
      .leftJoin(media, eq(media.id, drivers.imageId))
      .where(eq(drivers.id, driverId))
      .limit(1);
    return row ?? null;
  }

  async vehicleAndDriverExist(vehicleId: number, driverId: number) {
    const [vehicle] = await this.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.id, vehicleId));
    const [driver] = await this.db.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, driverId));
    return { vehicle: vehicle !== undefined, driver: driver !== undefined };
  }

  async findByClientId(driverId: number, clientId: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: examinations.id })
      .from(examinations)
      .where(and(eq(examinations.driverId, driverId), eq(examinations.clientId, clientId)))
      .limit(1);
    return row?.id ?? null;
  }

  /** The parts of these reports in checklist order, with the acknowledging user's name. */
  async partsOf(examinationIds: readonly number[]): Promise<PartWithAck[]> {
    if (examinationIds.length === 0) return [];
    const rows = await this.db
      .select({ part: examinationParts, acknowledgedByName: employees.name })
      .from(examinationParts)
      .leftJoin(employees, eq(employees.id, examinationParts.acknowledgedBy))
      .where(inArray(examinationParts.examinationId, [...examinationIds]))
      .orderBy(asc(examinationParts.examinationId), asc(examinationParts.position));
    return rows;
  }

  async mediaOf(examinationIds: readonly number[]): Promise<ExaminationMediaRow[]> {
    if (examinationIds.length === 0) return [];
    return this.db
      .select({
        examinationId: examinationMedia.examinationId,
        partId: examinationMedia.partId,
        kind: examinationMedia.kind,
        id: media.id,
        mimeType: media.mimeType,
      })
      .from(examinationMedia)
      .innerJoin(media, eq(media.id, examinationMedia.mediaId))
      .where(inArray(examinationMedia.examinationId, [...examinationIds]))
      .orderBy(asc(examinationMedia.position), asc(examinationMedia.id));
  }

  async mediaTypes(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: media.id, mimeType: media.mimeType })
      .from(media)
      .where(inArray(media.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.mimeType]));
  }

  /** Parts damaged on `vehicleId` in reports submitted in [since, before): the repeat defects of a new report. */
  async recentlyDamagedParts(vehicleId: number, since: Date, before: Date): Promise<Set<string>> {
    const rows = await this.db
      .selectDistinct({ part: examinationParts.part })
      .from(examinationParts)
      .innerJoin(examinations, eq(examinations.id, examinationParts.examinationId))
      .where(
        and(
          eq(examinations.vehicleId, vehicleId),
          eq(examinationParts.condition, 'damage'),
          gte(examinations.submittedAt, since),
          lt(examinations.submittedAt, before),
        ),
      );
    return new Set(rows.map((row) => row.part));
  }

  async insert(values: typeof examinations.$inferInsert): Promise<number> {
    const [id] = await this.insertMany([values]);
    if (id === undefined) throw new Error('insert returned no row');
    return id;
  }

  /** Ids in the order of `rows`. */
  async insertMany(rows: (typeof examinations.$inferInsert)[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const inserted = await this.db.insert(examinations).values(rows).returning({ id: examinations.id });
    return inserted.map((row) => row.id);
  }

  async insertParts(
    rows: (typeof examinationParts.$inferInsert)[],
  ): Promise<{ id: number; examinationId: number; part: string }[]> {
    if (rows.length === 0) return [];
    return this.db.insert(examinationParts).values(rows).returning({
      id: examinationParts.id,
      examinationId: examinationParts.examinationId,
      part: examinationParts.part,
    });
  }

  async insertMedia(rows: (typeof examinationMedia.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(examinationMedia).values(rows);
  }

  /** Rewrites the reports' summary columns from their parts (in the caller's transaction). */
  async refreshSummary(ids: number | readonly number[]): Promise<void> {
    const list = typeof ids === 'number' ? [ids] : [...ids];
    if (list.length === 0) return;
    const p = examinationParts;
    await this.db.execute(sql`
      update ${examinations} set
        result = case when s.damaged > 0 then 'faulty' else 'faultless' end,
        damaged_count = s.damaged,
        open_count = s.open,
        max_severity = s.max_severity,
        flagged = coalesce(s.flagged, false),
        fix_status = case
          when s.damaged = 0 then null
          when s.open = 0 then 'fixed'
          when s.treated > 0 then 'not_fixed'
          else 'untreated' end,
        updated_at = now()
      from (
        select
          ${p.examinationId} as examination_id,
          count(*) filter (where ${p.condition} = 'damage')::int as damaged,
          count(*) filter (where ${p.condition} = 'damage' and ${p.fixStatus} <> 'fixed')::int as open,
          count(*) filter (where ${p.condition} = 'damage' and ${p.fixedAt} is not null)::int as treated,
          bool_or(${p.flagged}) as flagged,
          (array_agg(${p.severity} order by ${SEVERITY_RANK} desc)
            filter (where ${p.condition} = 'damage'))[1] as max_severity
        from ${p} where ${inArray(p.examinationId, list)}
        group by ${p.examinationId}
      ) s
      where ${examinations.id} = s.examination_id`);
  }

  async damagedParts(examinationId: number, partIds: readonly number[]) {
    const ids = partIds.filter(isStorableId);
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(examinationParts)
      .where(and(eq(examinationParts.examinationId, examinationId), inArray(examinationParts.id, ids)))
      .for('update');
  }

  async markFixed(
    partIds: readonly number[],
    fix: { fixedBy: string; fixNotes: string; acknowledgedBy: number; at: Date },
  ): Promise<void> {
    await this.db
      .update(examinationParts)
      .set({
        fixStatus: 'fixed',
        fixedBy: fix.fixedBy,
        fixNotes: fix.fixNotes,
        fixedAt: fix.at,
        acknowledgedBy: fix.acknowledgedBy,
        confirmedAt: null,
        reopenedAt: null,
        reopenNotes: null,
        answeredBy: null,
      })
      .where(inArray(examinationParts.id, [...partIds]));
    // A new fix replaces the photos of an earlier, reopened one.
    await this.db
      .delete(examinationMedia)
      .where(and(inArray(examinationMedia.partId, [...partIds]), eq(examinationMedia.kind, 'fix')));
  }

  async confirmFixes(partIds: readonly number[], driverId: number, at: Date): Promise<void> {
    if (partIds.length === 0) return;
    await this.db
      .update(examinationParts)
      .set({ confirmedAt: at, answeredBy: driverId })
      .where(inArray(examinationParts.id, [...partIds]));
  }

  async reopenFixes(
    partIds: readonly number[],
    driverId: number,
    notes: string | null,
    at: Date,
  ): Promise<void> {
    if (partIds.length === 0) return;
    await this.db
      .update(examinationParts)
      .set({ fixStatus: 'not_fixed', reopenedAt: at, reopenNotes: notes, answeredBy: driverId })
      .where(inArray(examinationParts.id, [...partIds]));
  }

  /** Damaged critical parts of the vehicle not fixed yet, over all its reports. */
  async openCriticalCount(vehicleId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(examinationParts)
      .innerJoin(examinations, eq(examinations.id, examinationParts.examinationId))
      .where(
        and(
          eq(examinations.vehicleId, vehicleId),
          eq(examinationParts.condition, 'damage'),
          eq(examinationParts.severity, 'critical'),
          ne(examinationParts.fixStatus, 'fixed'),
        ),
      );
    return row?.total ?? 0;
  }

  /** Fixed parts of the vehicle that no driver has confirmed or reopened yet, oldest fix first. */
  async fixesToConfirm(vehicleId: number) {
    return this.db
      .select({ part: examinationParts })
      .from(examinationParts)
      .innerJoin(examinations, eq(examinations.id, examinationParts.examinationId))
      .where(
        and(
          eq(examinations.vehicleId, vehicleId),
          eq(examinationParts.fixStatus, 'fixed'),
          isNotNull(examinationParts.fixedAt),
          isNull(examinationParts.confirmedAt),
          isNull(examinationParts.reopenedAt),
        ),
      )
      .orderBy(asc(examinationParts.fixedAt), asc(examinationParts.id));
  }

  async fixMediaOfParts(partIds: readonly number[]): Promise<ExaminationMediaRow[]> {
    if (partIds.length === 0) return [];
    return this.db
      .select({
        examinationId: examinationMedia.examinationId,
        partId: examinationMedia.partId,
        kind: examinationMedia.kind,
        id: media.id,
        mimeType: media.mimeType,
      })
      .from(examinationMedia)
      .innerJoin(media, eq(media.id, examinationMedia.mediaId))
      .where(and(inArray(examinationMedia.partId, [...partIds]), eq(examinationMedia.kind, 'fix')))
      .orderBy(asc(examinationMedia.position));
  }

  async lastSubmittedAt(driverId: number): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: examinations.submittedAt })
      .from(examinations)
      .where(eq(examinations.driverId, driverId))
      .orderBy(desc(examinations.submittedAt))
      .limit(1);
    return row?.at ?? null;
  }

  async update(id: number, values: { type: string; address: string | null; notes: string | null }) {
    await this.db
      .update(examinations)
      .set({
        type: values.type as never,
        address: values.address,
        notes: values.notes,
        updatedAt: new Date(),
      })
      .where(eq(examinations.id, id));
  }

  /** Deletes the report; returns the ids of every file it held (signature included). */
  async delete(id: number): Promise<number[]> {
    const files = await this.db
      .selectDistinct({ id: examinationMedia.mediaId })
      .from(examinationMedia)
      .where(eq(examinationMedia.examinationId, id));
    const [row] = await this.db
      .delete(examinations)
      .where(eq(examinations.id, id))
      .returning({ signatureId: examinations.signatureId });
    return row ? [...files.map((file) => file.id), row.signatureId] : [];
  }

  /** Damaged parts per week (Monday, in `timeZone`) and area. */
  async faultsPerWeek(
    filters: { vehicle_id?: number | undefined; driver_id?: number | undefined },
    from: string,
    to: string,
    timeZone: string,
  ): Promise<{ week: string; area: string; total: number }[]> {
    const conditions: SQL[] = [
      eq(examinationParts.condition, 'damage'),
      onOrAfterDay(examinations.submittedAt, from, timeZone),
      onOrBeforeDay(examinations.submittedAt, to, timeZone),
    ];
    if (filters.vehicle_id !== undefined) conditions.push(eq(examinations.vehicleId, filters.vehicle_id));
    if (filters.driver_id !== undefined) conditions.push(eq(examinations.driverId, filters.driver_id));
    const week = sql<string>`to_char(date_trunc('week', ${examinations.submittedAt} at time zone ${timeZone}), 'YYYY-MM-DD')`;
    return (
      this.db
        .select({ week, area: examinationParts.area, total: count() })
        .from(examinationParts)
        .innerJoin(examinations, eq(examinations.id, examinationParts.examinationId))
        .where(and(...conditions))
        // By position: the time zone is a parameter, and two parameters are never the same expression.
        .groupBy(sql`1`, sql`2`)
    );
  }
}

export type ExaminationSummaryRow = Awaited<ReturnType<ExaminationsRepo['summaries']>>[number];
