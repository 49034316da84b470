import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createdShareLinkSchema, shareLinkListResponseSchema } from '@fleet/shared/schemas/commands';
import { api } from '@/lib/api-client';

export const shareLinkKeys = { all: ['share-links'] as const };

export function useShareLinks() {
  return useQuery({
    queryKey: shareLinkKeys.all,
    queryFn: async () => {
      const response = await api.get('/dashboard/share-links', { params: { per_page: 10 } });
      return shareLinkListResponseSchema.parse(response.data);
    },
  });
}

export type CreateShareLinkInput = {
  vehicle_ids: number[];
  trip_id?: number;
  expires_in_hours: number;
  note?: string;
};

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateShareLinkInput) => {
      const response = await api.post('/dashboard/share-links', input);
      return createdShareLinkSchema.parse(response.data).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.all }),
  });
}

export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.delete(`/dashboard/share-links/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.all }),
  });
}
