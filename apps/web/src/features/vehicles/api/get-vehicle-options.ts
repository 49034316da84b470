import { useQuery } from '@tanstack/react-query';
import type { OptionsQuery } from '@fleet/shared/common';
import { remoteOptionsQuery } from '@/lib/remote-options';
import { vehicleKeys } from '@/features/vehicles/api/keys';

/** Vehicles as select options, searched on the server by name, plate, VIN, model or device id. */
export function useVehicleOptions(query: OptionsQuery) {
  return useQuery(remoteOptionsQuery('/dashboard/vehicles/options', vehicleKeys.all, query));
}
