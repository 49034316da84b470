import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmFixesInput } from '@fleet/shared/schemas/examinations';
import { driverApi } from './driver-client';
import { driverKeys } from './keys';

export type ConfirmFixVariables = { examinationId: number; body: ConfirmFixesInput };

/** `POST /api/driver/examinations/{id}/confirm`: the driver confirms a fix or reopens it. */
export async function confirmFix({ examinationId, body }: ConfirmFixVariables): Promise<void> {
  await driverApi.post(`/examinations/${examinationId}/confirm`, body);
}

export function useConfirmFix() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmFix,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driverKeys.all }),
  });
}
