import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  MaintenanceStatus,
  ProgrammeValues,
  WorkOrderLine,
  WorkOrderListQuery,
  WorkOrderStatus,
  WorkOrderValues,
} from '@fleet/shared/schemas/maintenance';
import { type Database, isStorableId } from '../../db/client';
import {
  employees,
  examinationParts,
  examinations,
  maintenanceProgrammes,
  maintenanceSchedules,
  media,
  vehicleMeters,
  vehicles,
  workOrderMedia,
  workOrderParts,
  workOrders,
  type ProgrammeRow,
  type WorkOrderRow,
} from '../../db/schema';
import { readPage } from '../../db/paged-list';
import { escapeLike, onOrAfterDay, onOrBeforeDay } from '../../db/sql';
import type { ProgrammeFacts } from './due';

export interface VehicleRef {
  id: number;
  name: string;
  plateNumber: string;
}

export interface ScheduleWithMeters {
  vehicleId: number;
  vehicleName: string;
  plateNumber: string;
  programmeId: number;
  cycle: number;
  baseKm: number;
  baseSeconds: number;
  baseAt: Date;
  km: number;
  seconds: number;
  workOrderId: number | null;
}

export function toProgrammeFacts(row: ProgrammeRow): ProgrammeFacts {
  return {
    id: row.id,
    name: row.name,
    everyKm: row.everyKm,
    everyHours: row.everyHours,
    everyMonths: row.everyMonths,
    warnKm: row.warnKm,
    warnHours: row.warnHours,
    warnDays: row.warnDays,
  };
}

function programmeColumns(values: ProgrammeValues) {
  return {
    name: values.name,
    vehicleIds: [...new Set(values.vehicle_ids)],
    categories: [...new Set(values.categories)],
    everyKm: values.every_km,
    everyHours: values.every_hours,
    everyMonths: values.every_months,
    warnKm: values.warn_km,
    warnHours: values.warn_hours,
    warnDays: values.warn_days,
  };
}

export function totalOf(lines: readonly WorkOrderLine[]): number {
  return Math.round(lines.reduce((sum, line) => sum + line.quantity * line.unit_cost, 0) * 100) / 100;
}

export interface PartRef {
  id: number;
  examinationId: number;
  vehicleId: number;
  part: string;
  severity: string | null;
  condition: string;
  fixStatus: string;
}

