import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectDirection, login, signIn, toast, useLanguage, users } from './fixtures';
import { freePort, sendOsmand, startLiveServer, type LiveServer } from './live-server';

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
      await signIn(page, users.admin);
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
      // When it was made, on the fleet's clock like every other time, the zone named.
      await expect(row).toContainText(lang === 'en' ? '(GMT+3)' : '(غرينتش+3)');
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

    test('the Shared links page lists links with views and expiry, filters by status and revokes at once', async ({
      page,
      request,
    }) => {
      const vehicle = await vehicleWithTracker(request, index * 2 + 1);
      const signIn = await request.post('/api/auth/login', { data: users.admin });
      const token = ((await signIn.json()) as { data: { token: string } }).data.token;
      const note = `page-${lang}-${Date.now()}`;
      const created = await request.post('/api/dashboard/share-links', {
        headers: { authorization: `Bearer ${token}` },
        data: { vehicle_ids: [vehicle.id], expires_in_hours: 3, note },
      });
      expect(created.status()).toBe(201);
      await page.goto('/');
      const nav = page.getByRole('link', { name: lang === 'en' ? 'Shared links' : 'الروابط المشاركة' });
      await nav.first().click();
      await expect(page).toHaveURL(/\/shared-links/);
      await expectDirection(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'en' ? 'Shared links' : 'الروابط المشاركة',
      );
      const row = page.getByTestId('share-link-row').filter({ hasText: note });
      await expect(row).toContainText(vehicle.plate_number);
      await expect(row).toContainText(lang === 'en' ? '0 views' : '0 مشاهدة');
      await expect(row.getByTestId('share-link-status')).toHaveAttribute('data-status', 'active');
      // Its expiry on the fleet's clock (Asia/Riyadh here, 3 h ahead of this browser's UTC), the zone named.
      const expiresAt = ((await created.json()) as { data: { expires_at: string } }).data.expires_at;
      const riyadh = new Intl.DateTimeFormat('en-US', {
        timeZone: 'Asia/Riyadh',
        hour: 'numeric',
        minute: '2-digit',
      })
        .format(new Date(expiresAt))
        .replace(/\s/gu, ' ');
      await expect(row).toContainText(lang === 'en' ? `${riyadh} (GMT+3)` : riyadh.replace(/ [AP]M$/u, ''));
      if (lang === 'ar') await expect(row).toContainText('(غرينتش+3)');
      await page.screenshot({ path: `test-results/16-act-shared-links-${lang}.png`, fullPage: true });
      await row.getByTestId('share-link-revoke').click();
      await expect(row.getByTestId('share-link-status')).toHaveAttribute('data-status', 'revoked');
      await expect(row.getByTestId('share-link-revoke')).toHaveCount(0);
      // Filtered: the active tab no longer holds it, the revoked one does.
      await page.getByRole('tab', { name: lang === 'en' ? 'Active' : 'فعّال' }).click();
      await expect(page.getByTestId('share-link-row').filter({ hasText: note })).toHaveCount(0);
      await page.getByRole('tab', { name: lang === 'en' ? 'Revoked' : 'ملغى' }).click();
      await expect(page.getByTestId('share-link-row').filter({ hasText: note })).toHaveCount(1);
    });

    test('shares an itinerary live from its page: the public page shows its stations', async ({
      page,
      request,
    }) => {
      const signIn = await request.post('/api/auth/login', { data: users.admin });
      const token = ((await signIn.json()) as { data: { token: string } }).data.token;
      const headers = { authorization: `Bearer ${token}` };
      // An itinerary of its own, on a free day far ahead (the demo's drivers and vehicles are taken today).
      const drivers = await request.get('/api/dashboard/drivers?per_page=5', { headers });
      const driver = ((await drivers.json()) as { data: { id: number }[] }).data[index]!;
      const vehicles = await request.get('/api/dashboard/vehicles?per_page=50', { headers });
      const vehicle = ((await vehicles.json()) as { data: { id: number; status: boolean }[] }).data.filter(
        (v) => v.status,
      )[index]!;
      // A retry of the group runs this again: another day, so the first try's itinerary does not overlap.
      const day = new Date(Date.now() + (200 + index + 2 * test.info().retry) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const made = await request.post('/api/dashboard/trips', {
        headers,
        data: {
          name: `Shared run ${lang}`,
          day,
          start_time: '07:00',
          driver_id: driver.id,
          vehicle_id: vehicle.id,
          stations: [
            { name: 'Depot', lat: 24.7, lon: 46.67, planned_time: '07:00' },
            { name: 'School', lat: 24.72, lon: 46.69, planned_time: '07:30' },
          ],
        },
      });
      expect(made.status(), await made.text()).toBe(201);
      const trip = (
        (await made.json()) as { data: { id: number; name: string; stations: { name: string }[] } }
      ).data;
      await page.goto(`/itinerary-management/view/${trip.id}`);
      await page.getByTestId('trip-share-button').click();
      const dialog = page.getByTestId('share-dialog');
      await expect(dialog).toContainText(trip.name);
      await expect(dialog.getByRole('heading')).toHaveText(
        lang === 'en' ? 'Share the itinerary live' : 'مشاركة خط السير مباشرة',
      );
      await dialog.getByTestId('share-create').click();
      const url = await dialog.getByTestId('share-url').inputValue();
      await page.screenshot({ path: `test-results/16-act-share-trip-dialog-${lang}.png` });
      await page.goto(new URL(url).pathname);
      const section = page.locator('section[aria-labelledby="shared-trip"]');
      await expect(section).toContainText(trip.name);
      await expect(section.locator('li')).toHaveCount(trip.stations.length);
      // Its status and timeline, as on its own page (a day far ahead: planned, every station pending).
      await expect(section.getByTestId('trip-status-badge')).toHaveText(lang === 'en' ? 'Planned' : 'مخططة');
      await expect(section.getByTestId('timeline-row')).toHaveCount(trip.stations.length);
      await expect(section.getByTestId('timeline-row').first()).toHaveAttribute('data-next', 'true');
      await expect(section.getByTestId('timeline-status').first()).not.toBeEmpty();
      // Its times and the link's expiry on the fleet's clock, named as such.
      const zone = lang === 'en' ? 'GMT+3' : 'غرينتش+3';
      await expect(section.getByTestId('shared-trip-zone')).toContainText(zone);
      await expect(page.getByTestId('shared-page')).toContainText(`(${zone})`);
      await page.screenshot({ path: `test-results/16-act-share-trip-page-${lang}.png`, fullPage: true });
      // The plan changes while the page is open: the page follows, without a reload.
      const changed = await request.put(`/api/dashboard/trips/${trip.id}`, {
        headers,
        data: {
          name: `Shared run ${lang} (changed)`,
          day,
          start_time: '07:00',
          driver_id: driver.id,
          vehicle_id: vehicle.id,
          stations: [
            { name: 'Depot', lat: 24.7, lon: 46.67, planned_time: '07:00' },
            { name: 'Clinic', lat: 24.71, lon: 46.68, planned_time: '07:15' },
            { name: 'School', lat: 24.72, lon: 46.69, planned_time: '07:30' },
          ],
        },
      });
      expect(changed.status(), await changed.text()).toBe(200);
      await expect(section).toContainText(`Shared run ${lang} (changed)`);
      await expect(section.getByTestId('timeline-row')).toHaveCount(3);
    });

    test('shares vehicles picked on the home map', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/');
      await page.getByTestId('fleet-pick-start').focus();
      await page.keyboard.press('Enter');
      const picks = page.getByTestId('fleet-list-pick');
      await expect(picks.first()).toBeVisible();
      const share = page.getByTestId('fleet-share-picked');
      await expect(share).toBeDisabled();
      const ids: string[] = [];
      for (const n of [0, 1]) {
        ids.push((await picks.nth(n).getAttribute('data-vehicle-id')) ?? '');
        await picks.nth(n).check();
        await expect(picks.nth(n)).toHaveAttribute('aria-checked', 'true');
      }
      await expect(page.getByTestId('fleet-picked-count')).toContainText(
        lang === 'en' ? '2 selected' : 'المحدد: 2',
      );
      await share.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByTestId('share-dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByTestId('share-expiry').focus();
      await page.keyboard.press('Tab');
      await page.keyboard.type('Two buses');
      await dialog.getByTestId('share-create').focus();
      await page.keyboard.press('Enter');
      const url = await dialog.getByTestId('share-url').inputValue();
      expect(url).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
      await page.screenshot({ path: `test-results/16-act-share-selection-${lang}.png` });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // The picked pair is what the link shows, nothing else.
      await page.goto(new URL(url).pathname);
      const list = page.getByTestId('shared-vehicles');
      await expect(list.locator('li')).toHaveCount(2);
      const shown = await page
        .getByTestId('shared-page')
        .evaluate(() =>
          [...document.querySelectorAll('[data-testid^="shared-vehicle-"]')].map((node) =>
            node.getAttribute('data-testid'),
          ),
        );
      for (const id of shown) expect(ids.map((value) => `shared-vehicle-${value}`)).toContain(id);
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

/*
 * Who drove, in the movement record: a server of its own (the shared one has no device listener) takes an hour
 * of OsmAnd reports carrying driver keys — a known driver's, then a card nobody owns.
 */
const LIVE_PORT = await freePort();
test.describe('movement record names who drove', () => {
  test.use({ baseURL: `http://127.0.0.1:${LIVE_PORT}` });
  let server: LiveServer | null = null;
  let vehicleId = 0;
  const driverName = 'Key Driver Khalid';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startLiveServer(LIVE_PORT, { SIMULATOR: '0' });
    const token = await server.adminToken();
    const device = 'e2e-keys-1';
    vehicleId = await server.addVehicle(token, {
      name: 'Keyed Coaster',
      plate_number: 'KEY 204',
      category: 'minibus',
      device_id: device,
    });
    const expiry = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    await server.api('/dashboard/drivers', {
      method: 'POST',
      token,
      body: JSON.stringify({
        name: driverName,
        identity_number: '1098765432',
        country_code: '+966',
        phone: '598765432',
        nationality: 'sa',
        licence_number: 'KEY-204',
        licence_expiry_date: expiry,
        key_id: 'card-204',
      }),
    });
    const start = Date.now() - 40 * 60_000;
    for (let minute = 0; minute <= 30; minute += 1) {
      await sendOsmand(server.osmandPort, device, {
        lat: 24.69 + minute * 0.001,
        lon: 46.68 + minute * 0.0007,
        time: start + minute * 60_000,
        speedKmh: 40,
        bearing: 32,
        driverUniqueId: minute < 20 ? 'card-204' : 'card-999',
      });
    }
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`each driver key along the track, and who drove at the playback time (${lang})`, async ({
      context,
      page,
    }) => {
      await useLanguage(context, lang);
      await login(page, users.admin, `/vehicle-details/${vehicleId}`);
      await page.getByTestId('view-record').click();
      await page.getByTestId('record-preset-last-hour').click();
      const record = page.getByTestId('movement-record');
      await expect(record).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
      const card = page.getByTestId('record-drivers-card');
      await expect(card).toContainText(lang === 'en' ? 'Who drove' : 'من قاد المركبة');
      const spans = card.getByTestId('record-driver');
      await expect(spans).toHaveCount(2);
      await expect(spans.nth(0)).toContainText(driverName);
      await expect(spans.nth(0)).toHaveAttribute('data-known', 'true');
      await expect(spans.nth(1)).toContainText('CARD-999');
      await expect(spans.nth(1)).toHaveAttribute('data-known', 'false');
      // The playback starts at the record's start: the known driver.
      await expect(card.getByTestId('record-driver-now')).toContainText(driverName);
      await expect(spans.nth(0)).toHaveAttribute('aria-current', 'true');
      await expectDirection(page, lang);
      await page.screenshot({ path: `test-results/16-act-record-drivers-${lang}.png` });
    });
  }
});
