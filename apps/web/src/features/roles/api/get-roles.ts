import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { roleListResponseSchema } from '@fleet/shared/schemas/roles';
import { api } from '@/lib/api-client';
import { toRequestParams, type ListQueryState } from '@/lib/list-query';
import { roleKeys } from '@/features/roles/api/keys';

export async function getRoles(query: ListQueryState) {
  const response = await api.get('/dashboard/roles', { params: toRequestParams(query) });
  return roleListResponseSchema.parse(response.data);
}

export const rolesQueryOptions = (query: ListQueryState) =>
  queryOptions({
    queryKey: roleKeys.list(query),
    queryFn: () => getRoles(query),
    placeholderData: keepPreviousData,
  });

export function useRoles(query: ListQueryState) {
  return useQuery(rolesQueryOptions(query));
}
