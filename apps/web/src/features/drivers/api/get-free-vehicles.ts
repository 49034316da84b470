import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, selectOptionSchema } from '@fleet/shared/common';
import { z } from '@fleet/shared/validation';
import { api } from '@/lib/api-client';
import { driverKeys } from '@/features/drivers/api/keys';

const optionsSchema = envelope(z.array(selectOptionSchema));

/** Vehicles without a driver, plus the one `driverId` holds: what the driver form's select offers. */
export async function getFreeVehicles(driverId?: number) {
  const response = await api.get('/dashboard/drivers/free-vehicles', {
    params: driverId ? { driver_id: driverId } : {},
  });
  return optionsSchema.parse(response.data).data;
}

export function useFreeVehicles(driverId?: number) {
  return useQuery(
    queryOptions({
      queryKey: [...driverKeys.all, 'free-vehicles', driverId ?? null],
      queryFn: () => getFreeVehicles(driverId),
    }),
  );
}
