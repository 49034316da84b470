import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@fleet/shared/common';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/features/employees/api/keys';

export async function deleteEmployee(id: number) {
  const response = await api.delete(`/dashboard/employees/${id}`);
  return messageSchema.parse(response.data);
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployee,
    // The details stay cached until the page that showed them is gone: removing them now would make its
    // still-mounted query refetch the deleted record, and the 404 would win the race with the navigation.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.lists() }),
  });
}
