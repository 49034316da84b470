import { audit } from '../audit';
import type { RowAction } from '@fleet/shared/common';
import {
  type Driver,
  type DriverValues,
  LICENCE_WARNING_DAYS,
  type LicenceState,
} from '@fleet/shared/schemas/drivers';
import { fromE164, toE164 } from '@fleet/shared/schemas/people';
import { ConflictError, type FieldErrorKeys, NotFoundError, ValidationError } from '../../lib/errors';
import type { MessageKey } from '../../lib/messages';
import { hashPassword } from '../../lib/passwords';
import type { UrlSigner } from '../../lib/url-signer';
import { attachmentErrors, replacedMedia } from '../media';
import { toMedia } from '../media';
import type { MediaRepo } from '../media';
import type { MediaStorage } from '../media';
import { addDays } from '../../lib/dates';
import type { DriverRecord, DriversRepo, DriverWrite } from './drivers.repo';

export function driverActions(held: ReadonlySet<string>): RowAction[] {
  const actions: RowAction[] = [];
  if (held.has('show_drivers')) actions.push('view');
  if (held.has('update_drivers')) actions.push('edit');
  if (held.has('delete_drivers')) actions.push('delete');
  return actions;
}

/** Expired once the expiry date is past; expiring within LICENCE_WARNING_DAYS of today (fleet time zone). */
export function licenceStatus(expiry: string, today: string): LicenceState {
  if (expiry < today) return 'expired';
  if (expiry <= addDays(today, LICENCE_WARNING_DAYS)) return 'expiring';
  return 'valid';
}

export function toDriver(
  record: DriverRecord,
  context: { actions: RowAction[]; today: string; signer: UrlSigner },
): Driver {
  const { driver, vehicle } = record;
  const media = (row: { id: number; mimeType: string; private: boolean } | null) =>
    row ? toMedia(context.signer, row) : null;
  return {
    id: driver.id,
    name: driver.name,
    identity_number: driver.identityNumber,
    country_code: driver.countryCode,
    phone: fromE164(driver.phone).phone,
    phone_e164: driver.phone,
    nationality: driver.nationality,
    address: driver.address,
    licence_number: driver.licenceNumber,
    licence_expiry_date: driver.licenceExpiryDate,
    licence_status: licenceStatus(driver.licenceExpiryDate, context.today),
    national_id_image: media(record.nationalId),
    licence_image: media(record.licence),
    image: media(record.image),
    vehicle_id: driver.vehicleId,
    vehicle: vehicle ? { id: vehicle.id, name: vehicle.name, plate_number: vehicle.plateNumber } : null,
    key_id: driver.keyId,
    has_password: driver.passwordHash !== null,
    created_at: driver.createdAt.toISOString(),
    updated_at: driver.updatedAt.toISOString(),
    actions: context.actions,
  } satisfies Driver;
}

async function toWrite(values: DriverValues): Promise<DriverWrite> {
  return {
    name: values.name,
    identityNumber: values.identity_number,
    countryCode: values.country_code,
    phone: toE164(values.country_code, values.phone),
    nationality: values.nationality,
    address: values.address,
    licenceNumber: values.licence_number.toUpperCase(),
    licenceExpiryDate: values.licence_expiry_date,
    nationalIdImageId: values.national_id_image,
    licenceImageId: values.licence_image,
    imageId: values.image,
    vehicleId: values.vehicle_id,
    keyId: values.key_id,
    passwordHash: values.password ? await hashPassword(values.password) : null,
  };
}

const heldMedia = (row: {
  nationalIdImageId: number | null;
  licenceImageId: number | null;
  imageId: number | null;
}) => [row.nationalIdImageId, row.licenceImageId, row.imageId];

/** The driver's own columns as the audit log compares them (password and documents are redacted there). */
async function driverRecord(repo: DriversRepo, id: number) {
  return (await repo.findById(id))?.driver ?? null;
}

export class DriversService {
  constructor(
    private readonly repo: DriversRepo,
    private readonly storage: MediaStorage,
  ) {}

  /** References first (422), then uniqueness (409: identity number, phone, a vehicle that has a driver). */
  private async check(repo: DriversRepo, media: MediaRepo, write: DriverWrite, id?: number): Promise<void> {
    const errors: FieldErrorKeys = await attachmentErrors(
      media,
      [
        { field: 'national_id_image', id: write.nationalIdImageId, kind: 'document' },
        { field: 'licence_image', id: write.licenceImageId, kind: 'document' },
        { field: 'image', id: write.imageId, kind: 'image' },
      ],
      id === undefined ? null : `driver:${id}`,
    );
    if (write.vehicleId !== null && !(await repo.vehicleExists(write.vehicleId))) {
      errors.vehicle_id = ['drivers.vehicle_missing'];
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const conflicts = await repo.conflicts(write, id);
    const first = Object.values(conflicts)[0]?.[0];
    if (first) throw new ConflictError(conflicts, first as MessageKey);
  }

  async create(values: DriverValues): Promise<number> {
    const write = await toWrite(values);
    return this.repo.transaction(async (tx, media) => {
      await this.check(tx, media, write);
      const id = await tx.create(write);
      await audit(tx.database, {
        action: 'create',
        model: 'drivers',
        recordId: id,
        after: await driverRecord(tx, id),
      });
      return id;
    });
  }

  /** Replaced documents and photos are deleted with their files. */
  async update(id: number, values: DriverValues): Promise<void> {
    const write = await toWrite(values);
    const removedFiles = await this.repo.transaction(async (tx, media) => {
      const current = await tx.lock(id);
      if (!current) throw new NotFoundError();
      await this.check(tx, media, write, id);
      const before = await driverRecord(tx, id);
      await tx.update(id, write);
      await audit(tx.database, {
        action: 'update',
        model: 'drivers',
        recordId: id,
        before,
        after: await driverRecord(tx, id),
      });
      return media.deleteMany(replacedMedia(heldMedia(current), heldMedia(write)));
    });
    await this.storage.remove(removedFiles);
  }

  async delete(id: number): Promise<void> {
    const removedFiles = await this.repo.transaction(async (tx, media) => {
      const current = await tx.lock(id);
      if (!current) throw new NotFoundError();
      const before = await driverRecord(tx, id);
      await tx.delete(id);
      await audit(tx.database, { action: 'delete', model: 'drivers', recordId: id, before, after: null });
      return media.deleteMany(replacedMedia(heldMedia(current), []));
    });
    await this.storage.remove(removedFiles);
  }
}
