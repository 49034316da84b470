import { audit } from '../audit';
import type { RowAction } from '@fleet/shared/common';
import type { Language } from '@fleet/shared/constants';
import { reasonInLanguage } from '@fleet/shared/status-reason';
import { MEDIA_IMAGE_TYPES, MEDIA_VIDEO_TYPES } from '@fleet/shared/schemas/media';
import type { Vehicle, VehicleValues } from '@fleet/shared/schemas/vehicles';
import type { VehicleRow } from '../../db/schema';
import { ConflictError, type FieldErrorKeys, NotFoundError, ValidationError } from '../../lib/errors';
import type { UrlSigner } from '../../lib/url-signer';
import { toMedia } from '../media';
import type { MediaStorage } from '../media';
import { registrationStatus } from './registration-status';
import type { VehiclesRepo } from './vehicles.repo';

/** A vehicle in a select: its name and plate. */
export const vehicleOption = (vehicle: { id: number; name: string; plateNumber: string }) => ({
  label: `${vehicle.name} — ${vehicle.plateNumber}`,
  value: vehicle.id,
});

/** The row actions this user may take on this vehicle right now. */
export function vehicleActions(held: ReadonlySet<string>, row: { status: boolean }): RowAction[] {
  const actions: RowAction[] = [];
  if (held.has('show_vehicles')) actions.push('view');
  if (held.has('update_vehicles')) actions.push('edit');
  if (held.has('delete_vehicles')) actions.push('delete');
  if (row.status && held.has('block_vehicles')) actions.push('block');
  if (!row.status && held.has('active_vehicles')) actions.push('activate');
  return actions;
}

/**
 * Live state comes from the live-tracking module; until it exists every vehicle reads as unknown.
 * It will replace this seam with a lookup in its hub (by `device_id`).
 */
export interface LiveState {
  live_status: Vehicle['live_status'];
  last_position: Vehicle['last_position'];
}
export const NO_LIVE_STATE: LiveState = { live_status: null, last_position: null };

/** The stored fields a vehicle's answer shows: a row as read by id, or as the list reads it. */
type ShownVehicle = Omit<
  VehicleRow,
  'blockSource' | 'searchText' | 'createdAt' | 'updatedAt' | 'devicePassword'
> & {
  createdAt: Date | string;
  updatedAt: Date | string;
};

const iso = (time: Date | string) => (typeof time === 'string' ? time : time.toISOString());

export function toVehicle(
  row: ShownVehicle,
  context: {
    actions: RowAction[];
    lang: Language;
    today: string;
    signer: UrlSigner;
    live?: LiveState;
  },
): Vehicle {
  const live = context.live ?? NO_LIVE_STATE;
  return {
    id: row.id,
    name: row.name,
    model: row.model,
    tag: row.tag,
    manufacture_year: row.manufactureYear,
    plate_number: row.plateNumber,
    licence_plate_number: row.licencePlateNumber,
    vin: row.vin,
    category: row.category as Vehicle['category'],
    capacity: row.capacity,
    fuel_type: row.fuelType as Vehicle['fuel_type'],
    meter_reading: row.meterReading,
    speed_limit: row.speedLimit,
    color: row.color,
    form_number: row.formNumber,
    form_start_date: row.formStartDate,
    form_end_date: row.formEndDate,
    registration_status: registrationStatus(row.formEndDate, context.today),
    status: row.status,
    blocked_reason: reasonInLanguage(row.blockedReason, row.blockedReasonCode, context.lang),
    blocked_reason_code: row.blockedReasonCode,
    images: row.imageRefs.map((image) => toMedia(context.signer, image)),
    device_id: row.deviceId,
    device_protocol: row.deviceProtocol,
    live_status: live.live_status,
    last_position: live.last_position,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    actions: context.actions,
  } satisfies Vehicle;
}

/** A vehicle's gallery holds photos and videos (spec: video shown when `mime_type` starts with video). */
const GALLERY_TYPES: readonly string[] = [...MEDIA_IMAGE_TYPES, ...MEDIA_VIDEO_TYPES];

/** 422 `images.N` for ids that are no uploaded image or video, or that another vehicle already shows. */
async function checkImages(repo: VehiclesRepo, images: readonly number[], vehicleId?: number): Promise<void> {
  const found = await repo.mediaWithOwner(images);
  const errors: FieldErrorKeys = {};
  const seen = new Set<number>();
  images.forEach((id, index) => {
    const item = found.get(id);
    // An identity document is never shown in a gallery (it would get a signed URL).
    if (!item || item.private || !GALLERY_TYPES.includes(item.mimeType) || seen.has(id)) {
      errors[`images.${index}`] = ['vehicles.image_missing'];
    } else if (item.vehicleId !== null && item.vehicleId !== vehicleId) {
      errors[`images.${index}`] = ['vehicles.image_taken'];
    }
    seen.add(id);
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

async function checkUnique(repo: VehiclesRepo, values: VehicleValues, exceptId?: number): Promise<void> {
  const conflicts = await repo.conflicts(values, exceptId);
  if (Object.keys(conflicts).length > 0) throw new ConflictError(conflicts);
}

export class VehiclesService {
  constructor(
    private readonly repo: VehiclesRepo,
    private readonly storage: MediaStorage,
  ) {}

  async create(values: VehicleValues): Promise<number> {
    return this.repo.transaction(async (tx) => {
      await checkImages(tx, values.images);
      await checkUnique(tx, values);
      const id = await tx.create(values);
      await tx.replaceImages(id, values.images);
      await audit(tx.database, {
        action: 'create',
        model: 'vehicles',
        recordId: id,
        after: await tx.findById(id),
      });
      return id;
    });
  }

  async update(id: number, values: VehicleValues): Promise<void> {
    const removedFiles = await this.repo.transaction(async (tx, media) => {
      const before = await tx.findById(id, { forUpdate: true });
      if (!before) throw new NotFoundError();
      await checkImages(tx, values.images, id);
      await checkUnique(tx, values, id);
      await tx.update(id, values);
      const removed = await tx.replaceImages(id, values.images);
      await audit(tx.database, {
        action: 'update',
        model: 'vehicles',
        recordId: id,
        before,
        after: await tx.findById(id),
      });
      return media.deleteMany(removed);
    });
    await this.storage.remove(removedFiles);
  }

  async delete(id: number): Promise<void> {
    const removedFiles = await this.repo.transaction(async (tx, media) => {
      const before = await tx.findById(id, { forUpdate: true });
      if (!before) throw new NotFoundError();
      const mediaIds = await tx.delete(id);
      await audit(tx.database, { action: 'delete', model: 'vehicles', recordId: id, before, after: null });
      return media.deleteMany(mediaIds);
    });
    await this.storage.remove(removedFiles);
  }

  /**
   * A user blocks or activates. Idempotent: blocking a blocked vehicle updates the reason (and makes the block
   * the user's: it is no longer lifted when faults are fixed); activating an active one changes nothing.
   */
  async setStatus(id: number, active: boolean, reason: string | null, employeeId: number): Promise<void> {
    await this.repo.transaction(async (tx) => {
      const row = await tx.findById(id, { forUpdate: true });
      if (!row) throw new NotFoundError();
      if (active && row.status) return;
      await tx.setStatus(id, {
        status: active,
        reason: active ? null : reason,
        source: 'manual',
        employeeId,
      });
      await audit(tx.database, {
        action: active ? 'activate' : 'block',
        model: 'vehicles',
        recordId: id,
        changes: {
          status: [row.status, active],
          ...(active ? {} : { blocked_reason: [row.blockedReason, reason] }),
        },
      });
    });
  }
}
