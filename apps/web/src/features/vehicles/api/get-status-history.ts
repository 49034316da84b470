import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleStatusHistoryResponseSchema } from '@fleet/shared/schemas/vehicles';
import { api } from '@/lib/api-client';
import { vehicleKeys } from '@/features/vehicles/api/keys';

/** The vehicle's block/activate history, newest first (refreshed with the vehicle after a block or activate). */
export async function getStatusHistory(id: number) {
  const response = await api.get(`/dashboard/vehicles/${id}/status-history`);
  return vehicleStatusHistoryResponseSchema.parse(response.data).data;
}

export function useStatusHistory(id: number) {
  return useQuery(
    queryOptions({
      queryKey: [...vehicleKeys.detail(id), 'status-history'],
      queryFn: () => getStatusHistory(id),
    }),
  );
}