export class MaintenanceRepo {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repo: MaintenanceRepo, db: Database) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => {
      const db = tx as unknown as Database;
      return work(new MaintenanceRepo(db), db);
    });
  }

  // ---- programmes ----

  async listProgrammes(filters: {
    name?: string | undefined;
    page: number;
    per_page: number;
  }): Promise<{ rows: ProgrammeRow[]; total: number }> {
    const where = filters.name
      ? sql`${maintenanceProgrammes.name} ilike ${`%${escapeLike(filters.name)}%`}`
      : undefined;
    return readPage(
      filters,
      (limit, offset) =>
        this.db
          .select()
          .from(maintenanceProgrammes)
          .where(where)
          .orderBy(desc(maintenanceProgrammes.createdAt), desc(maintenanceProgrammes.id))
          .limit(limit)
          .offset(offset),
      () => this.db.select({ total: count() }).from(maintenanceProgrammes).where(where),
    );
  }

  async findProgramme(id: number): Promise<ProgrammeRow | null> {
    if (!isStorableId(id)) return null;
    const [row] = await this.db
      .select()
      .from(maintenanceProgrammes)
      .where(eq(maintenanceProgrammes.id, id))
      .limit(1);
    return row ?? null;
  }

  async programmes(ids: readonly number[]): Promise<Map<number, ProgrammeRow>> {
    const storable = [...new Set(ids)].filter(isStorableId);
    if (storable.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(maintenanceProgrammes)
      .where(inArray(maintenanceProgrammes.id, storable));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Per programme: vehicles covered, due soon, overdue. */
  async programmeCounts(
    ids: readonly number[],
  ): Promise<Map<number, { total: number; dueSoon: number; overdue: number }>> {
    if (ids.length === 0) return new Map();
    const s = maintenanceSchedules;
    const rows = await this.db
      .select({
        id: s.programmeId,
        total: count(),
        dueSoon: sql<number>`count(*) filter (where ${s.status} = 'due_soon')`.mapWith(Number),
        overdue: sql<number>`count(*) filter (where ${s.status} = 'overdue')`.mapWith(Number),
      })
      .from(s)
      .where(inArray(s.programmeId, [...ids]))
      .groupBy(s.programmeId);
    return new Map(rows.map((row) => [row.id, row]));
  }

  async createProgramme(values: ProgrammeValues): Promise<number> {
    const [row] = await this.db
      .insert(maintenanceProgrammes)
      .values(programmeColumns(values))
      .returning({ id: maintenanceProgrammes.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  }

  async updateProgramme(id: number, values: ProgrammeValues): Promise<boolean> {
    if (!isStorableId(id)) return false;
    const rows = await this.db
      .update(maintenanceProgrammes)
      .set({ ...programmeColumns(values), updatedAt: new Date() })
      .where(eq(maintenanceProgrammes.id, id))
      .returning({ id: maintenanceProgrammes.id });
    return rows.length > 0;
  }

  async deleteProgramme(id: number): Promise<boolean> {
    if (!isStorableId(id)) return false;
    const rows = await this.db
      .delete(maintenanceProgrammes)
      .where(eq(maintenanceProgrammes.id, id))
      .returning({ id: maintenanceProgrammes.id });
    return rows.length > 0;
  }

  async vehicles(ids: readonly number[]): Promise<Map<number, VehicleRef>> {
    const storable = [...new Set(ids)].filter(isStorableId);
    if (storable.length === 0) return new Map();
    const rows = await this.db
      .select({ id: vehicles.id, name: vehicles.name, plateNumber: vehicles.plateNumber })
      .from(vehicles)
      .where(inArray(vehicles.id, storable));
    return new Map(rows.map((row) => [row.id, row]));
  }

  // ---- schedules and meters ----

  /** Schedules (all, or of one vehicle / programme) with their vehicle's meters and any open work order. */
  async schedules(filter: { vehicleId?: number; programmeId?: number }): Promise<ScheduleWithMeters[]> {
    const s = maintenanceSchedules;
    const conditions: SQL[] = [];
    if (filter.vehicleId !== undefined) conditions.push(eq(s.vehicleId, filter.vehicleId));
    if (filter.programmeId !== undefined) conditions.push(eq(s.programmeId, filter.programmeId));
    return this.db
      .select({
        vehicleId: s.vehicleId,
        vehicleName: vehicles.name,
        plateNumber: vehicles.plateNumber,
        programmeId: s.programmeId,
        cycle: s.cycle,
        baseKm: s.baseKm,
        baseSeconds: s.baseSeconds,
        baseAt: s.baseAt,
        km: sql<number>`coalesce(${vehicleMeters.odometerKm}, ${vehicles.meterReading}, 0)`.mapWith(Number),
        seconds: sql<number>`coalesce(${vehicleMeters.engineSeconds}, 0)`.mapWith(Number),
        workOrderId: sql<number | null>`(select max(wo.id) from work_orders wo
          where wo.vehicle_id = ${s.vehicleId} and wo.programme_id = ${s.programmeId}
            and wo.status in ('open', 'in_progress'))`,
      })
      .from(s)
      .innerJoin(vehicles, eq(vehicles.id, s.vehicleId))
      .leftJoin(vehicleMeters, eq(vehicleMeters.vehicleId, s.vehicleId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(s.vehicleId), asc(s.programmeId));
  }

  async meters(
    vehicleId: number,
  ): Promise<{ km: number; seconds: number; device: boolean; meterReading: number | null } | null> {
    const [row] = await this.db
      .select({
        meterReading: vehicles.meterReading,
        km: vehicleMeters.odometerKm,
        seconds: vehicleMeters.engineSeconds,
        device: sql<boolean>`coalesce((${vehicleMeters.state}->>'deviceKm') is not null, false)`,
      })
      .from(vehicles)
      .leftJoin(vehicleMeters, eq(vehicleMeters.vehicleId, vehicles.id))
      .where(eq(vehicles.id, vehicleId))
      .limit(1);
    if (!row) return null;
    return {
      km: row.km ?? row.meterReading ?? 0,
      seconds: row.seconds ?? 0,
      device: row.device,
      meterReading: row.meterReading,
    };
  }

  /** Starts the programme's next cycle for the vehicle from these meters (a completed work order). */
  async restartCount(
    vehicleId: number,
    programmeId: number,
    base: { km: number; seconds: number; at: Date },
  ): Promise<void> {
    await this.db
      .update(maintenanceSchedules)
      .set({
        cycle: sql`${maintenanceSchedules.cycle} + 1`,
        baseKm: base.km,
        baseSeconds: base.seconds,
        baseAt: base.at,
        status: 'ok',
        dueRaised: false,
        overdueRaised: false,
      })
      .where(
        and(eq(maintenanceSchedules.vehicleId, vehicleId), eq(maintenanceSchedules.programmeId, programmeId)),
      );
  }

  // ---- work orders ----

  private workOrderWhere(filters: WorkOrderListQuery, timeZone: string): SQL | undefined {
    const conditions: SQL[] = [];
    if (filters.name) {
      const like = `%${escapeLike(filters.name)}%`;
      conditions.push(
        sql`(${workOrders.title} ilike ${like} or ${workOrders.vendor} ilike ${like} or ${vehicles.name} ilike ${like} or ${vehicles.plateNumber} ilike ${like})`,
      );
    }
    if (filters.status) conditions.push(eq(workOrders.status, filters.status));
    if (filters.vehicle_id) conditions.push(eq(workOrders.vehicleId, filters.vehicle_id));
    if (filters.start_date) conditions.push(onOrAfterDay(workOrders.createdAt, filters.start_date, timeZone));
    if (filters.end_date) conditions.push(onOrBeforeDay(workOrders.createdAt, filters.end_date, timeZone));
    return conditions.length ? and(...conditions) : undefined;
  }

  async listWorkOrders(
    filters: WorkOrderListQuery,
    timeZone: string,
  ): Promise<{ rows: WorkOrderRow[]; total: number }> {
    const where = this.workOrderWhere(filters, timeZone);
    const { rows, total } = await readPage(
      filters,
      (limit, offset) =>
        this.db
          .select({ order: workOrders })
          .from(workOrders)
          .innerJoin(vehicles, eq(vehicles.id, workOrders.vehicleId))
          .where(where)
          .orderBy(desc(workOrders.createdAt), desc(workOrders.id))
          .limit(limit)
          .offset(offset),
      () =>
        this.db
          .select({ total: count() })
          .from(workOrders)
          .innerJoin(vehicles, eq(vehicles.id, workOrders.vehicleId))
          .where(where),
    );
    return { rows: rows.map((row) => row.order), total };
  }

  async vehicleWorkOrders(vehicleId: number): Promise<WorkOrderRow[]> {
    return this.db
      .select()
      .from(workOrders)
      .where(eq(workOrders.vehicleId, vehicleId))
      .orderBy(desc(workOrders.createdAt), desc(workOrders.id));
  }

  async findWorkOrder(id: number, options: { forUpdate?: boolean } = {}): Promise<WorkOrderRow | null> {
    if (!isStorableId(id)) return null;
    const query = this.db.select().from(workOrders).where(eq(workOrders.id, id)).limit(1);
    const [row] = options.forUpdate ? await query.for('update') : await query;
    return row ?? null;
  }

  async partsOf(orderIds: readonly number[]): Promise<Map<number, PartRef[]>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        orderId: workOrderParts.workOrderId,
        id: examinationParts.id,
        examinationId: examinationParts.examinationId,
        vehicleId: examinations.vehicleId,
        part: examinationParts.part,
        severity: examinationParts.severity,
        condition: examinationParts.condition,
        fixStatus: examinationParts.fixStatus,
      })
      .from(workOrderParts)
      .innerJoin(examinationParts, eq(examinationParts.id, workOrderParts.partId))
      .innerJoin(examinations, eq(examinations.id, examinationParts.examinationId))
      .where(inArray(workOrderParts.workOrderId, [...orderIds]))
      .orderBy(asc(examinationParts.id));
    const map = new Map<number, PartRef[]>();
    for (const { orderId, ...part } of rows) {
      let list = map.get(orderId);
      if (!list) map.set(orderId, (list = []));
      list.push(part as PartRef);
    }
    return map;
  }

  /** The examination parts named, with their vehicle (the caller checks they are damaged parts of its vehicle). */
  async examinationParts(ids: readonly number[]): Promise<Map<number, PartRef>> {
    const storable = [...new Set(ids)].filter(isStorableId);
    if (storable.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: examinationParts.id,
        examinationId: examinationParts.examinationId,
        vehicleId: examinations.vehicleId,
        part: examinationParts.part,
        severity: examinationParts.severity,
        condition: examinationParts.condition,
        fixStatus: examinationParts.fixStatus,
      })
      .from(examinationParts)
      .innerJoin(examinations, eq(examinations.id, examinationParts.examinationId))
      .where(inArray(examinationParts.id, storable));
    return new Map(rows.map((row) => [row.id, row as PartRef]));
  }

  async mediaOf(orderIds: readonly number[]): Promise<Map<number, { id: number; mimeType: string }[]>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.db
      .select({ orderId: workOrderMedia.workOrderId, id: media.id, mimeType: media.mimeType })
      .from(workOrderMedia)
      .innerJoin(media, eq(media.id, workOrderMedia.mediaId))
      .where(inArray(workOrderMedia.workOrderId, [...orderIds]))
      .orderBy(asc(workOrderMedia.position));
    const map = new Map<number, { id: number; mimeType: string }[]>();
    for (const { orderId, ...file } of rows) {
      let list = map.get(orderId);
      if (!list) map.set(orderId, (list = []));
      list.push(file);
    }
    return map;
  }

  async employeeNames(ids: readonly number[]): Promise<Map<number, string>> {
    const storable = [...new Set(ids)].filter(isStorableId);
    if (storable.length === 0) return new Map();
    const rows = await this.db
      .select({ id: employees.id, name: employees.name })
      .from(employees)
      .where(inArray(employees.id, storable));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  private orderColumns(values: WorkOrderValues, currency: string) {
    return {
      vehicleId: values.vehicle_id,
      title: values.title,
      status: values.status as WorkOrderStatus,
      programmeId: values.programme_id,
      vendor: values.vendor,
      odometerKm: values.odometer_km,
      startedAt: values.started_at === null ? null : new Date(values.started_at),
      lines: values.lines,
      totalCost: totalOf(values.lines).toFixed(2),
      currency,
      notes: values.notes,
    };
  }

  private async links(id: number, values: WorkOrderValues): Promise<void> {
    await this.db.delete(workOrderParts).where(eq(workOrderParts.workOrderId, id));
    await this.db.delete(workOrderMedia).where(eq(workOrderMedia.workOrderId, id));
    const parts = [...new Set(values.examination_part_ids)];
    if (parts.length > 0)
      await this.db.insert(workOrderParts).values(parts.map((partId) => ({ workOrderId: id, partId })));
    const images = [...new Set(values.images)];
    if (images.length > 0)
      await this.db
        .insert(workOrderMedia)
        .values(images.map((mediaId, position) => ({ workOrderId: id, mediaId, position })));
  }

  async createWorkOrder(values: WorkOrderValues, currency: string): Promise<number> {
    const [row] = await this.db
      .insert(workOrders)
      .values(this.orderColumns(values, currency))
      .returning({ id: workOrders.id });
    if (!row) throw new Error('insert returned no row');
    await this.links(row.id, values);
    return row.id;
  }

  async updateWorkOrder(id: number, values: WorkOrderValues, currency: string): Promise<void> {
    await this.db
      .update(workOrders)
      .set({ ...this.orderColumns(values, currency), updatedAt: new Date() })
      .where(eq(workOrders.id, id));
    await this.links(id, values);
  }

  async completeWorkOrder(
    id: number,
    values: { fixedBy: string; fixNotes: string | null; completedAt: Date; completedBy: number },
  ): Promise<void> {
    await this.db
      .update(workOrders)
      .set({
        status: 'completed',
        fixedBy: values.fixedBy,
        fixNotes: values.fixNotes,
        completedAt: values.completedAt,
        completedBy: values.completedBy,
        updatedAt: new Date(),
      })
      .where(eq(workOrders.id, id));
  }

  async deleteWorkOrder(id: number): Promise<boolean> {
    if (!isStorableId(id)) return false;
    const rows = await this.db
      .delete(workOrders)
      .where(eq(workOrders.id, id))
      .returning({ id: workOrders.id });
    return rows.length > 0;
  }

  /** Completed work orders' cost per month (`yyyy-MM` in the fleet's zone) of one vehicle, newest first. */
  async costByMonth(
    vehicleId: number,
    timeZone: string,
  ): Promise<{ month: string; total: number; count: number }[]> {
    const month = sql<string>`to_char(coalesce(${workOrders.completedAt}, ${workOrders.createdAt}) at time zone ${timeZone}, 'YYYY-MM')`;
    const rows = await this.db
      .select({
        month,
        total: sql<number>`sum(${workOrders.totalCost})`.mapWith(Number),
        count: count(),
      })
      .from(workOrders)
      .where(and(eq(workOrders.vehicleId, vehicleId), eq(workOrders.status, 'completed')))
      // By position: the time zone is a parameter, and two parameters are never the same expression.
      .groupBy(sql`1`)
      .orderBy(sql`1 desc`);
    return rows;
  }

  /** The worst status of each vehicle's programmes. */
  async vehicleStatus(vehicleId: number): Promise<MaintenanceStatus> {
    const [row] = await this.db
      .select({
        overdue: sql<boolean>`bool_or(${maintenanceSchedules.status} = 'overdue')`,
        soon: sql<boolean>`bool_or(${maintenanceSchedules.status} = 'due_soon')`,
      })
      .from(maintenanceSchedules)
      .where(eq(maintenanceSchedules.vehicleId, vehicleId));
    return row?.overdue ? 'overdue' : row?.soon ? 'due_soon' : 'ok';
  }
}
