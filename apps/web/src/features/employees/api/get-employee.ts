import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeeResponseSchema } from '@fleet/shared/schemas/employees';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/features/employees/api/keys';

export async function getEmployee(id: number) {
  const response = await api.get(`/dashboard/employees/${id}`, { notFoundRedirect: true });
  return employeeResponseSchema.parse(response.data).data;
}

export const employeeQueryOptions = (id: number) =>
  queryOptions({ queryKey: employeeKeys.detail(id), queryFn: () => getEmployee(id) });

export function useEmployee(id: number | undefined) {
  return useQuery({ ...employeeQueryOptions(id ?? 0), enabled: id !== undefined && id > 0 });
}
