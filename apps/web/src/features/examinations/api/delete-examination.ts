import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@fleet/shared/common';
import { api } from '@/lib/api-client';
import { examinationKeys } from '@/features/examinations/api/keys';

export async function deleteExamination(id: number) {
  const response = await api.delete(`/dashboard/examinations/${id}`);
  return messageSchema.parse(response.data);
}

export function useDeleteExamination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExamination,
    // The details stay cached until the page that showed them is gone (see delete-driver).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: examinationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: examinationKeys.charts() }),
      ]),
  });
}
