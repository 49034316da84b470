import { audit } from '../audit';
import type { RowAction } from '@fleet/shared/common';
import type { Geofence, GeofenceLayerItem, GeofenceValues } from '@fleet/shared/schemas/geofences';
import type { GeofenceRow } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { GeofencesRepo, VehicleRef } from './geofences.repo';

export function geofenceActions(held: ReadonlySet<string>): RowAction[] {
  const actions: RowAction[] = [];
  if (held.has('show_geofences')) actions.push('view');
  if (held.has('update_geofences')) actions.push('edit');
  if (held.has('delete_geofences')) actions.push('delete');
  return actions;
}

export function toLayerItem(row: GeofenceRow): GeofenceLayerItem {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    geometry: row.geometry,
    radius: row.radius,
    width: row.width,
    color: row.color,
  };
}

/** Ids of deleted vehicles are left out (an array has no foreign key). */
export function toGeofence(
  row: GeofenceRow,
  names: ReadonlyMap<number, VehicleRef>,
  held: ReadonlySet<string>,
): Geofence {
  const chosen = row.vehicleIds.flatMap((id) => {
    const vehicle = names.get(id);
    return vehicle ? [{ id: vehicle.id, name: vehicle.name, plate_number: vehicle.plateNumber }] : [];
  });
  return {
    ...toLayerItem(row),
    speed_limit: row.speedLimit,
    vehicle_ids: chosen.map((vehicle) => vehicle.id),
    vehicles: chosen,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    actions: geofenceActions(held),
  };
}

/** Called after a geofence is saved or deleted, so every instance's engine and map layers re-read them. */
export type GeofencesChanged = () => void;

export class GeofencesService {
  constructor(
    private readonly repo: GeofencesRepo,
    private readonly changed: GeofencesChanged,
  ) {}

  private async checkVehicles(values: GeofenceValues): Promise<void> {
    if (values.vehicle_ids.length === 0) return;
    const found = await this.repo.vehicles(values.vehicle_ids);
    if (values.vehicle_ids.some((id) => !found.has(id))) {
      throw new ValidationError({ vehicle_ids: ['geofences.vehicles_missing'] });
    }
  }

  async create(values: GeofenceValues): Promise<number> {
    await this.checkVehicles(values);
    const id = await this.repo.transaction(async (tx) => {
      const created = await tx.create(values);
      await audit(tx.database, {
        action: 'create',
        model: 'geofences',
        recordId: created,
        after: await tx.findById(created),
      });
      return created;
    });
    this.changed();
    return id;
  }

  async update(id: number, values: GeofenceValues): Promise<void> {
    if (!(await this.repo.findById(id))) throw new NotFoundError();
    await this.checkVehicles(values);
    await this.repo.transaction(async (tx) => {
      const before = await tx.findById(id);
      if (!before || !(await tx.update(id, values))) throw new NotFoundError();
      await audit(tx.database, {
        action: 'update',
        model: 'geofences',
        recordId: id,
        before,
        after: await tx.findById(id),
      });
    });
    this.changed();
  }

  async delete(id: number): Promise<void> {
    await this.repo.transaction(async (tx) => {
      const before = await tx.findById(id);
      if (!before || !(await tx.delete(id))) throw new NotFoundError();
      await audit(tx.database, { action: 'delete', model: 'geofences', recordId: id, before, after: null });
    });
    this.changed();
  }
}
