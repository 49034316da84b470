import { queryOptions, useQuery } from '@tanstack/react-query';
import { examinationResponseSchema } from '@fleet/shared/schemas/examinations';
import { api } from '@/lib/api-client';
import { examinationKeys } from '@/features/examinations/api/keys';

export async function getExamination(id: number) {
  // The page shows this report: a 404 sends the user to the not-found page.
  const response = await api.get(`/dashboard/examinations/${id}`, { notFoundRedirect: true });
  return examinationResponseSchema.parse(response.data).data;
}

export function useExamination(id: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: examinationKeys.detail(id ?? 0),
      queryFn: () => getExamination(id!),
      enabled: id !== undefined,
    }),
  );
}
