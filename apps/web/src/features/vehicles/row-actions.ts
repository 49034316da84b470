import type { RowAction } from '@fleet/shared/common';
import type { Vehicle } from '@fleet/shared/schemas/vehicles';

/**
 * The row's own actions, kept consistent with its status: an active vehicle can be blocked, a blocked
 * one activated (the server already answers so; this guards against a stale row).
 */
export function vehicleRowActions(vehicle: Pick<Vehicle, 'actions' | 'status'>): RowAction[] {
  return vehicle.actions.filter((action) =>
    action === 'block' ? vehicle.status : action === 'activate' ? !vehicle.status : true,
  );
}
