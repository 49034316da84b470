import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dueListResponseSchema } from '@fleet/shared/schemas/maintenance';
import { api } from '@/lib/api-client';
import { toRequestParams, type ListQueryState } from '@/lib/list-query';
import { maintenanceKeys } from '@/features/maintenance/api/keys';

/** The fleet's due points, most urgent first (`status`: due_soon, overdue, or both when unset). */
export function useDue(query: ListQueryState) {
  return useQuery({
    queryKey: maintenanceKeys.due(query),
    queryFn: async () => {
      const response = await api.get('/dashboard/maintenance/due', { params: toRequestParams(query) });
      return dueListResponseSchema.parse(response.data);
    },
    placeholderData: keepPreviousData,
  });
}
