import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type OptionsQuery, optionsResponseSchema } from '@fleet/shared/common';
import { api } from '@/lib/api-client';

/** A select's options searched on the server (`GET …/options?name=&selected=`), under `key`. */
export function remoteOptionsQuery(path: string, key: readonly unknown[], query: OptionsQuery) {
  return queryOptions({
    queryKey: [...key, 'options', query],
    queryFn: async () => optionsResponseSchema.parse((await api.get(path, { params: query })).data).data,
    // The previous search's options stay while the next one loads (no flash of "No options found").
    placeholderData: keepPreviousData,
  });
}
