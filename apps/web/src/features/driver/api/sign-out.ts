import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driverSession } from '../session';
import { driverApi } from './driver-client';

/**
 * Revokes the token on the server, then forgets it. Offline, the token is forgotten anyway (it expires
 * on the server). The draft stays on the phone: nothing the driver filled in is lost by signing out.
 */
export async function signOut(): Promise<void> {
  try {
    await driverApi.post('/auth/logout', undefined, { skipAuthRedirect: true });
  } finally {
    driverSession.signOut();
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOut, onSettled: () => queryClient.clear() });
}
