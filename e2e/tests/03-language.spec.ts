import { expect, test } from '@playwright/test';
import { ARABIC, expectDirection, login, users } from './fixtures';

test('the language switch flips direction and language, and is remembered', async ({ page }) => {
  await page.goto('/auth/login');
  await expectDirection(page, 'ar');
  await page.getByTestId('language-switch').click();
  await expectDirection(page, 'en');
  await expect(page.getByTestId('login-submit')).not.toHaveText(ARABIC);

  await login(page, users.admin);
  await expectDirection(page, 'en');
  await page.getByTestId('language-switch').click();
  await expectDirection(page, 'ar');
  await expect(page.getByTestId('page-title')).toHaveText(ARABIC);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ar');

  await page.reload();
  await expectDirection(page, 'ar');
});

test('the sidebar sits on the right in Arabic and on the left in English', async ({ page }) => {
  await login(page, users.admin);
  const sidebar = page.getByTestId('sidebar');
  const viewport = page.viewportSize()!;
  const arBox = (await sidebar.boundingBox())!;
  expect(arBox.x + arBox.width).toBeGreaterThan(viewport.width - 5);

  await page.getByTestId('language-switch').click();
  await expectDirection(page, 'en');
  const enBox = (await sidebar.boundingBox())!;
  expect(enBox.x).toBeLessThan(5);
});
