import { queryOptions, useQuery } from '@tanstack/react-query';
import { deviceProtocolsResponseSchema } from '@fleet/shared/schemas/devices';
import { fleet } from '@/lib/fleet-client';
import { deviceKeys } from '@/features/devices/api/keys';

/** The host devices are pointed at and, per protocol, the port this server listens on (null when off). */
export async function getDeviceProtocols() {
  const { data } = await fleet.GET('/api/dashboard/devices/protocols');
  return deviceProtocolsResponseSchema.parse(data).data;
}

export const deviceProtocolsQueryOptions = () =>
  queryOptions({
    queryKey: deviceKeys.protocols(),
    queryFn: getDeviceProtocols,
    // The ports change only with a restart.
    staleTime: 10 * 60_000,
  });

export function useDeviceProtocols(enabled = true) {
  return useQuery({ ...deviceProtocolsQueryOptions(), enabled });
}
