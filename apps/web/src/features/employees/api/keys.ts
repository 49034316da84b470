import type { ListQueryState } from '@/lib/list-query';

export const employeeKeys = {
  all: ['employees'] as const,
  lists: () => [...employeeKeys.all, 'list'] as const,
  list: (query: ListQueryState) => [...employeeKeys.lists(), query] as const,
  detail: (id: number) => [...employeeKeys.all, 'detail', id] as const,
};
