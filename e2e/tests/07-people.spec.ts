import { expect, test, type Page } from '@playwright/test';
import { login, logout, toast, useLanguage, users } from './fixtures';

// One story per language, in order: the flows share the database and build on each other.
test.describe.configure({ mode: 'serial' });

// A valid 1×1 PNG: the server recognises uploads by their bytes, not their names.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function search(page: Page, text: string) {
  await page.getByTestId('list-search').fill(text);
  await expect(page).toHaveURL(/name=/);
}

async function choose(page: Page, selectTestId: string, option: string | RegExp) {
  await page.getByTestId(selectTestId).click();
  await page.getByRole('option').filter({ hasText: option }).first().click();
}

// The dashboard's users work in the fleet's time zone (the server's default): a licence expiring "today"
// is judged by the same calendar in the browser and on the server, whatever the hour in UTC.
test.use({ timezoneId: 'Asia/Riyadh' });

// Numbers of this run, so a retry (a new worker, the same database) does not meet the first try's records.
const run = String(Date.now() % 1_000_000).padStart(6, '0');

for (const lang of ['en', 'ar'] as const) {
  const n = lang === 'en' ? '1' : '2';
  const role = `${lang === 'en' ? 'Driver desk' : 'مكتب السائقين'} ${run}`;
  const employee = {
    name: lang === 'en' ? 'Huda Al-Qahtani' : 'هدى القحطاني',
    email: `huda.${lang}.${run}@example.com`,
    password: 'huda-pass-1',
    identity: `10${run}${n}7`,
    phone: `55${run}${n}`,
  };
  const driver = {
    name: lang === 'en' ? 'Tariq Mahmood' : 'طارق محمود',
    renamed: lang === 'en' ? 'Tariq Mahmood Khan' : 'طارق محمود خان',
    identity: `20${run}${n}3`,
    phone: `56${run}${n}`,
    nationality: lang === 'en' ? 'Pakistan' : 'باكستان',
  };
  const t = {
    notLoggedIn: lang === 'en' ? 'Not logged in yet' : 'لم يسجل الدخول بعد',
    expiring: lang === 'en' ? 'Expiring soon' : 'تنتهي قريبًا',
    deleteDriver: lang === 'en' ? /delete driver/i : /حذف السائق/,
    deleteEmployee: lang === 'en' ? /delete employee/i : /حذف الموظف/,
  };

  test.describe(`employees and drivers (${lang})`, () => {
    // Long flows on a shared, busy machine: several uploads and page loads each.
    test.describe.configure({ timeout: 150_000 });
    test.beforeEach(async ({ context }) => useLanguage(context, lang));

    test('a limited role, an employee in it, and what that employee sees', async ({ page }) => {
      await login(page, users.admin, '/profile');
      // /employees-drivers opens the employees list for a user holding show_employees.
      await page.getByTestId('sidebar-item-employees-drivers').click();
      await expect(page).toHaveURL(/\/employees-drivers\/employees$/);

      await page.goto('/roles-permissions/add');
      await page.getByTestId('role-name-input').fill(role);
      await page.getByTestId('permission-show_drivers').click();
      await page.getByTestId('permission-show_vehicles').click();
      await page.getByTestId('role-submit').click();
      await expect(page).toHaveURL(/\/roles-permissions$/);

      await page.goto('/employees-drivers/employees');
      await page.getByTestId('add-button').click();
      await expect(page).toHaveURL(/\/employees-drivers\/employees\/add$/);
      // Nothing filled: the shared schema names the missing fields before anything is sent.
      await page.getByTestId('employee-submit').click();
      await expect(page.getByTestId('employee-name-error')).toBeVisible();
      await expect(page.getByTestId('employee-role-id-error')).toBeVisible();

      const form = page.getByTestId('employee-form');
      await form.locator('input[name=name]').fill(employee.name);
      await form.locator('input[name=identity_number]').fill(employee.identity);
      // A Saudi landline is refused with +966; a mobile number passes.
      await form.locator('input[name=phone]').fill('112345678');
      await page.getByTestId('employee-submit').click();
      await expect(page.getByTestId('employee-phone-error')).toBeVisible();
      await form.locator('input[name=phone]').fill(employee.phone);
      await form.locator('input[name=email]').fill(employee.email);
      await form.locator('input[name=password]').fill(employee.password);
      await choose(page, 'employee-role-select', role);
      await page.getByTestId('employee-image-input').setInputFiles(png('huda.png'));
      await expect(page.getByTestId('employee-image-preview')).toBeVisible();
      await expect(page.getByTestId('employee-submit')).toBeEnabled();
      await page.getByTestId('employee-submit').click();
      await expect(toast(page)).toBeVisible();
      await expect(page).toHaveURL(/\/employees-drivers\/employees$/);
      await search(page, employee.email);
      const row = page.getByTestId('table-row').filter({ hasText: employee.name });
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('employee-role-cell')).toHaveText(role);
      await expect(row.getByTestId('never-logged-in')).toHaveText(t.notLoggedIn);
      await logout(page);

      // The new employee signs in and sees only what the role allows.
      await login(page, { email: employee.email, password: employee.password });
      await expect(page.getByTestId('sidebar-item-vehicles')).toBeVisible();
      await expect(page.getByTestId('sidebar-item-roles')).toHaveCount(0);
      await page.getByTestId('sidebar-item-employees-drivers').click();
      // Without show_employees the parent route opens the drivers list.
      await expect(page).toHaveURL(/\/employees-drivers\/drivers$/);
      await expect(page.getByTestId('people-tab-drivers')).toBeVisible();
      await expect(page.getByTestId('people-tab-employees')).toHaveCount(0);
      await expect(page.getByTestId('table-row').first()).toBeVisible();
      await expect(page.getByTestId('add-button')).toHaveCount(0);
      await page.getByTestId('row-actions-trigger').first().click();
      await expect(page.getByTestId('row-action-view')).toBeVisible();
      await expect(page.getByTestId('row-action-edit')).toHaveCount(0);
      await expect(page.getByTestId('row-action-delete')).toHaveCount(0);
      await page.getByTestId('row-action-view').click();
      await expect(page.getByTestId('driver-details')).toBeVisible();
      // Identity documents arrive through the token, never a public link.
      await expect(page.getByTestId('driver-document-national_id_image-image')).toHaveAttribute(
        'data-private',
        'true',
      );
      await expect(page.getByTestId('driver-edit-button')).toHaveCount(0);
      await expect(page.getByTestId('driver-delete-button')).toHaveCount(0);
      await page.goto('/employees-drivers/employees');
      await expect(page).toHaveURL(/\/unauthorized$/);
      await page.goto('/employees-drivers/drivers/add');
      await expect(page).toHaveURL(/\/unauthorized$/);
    });

    test('adds a driver with documents and a vehicle, edits and deletes it', async ({ page }) => {
      await login(page, users.admin, '/employees-drivers');
      await expect(page).toHaveURL(/\/employees-drivers\/employees$/);
      await page.getByTestId('people-tab-drivers').click();
      await expect(page).toHaveURL(/\/employees-drivers\/drivers$/);
      await page.getByTestId('add-button').click();

      const form = page.getByTestId('driver-form');
      await form.locator('input[name=name]').fill(driver.name);
      await choose(page, 'driver-nationality-select', driver.nationality);
      // A resident's number must be an iqama (starting with 2).
      await form.locator('input[name=identity_number]').fill(`1${driver.identity.slice(1)}`);
      await form.locator('input[name=phone]').fill(driver.phone);
      await form.locator('input[name=licence_number]').fill(`LIC-${driver.identity}`);
      await page.getByTestId('driver-licence-expiry-date-trigger').click();
      await page.locator('[data-today] button').click();
      await page.getByTestId('driver-submit').click();
      await expect(page.getByTestId('driver-identity-number-error')).toBeVisible();
      await form.locator('input[name=identity_number]').fill(driver.identity);
      await expect(page.getByTestId('driver-identity-number-error')).toHaveCount(0);

      await page.getByTestId('driver-vehicle-select').click();
      const vehicleOption = page.getByRole('option').nth(1);
      const vehicleLabel = (await vehicleOption.textContent())?.trim() ?? '';
      await vehicleOption.click();
      await page.getByTestId('driver-image-input').setInputFiles(png('face.png'));
      await page.getByTestId('driver-national-id-image-input').setInputFiles(png('id-card.png'));
      await page.getByTestId('driver-licence-image-input').setInputFiles(png('licence.png'));
      await expect(page.getByTestId('driver-licence-image-preview')).toBeVisible();
      await expect(page.getByTestId('driver-submit')).toBeEnabled();
      await page.getByTestId('driver-submit').click();
      await expect(toast(page)).toBeVisible();
      await expect(page).toHaveURL(/\/employees-drivers\/drivers$/);

      await search(page, driver.identity);
      const row = page.getByTestId('table-row').filter({ hasText: driver.name });
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('licence-badge')).toHaveText(t.expiring);
      await expect(row.getByTestId('licence-badge')).toHaveAttribute('data-state', 'expiring');
      const vehicleName = vehicleLabel.split(' — ')[0] ?? '';
      await expect(row.getByTestId('driver-vehicle-cell')).toContainText(vehicleName);

      // The vehicle is taken now: another driver's form no longer offers it.
      await page.goto('/employees-drivers/drivers/add');
      await page.getByTestId('driver-vehicle-select').click();
      await expect(page.getByRole('option').filter({ hasText: vehicleLabel })).toHaveCount(0);
      await page.keyboard.press('Escape');

      await page.goto('/employees-drivers/drivers');
      await search(page, driver.identity);
      await page
        .getByTestId('table-row')
        .filter({ hasText: driver.name })
        .getByTestId('row-actions-trigger')
        .click();
      await page.getByTestId('row-action-view').click();
      await expect(page.getByTestId('driver-details')).toBeVisible();
      await expect(
        page.getByTestId('driver-fact-licence_expiry_date').getByTestId('licence-badge'),
      ).toHaveAttribute('data-state', 'expiring');
      for (const document of ['national_id_image', 'licence_image']) {
        await expect(page.getByTestId(`driver-document-${document}-image`)).toHaveAttribute(
          'data-private',
          'true',
        );
      }

      await page.getByTestId('driver-edit-button').click();
      await expect(page).toHaveURL(/\/employees-drivers\/drivers\/edit\/\d+$/);
      await page.getByTestId('driver-form').locator('input[name=name]').fill(driver.renamed);
      await page.getByTestId('driver-submit').click();
      await expect(page).toHaveURL(/\/employees-drivers\/drivers\/view\/\d+$/);
      await expect(page.getByTestId('driver-fact-name').locator('dd')).toHaveText(driver.renamed);

      await page.getByTestId('driver-delete-button').click();
      const dialog = page.getByTestId('confirm-dialog');
      await expect(dialog).toContainText(t.deleteDriver);
      await page.getByTestId('confirm-submit').click();
      await expect(page).toHaveURL(/\/employees-drivers\/drivers$/);
      await search(page, driver.identity);
      await expect(page.getByTestId('empty-state')).toBeVisible();
    });

    test('edits and deletes the employee; nobody is offered deleting themselves', async ({ page }) => {
      await login(page, users.admin, '/employees-drivers/employees');
      await search(page, 'admin@example.com');
      await expect(page.getByTestId('table-row')).toHaveCount(1);
      await page.getByTestId('table-row').getByTestId('row-actions-trigger').click();
      await expect(page.getByTestId('row-action-edit')).toBeVisible();
      await expect(page.getByTestId('row-action-delete')).toHaveCount(0);
      await page.keyboard.press('Escape');

      await search(page, employee.email);
      const row = page.getByTestId('table-row').filter({ hasText: employee.name });
      await expect(row.getByTestId('never-logged-in')).toHaveCount(0);
      await row.getByTestId('row-actions-trigger').click();
      await page.getByTestId('row-action-edit').click();
      // The password stays empty on edit and keeps the current one.
      await page.getByTestId('employee-form').locator('input[name=name]').fill(`${employee.name} 2`);
      await page.getByTestId('employee-submit').click();
      await expect(page).toHaveURL(/\/employees-drivers\/employees\/view\/\d+$/);
      await expect(page.getByTestId('employee-fact-name').locator('dd')).toHaveText(`${employee.name} 2`);

      await page.getByTestId('employee-delete-button').click();
      await expect(page.getByTestId('confirm-dialog')).toContainText(t.deleteEmployee);
      await page.getByTestId('confirm-submit').click();
      await expect(page).toHaveURL(/\/employees-drivers\/employees$/);
      await search(page, employee.email);
      await expect(page.getByTestId('empty-state')).toBeVisible();
    });
  });
}
