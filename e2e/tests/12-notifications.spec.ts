import { expect, test, type Page } from '@playwright/test';
import { signIn, useLanguage, users } from './fixtures';
import { pressSos, startLiveServer, type LiveServer } from './live-server';

/*
 * Notifications for real: a rule made in the form, an SOS pressed on a demo phone (OsmAnd `alarm=sos`), the
 * engine's alarm event, its notification over the WebSocket (toast, bell), the inbox; in both languages.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181) + 12;
const ADMIN_NAME = 'مدير النظام';

let server: LiveServer | null = null;
let device = '';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startLiveServer(PORT, { SIMULATOR: '0' });
  const token = await server.adminToken();
  const vehicles = await server.api<{ data: { device_id: string | null }[] }>(
    '/dashboard/vehicles?per_page=5',
    {
      token,
    },
  );
  device = vehicles.data.find((vehicle) => vehicle.device_id)!.device_id!;
});

test.afterAll(async () => {
  await server?.stop();
});

let pressed = 0;
/** One SOS press a few seconds back, each a little later than the one before. */
async function pressNextSos() {
  pressed += 1;
  await pressSos(server!.osmandPort, device, Math.floor(Date.now() / 1000) - 30 + pressed * 2);
}

async function pick(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: label }).click();
}

for (const lang of ['ar', 'en'] as const) {
  test.describe(`notifications (${lang})`, () => {
    const text =
      lang === 'en'
        ? {
            rule: 'SOS to the administrator',
            required: 'This field is required',
            sent: 'alarm — SOS',
            all: 'Mark all as read',
          }
        : {
            rule: 'استغاثة إلى المدير',
            required: 'هذا الحقل مطلوب',
            sent: 'استغاثة',
            all: 'تعليم الكل كمقروء',
          };

    test.beforeEach(async ({ context, page }) => {
      await useLanguage(context, lang);
      await signIn(page, users.admin);
    });

    test('makes a rule in the form, refusing one without recipients', async ({ page }) => {
      await page.goto('/notifications/rules');
      await page.getByTestId('add-button').click();
      await expect(page).toHaveURL(/\/notifications\/rules\/add$/);
      await page.getByTestId('rule-name').fill(text.rule);
      await page.getByTestId('rule-type-alarm').check();
      await page.getByTestId('rule-save').click();
      await expect(page.getByTestId('error-recipients')).toHaveText(text.required);
      await pick(page, 'rule-employees-select', ADMIN_NAME);
      await expect(page.getByTestId('rule-employees').getByText(ADMIN_NAME)).toBeVisible();
      await page.getByTestId('rule-save').click();
      await expect(page).toHaveURL(/\/notifications\/rules\/view\/\d+$/);
      await expect(page.getByTestId('rule-view')).toContainText(text.rule);
      await expect(page.getByTestId('deliveries-table')).toBeVisible();
      await page.goto('/notifications/rules');
      await expect(page.getByTestId('rules-table').getByText(text.rule)).toBeVisible();
    });

    test('an SOS arrives live: a toast that stays, the bell count, the inbox, mark all read', async ({
      page,
    }) => {
      // Two servers and two browsers drawing maps share CI's two cores: the steps below may take a while.
      test.setTimeout(120_000);
      await page.goto('/');
      const bell = page.getByTestId('notification-bell');
      await expect(bell).toBeVisible();
      // Start from nothing unread, so the count below is this press's.
      const before = Number(await bell.getAttribute('data-unread'));
      if (before > 0) {
        await bell.click();
        await page.getByTestId('notification-mark-all').click();
        await expect(bell).toHaveAttribute('data-unread', '0');
        await page.keyboard.press('Escape');
      }
      // The home map's socket opens once the map has said what it shows: the press must come after.
      await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'open', {
        timeout: 30_000,
      });
      await pressNextSos();
      const toast = page.locator('.Toastify__toast').filter({ hasText: text.sent });
      await expect(toast).toBeVisible({ timeout: 20_000 });
      await expect(bell).toHaveAttribute('data-unread', /^[1-9]/);
      await expect(page.getByTestId('notification-count')).toBeVisible();
      // Critical: it stays.
      await page.waitForTimeout(7_000);
      await expect(toast).toBeVisible();
      await toast.getByRole('button').click(); // dismissed by hand
      await expect(toast).toHaveCount(0);

      await bell.click();
      const item = page.getByTestId('notification-menu-item').first();
      await expect(item).toContainText(text.sent);
      await page.keyboard.press('Escape');

      await page.goto('/notifications');
      await expect(page.getByTestId('notifications-inbox')).toHaveAttribute('data-state', 'ready');
      await expect(page.getByTestId('inbox-item').first()).toHaveAttribute('data-read', 'false');
      await expect(page.getByTestId('inbox-item').first()).toContainText(text.sent);
      await page.getByTestId('inbox-status').selectOption('unread');
      await page.getByRole('button', { name: text.all }).click();
      await expect(page.getByTestId('notification-bell')).toHaveAttribute('data-unread', '0');
      await page.getByTestId('inbox-status').selectOption('all');
      await expect(page.getByTestId('inbox-item').first()).toHaveAttribute('data-read', 'true');
      // A notification opens the vehicle's movement record at the event's time.
      await page.getByTestId('inbox-item').first().getByRole('link').click();
      await expect(page).toHaveURL(/\/vehicle-details\/\d+\?view=record&.*at=/);
    });
  });
}
