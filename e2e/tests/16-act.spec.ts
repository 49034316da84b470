import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectDirection, login, toast, useLanguage, users } from './fixtures';

test.describe.configure({ mode: 'serial' });

/** A demo vehicle with a tracker (its device is not connected in this run: commands wait for it). */
async function vehicleWithTracker(
  request: APIRequestContext,
  skip: number,
): Promise<{ id: number; name: string; plate_number: string }> {
  const signIn = await request.post('/api/auth/login', { data: users.admin });
  const token = ((await signIn.json()) as { data: { token: string } }).data.token;
  const response = await request.get('/api/dashboard/vehicles?per_page=50', {
    headers: { authorization: `Bearer ${token}` },
  });
  const vehicles = (
    (await response.json()) as {
      data: { id: number; name: string; plate_number: string; device_id: string | null }[];
    }
  ).data.filter((vehicle) => vehicle.device_id);
  expect(vehicles.length).toBeGreaterThan(skip);
  return vehicles[skip]!;
}

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  test.describe(`commands to trackers (${lang})`, () => {
    const text =
      lang === 'en'
        ? {
            title: 'Commands',
            waiting: 'Waiting for the tracker',
            cancelled: 'Cancelled',
            wrong: 'The password is not correct',
            confirm: 'Are you sure you want to stop the engine of this vehicle?',
          }
        : {
            title: 'الأوامر',
            waiting: 'بانتظار جهاز التتبع',
            cancelled: 'أُلغي',
            wrong: 'كلمة المرور غير صحيحة',
            confirm: 'هل أنت متأكد أنك تريد إيقاف محرك هذه المركبة؟',
          };

    test.beforeEach(async ({ context, page }) => {
      await useLanguage(context, lang);
      await login(page, users.admin);
    });

    test('the panel sends a position request, queues it for the offline tracker, and cancels it', async ({
      page,
      request,
    }) => {
      const vehicle = await vehicleWithTracker(request, index * 2);
      await page.goto(`/vehicles-management/view/${vehicle.id}`);
      await expectDirection(page, lang);
      const panel = page.getByTestId('commands-panel');
      await expect(panel.getByRole('heading', { name: text.title, exact: true })).toBeVisible();
      await panel.getByTestId('command-position-request').click();
      const row = panel.getByTestId('command-row').first();
      await expect(row.getByTestId('command-status')).toHaveText(text.waiting);
      await page.screenshot({ path: `test-results/16-act-panel-${lang}.png`, fullPage: true });
      await row.getByTestId('command-cancel').click();
      await expect(row.getByTestId('command-status')).toHaveText(text.cancelled);
    });

    test('engine stop names the vehicle and plate and asks the password again', async ({ page, request }) => {
      const vehicle = await vehicleWithTracker(request, index * 2 + 1);
      await page.goto(`/vehicles-management/view/${vehicle.id}`);
      const panel = page.getByTestId('commands-panel');
      await panel.getByTestId('command-engine-stop').click();
      const dialog = page.getByTestId('confirm-dialog');
      await expect(dialog).toContainText(text.confirm);
      await expect(dialog).toContainText(vehicle.name);
      await expect(dialog).toContainText(vehicle.plate_number);
      await expect(page.getByTestId('confirm-submit')).toBeDisabled();
      await page.getByTestId('command-password-input').fill('wrong-password');
      await page.getByTestId('confirm-submit').click();
      await expect(page.getByTestId('command-password-error')).toHaveText(text.wrong);
      await page.screenshot({ path: `test-results/16-act-dialog-${lang}.png` });
      await page.getByTestId('command-password-input').fill(users.admin.password);
      await page.getByTestId('confirm-submit').click();
      await expect(dialog).toBeHidden();
      await expect(toast(page)).toBeVisible();
      await expect(panel.getByTestId('command-row').first().getByTestId('command-status')).toHaveText(
        text.waiting,
      );
    });

    test('shares the vehicle live: link and QR code, listed with its views, revoked at once', async ({
      page,
      request,
    }) => {
      const vehicle = await vehicleWithTracker(request, index * 2);
      await page.goto(`/vehicles-management/view/${vehicle.id}`);
      const section = page.getByTestId('share-links-section');
      await section.getByTestId('share-open').click();
      const dialog = page.getByTestId('share-dialog');
      await expect(dialog).toContainText(vehicle.plate_number);
      await dialog.getByTestId('share-expiry').selectOption('4');
      await dialog.getByTestId('share-create').click();
      await expect(dialog.getByTestId('share-qr')).toBeVisible();
      await expect(dialog.getByTestId('share-url')).toHaveValue(/\/share\/[A-Za-z0-9_-]{43}$/);
      await page.screenshot({ path: `test-results/16-act-share-dialog-${lang}.png` });
      await page.keyboard.press('Escape');
      const row = section.getByTestId('share-link-row').first();
      await expect(row).toContainText(vehicle.name);
      await page.screenshot({ path: `test-results/16-act-share-list-${lang}.png`, fullPage: true });
      await row.getByTestId('share-link-revoke').click();
      await expect(
        section.getByTestId('share-link-row').first().getByTestId('share-link-revoke'),
      ).toHaveCount(0);
    });

    test('a technician text is checked (Latin only) before it is sent', async ({ page, request }) => {
      const vehicle = await vehicleWithTracker(request, index * 2);
      await page.goto(`/vehicles-management/view/${vehicle.id}`);
      const panel = page.getByTestId('commands-panel');
      await panel.getByTestId('command-text-input').fill('getinfo ☃');
      await panel.getByTestId('command-text-send').click();
      await expect(panel.getByTestId('command-text-error')).toBeVisible();
      await panel.getByTestId('command-text-input').fill('getinfo');
      await panel.getByTestId('command-text-send').click();
      await expect(panel.getByTestId('command-row').first()).toContainText('getinfo');
    });
  });
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`share link page (${lang})`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('opens without signing in on a phone, shows only the shared vehicle, and ends at revocation', async ({
      context,
      page,
      request,
    }) => {
      await useLanguage(context, lang);
      const vehicle = await vehicleWithTracker(request, 4);
      const signIn = await request.post('/api/auth/login', { data: users.admin });
      const token = ((await signIn.json()) as { data: { token: string } }).data.token;
      const headers = { authorization: `Bearer ${token}` };
      const created = await request.post('/api/dashboard/share-links', {
        headers,
        data: { vehicle_ids: [vehicle.id], expires_in_hours: 2 },
      });
      expect(created.status()).toBe(201);
      const link = (await created.json()) as { data: { id: number; url: string } };
      await page.goto(new URL(link.data.url).pathname);
      await expectDirection(page, lang);
      const list = page.getByTestId('shared-vehicles');
      await expect(list.locator('li')).toHaveCount(1);
      await expect(list).toContainText(vehicle.plate_number);
      await page.screenshot({ path: `test-results/16-act-share-${lang}.png` });
      const revoked = await request.delete(`/api/dashboard/share-links/${link.data.id}`, { headers });
      expect(revoked.status()).toBe(200);
      await expect(page.getByTestId('shared-ended')).toBeVisible({ timeout: 5_000 });
      await page.screenshot({ path: `test-results/16-act-share-ended-${lang}.png` });
    });
  });
}
