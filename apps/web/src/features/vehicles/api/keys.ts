import type { ListQueryState } from '@/lib/list-query';

export const vehicleKeys = {
  all: ['vehicles'] as const,
  lists: () => [...vehicleKeys.all, 'list'] as const,
  list: (query: ListQueryState) => [...vehicleKeys.lists(), query] as const,
  detail: (id: number) => [...vehicleKeys.all, 'detail', id] as const,
};
