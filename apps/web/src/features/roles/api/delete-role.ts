import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@fleet/shared/common';
import type { DeleteRoleInput } from '@fleet/shared/schemas/roles';
import { api } from '@/lib/api-client';
import { roleKeys } from '@/features/roles/api/keys';

export async function deleteRole({ id, input }: { id: number; input: DeleteRoleInput }) {
  const response = await api.delete(`/dashboard/roles/${id}`, { data: input });
  return messageSchema.parse(response.data);
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
