import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleResponseSchema, type RoleInput } from '@fleet/shared/schemas/roles';
import { api } from '@/lib/api-client';
import { roleKeys } from '@/features/roles/api/keys';

export async function updateRole({ id, input }: { id: number; input: RoleInput }) {
  const response = await api.put(`/dashboard/roles/${id}`, input);
  return roleResponseSchema.parse(response.data).data;
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
