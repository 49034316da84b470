import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleListResponseSchema } from '@fleet/shared/schemas/vehicles';
import { api } from '@/lib/api-client';
import { toRequestParams, type ListQueryState } from '@/lib/list-query';
import { vehicleKeys } from '@/features/vehicles/api/keys';

export async function getVehicles(query: ListQueryState) {
  const response = await api.get('/dashboard/vehicles', { params: toRequestParams(query) });
  return vehicleListResponseSchema.parse(response.data);
}

export const vehiclesQueryOptions = (query: ListQueryState) =>
  queryOptions({
    queryKey: vehicleKeys.list(query),
    queryFn: () => getVehicles(query),
    placeholderData: keepPreviousData,
  });

export function useVehicles(query: ListQueryState) {
  return useQuery(vehiclesQueryOptions(query));
}
