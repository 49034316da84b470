import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@fleet/shared/common';
import { fleet } from '@/lib/fleet-client';
import { apiKeyKeys } from '@/features/api-keys/api/keys';

export async function revokeApiKey(id: number) {
  const { data } = await fleet.DELETE('/api/dashboard/api-keys/{id}', { params: { path: { id } } });
  return messageSchema.parse(data);
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
