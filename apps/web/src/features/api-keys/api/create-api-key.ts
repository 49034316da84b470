import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdApiKeyResponseSchema } from '@fleet/shared/schemas/api-keys';
import type { z } from 'zod';
import type { apiKeyInputSchema } from '@fleet/shared/schemas/api-keys';
import { api } from '@/lib/api-client';
import { apiKeyKeys } from '@/features/api-keys/api/keys';

export type CreateApiKeyInput = z.input<typeof apiKeyInputSchema>;

/** The answer carries the key itself: the only time it is ever shown. */
export async function createApiKey(input: CreateApiKeyInput) {
  const response = await api.post('/dashboard/api-keys', input);
  return createdApiKeyResponseSchema.parse(response.data);
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
