import { audit } from '../audit';
import type { Language } from '@fleet/shared/constants';
import type { RowAction } from '@fleet/shared/common';
import { inspectionItemArea, inspectionItemLabel } from '@fleet/shared/inspection-items';
import { MEDIA_IMAGE_TYPES } from '@fleet/shared/schemas/media';
import type {
  Examination,
  ExaminationListItem,
  ExaminationPart,
  ExaminationSubmissionValues,
  FixToConfirm,
} from '@fleet/shared/schemas/examinations';
import { isStorableId, isUniqueViolation } from '../../db/client';
import type { Database } from '../../db/client';
import { type FieldErrorKeys, NotFoundError, ValidationError } from '../../lib/errors';
import type { UrlSigner } from '../../lib/url-signer';
import { toMedia } from '../media';
import { MediaRepo } from '../media';
import type { MediaStorage } from '../media';
import { blockForCriticalFault, releaseFaultBlock } from '../vehicles';
import type { ExaminationsRepo } from './examinations.repo';
import { type ExaminationMediaRow, type ExaminationSummaryRow, type PartWithAck } from './examinations.repo';
import type { EventBus } from '../events';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Phones' clocks drift: a start or submission time up to this far ahead of ours is accepted. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const IMAGE_TYPES: readonly string[] = MEDIA_IMAGE_TYPES;

export function examinationActions(held: ReadonlySet<string>): RowAction[] {
  const actions: RowAction[] = [];
  if (held.has('show_examinations')) actions.push('view');
  if (held.has('update_examinations')) actions.push('edit');
  if (held.has('delete_examinations')) actions.push('delete');
  return actions;
}

/** Who uploads the files a report attaches: the driver app (`driver`) or a dashboard user (`employee`). */
export type Uploader = { driverId: number } | { employeeId: number };

interface ReadContext {
  lang: Language;
  signer: UrlSigner;
  actions: RowAction[];
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toListItem(row: ExaminationSummaryRow, context: ReadContext): ExaminationListItem {
  return {
    id: row.id,
    vehicle_id: row.vehicleId,
    driver_id: row.driverId,
    vehicle: { id: row.vehicleId, name: row.vehicleName, plate_number: row.plateNumber },
    driver:
      row.driverId !== null && row.driverName !== null ? { id: row.driverId, name: row.driverName } : null,
    type: row.type,
    address: row.address,
    lat: row.lat,
    lon: row.lon,
    started_at: row.startedAt.toISOString(),
    submitted_at: row.submittedAt.toISOString(),
    duration_seconds: Math.max(0, Math.round((row.submittedAt.getTime() - row.startedAt.getTime()) / 1000)),
    result: row.result,
    fix_status: row.fixStatus,
    flagged: row.flagged,
    damaged_count: row.damagedCount,
    open_count: row.openCount,
    max_severity: row.maxSeverity,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    actions: context.actions,
  };
}

function toPart(
  { part, acknowledgedByName }: PartWithAck,
  files: readonly ExaminationMediaRow[],
  context: ReadContext,
): ExaminationPart {
  const damaged = part.condition === 'damage';
  const filesOf = (kind: 'part' | 'fix') =>
    files
      .filter((file) => file.partId === part.id && file.kind === kind)
      .map((file) => toMedia(context.signer, file));
  return {
    id: part.id,
    part: part.part,
    area: inspectionItemArea(part.part) ?? part.area,
    label: inspectionItemLabel(part.part, context.lang),
    check_status: part.checkStatus,
    condition: part.condition,
    severity: part.severity,
    notes: part.notes,
    images: filesOf('part'),
    fix_status: damaged ? part.fixStatus : null,
    fixed_by: part.fixedBy,
    fixed_at: iso(part.fixedAt),
    fix_notes: part.fixNotes,
    fix_images: filesOf('fix'),
    acknowledged_by:
      part.acknowledgedBy !== null && acknowledgedByName !== null
        ? { id: part.acknowledgedBy, name: acknowledgedByName }
        : null,
    confirmed_at: iso(part.confirmedAt),
    reopened_at: iso(part.reopenedAt),
    reopen_notes: part.reopenNotes,
    flagged: part.flagged,
  };
}

export class ExaminationsService {
  constructor(
    private readonly repo: ExaminationsRepo,
    private readonly storage: MediaStorage,
    private readonly signer: UrlSigner,
    private readonly repeatDefectDays: number,
    /** Where `critical_fault` is raised, in the submission's transaction (announced after it commits). */
    private readonly events?: EventBus,
  ) {}

