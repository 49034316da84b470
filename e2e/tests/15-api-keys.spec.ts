import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectDirection, login, toast, useLanguage, users } from './fixtures';

test.describe.configure({ mode: 'serial' });

/**
 * WCAG 2.1 AA on this page's content and its open dialogs. (The app shell is left out: its sidebar's "Menu"
 * label contrast and the user menu trigger's name are findings of their own, reported apart.)
 */
async function expectAccessible(page: Page, where = '[data-testid="api-keys-page"]') {
  const { violations } = await new AxeBuilder({ page })
    .include(where)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`API keys (${lang})`, () => {
    test.beforeEach(async ({ context }) => {
      await useLanguage(context, lang);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    });

    test('creates a key shown once with a curl line that works, then revokes it', async ({
      page,
      request,
    }) => {
      await login(page, users.admin, '/settings/api-keys');
      await expectDirection(page, lang);
      await expect(page.getByTestId('api-keys-page')).toBeVisible();
      await expectAccessible(page);

      await page.getByTestId('api-key-add').click();
      await expect(page.getByTestId('api-key-form')).toBeVisible();
      await page.getByTestId('api-key-submit').click();
      await expect(page.getByTestId('api-key-permissions-error')).toBeVisible();
      const name = `${lang === 'ar' ? 'نظام الرواتب' : 'Payroll'} ${Date.now()}`;
      await page.locator('#api-key-name').fill(name);
      await page.getByTestId('permission-show_vehicles').click();
      await expectAccessible(page, '[data-testid="api-key-form"]');
      await page.screenshot({ path: `test-results/api-key-form-${lang}.png` });
      await page.getByTestId('api-key-submit').click();

      await expect(page.getByTestId('api-key-created')).toBeVisible();
      const key = (await page.getByTestId('api-key-value').textContent())!.trim();
      expect(key).toMatch(/^fk_/);
      await expect(page.getByTestId('api-key-curl')).toContainText(`Authorization: Bearer ${key}`);
      await page.getByTestId('api-key-copy').click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
      await expectAccessible(page, '[data-testid="api-key-created"]');
      await page.screenshot({ path: `test-results/api-key-created-${lang}.png` });

      // The key works as the curl line says.
      const vehicles = await request.get('/api/dashboard/vehicles', {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(vehicles.status()).toBe(200);
      await page.getByTestId('api-key-done').click();

      const row = page.getByTestId('table-row').filter({ hasText: name });
      await expect(row).toBeVisible();
      await expect(row).not.toContainText(key);
      await expect(row).toContainText(key.slice(0, 11));
      await row.getByTestId('api-key-revoke').click();
      await page.getByTestId('confirm-dialog').getByRole('button').last().click();
      await expect(toast(page)).toContainText(
        lang === 'en' ? 'API key revoked' : 'تم إلغاء مفتاح الواجهة البرمجية',
      );
      await expect(row.getByTestId('api-key-status')).toHaveText(lang === 'en' ? 'Revoked' : 'ملغى');
      const refused = await request.get('/api/dashboard/vehicles', {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(refused.status()).toBe(401);
      await page.screenshot({ path: `test-results/api-keys-${lang}.png`, fullPage: true });
    });
  });
}
