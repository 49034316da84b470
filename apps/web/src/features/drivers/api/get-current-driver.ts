import { useQuery } from '@tanstack/react-query';
import { currentDriverResponseSchema } from '@fleet/shared/schemas/commands';
import { api } from '@/lib/api-client';

/** Who drives the vehicle now (its last driver key, else its assigned driver); re-read every half minute. */
export function useCurrentDriver(vehicleId: number | undefined) {
  return useQuery({
    queryKey: ['drivers', 'current', vehicleId ?? 0],
    queryFn: async () => {
      const response = await api.get(`/dashboard/vehicles/${vehicleId}/driver`);
      return currentDriverResponseSchema.parse(response.data).data;
    },
    enabled: vehicleId !== undefined && vehicleId > 0,
    refetchInterval: 30_000,
  });
}
