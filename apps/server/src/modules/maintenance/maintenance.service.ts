import { audit } from '../audit';
import type { Language } from '@fleet/shared/constants';
import type { RowAction } from '@fleet/shared/common';
import { inspectionItemLabel } from '@fleet/shared/inspection-items';
import {
  DEFAULT_CURRENCY,
  type DueItem,
  type MaintenanceStatus,
  type Programme,
  type ProgrammeValues,
  type WorkOrder,
  type WorkOrderValues,
} from '@fleet/shared/schemas/maintenance';
import type { Database } from '../../db/client';
import type { ProgrammeRow, WorkOrderRow } from '../../db/schema';
import { type FieldErrorKeys, NotFoundError, ValidationError } from '../../lib/errors';
import type { UrlSigner } from '../../lib/url-signer';
import { ExaminationsRepo } from '../examinations';
import type { ExaminationsService } from '../examinations';
import { attachmentErrors } from '../media';
import { toMedia } from '../media';
import { MediaRepo } from '../media';
import { SettingsRepo } from '../settings';
import { dueOf } from './due';
import type { MaintenanceTracker } from './maintenance-tracker';
import type { MaintenanceRepo } from './maintenance.repo';
import { toProgrammeFacts, type ScheduleWithMeters, type VehicleRef } from './maintenance.repo';

const STATUS_RANK: Record<MaintenanceStatus, number> = { overdue: 0, due_soon: 1, ok: 2 };

function actionsFor(held: ReadonlySet<string>, closed = false): RowAction[] {
  const actions: RowAction[] = [];
  if (held.has('show_maintenance')) actions.push('view');
  if (held.has('update_maintenance') && !closed) actions.push('edit');
  if (held.has('delete_maintenance')) actions.push('delete');
  return actions;
}

const ref = (vehicle: VehicleRef) => ({
  id: vehicle.id,
  name: vehicle.name,
  plate_number: vehicle.plateNumber,
});

/** The `app_settings` key of the workshop's settings (its currency). */
const MAINTENANCE_SETTINGS = 'maintenance';

export class MaintenanceService {
  constructor(
    private readonly db: Database,
    private readonly repo: MaintenanceRepo,
    private readonly tracker: MaintenanceTracker,
    private readonly examinations: ExaminationsService,
    private readonly signer: UrlSigner,
    private readonly timeZone: string,
  ) {}

  async currency(): Promise<string> {
    const stored = (await new SettingsRepo(this.db).read(MAINTENANCE_SETTINGS)) as
      { currency?: unknown } | undefined;
    return typeof stored?.currency === 'string' ? stored.currency : DEFAULT_CURRENCY;
  }

  async setCurrency(currency: string): Promise<void> {
    await new SettingsRepo(this.db).merge(MAINTENANCE_SETTINGS, { currency });
  }

  // ---- programmes ----

  async programmes(rows: ProgrammeRow[], held: ReadonlySet<string>): Promise<Programme[]> {
    const [names, counts] = await Promise.all([
      this.repo.vehicles(rows.flatMap((row) => row.vehicleIds)),
      this.repo.programmeCounts(rows.map((row) => row.id)),
    ]);
    return rows.map((row) => {
      const chosen = row.vehicleIds.flatMap((id) => {
        const vehicle = names.get(id);
        return vehicle ? [ref(vehicle)] : [];
      });
      const c = counts.get(row.id);
      return {
        id: row.id,
        name: row.name,
        vehicle_ids: chosen.map((v) => v.id),
        vehicles: chosen,
        categories: row.categories as Programme['categories'],
        every_km: row.everyKm,
        every_hours: row.everyHours,
        every_months: row.everyMonths,
        warn_km: row.warnKm,
        warn_hours: row.warnHours,
        warn_days: row.warnDays,
        vehicles_count: c?.total ?? 0,
        due_soon_count: c?.dueSoon ?? 0,
        overdue_count: c?.overdue ?? 0,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        actions: actionsFor(held),
      };
    });
  }

