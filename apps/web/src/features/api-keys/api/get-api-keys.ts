import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiKeyListResponseSchema } from '@fleet/shared/schemas/api-keys';
import { api } from '@/lib/api-client';
import { type ListQueryState, toRequestParams } from '@/lib/list-query';
import { apiKeyKeys } from '@/features/api-keys/api/keys';

export async function getApiKeys(query: ListQueryState) {
  const response = await api.get('/dashboard/api-keys', { params: toRequestParams(query) });
  return apiKeyListResponseSchema.parse(response.data);
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
