import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_RETRY_COUNT, queryRetryDelay } from '@fleet/shared/constants';
import { isApiRequestError } from '@/lib/api-error';
import { authStore } from '@/lib/auth-store';

/** Reads retry QUERY_RETRY_COUNT times unless the server said no (4xx): retrying cannot change that answer. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiRequestError(error) && error.status !== undefined && error.status >= 400 && error.status < 500) {
    return false;
  }
  return failureCount < QUERY_RETRY_COUNT;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        gcTime: QUERY_GC_TIME_MS,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Loaded with the main layout (not on the login page, which keeps the first load small). */
export const queryClient = createQueryClient();

// A logout anywhere (button, 401) drops every cached answer of the previous user.
authStore.onClear(() => queryClient.clear());
