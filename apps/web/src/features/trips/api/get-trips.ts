import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tripListResponseSchema } from '@fleet/shared/schemas/trips';
import { api } from '@/lib/api-client';
import { toRequestParams, type ListQueryState } from '@/lib/list-query';
import { tripKeys } from '@/features/trips/api/keys';

export async function getTrips(query: ListQueryState) {
  const response = await api.get('/dashboard/trips', { params: toRequestParams(query) });
  return tripListResponseSchema.parse(response.data);
}

export const tripsQueryOptions = (query: ListQueryState) =>
  queryOptions({
    queryKey: tripKeys.list(query),
    queryFn: () => getTrips(query),
    placeholderData: keepPreviousData,
  });

export function useTrips(query: ListQueryState) {
  return useQuery(tripsQueryOptions(query));
}
