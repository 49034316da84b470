import { expect, test, type Page } from '@playwright/test';
import { login, signIn, logout, toast, useLanguage, users } from './fixtures';

// One story, in order: the flows share the database and build on each other.
test.describe.configure({ mode: 'serial' });

async function openRowAction(page: Page, roleName: string, action: 'view' | 'edit' | 'delete') {
  const row = page.getByTestId('table-row').filter({ hasText: roleName });
  await expect(row).toHaveCount(1);
  await row.getByTestId('row-actions-trigger').click();
  await page.getByTestId(`row-action-${action}`).click();
}

async function search(page: Page, text: string) {
  await page.getByTestId('list-search').fill(text);
  await expect(page).toHaveURL(new RegExp(`name=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`roles and permissions (${lang})`, () => {
    const name = lang === 'en' ? 'Night shift supervisors' : 'مشرفو الوردية الليلية';
    const renamed = lang === 'en' ? 'Night supervisors' : 'مشرفو الليل';

    test.beforeEach(async ({ context, page }) => {
      await useLanguage(context, lang);
      await signIn(page, users.admin);
    });

    test('adds a role: client validation, server conflict, then success', async ({ page }) => {
      await page.goto('/roles-permissions');
      await page.getByTestId('add-button').click();
      await expect(page).toHaveURL(/\/roles-permissions\/add$/);

      // Nothing filled: both fields say what is missing, nothing is sent.
      await page.getByTestId('role-submit').click();
      await expect(page.getByTestId('role-name-error')).toBeVisible();
      await expect(page.getByTestId('role-permissions-error')).toBeVisible();

      // A name that exists: the server's 409 lands on the field and clears once edited.
      await page.getByTestId('role-name-input').fill('Administrator');
      await page.getByTestId('permission-show_tracking').click();
      await page.getByTestId('role-submit').click();
      await expect(page.getByTestId('role-name-error')).toBeVisible();
      await page.getByTestId('role-name-input').fill(name);
      await expect(page.getByTestId('role-name-error')).toHaveCount(0);

      await page.getByTestId('permission-show_roles').click();
      await page.getByTestId('permission-show_vehicles').click();
      await page.getByTestId('role-submit').click();
      await expect(toast(page)).toBeVisible();
      await expect(page).toHaveURL(/\/roles-permissions$/);
      await search(page, name);
      const row = page.getByTestId('table-row').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await expect(page.getByTestId('table-row')).toHaveCount(1);
      await expect(page.getByTestId('clear-filters')).toBeVisible();
      await page.getByTestId('clear-filters').click();
      await expect(page).toHaveURL(/\/roles-permissions$/);
    });

    test('views and edits the role, with the warning that all its employees are affected', async ({
      page,
    }) => {
      await page.goto('/roles-permissions');
      await openRowAction(page, name, 'view');
      await expect(page).toHaveURL(/\/roles-permissions\/view\/\d+$/);
      await expect(page.getByText(name).first()).toBeVisible();

      await page.getByTestId('role-edit-button').click();
      await expect(page).toHaveURL(/\/roles-permissions\/edit\/\d+$/);
      await expect(page.getByTestId('role-edit-warning')).toBeVisible();
      await expect(page.getByTestId('role-name-input')).toHaveValue(name);
      await expect(page.getByTestId('permission-show_roles')).toHaveAttribute('data-state', 'checked');
      await page.getByTestId('role-name-input').fill(renamed);
      await page.getByTestId('permission-update_roles').click();
      await page.getByTestId('role-submit').click();
      await expect(toast(page)).toBeVisible();
      await expect(page).toHaveURL(/\/roles-permissions$/);
      await expect(page.getByTestId('table-row').filter({ hasText: renamed })).toHaveCount(1);
    });

    test('deletes a role with employees after moving them to the chosen role', async ({ page }) => {
      // The dispatcher cannot manage roles yet.
      const victim = lang === 'en' ? 'Dispatcher' : 'Auditor';
      const victimUser = lang === 'en' ? users.dispatcher : users.auditor;

      await page.goto('/roles-permissions');
      await openRowAction(page, victim, 'delete');
      const dialog = page.getByTestId('confirm-dialog');
      await expect(dialog).toBeVisible();
      // No new role chosen: refused in the dialog.
      await page.getByTestId('confirm-submit').click();
      await expect(page.getByTestId('new-role-error')).toBeVisible();

      await page.getByTestId('delete-role-new-role').click();
      await page.getByRole('option', { name: renamed }).click();
      await page.getByTestId('confirm-submit').click();
      await expect(dialog).toBeHidden();
      await expect(toast(page)).toBeVisible();
      await expect(page.getByTestId('table-row').filter({ hasText: victim })).toHaveCount(0);
      const heir = page.getByTestId('table-row').filter({ hasText: renamed });
      await expect(heir).toContainText('1');

      // The moved employee now works with the new role's permissions.
      await logout(page);
      await login(page, victimUser, '/roles-permissions');
      await expect(page).toHaveURL(/\/roles-permissions$/);
      await expect(page.getByTestId('table-row').filter({ hasText: renamed })).toHaveCount(1);
      // The new role has update_roles but not create_roles.
      await expect(page.getByTestId('add-button')).toHaveCount(0);
    });

    test('deletes a role without employees straight away', async ({ page }) => {
      await page.goto('/roles-permissions');
      // Leave the data as it was for the next language: move the employee back, then delete.
      await openRowAction(page, renamed, 'delete');
      await page.getByTestId('delete-role-new-role').click();
      await page.getByRole('option', { name: 'Administrator' }).click();
      await page.getByTestId('confirm-submit').click();
      await expect(page.getByTestId('confirm-dialog')).toBeHidden();
      await expect(page.getByTestId('table-row').filter({ hasText: renamed })).toHaveCount(0);

      await page.getByTestId('add-button').click();
      const empty = `${name} 2`;
      await page.getByTestId('role-name-input').fill(empty);
      await page.getByTestId('permission-show_tracking').click();
      await page.getByTestId('role-submit').click();
      await expect(page).toHaveURL(/\/roles-permissions$/);
      await openRowAction(page, empty, 'delete');
      await page.getByTestId('confirm-submit').click();
      await expect(page.getByTestId('confirm-dialog')).toBeHidden();
      await expect(page.getByTestId('table-row').filter({ hasText: empty })).toHaveCount(0);
    });
  });
}
