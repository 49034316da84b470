import { useMutation, useQueryClient } from '@tanstack/react-query';
import { duplicateResponseSchema } from '@fleet/shared/schemas/trips';
import { api } from '@/lib/api-client';
import { tripKeys } from '@/features/trips/api/keys';

/** Copies of the itinerary on other days: all or none (a day where it would overlap is `days.N`). */
export async function duplicateTrip({ id, days }: { id: number; days: string[] }) {
  const response = await api.post(`/dashboard/trips/${id}/duplicate`, { days });
  return duplicateResponseSchema.parse(response.data);
}

export function useDuplicateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateTrip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.all }),
  });
}
