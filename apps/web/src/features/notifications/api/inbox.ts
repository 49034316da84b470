import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  markReadResponseSchema,
  notificationListResponseSchema,
  type MarkReadInput,
} from '@fleet/shared/schemas/notifications';
import { api } from '@/lib/api-client';
import { notificationKeys } from '@/features/notifications/api/keys';

export type InboxQuery = {
  unread?: boolean;
  severity?: string;
  type?: string;
  page?: number;
  per_page?: number;
};

export async function getNotifications(query: InboxQuery) {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params[key] = String(value);
  const response = await api.get('/dashboard/notifications', { params });
  return notificationListResponseSchema.parse(response.data);
}

/** `refetchMs`: re-read now and then too (a user without the live map's socket gets no push). */
export function useNotifications(query: InboxQuery, refetchMs?: number) {
  return useQuery({
    queryKey: notificationKeys.inbox(query),
    queryFn: () => getNotifications(query),
    placeholderData: keepPreviousData,
    ...(refetchMs ? { refetchInterval: refetchMs } : {}),
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MarkReadInput) =>
      markReadResponseSchema.parse(
        (await api.post('/dashboard/notifications/read', input, { skipSuccessToast: true })).data,
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
