import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SHARE_LINK_STATUSES,
  createdShareLinkSchema,
  shareLinkListResponseSchema,
} from '@fleet/shared/schemas/commands';
import { api } from '@/lib/api-client';
import type { ListQueryState } from '@/lib/list-query';

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

/** The "Shared links" page: by status, a page at a time. */
export function useShareLinkPage(query: ListQueryState) {
  // An unknown `status` in the address is dropped rather than sent (the server would answer 422).
  const status = SHARE_LINK_STATUSES.find((value) => value === query.status);
  return useQuery({
    queryKey: [...shareLinkKeys.all, 'page', status ?? '', query.page],
    queryFn: async () => {
      const response = await api.get('/dashboard/share-links', {
        params: { page: query.page, per_page: 20, ...(status ? { status } : {}) },
      });
      return shareLinkListResponseSchema.parse(response.data);
    },
    placeholderData: keepPreviousData,
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
