import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@fleet/shared/common';
import { api } from '@/lib/api-client';
import { vehicleKeys } from '@/features/vehicles/api/keys';

export async function deleteVehicle(id: number) {
  const response = await api.delete(`/dashboard/vehicles/${id}`);
  return messageSchema.parse(response.data);
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: vehicleKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() });
    },
  });
}
