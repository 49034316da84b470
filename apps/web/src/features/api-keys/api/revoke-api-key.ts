import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@fleet/shared/common';
import { api } from '@/lib/api-client';
import { apiKeyKeys } from '@/features/api-keys/api/keys';

export async function revokeApiKey(id: number) {
  const response = await api.delete(`/dashboard/api-keys/${id}`);
  return messageSchema.parse(response.data);
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
