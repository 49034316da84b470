import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventSettingsResponseSchema, type EventSettings } from '@fleet/shared/schemas/settings';
import { api } from '@/lib/api-client';

const eventSettingsKey = ['settings', 'events'] as const;

export async function getEventSettings() {
  const response = await api.get('/dashboard/settings/events');
  return eventSettingsResponseSchema.parse(response.data).data;
}

export function useEventSettings() {
  return useQuery({ queryKey: eventSettingsKey, queryFn: getEventSettings });
}

export async function updateEventSettings(input: Partial<EventSettings>) {
  const response = await api.put('/dashboard/settings/events', input);
  return eventSettingsResponseSchema.parse(response.data).data;
}

export function useUpdateEventSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEventSettings,
    onSuccess: (saved) => queryClient.setQueryData(eventSettingsKey, saved),
  });
}
