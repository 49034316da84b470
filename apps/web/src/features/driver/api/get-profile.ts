import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverProfileResponseSchema } from '@fleet/shared/schemas/examinations';
import { driverApi } from './driver-client';
import { driverKeys } from './keys';

/** The driver, his vehicle and the fixes awaiting his confirmation (`GET /api/driver/profile`). */
export async function getDriverProfile() {
  const response = await driverApi.get('/profile');
  return driverProfileResponseSchema.parse(response.data).data;
}

export const driverProfileQuery = () =>
  queryOptions({ queryKey: driverKeys.profile(), queryFn: getDriverProfile });

export function useDriverProfile() {
  return useQuery(driverProfileQuery());
}
