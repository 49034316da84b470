import { queryOptions, useQuery } from '@tanstack/react-query';
import { availabilityResponseSchema } from '@fleet/shared/schemas/trips';
import { api } from '@/lib/api-client';
import { tripKeys } from '@/features/trips/api/keys';

/** Every driver and vehicle with the itineraries holding it on `day` (the edited one left out). */
export async function getAvailability(day: string, exceptId?: number) {
  const response = await api.get('/dashboard/trips/availability', {
    params: exceptId ? { day, except_id: exceptId } : { day },
  });
  return availabilityResponseSchema.parse(response.data).data;
}

export function useAvailability(day: string | undefined, exceptId?: number) {
  return useQuery(
    queryOptions({
      queryKey: tripKeys.availability(day ?? '', exceptId),
      queryFn: () => getAvailability(day!, exceptId),
      enabled: !!day,
    }),
  );
}
