import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { employeeListResponseSchema } from '@fleet/shared/schemas/employees';
import { api } from '@/lib/api-client';
import { toRequestParams, type ListQueryState } from '@/lib/list-query';
import { employeeKeys } from '@/features/employees/api/keys';

export async function getEmployees(query: ListQueryState) {
  const response = await api.get('/dashboard/employees', { params: toRequestParams(query) });
  return employeeListResponseSchema.parse(response.data);
}

export const employeesQueryOptions = (query: ListQueryState) =>
  queryOptions({
    queryKey: employeeKeys.list(query),
    queryFn: () => getEmployees(query),
    placeholderData: keepPreviousData,
  });

export function useEmployees(query: ListQueryState) {
  return useQuery(employeesQueryOptions(query));
}
