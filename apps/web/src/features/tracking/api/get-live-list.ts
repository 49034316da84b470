import { useInfiniteQuery } from '@tanstack/react-query';
import { liveListResponseSchema, type LiveStatus } from '@fleet/shared/schemas/tracking';
import { MAX_PER_PAGE } from '@fleet/shared/constants';
import { api } from '@/lib/api-client';

export type LiveListFilter = { search: string; status: LiveStatus | null };

/** The list's live fields (status, speed, last update) are read again this often; rows in view also follow the stream. */
export const LIVE_LIST_REFRESH_MS = 10_000;

export const liveListKeys = {
  all: ['tracking', 'live-list'] as const,
  list: (filter: LiveListFilter) => [...liveListKeys.all, filter] as const,
};

export async function getLiveList(filter: LiveListFilter, page: number) {
  const response = await api.get('/dashboard/tracking/live', {
    params: {
      page,
      per_page: MAX_PER_PAGE,
      ...(filter.search ? { search: filter.search } : {}),
      ...(filter.status ? { status: filter.status } : {}),
    },
  });
  return liveListResponseSchema.parse(response.data);
}

/** The home page's list of vehicles, sorted by name, from the API a page at a time as it is scrolled. */
export function useLiveList(filter: LiveListFilter, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: liveListKeys.list(filter),
    queryFn: ({ pageParam }) => getLiveList(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
    refetchInterval: LIVE_LIST_REFRESH_MS,
    // The previous rows stay while a new search loads, so the list does not flash empty.
    placeholderData: (previous) => previous,
    enabled,
  });
}
