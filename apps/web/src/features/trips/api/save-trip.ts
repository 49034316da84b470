import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tripResponseSchema, type TripValues } from '@fleet/shared/schemas/trips';
import { api } from '@/lib/api-client';
import { tripKeys } from '@/features/trips/api/keys';

export async function createTrip(input: TripValues) {
  const response = await api.post('/dashboard/trips', input);
  return tripResponseSchema.parse(response.data).data;
}

export async function updateTrip({ id, input }: { id: number; input: TripValues }) {
  const response = await api.put(`/dashboard/trips/${id}`, input);
  return tripResponseSchema.parse(response.data).data;
}

export function useCreateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.all }),
  });
}

export function useUpdateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrip,
    onSuccess: (trip) => {
      queryClient.setQueryData(tripKeys.detail(trip.id), trip);
      return queryClient.invalidateQueries({ queryKey: tripKeys.lists() });
    },
  });
}
