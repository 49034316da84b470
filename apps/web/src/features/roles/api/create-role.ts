import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleResponseSchema, type RoleInput } from '@fleet/shared/schemas/roles';
import { api } from '@/lib/api-client';
import { roleKeys } from '@/features/roles/api/keys';

export async function createRole(input: RoleInput) {
  const response = await api.post('/dashboard/roles', input);
  return roleResponseSchema.parse(response.data).data;
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
