import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@fleet/shared/common';
import {
  vehicleMaintenanceResponseSchema,
  workOrderListResponseSchema,
  workOrderResponseSchema,
  type CompleteWorkOrderInput,
  type WorkOrderValues,
} from '@fleet/shared/schemas/maintenance';
import { api } from '@/lib/api-client';
import { toRequestParams, type ListQueryState } from '@/lib/list-query';
import { maintenanceKeys } from '@/features/maintenance/api/keys';

export function useWorkOrders(query: ListQueryState) {
  return useQuery({
    queryKey: maintenanceKeys.workOrders(query),
    queryFn: async () => {
      const response = await api.get('/dashboard/maintenance/work-orders', {
        params: toRequestParams(query),
      });
      return workOrderListResponseSchema.parse(response.data);
    },
    placeholderData: keepPreviousData,
  });
}

export function useWorkOrder(id: number | undefined) {
  return useQuery({
    queryKey: maintenanceKeys.workOrder(id ?? 0),
    queryFn: async () => {
      const response = await api.get(`/dashboard/maintenance/work-orders/${id}`, { notFoundRedirect: true });
      return workOrderResponseSchema.parse(response.data).data;
    },
    enabled: id !== undefined && id > 0,
  });
}

export function useSaveWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: number; input: WorkOrderValues }) => {
      const response =
        id === undefined
          ? await api.post('/dashboard/maintenance/work-orders', input)
          : await api.put(`/dashboard/maintenance/work-orders/${id}`, input);
      return workOrderResponseSchema.parse(response.data).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  });
}

export function useCompleteWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: CompleteWorkOrderInput }) => {
      const response = await api.post(`/dashboard/maintenance/work-orders/${id}/complete`, input);
      return workOrderResponseSchema.parse(response.data).data;
    },
    // Examinations and vehicles change too (parts fixed, a vehicle back in service).
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useDeleteWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      messageSchema.parse((await api.delete(`/dashboard/maintenance/work-orders/${id}`)).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  });
}

export function useVehicleMaintenance(vehicleId: number) {
  return useQuery({
    queryKey: maintenanceKeys.vehicle(vehicleId),
    queryFn: async () => {
      const response = await api.get(`/dashboard/vehicles/${vehicleId}/maintenance`);
      return vehicleMaintenanceResponseSchema.parse(response.data).data;
    },
  });
}
