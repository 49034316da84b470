import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleResponseSchema } from '@fleet/shared/schemas/vehicles';
import { api } from '@/lib/api-client';
import { vehicleKeys } from '@/features/vehicles/api/keys';

export async function activateVehicle(id: number) {
  const response = await api.post(`/dashboard/vehicles/${id}/activate`);
  return vehicleResponseSchema.parse(response.data).data;
}

export function useActivateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateVehicle,
    onSuccess: (vehicle) => {
      queryClient.setQueryData(vehicleKeys.detail(vehicle.id), vehicle);
      return queryClient.invalidateQueries({ queryKey: vehicleKeys.all });
    },
  });
}
