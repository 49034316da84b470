import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@fleet/shared/common';
import { api } from '@/lib/api-client';
import { geofenceKeys } from '@/features/geofences/api/keys';

export async function deleteGeofence(id: number) {
  const response = await api.delete(`/dashboard/geofences/${id}`);
  return messageSchema.parse(response.data);
}

export function useDeleteGeofence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGeofence,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: geofenceKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: geofenceKeys.all });
    },
  });
}
