import { useQuery } from '@tanstack/react-query';
import { geofenceResponseSchema } from '@fleet/shared/schemas/geofences';
import { api } from '@/lib/api-client';
import { geofenceKeys } from '@/features/geofences/api/keys';

export async function getGeofence(id: number) {
  // The page shows this geofence: a 404 sends the user to the not-found page.
  const response = await api.get(`/dashboard/geofences/${id}`, { notFoundRedirect: true });
  return geofenceResponseSchema.parse(response.data).data;
}

export function useGeofence(id: number | undefined) {
  return useQuery({
    queryKey: geofenceKeys.detail(id ?? 0),
    queryFn: () => getGeofence(id ?? 0),
    enabled: id !== undefined && id > 0,
  });
}
