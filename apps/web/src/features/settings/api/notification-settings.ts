import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { envelope } from '@fleet/shared/common';
import { notificationSettingsSchema, type NotificationSettings } from '@fleet/shared/schemas/notifications';
import { api } from '@/lib/api-client';

const notificationSettingsKey = ['settings', 'notifications'] as const;
const responseSchema = envelope(notificationSettingsSchema);

export async function getNotificationSettings(): Promise<NotificationSettings> {
  const response = await api.get('/dashboard/settings/notifications');
  return responseSchema.parse(response.data).data;
}

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationSettingsKey, queryFn: getNotificationSettings });
}

export async function updateNotificationSettings(input: Partial<NotificationSettings>) {
  const response = await api.put('/dashboard/settings/notifications', input);
  return responseSchema.parse(response.data).data;
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsKey, saved),
  });
}
