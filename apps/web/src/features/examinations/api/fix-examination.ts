import { useMutation, useQueryClient } from '@tanstack/react-query';
import { examinationResponseSchema, type FixExaminationInput } from '@fleet/shared/schemas/examinations';
import { api } from '@/lib/api-client';
import { examinationKeys } from '@/features/examinations/api/keys';

export async function fixExamination({ id, input }: { id: number; input: FixExaminationInput }) {
  const response = await api.post(`/dashboard/examinations/${id}/fix`, input);
  return examinationResponseSchema.parse(response.data).data;
}

/** A fix changes the report and its tab (the caller refreshes the vehicle, whose status may change). */
export function useFixExamination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fixExamination,
    onSuccess: (examination) => {
      queryClient.setQueryData(examinationKeys.detail(examination.id), examination);
      void queryClient.invalidateQueries({ queryKey: examinationKeys.lists() });
    },
  });
}
