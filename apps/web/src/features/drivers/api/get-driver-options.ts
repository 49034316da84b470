import { useQuery } from '@tanstack/react-query';
import type { OptionsQuery } from '@fleet/shared/common';
import { remoteOptionsQuery } from '@/lib/remote-options';
import { driverKeys } from '@/features/drivers/api/keys';

/** Drivers as select options, searched on the server by name, phone, identity or licence number. */
export function useDriverOptions(query: OptionsQuery) {
  return useQuery(remoteOptionsQuery('/dashboard/drivers/options', driverKeys.all, query));
}
