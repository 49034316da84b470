import { useEffect } from 'react';
import type { Profile } from '@fleet/shared/schemas/auth';
import { loadApi } from '@/lib/api-lazy';
import { authStore } from '@/lib/auth-store';
import { isProfile, readData } from '@/lib/response-guards';

export async function getProfile(): Promise<Profile> {
  const api = await loadApi();
  const response = await api.get('/dashboard/profile/auth');
  return readData(response.data, isProfile, 'profile');
}

/**
 * Refreshes the stored user once when the signed-in shell mounts: permissions may have changed
 * since the last login. Kept off TanStack Query because the guards (first load) share this file.
 */
export function useRefreshProfile(token: string | null): void {
  useEffect(() => {
    if (!token) return;
    let alive = true;
    getProfile().then(
      (profile) => alive && authStore.setUser(profile),
      () => undefined, // a 401 is handled by the interceptor; anything else keeps the stored user
    );
    return () => {
      alive = false;
    };
  }, [token]);
}
