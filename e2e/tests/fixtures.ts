import { expect, type BrowserContext, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@fleet/shared/constants';

export const users = {
  admin: { email: 'admin@example.com', password: 'admin12345' },
  dispatcher: { email: 'dispatcher@example.com', password: 'dispatcher123' },
  auditor: { email: 'auditor@example.com', password: 'auditor123' },
  /** Employees and drivers only: no itineraries. */
  personnel: { email: 'personnel@example.com', password: 'personnel123' },
} as const;
export type DemoUser = (typeof users)[keyof typeof users];

export const ARABIC = /[\u0600-\u06FF]/;

/** Chooses the language before any page script runs, as a returning user would have it stored. */
export async function useLanguage(context: BrowserContext, lang: 'ar' | 'en') {
  await context.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('lang', l);
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  }, lang);
}

/**
 * Signs in through the form and lands where the app sends a user after sign-in (the home map). For the specs about
 * signing in; every other flow starts with `login`.
 */
export async function loginWithForm(page: Page, user: { email: string; password: string }) {
  await page.goto('/auth/login');
  await page.getByTestId('login-email').fill(user.email);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/**
 * Signs in through the API with the user's credentials and keeps the token where the app keeps it; the test opens
 * its page next. The form is covered by 01-auth and the keyboard spec: here it would only add a page load and the
 * home map (WebGL drawn in software) to every flow that starts somewhere else.
 */
export async function signIn(page: Page, user: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), `sign-in of ${user.email}`).toBe(200);
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  // What the app's own sign-in stores: the token, then the profile read with it.
  const profile = await page.request.get('/api/dashboard/profile/auth', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(profile.status(), `profile of ${user.email}`).toBe(200);
  const { data: stored } = (await profile.json()) as { data: unknown };
  // A page of the app's origin that runs no app script, only to write its storage.
  await page.goto('/api/health');
  await page.evaluate(
    (entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)),
    { [TOKEN_STORAGE_KEY]: token, [USER_STORAGE_KEY]: JSON.stringify(stored) },
  );
}

/** `signIn`, then opens `path` (the home map unless told) as that user. */
export async function login(page: Page, user: { email: string; password: string }, path = '/') {
  await signIn(page, user);
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/auth/);
}

export async function logout(page: Page) {
  await page.getByTestId('user-menu-trigger').click();
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

export async function expectDirection(page: Page, lang: 'ar' | 'en') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** The toast the application shows after a mutation or an error. */
export function toast(page: Page) {
  return page.locator('.Toastify__toast').last();
}
