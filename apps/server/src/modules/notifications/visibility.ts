import { normalizePermission } from '@fleet/shared/permissions';

/**
 * The one place that says whether a person may hear about a vehicle. Today every vehicle is visible to whoever
 * holds a permission that shows a vehicle's events (the events list, or its movement record); when vehicles are
 * scoped per user (groups, branches), that scoping goes here and every channel follows.
 */
export const VEHICLE_EVENT_PERMISSIONS = ['show_events', 'show_tracking'] as const;

export function mayHearAbout(permissions: readonly string[], _vehicleId: number): boolean {
  return permissions.some((permission) =>
    (VEHICLE_EVENT_PERMISSIONS as readonly string[]).includes(normalizePermission(permission)),
  );
}
