import { expect, test, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { login, logout, toast, useLanguage, users } from './fixtures';

test.describe.configure({ mode: 'serial' });

/** An 8×8 grey PNG. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAIklEQVR4AYXBAQEAMAiAME7/YMa6CWR7szhIkCBBggQJEj46pQMwlMVpkAAAAABJRU5ErkJggg==',
  'base64',
);

const code = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

/** A fresh employee in the administrator's role, made through the API. */
async function newEmployee(request: APIRequestContext, tag: string) {
  const signIn = await request.post('/api/auth/login', { data: users.admin });
  const token = (await signIn.json()).data.token as string;
  const headers = { authorization: `Bearer ${token}` };
  const profile = (await (await request.get('/api/dashboard/profile/auth', { headers })).json()).data;
  const serial = String(Date.now()).slice(-8);
  const email = `account-${tag}-${serial}@example.com`;
  const created = await request.post('/api/dashboard/employees', {
    headers,
    data: {
      name: tag === 'ar' ? 'موظف الحساب' : 'Account person',
      email,
      password: 'password-123',
      identity_number: `1${serial}${tag === 'ar' ? '1' : '2'}`,
      country_code: '+966',
      phone: `5${serial}`,
      role_id: profile.role.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { email, password: 'password-123' };
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`accounts (${lang})`, () => {
    test.beforeEach(async ({ context }) => {
      await useLanguage(context, lang);
    });

    test('the profile opens from the user menu and saves to the server', async ({ page }) => {
      await login(page, users.admin);
      await page.getByTestId('user-menu-trigger').click();
      await page.getByTestId('profile-link').click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByTestId('profile-page')).toBeVisible();
      await expect(page.getByTestId('two-factor-card')).toContainText(
        lang === 'en' ? 'Two-factor sign-in' : 'التحقق بخطوتين',
      );
      await expect(page.locator('[data-testid="session-row"][data-current="true"]')).toHaveCount(1);
      await page.getByTestId(`profile-language-${lang}`).check();
      await page.getByTestId('profile-save').click();
      await expect(toast(page)).toContainText(
        lang === 'en' ? 'Profile updated successfully' : 'تم تحديث الملف الشخصي بنجاح',
      );
      // The suite runs with reduced motion, which ends animations at once; the toast still stays its 3 s.
      await page.waitForTimeout(1500);
      await expect(toast(page)).toBeVisible();

      // A photo: uploaded, shown on the page and in the header's user menu, then removed.
      const headerPhoto = page.getByTestId('user-menu-trigger').locator('img');
      await expect(headerPhoto).toHaveCount(0);
      await expect(page.getByTestId('profile-photo-upload')).toHaveText(
        lang === 'en' ? 'Add a photo' : 'إضافة صورة',
      );
      await page.getByTestId('profile-photo-input').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: PHOTO,
      });
      await expect(page.getByTestId('profile-photo-image')).toBeVisible();
      await expect(headerPhoto).toHaveAttribute('src', /\/api\/media\/\d+/);
      await expect(page.getByTestId('profile-photo-upload')).toHaveText(
        lang === 'en' ? 'Change photo' : 'تغيير الصورة',
      );
      await page.reload();
      await expect(headerPhoto).toBeVisible();
      await page.getByTestId('profile-photo-remove').click();
      await expect(page.getByTestId('profile-photo-image')).toHaveCount(0);
      await expect(headerPhoto).toHaveCount(0);
    });

    test('enrols two-factor sign-in with the QR code, then signs in with a code', async ({
      page,
      request,
    }) => {
      const person = await newEmployee(request, lang);
      await login(page, person, '/profile');
      await page.getByTestId('two-factor-start').click();
      await expect(page.getByTestId('two-factor-qr')).toBeVisible();
      const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
      await page.getByTestId('two-factor-code').fill('000000');
      await page.getByTestId('two-factor-confirm').click();
      await expect(page.getByTestId('two-factor-code-error')).toHaveText(
        lang === 'en' ? 'The code is not correct' : 'الرمز غير صحيح',
      );
      await page.getByTestId('two-factor-code').fill(code(secret));
      await page.getByTestId('two-factor-confirm').click();
      await expect(page.getByTestId('recovery-code')).toHaveCount(10);
      await expect(page.getByTestId('two-factor-card')).toHaveAttribute('data-enabled', 'true');

      await logout(page);
      await page.getByTestId('login-email').fill(person.email);
      await page.getByTestId('login-password').fill(person.password);
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('login-code')).toBeVisible();
      await page.getByTestId('login-code').fill(code(secret));
      await page.getByTestId('login-submit').click();
      await expect(page).not.toHaveURL(/\/auth/);
    });

    test('the audit log lists sign-ins and changes with who, what and where', async ({ page }) => {
      await login(page, users.admin, '/audit-log');
      const log = page.getByTestId('audit-log');
      await expect(log).toHaveAttribute('data-state', 'ready');
      await expect(page.getByRole('columnheader', { name: lang === 'en' ? 'Who' : 'المنفّذ' })).toBeVisible();
      await expect(page.locator('[data-testid="audit-action"][data-action="login"]').first()).toBeVisible();
      await expect(page.locator('[data-testid="audit-action"][data-action="create"]').first()).toContainText(
        lang === 'en' ? 'Created' : 'إنشاء',
      );
      // Who: a searchable select of the log's actors.
      const signIn = await page.request.post('/api/auth/login', { data: users.admin });
      const headers = { authorization: `Bearer ${(await signIn.json()).data.token as string}` };
      const admin = (await (await page.request.get('/api/dashboard/profile/auth', { headers })).json())
        .data as { id: number; name: string };
      await page.getByTestId('audit-actor-filter').click();
      await page.getByRole('listbox').locator('..').getByRole('textbox').fill(admin.name.slice(0, 4));
      await page
        .getByRole('option')
        .filter({ hasText: `${admin.name} · ${lang === 'en' ? 'Employee' : 'موظف'}` })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`actor_type=employee&actor_id=${admin.id}`));
      await expect(log).toHaveAttribute('data-state', 'ready');
      const who = page.getByTestId('audit-actor');
      await expect(who.first()).toContainText(admin.name);
      // The rows of the unfiltered log may still be shown for a moment after the address changed.
      await expect
        .poll(async () => (await who.allTextContents()).filter((text) => !text.includes(admin.name)))
        .toEqual([]);
      await expect(page.getByTestId('audit-actor-filter')).toContainText(admin.name);

      // The employee created above: its history card on its page shows the creation.
      await page.goto('/audit-log?model=employees&action=create');
      await expect(log).toHaveAttribute('data-state', 'ready');
      const record = (await page.getByTestId('audit-record').first().textContent())!.match(/#(\d+)/)![1];
      await page.goto(`/employees-drivers/employees/view/${record}`);
      await expect(page.getByTestId('record-history')).toBeVisible();
      await expect(page.getByTestId('record-history').locator('[data-action="create"]')).toBeVisible();
    });
  });
}
