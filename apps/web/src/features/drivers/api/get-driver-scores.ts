import { useQuery } from '@tanstack/react-query';
import { drivingWeeklyResponseSchema } from '@fleet/shared/schemas/driving';
import { api } from '@/lib/api-client';
import { driverKeys } from '@/features/drivers/api/keys';

/** A driver's driving score in each of the last `weeks` weeks, oldest first (needs `show_reports`). */
export function useDriverScores(driverId: number | undefined, weeks: number, enabled: boolean) {
  return useQuery({
    queryKey: [...driverKeys.all, 'scores', driverId, weeks] as const,
    queryFn: async () => {
      const response = await api.get('/dashboard/reports/driving/weekly', {
        params: { driver_id: driverId, weeks },
      });
      return drivingWeeklyResponseSchema.parse(response.data).data;
    },
    enabled: enabled && driverId !== undefined && driverId > 0,
  });
}