  /** Full reports (parts and files) for the given rows, in their order. */
  async details(
    rows: readonly ExaminationSummaryRow[],
    lang: Language,
    actions: RowAction[],
  ): Promise<Examination[]> {
    const ids = rows.map((row) => row.id);
    const [parts, files, signatures] = await Promise.all([
      this.repo.partsOf(ids),
      this.repo.mediaOf(ids),
      this.repo.mediaTypes(rows.map((row) => row.signatureId)),
    ]);
    const context = { lang, signer: this.signer, actions };
    return rows.map((row) => {
      const own = files.filter((file) => file.examinationId === row.id);
      return {
        ...toListItem(row, context),
        images: own.filter((file) => file.kind === 'report').map((file) => toMedia(this.signer, file)),
        signature: toMedia(this.signer, {
          id: row.signatureId,
          mimeType: signatures.get(row.signatureId) ?? 'image/png',
        }),
        signature_statement: row.signatureStatement,
        parts: parts
          .filter((part) => part.part.examinationId === row.id)
          .map((part) => toPart(part, own, context)),
      };
    });
  }

  async load(id: number, lang: Language, actions: RowAction[]): Promise<Examination> {
    const row = await this.repo.findSummary(id);
    if (!row) throw new NotFoundError();
    const [examination] = await this.details([row], lang, actions);
    if (!examination) throw new NotFoundError();
    return examination;
  }

  /**
   * Stores a report: the parts with their repeat-defect flags, the files, the summary; a critical damage puts
   * the vehicle out of service. A retried submission (same `client_id`) answers with the stored report.
   * Returns the id, whether it was created now, and whether the vehicle's status changed.
   */
  async submit(
    values: ExaminationSubmissionValues & { driverId: number },
    uploader: Uploader,
    now = new Date(),
  ): Promise<{ id: number; created: boolean; vehicleChanged: boolean }> {
    if (values.client_id) {
      const existing = await this.repo.findByClientId(values.driverId, values.client_id);
      if (existing !== null) return { id: existing, created: false, vehicleChanged: false };
    }
    const startedAt = new Date(values.started_at);
    const submittedAt = values.submitted_at ? new Date(values.submitted_at) : now;
    const timeErrors: FieldErrorKeys = {};
    if (startedAt.getTime() > now.getTime() + CLOCK_SKEW_MS)
      timeErrors.started_at = ['examinations.started_in_future'];
    if (submittedAt.getTime() > now.getTime() + CLOCK_SKEW_MS)
      timeErrors.submitted_at = ['examinations.started_in_future'];
    const fileErrors = await this.attachmentErrors(
      [
        ...values.images.map((id, index) => ({ field: `images.${index}`, id })),
        ...values.parts.flatMap((part, p) =>
          part.images.map((id, index) => ({ field: `parts.${p}.images.${index}`, id })),
        ),
        { field: 'signature', id: values.signature },
      ],
      uploader,
    );
    const errors = { ...timeErrors, ...fileErrors };
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);

    try {
      return await this.repo
        .transaction(async (tx, db) => {
          const repeated = await tx.recentlyDamagedParts(
            values.vehicle_id,
            new Date(submittedAt.getTime() - this.repeatDefectDays * DAY_MS),
            submittedAt,
          );
          const id = await tx.insert({
            vehicleId: values.vehicle_id,
            driverId: values.driverId,
            createdBy: 'employeeId' in uploader ? uploader.employeeId : null,
            clientId: values.client_id ?? null,
            type: values.type,
            address: values.address,
            lat: values.lat,
            lon: values.lon,
            startedAt,
            submittedAt,
            signatureId: values.signature,
            signatureStatement: values.signature_statement,
            notes: values.notes,
            result: 'faultless',
          });
          const parts = await tx.insertParts(
            values.parts.map((part, position) => {
              const damaged = part.condition === 'damage';
              return {
                examinationId: id,
                part: part.part,
                area: inspectionItemArea(part.part) ?? 'exterior',
                position,
                checkStatus: part.check_status,
                condition: part.condition,
                severity: damaged ? part.severity : null,
                notes: part.notes,
                flagged: damaged && repeated.has(part.part),
                fixStatus: damaged ? ('untreated' as const) : null,
              };
            }),
          );
          const partId = new Map(parts.map((part) => [part.part, part.id]));
          await tx.insertMedia([
            ...values.images.map((mediaId, position) => ({
              mediaId,
              examinationId: id,
              kind: 'report' as const,
              position,
            })),
            ...values.parts.flatMap((part) =>
              part.images.map((mediaId, position) => ({
                mediaId,
                examinationId: id,
                partId: partId.get(part.part) ?? null,
                kind: 'part' as const,
                position,
              })),
            ),
          ]);
          await tx.refreshSummary(id);
          await audit(db, {
            action: 'create',
            model: 'examinations',
            recordId: id,
            after: await tx.findSummary(id),
            changes: {
              damaged_parts: [
                null,
                values.parts.filter((part) => part.condition === 'damage').map((part) => part.part),
              ],
            },
          });
          const critical = values.parts.filter(
            (part) => part.condition === 'damage' && part.severity === 'critical',
          );
          const vehicleChanged =
            critical.length > 0 &&
            (await blockForCriticalFault(db, values.vehicle_id, {
              key: 'critical_fault',
              examination_id: id,
              parts: critical.map((part) => part.part),
            }));
          const raised =
            critical.length > 0 && this.events
              ? await this.events.raise(
                  [
                    {
                      vehicleId: values.vehicle_id,
                      type: 'critical_fault',
                      subject: String(id),
                      time: submittedAt,
                      lat: values.lat ?? null,
                      lon: values.lon ?? null,
                      driverId: values.driverId,
                      attributes: { examination_id: id, parts: critical.map((part) => part.part) },
                    },
                  ],
                  db,
                )
              : [];
          return { id, created: true, vehicleChanged, raised };
        })
        .then(({ raised, ...result }) => {
          this.events?.committed(raised);
          return result;
        });
    } catch (error) {
      // Two deliveries of one retried submission raced: the other one stored it.
      if (values.client_id && isUniqueViolation(error)) {
        const existing = await this.repo.findByClientId(values.driverId, values.client_id);
        if (existing !== null) return { id: existing, created: false, vehicleChanged: false };
      }
      throw error;
    }
  }

