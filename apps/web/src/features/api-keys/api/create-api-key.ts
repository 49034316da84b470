import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type apiKeyInputSchema, createdApiKeyResponseSchema } from '@fleet/shared/schemas/api-keys';
import { fleet } from '@/lib/fleet-client';
import { apiKeyKeys } from '@/features/api-keys/api/keys';

export type CreateApiKeyInput = z.input<typeof apiKeyInputSchema>;

/** The answer carries the key itself: the only time it is ever shown. */
export async function createApiKey(input: CreateApiKeyInput) {
  const { data } = await fleet.POST('/api/dashboard/api-keys', {
    body: {
      ...input,
      vehicle_ids: input.vehicle_ids ?? [],
      rate_limit_per_minute: input.rate_limit_per_minute ?? undefined,
    },
  });
  return createdApiKeyResponseSchema.parse(data);
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
