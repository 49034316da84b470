import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Profile } from '@fleet/shared/schemas/auth';
import { authStore } from '@/lib/auth-store';
import { i18next } from '@/lib/i18n';

export function signIn(permissions: string[]): Profile {
  const user: Profile = {
    id: 1,
    name: 'Test User',
    email: 'test@example.com',
    image: null,
    role: { id: 1, name: 'Tester' },
    permissions,
    language: null,
    must_change_password: false,
    two_factor_enabled: false,
    two_factor_setup_required: false,
  };
  authStore.setToken('test-token');
  authStore.setUser(user);
  return user;
}

export async function setTestLanguage(language: 'ar' | 'en'): Promise<void> {
  await i18next.changeLanguage(language);
}

/** Renders inside a memory data router, with optional route `handle` meta. */
export function renderWithRouter(
  ui: ReactElement,
  { path = '/', url = path, handle }: { path?: string; url?: string; handle?: unknown } = {},
) {
  const routes: RouteObject[] = [
    { path, handle, element: ui },
    { path: '*', element: <p>elsewhere</p> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return { router, ...render(<RouterProvider router={router} />) };
}
