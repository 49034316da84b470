import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverProfileResponseSchema, driverProfileSchema } from '@fleet/shared/schemas/examinations';
import { driverSession } from '../session';
import { driverApi } from './driver-client';
import { driverKeys } from './keys';

/** The last profile the server gave, so the app opens offline (its draft is keyed by the driver). */
const STORAGE_KEY = 'driver_profile';

function storedProfile() {
  try {
    const parsed = driverProfileSchema.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

driverSession.subscribe(() => {
  if (!driverSession.token()) localStorage.removeItem(STORAGE_KEY);
});

/** The driver, his vehicle and the fixes awaiting his confirmation (`GET /api/driver/profile`). */
export async function getDriverProfile() {
  const response = await driverApi.get('/profile');
  const profile = driverProfileResponseSchema.parse(response.data).data;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(profile));
  return profile;
}

export const driverProfileQuery = () =>
  queryOptions({
    queryKey: driverKeys.profile(),
    queryFn: getDriverProfile,
    // Shown at once (and offline), read again on every screen and when the network is back: the vehicle
    // may have been reassigned meanwhile.
    initialData: storedProfile,
    initialDataUpdatedAt: 0,
    staleTime: 0,
  });

export function useDriverProfile() {
  return useQuery(driverProfileQuery());
}
