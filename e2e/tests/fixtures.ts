import { expect, type BrowserContext, type Page } from '@playwright/test';

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

export async function login(page: Page, user: { email: string; password: string }) {
  await page.goto('/auth/login');
  await page.getByTestId('login-email').fill(user.email);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
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
