import type { ListQueryState } from '@/lib/list-query';

export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (query: ListQueryState) => [...eventKeys.lists(), query] as const,
  vehicle: (id: number, from: string, to: string) => [...eventKeys.all, 'vehicle', id, from, to] as const,
  geofenceOptions: ['geofences'] as const,
};
