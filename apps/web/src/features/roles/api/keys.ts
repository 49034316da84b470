import type { ListQueryState } from '@/lib/list-query';

export const roleKeys = {
  all: ['roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (query: ListQueryState) => [...roleKeys.lists(), query] as const,
  detail: (id: number) => [...roleKeys.all, 'detail', id] as const,
  options: () => [...roleKeys.all, 'options'] as const,
  catalogue: () => ['permissions', 'catalogue'] as const,
};
