import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleResponseSchema } from '@fleet/shared/schemas/vehicles';
import { api } from '@/lib/api-client';
import { vehicleKeys } from '@/features/vehicles/api/keys';

export async function getVehicle(id: number) {
  // The page shows this vehicle: a 404 sends the user to the not-found page.
  const response = await api.get(`/dashboard/vehicles/${id}`, { notFoundRedirect: true });
  return vehicleResponseSchema.parse(response.data).data;
}

export const vehicleQueryOptions = (id: number) =>
  queryOptions({ queryKey: vehicleKeys.detail(id), queryFn: () => getVehicle(id) });

export function useVehicle(id: number | undefined) {
  return useQuery({ ...vehicleQueryOptions(id ?? 0), enabled: id !== undefined && id > 0 });
}
