import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SelectOption } from '@fleet/shared/common';
import { MAX_PER_PAGE } from '@fleet/shared/constants';
import { vehicleListResponseSchema } from '@fleet/shared/schemas/vehicles';
import { api } from '@/lib/api-client';
import { vehicleKeys } from '@/features/vehicles/api/keys';

/** Vehicles as select options for a list filter, by name: one page of the list, which the API caps at 100. */
export async function getVehicleOptions(): Promise<SelectOption[]> {
  const response = await api.get('/dashboard/vehicles', { params: { per_page: MAX_PER_PAGE } });
  return vehicleListResponseSchema
    .parse(response.data)
    .data.map((vehicle) => ({ label: `${vehicle.name} — ${vehicle.plate_number}`, value: vehicle.id }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export function useVehicleOptions(enabled = true) {
  return useQuery(
    queryOptions({ queryKey: [...vehicleKeys.all, 'options'], queryFn: getVehicleOptions, enabled }),
  );
}
