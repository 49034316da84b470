import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { examinationListResponseSchema } from '@fleet/shared/schemas/examinations';
import { api } from '@/lib/api-client';
import { toRequestParams, type ListQueryState } from '@/lib/list-query';
import { examinationKeys } from '@/features/examinations/api/keys';

/** One page of a crash-log tab, with every tab's count under the same filters in `meta.counts`. */
export async function getExaminations(query: ListQueryState) {
  const response = await api.get('/dashboard/examinations', { params: toRequestParams(query) });
  return examinationListResponseSchema.parse(response.data);
}

export function useExaminations(query: ListQueryState) {
  return useQuery(
    queryOptions({
      queryKey: examinationKeys.list(query),
      queryFn: () => getExaminations(query),
      placeholderData: keepPreviousData,
    }),
  );
}
