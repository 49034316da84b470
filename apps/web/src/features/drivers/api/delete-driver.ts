import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@fleet/shared/common';
import { api } from '@/lib/api-client';
import { driverKeys } from '@/features/drivers/api/keys';

export async function deleteDriver(id: number) {
  const response = await api.delete(`/dashboard/drivers/${id}`);
  return messageSchema.parse(response.data);
}

export function useDeleteDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDriver,
    // The details stay cached until the page that showed them is gone: removing them now would make its
    // still-mounted query refetch the deleted record, and the 404 would win the race with the navigation.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driverKeys.lists() }),
  });
}
