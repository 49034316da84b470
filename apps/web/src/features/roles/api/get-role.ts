import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleResponseSchema } from '@fleet/shared/schemas/roles';
import { api } from '@/lib/api-client';
import { roleKeys } from '@/features/roles/api/keys';

export async function getRole(id: number) {
  // The page shows this role: a 404 sends the user to the not-found page.
  const response = await api.get(`/dashboard/roles/${id}`, { notFoundRedirect: true });
  return roleResponseSchema.parse(response.data).data;
}

export const roleQueryOptions = (id: number) =>
  queryOptions({ queryKey: roleKeys.detail(id), queryFn: () => getRole(id) });

export function useRole(id: number | undefined) {
  return useQuery({ ...roleQueryOptions(id ?? 0), enabled: id !== undefined && id > 0 });
}
