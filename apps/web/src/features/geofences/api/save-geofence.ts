import { useMutation, useQueryClient } from '@tanstack/react-query';
import { geofenceResponseSchema, type GeofenceValues } from '@fleet/shared/schemas/geofences';
import { api } from '@/lib/api-client';
import { geofenceKeys } from '@/features/geofences/api/keys';

/** Creates (no `id`) or replaces (PUT) a geofence. */
export async function saveGeofence({ id, input }: { id?: number; input: GeofenceValues }) {
  const response =
    id === undefined
      ? await api.post('/dashboard/geofences', input)
      : await api.put(`/dashboard/geofences/${id}`, input);
  return geofenceResponseSchema.parse(response.data).data;
}

export function useSaveGeofence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGeofence,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: geofenceKeys.all }),
  });
}
