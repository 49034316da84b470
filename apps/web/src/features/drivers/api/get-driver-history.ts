import { useQuery } from '@tanstack/react-query';
import { driverSpansResponseSchema } from '@fleet/shared/schemas/commands';
import type { PositionsQuery } from '@fleet/shared/schemas/tracking';
import { api } from '@/lib/api-client';
import { driverKeys } from '@/features/drivers/api/keys';

/** Who drove the vehicle over a period (the movement record's), one span per driver key reported. */
export function useDriverHistory(vehicleId: number, query: PositionsQuery | null) {
  return useQuery({
    queryKey: [...driverKeys.all, 'history', vehicleId, query] as const,
    queryFn: async () => {
      const response = await api.get(`/dashboard/vehicles/${vehicleId}/driver-history`, { params: query });
      return driverSpansResponseSchema.parse(response.data).data;
    },
    enabled: query !== null,
  });
}
