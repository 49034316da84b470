import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY_STATUSES, apiKeyListResponseSchema } from '@fleet/shared/schemas/api-keys';
import { fleet } from '@/lib/fleet-client';
import { type ListQueryState } from '@/lib/list-query';
import { apiKeyKeys } from '@/features/api-keys/api/keys';

export async function getApiKeys(query: ListQueryState) {
  // An unknown `status` in the address is dropped rather than sent (the server would answer 422).
  const status = API_KEY_STATUSES.find((value) => value === query.status);
  const { data } = await fleet.GET('/api/dashboard/api-keys', {
    params: { query: { name: query.name || undefined, status, page: query.page } },
  });
  return apiKeyListResponseSchema.parse(data);
}

export function useApiKeys(query: ListQueryState) {
  return useQuery(
    queryOptions({
      queryKey: apiKeyKeys.list(query),
      queryFn: () => getApiKeys(query),
      placeholderData: keepPreviousData,
    }),
  );
}
