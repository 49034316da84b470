import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { driverListResponseSchema } from '@fleet/shared/schemas/drivers';
import { api } from '@/lib/api-client';
import { toRequestParams, type ListQueryState } from '@/lib/list-query';
import { driverKeys } from '@/features/drivers/api/keys';

export async function getDrivers(query: ListQueryState) {
  const response = await api.get('/dashboard/drivers', { params: toRequestParams(query) });
  return driverListResponseSchema.parse(response.data);
}

export const driversQueryOptions = (query: ListQueryState) =>
  queryOptions({
    queryKey: driverKeys.list(query),
    queryFn: () => getDrivers(query),
    placeholderData: keepPreviousData,
  });

export function useDrivers(query: ListQueryState) {
  return useQuery(driversQueryOptions(query));
}
