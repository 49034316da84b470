import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { faultsPerWeekResponseSchema } from '@fleet/shared/schemas/examinations';
import { api } from '@/lib/api-client';
import type { ListQueryState } from '@/lib/list-query';
import { examinationKeys } from '@/features/examinations/api/keys';

/** The chart follows the list's period, vehicle and driver; not its tab, search or page. */
function chartQuery({ start_date, end_date, vehicle_id, driver_id }: ListQueryState): ListQueryState {
  return { start_date, end_date, vehicle_id, driver_id, page: 1 };
}

export async function getFaultsPerWeek(query: ListQueryState) {
  const { page: _page, ...params } = query;
  const response = await api.get('/dashboard/examinations/faults-per-week', {
    params: Object.fromEntries(Object.entries(params).filter(([, value]) => value)),
  });
  return faultsPerWeekResponseSchema.parse(response.data).data;
}

/** Damaged parts per week and area. */
export function useFaultsPerWeek(listQuery: ListQueryState) {
  const query = chartQuery(listQuery);
  return useQuery(
    queryOptions({
      queryKey: examinationKeys.faultsPerWeek(query),
      queryFn: () => getFaultsPerWeek(query),
      placeholderData: keepPreviousData,
    }),
  );
}
