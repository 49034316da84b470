import type { ListQueryState } from '@/lib/list-query';

export const examinationKeys = {
  all: ['examinations'] as const,
  lists: () => [...examinationKeys.all, 'list'] as const,
  list: (query: ListQueryState) => [...examinationKeys.lists(), query] as const,
  charts: () => [...examinationKeys.all, 'faults-per-week'] as const,
  faultsPerWeek: (query: ListQueryState) => [...examinationKeys.charts(), query] as const,
  detail: (id: number) => [...examinationKeys.all, 'detail', id] as const,
};
