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

export function useNotifications(query: InboxQuery, enabled = true) {
  return useQuery({
    queryKey: notificationKeys.inbox(query),
    queryFn: () => getNotifications(query),
    placeholderData: keepPreviousData,
    enabled,
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
