import { useQuery } from '@tanstack/react-query';
import type { OptionsQuery } from '@fleet/shared/common';
import { remoteOptionsQuery } from '@/lib/remote-options';
import { eventKeys } from '@/features/events/api/keys';

/** Geofences as select options, searched on the server by name. */
export function useGeofenceOptions(query: OptionsQuery) {
  return useQuery(remoteOptionsQuery('/dashboard/geofences/options', eventKeys.geofenceOptions, query));
}