  /** Marks damaged parts fixed (acknowledged by `employeeId`); the last critical fix reactivates the vehicle. */
  async fix(
    id: number,
    values: { part_ids: number[]; fix_notes: string; fixed_by: string; images: number[] },
    employeeId: number,
    now = new Date(),
  ): Promise<{ vehicleChanged: boolean }> {
    const fileErrors = await this.attachmentErrors(
      values.images.map((mediaId, index) => ({ field: `images.${index}`, id: mediaId })),
      { employeeId },
    );
    return this.repo.transaction((tx, db) => this.fixIn(tx, db, id, values, employeeId, now, fileErrors));
  }

  /**
   * `fix` inside the caller's transaction (`tx` and `db` share it): the maintenance work orders complete
   * through it. `fieldPrefix` names the failing parts in the caller's body; `fileErrors` are the caller's.
   */
  async fixIn(
    tx: ExaminationsRepo,
    db: Database,
    id: number,
    values: { part_ids: number[]; fix_notes: string; fixed_by: string; images: number[] },
    employeeId: number,
    now: Date,
    fileErrors: FieldErrorKeys = {},
    fieldPrefix = 'part_ids',
  ): Promise<{ vehicleChanged: boolean }> {
    const examination = await tx.findSummary(id, { forUpdate: true });
    if (!examination) throw new NotFoundError();
    const parts = await tx.damagedParts(id, values.part_ids);
    const fixable = new Set(
      parts
        .filter((part) => part.condition === 'damage' && part.fixStatus !== 'fixed')
        .map((part) => part.id),
    );
    const errors: FieldErrorKeys = { ...fileErrors };
    values.part_ids.forEach((partId, index) => {
      if (!fixable.has(partId)) errors[`${fieldPrefix}.${index}`] = ['examinations.part_not_fixable'];
    });
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);

