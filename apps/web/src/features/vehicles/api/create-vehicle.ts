import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleResponseSchema, type VehicleValues } from '@fleet/shared/schemas/vehicles';
import { api } from '@/lib/api-client';
import { vehicleKeys } from '@/features/vehicles/api/keys';

export async function createVehicle(input: VehicleValues) {
  const response = await api.post('/dashboard/vehicles', input);
  return vehicleResponseSchema.parse(response.data).data;
}

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
}
