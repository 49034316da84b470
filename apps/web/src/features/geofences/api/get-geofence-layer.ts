import { useQuery } from '@tanstack/react-query';
import { geofenceLayerResponseSchema } from '@fleet/shared/schemas/geofences';
import { api } from '@/lib/api-client';
import { geofenceKeys } from '@/features/geofences/api/keys';

/** Every active geofence, for the maps' geofence layer. */
export async function getGeofenceLayer() {
  const response = await api.get('/dashboard/geofences/layer');
  return geofenceLayerResponseSchema.parse(response.data).data;
}

export function useGeofenceLayer(enabled = true) {
  return useQuery({ queryKey: geofenceKeys.layer(), queryFn: getGeofenceLayer, enabled, staleTime: 60_000 });
}