  async programme(id: number, held: ReadonlySet<string>): Promise<Programme> {
    const row = await this.repo.findProgramme(id);
    if (!row) throw new NotFoundError();
    return (await this.programmes([row], held))[0]!;
  }

  private async checkProgramme(values: ProgrammeValues): Promise<void> {
    const found = await this.repo.vehicles(values.vehicle_ids);
    const errors: FieldErrorKeys = {};
    values.vehicle_ids.forEach((id, index) => {
      if (!found.has(id)) errors[`vehicle_ids.${index}`] = ['maintenance.vehicle_missing'];
    });
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  async createProgramme(values: ProgrammeValues): Promise<number> {
    await this.checkProgramme(values);
    await this.tracker.settled();
    const id = await this.repo.transaction(async (tx, db) => {
      const created = await tx.createProgramme(values);
      const after = await tx.findProgramme(created);
      await audit(db, { action: 'create', model: 'maintenance', recordId: `programme:${created}`, after });
      return created;
    });
    await this.tracker.refresh();
    return id;
  }

  async updateProgramme(id: number, values: ProgrammeValues): Promise<void> {
    if (!(await this.repo.findProgramme(id))) throw new NotFoundError();
    await this.checkProgramme(values);
    await this.tracker.settled();
    await this.repo.transaction(async (tx, db) => {
      const before = await tx.findProgramme(id);
      if (!before || !(await tx.updateProgramme(id, values))) throw new NotFoundError();
      const after = await tx.findProgramme(id);
      await audit(db, { action: 'update', model: 'maintenance', recordId: `programme:${id}`, before, after });
    });
    await this.tracker.refresh();
  }

  async deleteProgramme(id: number): Promise<void> {
    await this.repo.transaction(async (tx, db) => {
      const before = await tx.findProgramme(id);
      if (!before || !(await tx.deleteProgramme(id))) throw new NotFoundError();
      await audit(db, { action: 'delete', model: 'maintenance', recordId: `programme:${id}`, before });
    });
    await this.tracker.refresh();
  }

  // ---- due points ----

  async due(filter: { vehicleId?: number; programmeId?: number }, now = new Date()): Promise<DueItem[]> {
    await this.tracker.settled();
    const schedules = await this.repo.schedules(filter);
    const programmes = await this.repo.programmes(schedules.map((s) => s.programmeId));
    const items = schedules.flatMap((s) => {
      const programme = programmes.get(s.programmeId);
      return programme ? [this.dueItem(s, programme, now)] : [];
    });
    return items.sort(
      (a, b) =>
        STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
        b.progress - a.progress ||
        a.vehicle.id - b.vehicle.id,
    );
  }

  private dueItem(s: ScheduleWithMeters, programme: ProgrammeRow, now: Date): DueItem {
    const point = dueOf(toProgrammeFacts(programme), s, s, now, this.timeZone);
    return {
      vehicle: { id: s.vehicleId, name: s.vehicleName, plate_number: s.plateNumber },
      programme: { id: programme.id, name: programme.name },
      status: point.status,
      odometer_km: Math.round(s.km * 10) / 10,
      engine_hours: Math.round((s.seconds / 3600) * 10) / 10,
      due_km: point.dueKm,
      due_hours: point.dueHours,
      due_on: point.dueOn,
      progress: point.progress,
      since: s.baseAt.toISOString(),
      work_order_id: s.workOrderId,
    };
  }

  // ---- work orders ----

  async workOrders(rows: WorkOrderRow[], held: ReadonlySet<string>, lang: Language): Promise<WorkOrder[]> {
    const ids = rows.map((row) => row.id);
    const [vehicles, programmes, parts, files, names] = await Promise.all([
      this.repo.vehicles(rows.map((row) => row.vehicleId)),
      this.repo.programmes(rows.flatMap((row) => (row.programmeId === null ? [] : [row.programmeId]))),
      this.repo.partsOf(ids),
      this.repo.mediaOf(ids),
      this.repo.employeeNames(rows.flatMap((row) => (row.completedBy === null ? [] : [row.completedBy]))),
    ]);
    return rows.map((row) => {
      const vehicle = vehicles.get(row.vehicleId);
      const programme = row.programmeId === null ? undefined : programmes.get(row.programmeId);
      const linked = parts.get(row.id) ?? [];
      const closed = row.status === 'completed' || row.status === 'cancelled';
      return {
        id: row.id,
        vehicle_id: row.vehicleId,
        vehicle: vehicle ? ref(vehicle) : { id: row.vehicleId, name: '', plate_number: '' },
        title: row.title,
        status: row.status,
        programme_id: row.programmeId,
        programme: programme ? { id: programme.id, name: programme.name } : null,
        examination_part_ids: linked.map((part) => part.id),
        parts: linked.map((part) => ({
          id: part.id,
          examination_id: part.examinationId,
          part: part.part,
          label: inspectionItemLabel(part.part, lang),
          severity: part.severity,
          fix_status: part.fixStatus,
        })),
        vendor: row.vendor,
        odometer_km: row.odometerKm,
        started_at: row.startedAt?.toISOString() ?? null,
        completed_at: row.completedAt?.toISOString() ?? null,
        lines: row.lines.map((line) => ({
          ...line,
          total: Math.round(line.quantity * line.unit_cost * 100) / 100,
        })),
        total_cost: Number(row.totalCost),
        currency: row.currency,
        notes: row.notes,
        fixed_by: row.fixedBy,
        fix_notes: row.fixNotes,
        completed_by:
          row.completedBy !== null && names.has(row.completedBy)
            ? { id: row.completedBy, name: names.get(row.completedBy)! }
            : null,
        images: (files.get(row.id) ?? []).map((file) => toMedia(this.signer, file)),
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        actions: actionsFor(held, closed),
      };
    });
  }

  async workOrder(id: number, held: ReadonlySet<string>, lang: Language): Promise<WorkOrder> {
    const row = await this.repo.findWorkOrder(id);
    if (!row) throw new NotFoundError();
    return (await this.workOrders([row], held, lang))[0]!;
  }

  /** 422s of a work order body: its vehicle, programme, parts (damaged parts of that vehicle) and files. */
  private async checkWorkOrder(values: WorkOrderValues, id: number | null): Promise<void> {
    const errors: FieldErrorKeys = {};
    const [vehicles, programme, parts] = await Promise.all([
      this.repo.vehicles([values.vehicle_id]),
      values.programme_id === null ? null : this.repo.findProgramme(values.programme_id),
      this.repo.examinationParts(values.examination_part_ids),
    ]);
    if (!vehicles.has(values.vehicle_id)) errors.vehicle_id = ['maintenance.vehicle_missing'];
    if (values.programme_id !== null && !programme) errors.programme_id = ['maintenance.programme_missing'];
    values.examination_part_ids.forEach((partId, index) => {
      const part = parts.get(partId);
      if (!part || part.condition !== 'damage') {
        errors[`examination_part_ids.${index}`] = ['maintenance.part_missing'];
      } else if (part.vehicleId !== values.vehicle_id) {
        errors[`examination_part_ids.${index}`] = ['maintenance.part_other_vehicle'];
      }
    });
    Object.assign(
      errors,
      await attachmentErrors(
        new MediaRepo(this.db),
        values.images.map((mediaId, index) => ({
          field: `images.${index}`,
          id: mediaId,
          kind: 'image_or_pdf',
        })),
        id === null ? null : `work_order:${id}`,
      ),
    );
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  async createWorkOrder(values: WorkOrderValues): Promise<number> {
    await this.checkWorkOrder(values, null);
    const currency = await this.currency();
    return this.repo.transaction(async (tx, db) => {
      const id = await tx.createWorkOrder(values, currency);
      const after = await tx.findWorkOrder(id);
      await audit(db, { action: 'create', model: 'maintenance', recordId: `work_order:${id}`, after });
      return id;
    });
  }

  async updateWorkOrder(id: number, values: WorkOrderValues): Promise<void> {
    const row = await this.repo.findWorkOrder(id);
    if (!row) throw new NotFoundError();
    if (row.status === 'completed')
      throw new ValidationError({ status: ['maintenance.order_completed_locked'] });
    await this.checkWorkOrder(values, id);
    await this.repo.transaction(async (tx, db) => {
      const locked = await tx.findWorkOrder(id, { forUpdate: true });
      if (!locked) throw new NotFoundError();
      if (locked.status === 'completed')
        throw new ValidationError({ status: ['maintenance.order_completed_locked'] });
      await tx.updateWorkOrder(id, values, locked.currency);
      const after = await tx.findWorkOrder(id);
      await audit(db, {
        action: 'update',
        model: 'maintenance',
        recordId: `work_order:${id}`,
        before: locked,
        after,
      });
    });
  }

  async deleteWorkOrder(id: number): Promise<void> {
    await this.repo.transaction(async (tx, db) => {
      const before = await tx.findWorkOrder(id, { forUpdate: true });
      if (!before || !(await tx.deleteWorkOrder(id))) throw new NotFoundError();
      await audit(db, { action: 'delete', model: 'maintenance', recordId: `work_order:${id}`, before });
    });
  }

  /**
   * Completes an order: its linked examination parts are fixed through the examinations' own fix (the vehicle
   * back in service when no critical fault is left), and its programme's count restarts for the vehicle.
   */
  async complete(
    id: number,
    values: { fixed_by: string; fix_notes: string | null; completed_at: string | null },
    employeeId: number,
    now = new Date(),
  ): Promise<{ vehicleId: number; vehicleChanged: boolean }> {
    await this.tracker.settled();
    const completedAt = values.completed_at === null ? now : new Date(values.completed_at);
    const result = await this.repo.transaction(async (tx, db) => {
      const order = await tx.findWorkOrder(id, { forUpdate: true });
      if (!order) throw new NotFoundError();
      if (order.status === 'completed' || order.status === 'cancelled') {
        throw new ValidationError({ status: [`maintenance.cannot_complete_${order.status}`] });
      }
      const parts = (await tx.partsOf([id])).get(id) ?? [];
      const open = new Map<number, number[]>();
      for (const part of parts) {
        if (part.fixStatus === 'fixed') continue;
        let list = open.get(part.examinationId);
        if (!list) open.set(part.examinationId, (list = []));
        list.push(part.id);
      }
      let vehicleChanged = false;
      const examinationsTx = new ExaminationsRepo(db);
      for (const [examinationId, partIds] of open) {
        const fixed = await this.examinations.fixIn(
          examinationsTx,
          db,
          examinationId,
          {
            part_ids: partIds,
            fix_notes: values.fix_notes ?? order.title,
            fixed_by: values.fixed_by,
            images: [],
          },
          employeeId,
          completedAt,
          {},
          'examination_part_ids',
        );
        vehicleChanged ||= fixed.vehicleChanged;
      }
      await tx.completeWorkOrder(id, {
        fixedBy: values.fixed_by,
        fixNotes: values.fix_notes,
        completedAt,
        completedBy: employeeId,
      });
      await audit(db, {
        action: 'complete',
        model: 'maintenance',
        recordId: `work_order:${id}`,
        changes: {
          status: [order.status, 'completed'],
          fixed_by: [null, values.fixed_by],
          fix_notes: [null, values.fix_notes],
        },
      });
      if (order.programmeId !== null) {
        const meters = await tx.meters(order.vehicleId);
        await tx.restartCount(order.vehicleId, order.programmeId, {
          km: order.odometerKm ?? meters?.km ?? 0,
          seconds: meters?.seconds ?? 0,
          at: completedAt,
        });
      }
      return { vehicleId: order.vehicleId, vehicleChanged };
    });
    await this.tracker.refresh();
    return result;
  }
}
