import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleResponseSchema, type VehicleValues } from '@fleet/shared/schemas/vehicles';
import { api } from '@/lib/api-client';
import { vehicleKeys } from '@/features/vehicles/api/keys';

export async function updateVehicle({ id, input }: { id: number; input: VehicleValues }) {
  const response = await api.put(`/dashboard/vehicles/${id}`, input);
  return vehicleResponseSchema.parse(response.data).data;
}

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
}
