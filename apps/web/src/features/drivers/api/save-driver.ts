import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driverResponseSchema, type DriverValues } from '@fleet/shared/schemas/drivers';
import { api } from '@/lib/api-client';
import { driverKeys } from '@/features/drivers/api/keys';

export async function createDriver(input: DriverValues) {
  const response = await api.post('/dashboard/drivers', input);
  return driverResponseSchema.parse(response.data).data;
}

export async function updateDriver({ id, input }: { id: number; input: DriverValues }) {
  const response = await api.put(`/dashboard/drivers/${id}`, input);
  return driverResponseSchema.parse(response.data).data;
}

export function useCreateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driverKeys.all }),
  });
}

export function useUpdateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDriver,
    onSuccess: (driver) => {
      queryClient.setQueryData(driverKeys.detail(driver.id), driver);
      return queryClient.invalidateQueries({ queryKey: driverKeys.lists() });
    },
  });
}
