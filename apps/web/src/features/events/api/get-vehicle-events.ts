import { useQuery } from '@tanstack/react-query';
import { vehicleEventsResponseSchema } from '@fleet/shared/schemas/events';
import { api } from '@/lib/api-client';
import { eventKeys } from '@/features/events/api/keys';

/** One vehicle's events over the movement record's period, in time order. */
export async function getVehicleEvents(id: number, from: string, to: string) {
  const response = await api.get(`/dashboard/vehicles/${id}/events`, { params: { from, to } });
  return vehicleEventsResponseSchema.parse(response.data).data;
}

export function useVehicleEvents(id: number, from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: eventKeys.vehicle(id, from, to),
    queryFn: () => getVehicleEvents(id, from, to),
    enabled,
  });
}
