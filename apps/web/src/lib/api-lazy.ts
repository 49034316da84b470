import type { AxiosInstance } from 'axios';

/**
 * The API client for code on the login page's first load (guards, login, public config): axios and
 * the interceptors load with the first call instead of with the page, keeping that load small.
 * It is the same single instance every feature imports from `@/lib/api-client`.
 */
export function loadApi(): Promise<AxiosInstance> {
  return import('@/lib/api-client').then((module) => module.api);
}
