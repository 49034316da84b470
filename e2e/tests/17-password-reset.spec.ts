import { expect, test, type APIRequestContext } from '@playwright/test';
import { mailsTo } from '../mail-server';
import { ARABIC, expectDirection, login, logout, useLanguage, users } from './fixtures';

// Two sign-ins, a mail round trip and three page loads: more than the default minute on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const dataDir = process.env.E2E_DATA_DIR!;

/** A fresh employee whose interface language is `lang` (so the mail comes in it), made through the API. */
async function newEmployee(request: APIRequestContext, lang: 'ar' | 'en') {
  const signIn = await request.post('/api/auth/login', { data: users.admin });
  const token = (await signIn.json()).data.token as string;
  const headers = { authorization: `Bearer ${token}` };
  const profile = (await (await request.get('/api/dashboard/profile/auth', { headers })).json()).data;
  const serial = String(Date.now()).slice(-8);
  const email = `reset-${lang}-${serial}@example.com`;
  const created = await request.post('/api/dashboard/employees', {
    headers,
    data: {
      name: lang === 'ar' ? 'موظف الاستعادة' : 'Reset person',
      email,
      password: 'old-password-1',
      identity_number: `2${serial}${lang === 'ar' ? '3' : '4'}`,
      country_code: '+966',
      phone: `5${serial.slice(0, 7)}${lang === 'ar' ? '3' : '4'}`,
      role_id: profile.role.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  // Signing in once with the language chosen stores it on the server (emails come in it).
  const own = await request.post('/api/auth/login', { data: { email, password: 'old-password-1' } });
  const ownToken = (await own.json()).data.token as string;
  const saved = await request.put('/api/dashboard/profile', {
    headers: { authorization: `Bearer ${ownToken}` },
    data: { name: lang === 'ar' ? 'موظف الاستعادة' : 'Reset person', language: lang },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { email, password: 'old-password-1' };
}

for (const lang of ['en', 'ar'] as const) {
  test(`forgot password → email → reset link → sign in with the new password (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    const person = await newEmployee(request, lang);
    await useLanguage(context, lang);

    await page.goto('/auth/login');
    await expectDirection(page, lang);
    await page.getByTestId('forgot-password-link').click();
    await expect(page.getByTestId('forgot-password-page')).toBeVisible();
    await page.getByTestId('forgot-email').fill(person.email);
    await page.getByTestId('forgot-submit').click();
    const sent = page.getByTestId('forgot-sent');
    await expect(sent).toBeVisible();
    if (lang === 'ar') await expect(sent).toContainText(ARABIC);
    else await expect(sent).not.toContainText(ARABIC);

    // The mail, as the SMTP server received it, in the person's language, with the link.
    await expect.poll(() => mailsTo(dataDir, person.email).length, { timeout: 15_000 }).toBe(1);
    const [mail] = mailsTo(dataDir, person.email);
    if (lang === 'ar') {
      expect(mail!.subject).toBe('إعادة تعيين كلمة المرور');
      expect(mail!.html).toContain('dir="rtl"');
    } else {
      expect(mail!.subject).toBe('Reset your password');
      expect(mail!.html).toContain('dir="ltr"');
    }
    const link = mail!.text.match(/https?:\/\/\S+\/auth\/reset-password\?token=[\w%-]+/)?.[0];
    expect(link, mail!.text).toBeTruthy();

    await page.goto(link!);
    await expect(page.getByTestId('reset-password-page')).toBeVisible();
    await expectDirection(page, lang);
    await page.getByTestId('reset-password').fill('new-password-2');
    await page.getByTestId('reset-submit').click();
    await expect(page).toHaveURL(/\/auth\/login/);

    // The old password no longer works; the new one does.
    await page.getByTestId('login-email').fill(person.email);
    await page.getByTestId('login-password').fill(person.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await login(page, { email: person.email, password: 'new-password-2' });

    // The link works once.
    await logout(page);
    await page.goto(link!);
    await page.getByTestId('reset-password').fill('another-password-3');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-token-error')).toBeVisible();
  });
}