    const partIds = [...fixable];
    await tx.markFixed(partIds, {
      fixedBy: values.fixed_by,
      fixNotes: values.fix_notes,
      acknowledgedBy: employeeId,
      at: now,
    });
    await tx.insertMedia(
      partIds.flatMap((partId) =>
        values.images.map((mediaId, position) => ({
          mediaId,
          examinationId: id,
          partId,
          kind: 'fix' as const,
          position,
        })),
      ),
    );
    await tx.refreshSummary(id);
    await audit(db, {
      action: 'fix',
      model: 'examinations',
      recordId: id,
      changes: {
        fixed_part_ids: [null, partIds],
        fixed_by: [null, values.fixed_by],
        fix_notes: [null, values.fix_notes],
        fix_status: [examination.fixStatus, (await tx.findSummary(id))?.fixStatus ?? null],
      },
    });
    return { vehicleChanged: await this.releaseIfClear(tx, db, examination.vehicleId, id) };
  }

  /**
   * The driver's answer to fixes on his vehicle: confirmed parts stay fixed; reopened ones become `not_fixed`
   * (a reopened critical fault puts the vehicle out of service again).
   */
  async answerFixes(
    id: number,
    driver: { id: number; vehicleId: number | null },
    values: { part_ids: number[]; reopen_part_ids: number[]; notes: string | null },
    now = new Date(),
  ): Promise<{ vehicleChanged: boolean }> {
    return this.repo.transaction(async (tx, db) => {
      const examination = await tx.findSummary(id, { forUpdate: true });
      // A driver answers for the vehicle he drives now; other reports are not his to see.
      if (!examination || driver.vehicleId === null || examination.vehicleId !== driver.vehicleId) {
        throw new NotFoundError();
      }
      const parts = await tx.damagedParts(id, [...values.part_ids, ...values.reopen_part_ids]);
      const answerable = new Map(
        parts
          .filter(
            (part) => part.fixStatus === 'fixed' && part.confirmedAt === null && part.reopenedAt === null,
          )
          .map((part) => [part.id, part]),
      );
      const errors: FieldErrorKeys = {};
      const check = (field: string) => (partId: number, index: number) => {
        if (!answerable.has(partId)) errors[`${field}.${index}`] = ['examinations.part_not_answerable'];
      };
      values.part_ids.forEach(check('part_ids'));
      values.reopen_part_ids.forEach(check('reopen_part_ids'));
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);

      await tx.confirmFixes(values.part_ids, driver.id, now);
      await tx.reopenFixes(values.reopen_part_ids, driver.id, values.notes, now);
      await tx.refreshSummary(id);
      await audit(db, {
        action: 'confirm',
        model: 'examinations',
        recordId: id,
        changes: {
          confirmed_part_ids: [null, values.part_ids],
          reopened_part_ids: [null, values.reopen_part_ids],
          notes: [null, values.notes],
        },
      });
      const critical = values.reopen_part_ids
        .map((partId) => answerable.get(partId))
        .filter((part) => part?.severity === 'critical')
        .map((part) => part?.part ?? '');
      if (critical.length === 0) return { vehicleChanged: false };
      return {
        vehicleChanged: await blockForCriticalFault(db, examination.vehicleId, {
          key: 'fault_reopened',
          examination_id: id,
          parts: critical,
        }),
      };
    });
  }

  async delete(id: number): Promise<{ vehicleChanged: boolean }> {
    const { files, vehicleChanged } = await this.repo.transaction(async (tx, db) => {
      const examination = await tx.findSummary(id, { forUpdate: true });
      if (!examination) throw new NotFoundError();
      const mediaIds = await tx.delete(id);
      await audit(db, {
        action: 'delete',
        model: 'examinations',
        recordId: id,
        before: examination,
        after: null,
      });
      const paths = await new MediaRepo(db).deleteMany(mediaIds);
      // Its open critical faults go with it.
      const changed = await this.releaseIfClear(tx, db, examination.vehicleId, null);
      return { files: paths, vehicleChanged: changed };
    });
    await this.storage.remove(files);
    return { vehicleChanged };
  }

  async fixesToConfirm(vehicleId: number, lang: Language): Promise<FixToConfirm[]> {
    const rows = await this.repo.fixesToConfirm(vehicleId);
    const files = await this.repo.fixMediaOfParts(rows.map((row) => row.part.id));
    return rows.map(({ part }) => ({
      examination_id: part.examinationId,
      part_id: part.id,
      part: part.part,
      area: inspectionItemArea(part.part) ?? part.area,
      label: inspectionItemLabel(part.part, lang),
      severity: part.severity,
      notes: part.notes,
      fixed_by: part.fixedBy,
      fixed_at: part.fixedAt?.toISOString() ?? '',
      fix_notes: part.fixNotes,
      fix_images: files.filter((file) => file.partId === part.id).map((file) => toMedia(this.signer, file)),
    }));
  }

  private async releaseIfClear(
    tx: ExaminationsRepo,
    db: Database,
    vehicleId: number,
    examinationId: number | null,
  ): Promise<boolean> {
    if ((await tx.openCriticalCount(vehicleId)) > 0) return false;
    return releaseFaultBlock(db, vehicleId, examinationId);
  }

  /**
   * Files a report or a fix attaches: each an existing image, not private, not attached anywhere yet, and
   * uploaded by this driver (driver app) or by a dashboard user (dashboard). Errors by field.
   */
  private async attachmentErrors(
    wanted: readonly { field: string; id: number }[],
    uploader: Uploader,
  ): Promise<FieldErrorKeys> {
    const found = await new MediaRepo(this.repo.database).attachable(
      wanted.map((item) => item.id).filter(isStorableId),
    );
    const errors: FieldErrorKeys = {};
    const seen = new Set<number>();
    for (const { field, id } of wanted) {
      const file = found.get(id);
      if (!file || seen.has(id)) errors[field] = ['media.image_missing'];
      else if (!IMAGE_TYPES.includes(file.mimeType)) errors[field] = ['media.not_an_image'];
      else if (file.private) errors[field] = ['media.document_not_allowed'];
      else if (
        'driverId' in uploader ? file.uploadedByDriver !== uploader.driverId : file.uploadedByDriver !== null
      ) {
        errors[field] = ['examinations.media_not_yours'];
      } else if (file.owner !== null) errors[field] = ['media.image_taken'];
      seen.add(id);
    }
    return errors;
  }
}
