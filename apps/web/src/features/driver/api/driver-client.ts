import axios, { AxiosError } from 'axios';
import { REQUEST_TIMEOUT_MS } from '@fleet/shared/constants';
import { ApiRequestError } from '@/lib/api-error';
import { currentLanguage } from '@/lib/i18n';
import { readApiError } from '@/lib/response-guards';
import { driverSession } from '../session';

/**
 * The driver app's HTTP client: the driver's token, the language, and errors as `ApiRequestError`
 * (status undefined = no answer: offline or timed out). A 401 ends the driver's session; the app's
 * guard then shows the sign-in page. Messages are shown where they happen (inline), never as toasts.
 */
export const driverApi = axios.create({
  baseURL: '/api/driver',
  timeout: REQUEST_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
});

driverApi.interceptors.request.use((config) => {
  const token = driverSession.token();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('accept-language', currentLanguage());
  return config;
});

driverApi.interceptors.response.use(undefined, (error: unknown) => {
  if (!(error instanceof AxiosError)) return Promise.reject(error);
  const status = error.response?.status;
  const body = readApiError(error.response?.data);
  if (status === 401 && !error.config?.skipAuthRedirect) driverSession.signOut();
  const fieldErrors = body?.errors && (status === 422 || status === 409) ? body.errors : {};
  return Promise.reject(new ApiRequestError(body?.message ?? error.message, status, fieldErrors, error));
});

/** No answer at all: the phone is offline or the server unreachable; worth retrying later. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === undefined || error.status >= 500);
}
