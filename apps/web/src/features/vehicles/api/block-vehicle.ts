import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleResponseSchema } from '@fleet/shared/schemas/vehicles';
import { api } from '@/lib/api-client';
import { vehicleKeys } from '@/features/vehicles/api/keys';

export async function blockVehicle({ id, reason }: { id: number; reason?: string | null }) {
  const response = await api.post(`/dashboard/vehicles/${id}/block`, reason ? { reason } : {});
  return vehicleResponseSchema.parse(response.data).data;
}

/** Blocking changes the row's status and actions: the lists and the details refresh. */
export function useBlockVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockVehicle,
    onSuccess: (vehicle) => {
      queryClient.setQueryData(vehicleKeys.detail(vehicle.id), vehicle);
      return queryClient.invalidateQueries({ queryKey: vehicleKeys.all });
    },
  });
}
