import type { ListQueryState } from '@/lib/list-query';

export const geofenceKeys = {
  all: ['geofences'] as const,
  lists: () => [...geofenceKeys.all, 'list'] as const,
  list: (query: ListQueryState) => [...geofenceKeys.lists(), query] as const,
  detail: (id: number) => [...geofenceKeys.all, 'detail', id] as const,
  layer: () => [...geofenceKeys.all, 'layer'] as const,
};
