import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  profileResponseSchema,
  sessionsResponseSchema,
  twoFactorEnableResponseSchema,
  twoFactorStartResponseSchema,
  type PasswordChangeInput,
  type ProfileInput,
} from '@fleet/shared/schemas/auth';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

const sessionsKey = ['profile', 'sessions'] as const;

export function useSessions() {
  return useQuery(
    queryOptions({
      queryKey: sessionsKey,
      queryFn: async () =>
        sessionsResponseSchema.parse((await api.get('/dashboard/profile/sessions')).data).data,
    }),
  );
}

/** After a change to the account, the stored user is read again (name, language, two-factor state). */
async function refreshUser() {
  const response = await api.get('/dashboard/profile/auth');
  authStore.setUser(profileResponseSchema.parse(response.data).data);
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: async (input: ProfileInput) => {
      const response = await api.put('/dashboard/profile', input);
      const parsed = profileResponseSchema.parse(response.data);
      authStore.setUser(parsed.data);
      return parsed;
    },
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: PasswordChangeInput) =>
      (await api.post<{ message: string }>('/dashboard/profile/password', input)).data,
    onSuccess: async () => {
      await refreshUser();
      await client.invalidateQueries({ queryKey: sessionsKey });
    },
  });
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number | 'others') =>
      (
        await api.delete<{ message: string }>(
          id === 'others' ? '/dashboard/profile/sessions' : `/dashboard/profile/sessions/${id}`,
        )
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useStartTwoFactor() {
  return useMutation({
    mutationFn: async () =>
      twoFactorStartResponseSchema.parse((await api.post('/dashboard/profile/two-factor')).data).data,
  });
}

export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: async (code: string) => {
      const response = await api.post('/dashboard/profile/two-factor/enable', { code });
      const parsed = twoFactorEnableResponseSchema.parse(response.data);
      await refreshUser();
      return parsed;
    },
  });
}

export function useDisableTwoFactor() {
  return useMutation({
    mutationFn: async (code: string) => {
      const response = await api.post<{ message: string }>('/dashboard/profile/two-factor/disable', { code });
      await refreshUser();
      return response.data;
    },
  });
}
