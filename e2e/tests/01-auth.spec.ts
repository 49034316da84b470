import { expect, test } from '@playwright/test';
import { ARABIC, expectDirection, loginWithForm, logout, useLanguage, users } from './fixtures';

test.describe('login in Arabic (the default)', () => {
  test('sends /auth to the login page, right to left, with the demo notice', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expectDirection(page, 'ar');
    await expect(page.getByTestId('demo-notice')).toContainText('admin@example.com');
    await expect(page.getByTestId('demo-notice')).toContainText('admin12345');
    await expect(page.getByTestId('forgot-password-link')).toBeVisible();
  });

  test('a wrong password shows a clear message in Arabic and keeps the user on the page', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await page.getByTestId('login-email').fill(users.admin.email);
    await page.getByTestId('login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    await expect(page.getByTestId('login-error')).toHaveText(ARABIC);
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test('signs in, survives a reload, and signs out revoking the token', async ({ page, request }) => {
    await loginWithForm(page, users.admin);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('home-map')).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText(ARABIC);

    await page.reload();
    await expect(page.getByTestId('home-map')).toBeVisible();

    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const before = await request.get('/api/dashboard/profile/auth', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(before.status()).toBe(200);

    await logout(page);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    const after = await request.get('/api/dashboard/profile/auth', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);

    await page.goto('/roles-permissions');
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});

test.describe('login in English', () => {
  test.beforeEach(async ({ context }) => useLanguage(context, 'en'));

  test('is left to right, explains a failed login in English, then signs in', async ({ page }) => {
    await page.goto('/auth/login');
    await expectDirection(page, 'en');
    await page.getByTestId('login-email').fill(users.admin.email);
    await page.getByTestId('login-password').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    await expect(page.getByTestId('login-error')).not.toHaveText(ARABIC);

    await page.getByTestId('login-password').fill(users.admin.password);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('home-map')).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText('Vehicle tracking');
  });

  test('the demo notice can fill the form', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByTestId('demo-fill').click();
    await expect(page.getByTestId('login-email')).toHaveValue(users.admin.email);
    await expect(page.getByTestId('login-password')).toHaveValue(users.admin.password);
  });
});
