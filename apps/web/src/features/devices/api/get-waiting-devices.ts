import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { unknownDevicesResponseSchema } from '@fleet/shared/schemas/devices';
import { fleet } from '@/lib/fleet-client';
import { deviceKeys } from '@/features/devices/api/keys';

/** How often the list is read again while it is open: the server writes sightings every few seconds. */
export const WAITING_REFRESH_MS = 15_000;

/** Device ids that reported lately and match no vehicle, newest first (docs/api.md#devices). */
export async function getWaitingDevices() {
  const { data } = await fleet.GET('/api/dashboard/devices/unknown');
  return unknownDevicesResponseSchema.parse(data).data;
}

export const waitingDevicesQueryOptions = () =>
  queryOptions({
    queryKey: deviceKeys.waiting(),
    queryFn: getWaitingDevices,
    refetchInterval: WAITING_REFRESH_MS,
  });

export function useWaitingDevices() {
  return useQuery(waitingDevicesQueryOptions());
}

/**
 * Reads the list again now (at once when it is on screen, else when next shown): a vehicle created, imported or
 * given a device id takes its device off the list, which the periodic refresh would only show up to
 * `WAITING_REFRESH_MS` later. Features do not import each other: the routes that save vehicles call it.
 */
export function useRefreshWaitingDevices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: deviceKeys.waiting() });
}
