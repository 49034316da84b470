import { expect, test } from '@playwright/test';
import { login, useLanguage, users } from './fixtures';

test.beforeEach(async ({ context }) => useLanguage(context, 'en'));

test('a signed-out visitor of a protected page is sent to the login page', async ({ page }) => {
  await page.goto('/roles-permissions');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a signed-in user at /auth goes home', async ({ page }) => {
  await login(page, users.admin, '/auth');
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await login(page, users.admin, '/no-such-page');
  await expect(page.getByText('The page you are looking for does not exist')).toBeVisible();
  await page.getByTestId('go-home').click();
  await expect(page).toHaveURL(/\/$/);
});

test('a user without show_trips has no itineraries menu and is refused the pages', async ({ page }) => {
  await login(page, users.personnel);
  await expect(page.getByTestId('sidebar-item-employees-drivers')).toBeVisible();
  await expect(page.getByTestId('sidebar-item-itineraries')).toHaveCount(0);
  await page.goto('/itinerary-management');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.goto('/itinerary-management/view/1');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test('an unknown path inside a module shows not-found, not a placeholder', async ({ page }) => {
  await login(page, users.admin, '/itinerary-management/archive');
  await expect(page.getByText('The page you are looking for does not exist')).toBeVisible();
});

test('a user without roles permissions meets /unauthorized and no roles menu', async ({ page }) => {
  await login(page, users.dispatcher);
  await expect(page.getByTestId('sidebar-item-roles')).toHaveCount(0);
  await page.goto('/roles-permissions');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText("Don't have permission for this page")).toBeVisible();
  await expect(
    page.getByText(
      'You do not have sufficient permissions to view this page. Please contact your system administrator',
    ),
  ).toBeVisible();
});

test('a read-only user sees roles but no add, edit or delete', async ({ page }) => {
  await login(page, users.auditor);
  await page.getByTestId('sidebar-item-roles').click();
  await expect(page).toHaveURL(/\/roles-permissions$/);
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  await expect(page.getByTestId('add-button')).toHaveCount(0);

  await page.getByTestId('row-actions-trigger').first().click();
  await expect(page.getByTestId('row-actions-menu')).toBeVisible();
  await expect(page.getByTestId('row-action-view')).toBeVisible();
  await expect(page.getByTestId('row-action-edit')).toHaveCount(0);
  await expect(page.getByTestId('row-action-delete')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/roles-permissions/add');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
