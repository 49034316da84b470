import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { geofenceListResponseSchema } from '@fleet/shared/schemas/geofences';
import { api } from '@/lib/api-client';
import { toRequestParams, type ListQueryState } from '@/lib/list-query';
import { geofenceKeys } from '@/features/geofences/api/keys';

export async function getGeofences(query: ListQueryState) {
  const response = await api.get('/dashboard/geofences', { params: toRequestParams(query) });
  return geofenceListResponseSchema.parse(response.data);
}

export function useGeofences(query: ListQueryState) {
  return useQuery({
    queryKey: geofenceKeys.list(query),
    queryFn: () => getGeofences(query),
    placeholderData: keepPreviousData,
  });
}
