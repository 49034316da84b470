import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@fleet/shared/common';
import { api } from '@/lib/api-client';
import { tripKeys } from '@/features/trips/api/keys';

export async function deleteTrip(id: number) {
  const response = await api.delete(`/dashboard/trips/${id}`);
  return messageSchema.parse(response.data);
}

export function useDeleteTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrip,
    // The details stay cached until the page that showed them is gone (see delete-driver.ts).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.lists() }),
  });
}
