import { useCallback, useState } from 'react';
import type { LoginInput } from '@fleet/shared/schemas/auth';
import type { Profile } from '@fleet/shared/schemas/auth';
import { loadApi } from '@/lib/api-lazy';
import { authStore } from '@/lib/auth-store';
import { isTokenData, readData } from '@/lib/response-guards';
import { getProfile } from '@/features/auth/api/get-profile';

export async function login(input: LoginInput): Promise<string> {
  // Bad credentials answer 422 (or 401) here: no session to end, and the form shows the message inline.
  const api = await loadApi();
  const response = await api.post('/auth/login', input, { skipAuthRedirect: true, skipErrorToast: true });
  return readData(response.data, isTokenData, 'login').token;
}

/** Login: save the token, then fetch the profile and store it. */
export async function loginAndLoadProfile(input: LoginInput): Promise<Profile> {
  const token = await login(input);
  authStore.setToken(token);
  try {
    const profile = await getProfile();
    authStore.setUser(profile);
    return profile;
  } catch (error) {
    authStore.clear();
    throw error;
  }
}

/**
 * Plain state rather than a TanStack mutation: the login page is the first load and stays small
 * (the query client is loaded with the main layout).
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = useCallback(async (input: LoginInput): Promise<Profile | null> => {
    setPending(true);
    setError(null);
    try {
      return await loginAndLoadProfile(input);
    } catch (failure) {
      setError(failure);
      return null;
    } finally {
      setPending(false);
    }
  }, []);
  return { submit, isPending, error, reset: () => setError(null) };
}
