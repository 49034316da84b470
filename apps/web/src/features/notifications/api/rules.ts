import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OptionsQuery } from '@fleet/shared/common';
import {
  deliveryListResponseSchema,
  notificationRuleListResponseSchema,
  notificationRuleResponseSchema,
  type NotificationRuleInput,
} from '@fleet/shared/schemas/notifications';
import { api } from '@/lib/api-client';
import { remoteOptionsQuery } from '@/lib/remote-options';
import { toRequestParams, type ListQueryState } from '@/lib/list-query';
import { notificationKeys } from '@/features/notifications/api/keys';

export function useRules(query: ListQueryState) {
  return useQuery({
    queryKey: notificationKeys.ruleList(query),
    queryFn: async () =>
      notificationRuleListResponseSchema.parse(
        (await api.get('/dashboard/notification-rules', { params: toRequestParams(query) })).data,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useRule(id: number | undefined) {
  return useQuery({
    queryKey: notificationKeys.rule(id ?? 0),
    queryFn: async () =>
      notificationRuleResponseSchema.parse((await api.get(`/dashboard/notification-rules/${id}`)).data).data,
    enabled: id !== undefined,
  });
}

export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: number; input: NotificationRuleInput }) => {
      const response =
        id === undefined
          ? await api.post('/dashboard/notification-rules', input)
          : await api.put(`/dashboard/notification-rules/${id}`, input);
      return notificationRuleResponseSchema.parse(response.data).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.rules }),
  });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api.delete(`/dashboard/notification-rules/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.rules }),
  });
}

export function useDeliveries(id: number, page: number) {
  return useQuery({
    queryKey: notificationKeys.deliveries(id, page),
    queryFn: async () =>
      deliveryListResponseSchema.parse(
        (await api.get(`/dashboard/notification-rules/${id}/deliveries`, { params: { page } })).data,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
}

export type OptionKind = 'vehicles' | 'geofences' | 'employees' | 'roles';

/** Select options of the rule form, searched on the server. */
export function optionsSource(kind: OptionKind) {
  return function useKindOptions(query: OptionsQuery) {
    return useQuery(
      remoteOptionsQuery(
        `/dashboard/notification-rules/options/${kind}`,
        notificationKeys.options(kind),
        query,
      ),
    );
  };
}
