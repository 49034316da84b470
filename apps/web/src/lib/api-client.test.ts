import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { api } from '@/lib/api-client';
import { isApiRequestError, type ApiRequestError } from '@/lib/api-error';
import { authStore } from '@/lib/auth-store';
import { i18next } from '@/lib/i18n';
import { setNavigate } from '@/lib/navigation';
import { showToast } from '@/lib/toast';
import { signIn } from '@/testing/render';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), requestToastHost: vi.fn() }));

type Reply = { status: number; data?: unknown };
let seen: InternalAxiosRequestConfig[] = [];

/** A transport answering like the server would: responses go through axios' own interceptors. */
function replyWith(reply: Reply): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(),
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        'ERR_BAD_REQUEST',
        config,
        null,
        response,
      );
    }
    return response;
  };
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (isApiRequestError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const navigate = vi.fn();

describe('api client interceptors', () => {
  beforeEach(async () => {
    seen = [];
    navigate.mockReset();
    vi.mocked(showToast).mockReset();
    setNavigate(navigate);
    await i18next.changeLanguage('en');
  });
  afterEach(() => {
    api.defaults.adapter = undefined;
  });

  it('sends the bearer token and the current language', async () => {
    signIn(['show_roles']);
    api.defaults.adapter = replyWith({ status: 200, data: { data: [] } });
    await api.get('/dashboard/roles');
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer test-token');
    expect(seen[0]!.headers.get('accept-language')).toBe('en');
    expect(seen[0]!.baseURL).toBe('/api');
    expect(seen[0]!.timeout).toBe(30_000);
  });

  it('422: keeps the field errors for the form, toasts the message, re-raises', async () => {
    signIn([]);
    api.defaults.adapter = replyWith({
      status: 422,
      data: { message: 'The given data was invalid.', errors: { name: ['The name is taken.'] } },
    });
    const error = await failure(api.post('/dashboard/roles', { name: 'x' }));
    expect(error.status).toBe(422);
    expect(error.message).toBe('The given data was invalid.');
    expect(error.fieldErrors).toEqual({ name: ['The name is taken.'] });
    expect(showToast).toHaveBeenCalledWith('error', 'The given data was invalid.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('409 with field errors is handled like 422', async () => {
    signIn([]);
    api.defaults.adapter = replyWith({
      status: 409,
      data: { message: 'Duplicate', errors: { name: ['exists'] } },
    });
    const error = await failure(api.put('/dashboard/roles/2', {}));
    expect(error.fieldErrors).toEqual({ name: ['exists'] });
    expect(showToast).toHaveBeenCalledWith('error', 'Duplicate');
  });

  it('401: logs the user out and goes to /auth', async () => {
    signIn(['show_roles']);
    api.defaults.adapter = replyWith({ status: 401, data: { message: 'Unauthenticated.' } });
    const error = await failure(api.get('/dashboard/roles'));
    expect(error.status).toBe(401);
    expect(authStore.get()).toEqual({ token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth', { replace: true });
  });

  it('401 on the login call itself does not log out', async () => {
    signIn(['show_roles']);
    api.defaults.adapter = replyWith({ status: 401, data: { message: 'Wrong credentials' } });
    await failure(api.post('/auth/login', {}, { skipAuthRedirect: true }));
    expect(authStore.get().token).toBe('test-token');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('403: replaces the page with /unauthorized', async () => {
    signIn([]);
    api.defaults.adapter = replyWith({ status: 403, data: { message: 'Forbidden' } });
    const error = await failure(api.get('/dashboard/roles'));
    expect(error.status).toBe(403);
    expect(navigate).toHaveBeenCalledWith('/unauthorized', { replace: true });
    expect(authStore.get().token).toBe('test-token');
  });

  it('404: not-found page only for the GET of a resource page', async () => {
    signIn([]);
    api.defaults.adapter = replyWith({ status: 404, data: { message: 'Not found' } });
    await failure(api.get('/dashboard/roles/99', { notFoundRedirect: true }));
    expect(navigate).toHaveBeenCalledWith('/not-found', { replace: true });
    navigate.mockReset();
    await failure(api.get('/dashboard/roles/options'));
    await failure(api.delete('/dashboard/roles/99', { notFoundRedirect: true }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('non-GET success with a message toasts it; GET does not', async () => {
    signIn([]);
    api.defaults.adapter = replyWith({ status: 201, data: { data: { id: 1 }, message: 'Role created' } });
    await api.post('/dashboard/roles', {});
    expect(showToast).toHaveBeenCalledWith('success', 'Role created');
    vi.mocked(showToast).mockReset();
    api.defaults.adapter = replyWith({ status: 200, data: { data: {}, message: 'hello' } });
    await api.get('/dashboard/roles/1');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('skipSuccessToast keeps a success message quiet (media uploads of a form)', async () => {
    signIn([]);
    vi.mocked(showToast).mockReset();
    api.defaults.adapter = replyWith({ status: 201, data: { data: { id: 5 }, message: 'File uploaded' } });
    await api.post('/dashboard/media', {}, { skipSuccessToast: true });
    expect(showToast).not.toHaveBeenCalled();
    await api.post('/dashboard/media', {});
    expect(showToast).toHaveBeenCalledWith('success', 'File uploaded');
  });

  it('network errors are re-raised without a status', async () => {
    api.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    const error = await failure(api.get('/config'));
    expect(error.status).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });
});
