import type { ListQueryState } from '@/lib/list-query';

export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: (query: ListQueryState) => [...apiKeyKeys.all, 'list', query] as const,
};
