import type { ListQueryState } from '@/lib/list-query';

export const maintenanceKeys = {
  all: ['maintenance'] as const,
  programmes: (query: ListQueryState) => [...maintenanceKeys.all, 'programmes', query] as const,
  programme: (id: number) => [...maintenanceKeys.all, 'programme', id] as const,
  due: (query: ListQueryState) => [...maintenanceKeys.all, 'due', query] as const,
  workOrders: (query: ListQueryState) => [...maintenanceKeys.all, 'work-orders', query] as const,
  workOrder: (id: number) => [...maintenanceKeys.all, 'work-order', id] as const,
  vehicle: (id: number) => [...maintenanceKeys.all, 'vehicle', id] as const,
};
