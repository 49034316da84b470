import type { ListQueryState } from '@/lib/list-query';

export const tripKeys = {
  all: ['trips'] as const,
  lists: () => [...tripKeys.all, 'list'] as const,
  list: (query: ListQueryState) => [...tripKeys.lists(), query] as const,
  detail: (id: number) => [...tripKeys.all, 'detail', id] as const,
  availability: (day: string, exceptId: number | undefined) =>
    [...tripKeys.all, 'availability', day, exceptId ?? null] as const,
};
