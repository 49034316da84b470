import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { REQUEST_TIMEOUT_MS } from '@fleet/shared/constants';
import { authStore } from '@/lib/auth-store';
import { currentLanguage } from '@/lib/i18n';
import { navigate } from '@/lib/navigation';
import { readApiError } from '@/lib/response-guards';
import { ApiRequestError } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { paths } from '@/config/paths';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A 401 here means "bad credentials", not "session over": do not log out (the login call). */
    skipAuthRedirect?: boolean;
    /** Do not toast this call's error message; the caller shows it inline (the login form). */
    skipErrorToast?: boolean;
    /** GET of the resource a page shows: a 404 sends the user to the not-found page. */
    notFoundRedirect?: boolean;
    /** Do not toast this call's success message (each media upload of a form; the form's save says it). */
    skipSuccessToast?: boolean;
  }
}

function hasFieldErrors(status: number | undefined, errors: Record<string, string[]> | undefined): boolean {
  return (status === 422 || status === 409) && !!errors && Object.keys(errors).length > 0;
}

function onRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const { token } = authStore.get();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('accept-language', currentLanguage());
  return config;
}

function onError(error: unknown): Promise<never> {
  if (!(error instanceof AxiosError)) return Promise.reject(error);
  const config = error.config;
  const status = error.response?.status;
  const body = readApiError(error.response?.data);
  const message = body?.message ?? error.message;
  const fieldErrors = body && hasFieldErrors(status, body.errors) ? body.errors! : {};
  const method = (config?.method ?? 'get').toLowerCase();

  if (status === 401 && !config?.skipAuthRedirect) {
    authStore.clear();
    navigate(paths.auth.root.getHref(), { replace: true });
  } else if (status === 403) {
    navigate(paths.unauthorized.getHref(), { replace: true });
  } else if (status === 404 && method === 'get' && config?.notFoundRedirect) {
    navigate(paths.notFound.getHref(), { replace: true });
  } else if ((status === 422 || status === 409) && !config?.skipErrorToast) {
    showToast('error', message);
  }
  // Every error goes back to the caller.
  return Promise.reject(new ApiRequestError(message, status, fieldErrors, error));
}

export function createApiClient(): AxiosInstance {
  const client = axios.create({
    baseURL: '/api',
    timeout: REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
  });
  client.interceptors.request.use(onRequest);
  client.interceptors.response.use((response) => {
    const method = (response.config.method ?? 'get').toLowerCase();
    const body: unknown = response.data;
    if (
      method !== 'get' &&
      !response.config.skipSuccessToast &&
      body &&
      typeof body === 'object' &&
      'message' in body
    ) {
      const { message } = body as { message: unknown };
      if (typeof message === 'string' && message) showToast('success', message);
    }
    return response;
  }, onError);
  return client;
}

/** The one HTTP client of the app. */
export const api = createApiClient();
