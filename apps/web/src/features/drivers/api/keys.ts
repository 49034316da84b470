import type { ListQueryState } from '@/lib/list-query';

export const driverKeys = {
  all: ['drivers'] as const,
  lists: () => [...driverKeys.all, 'list'] as const,
  list: (query: ListQueryState) => [...driverKeys.lists(), query] as const,
  detail: (id: number) => [...driverKeys.all, 'detail', id] as const,
};
