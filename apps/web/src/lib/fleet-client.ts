import { createFleetClient } from '@fleet/client';
import { api } from '@/lib/api-client';

/**
 * The typed client (`@fleet/client`, generated from the OpenAPI document) for the web app. Its requests go
 * through the app's one axios instance, so they keep every rule of the spec's interceptors (token, language,
 * timeout, toasts, the 401/403/404 redirects) and a failed call rejects with `ApiRequestError`, as before.
 */
async function throughAxios(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  const response = await api.request({
    url: url.pathname.replace(/^\/api(?=\/)/, '') + url.search,
    method: request.method,
    data: text ? (JSON.parse(text) as unknown) : undefined,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const body = response.status === 204 || response.data === '' ? null : JSON.stringify(response.data);
  return new Response(body, {
    status: response.status,
    headers,
  });
}

export const fleet = createFleetClient({
  baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  fetch: throughAxios,
});
