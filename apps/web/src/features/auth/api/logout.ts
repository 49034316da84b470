import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

export async function logout(): Promise<void> {
  await api.post('/auth/logout', undefined, { skipAuthRedirect: true, skipErrorToast: true });
}

/** Revokes the token on the server, then clears the session whatever the answer. */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSettled: () => authStore.clear('logout'),
  });
}
