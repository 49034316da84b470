import { expect, test, type Page } from '@playwright/test';
import { login, signIn, logout, toast, useLanguage, users } from './fixtures';

test.describe.configure({ mode: 'serial' });

/** Clicks the drawing map at fractions of its size (terra-draw listens to the canvas's pointer events). */
async function clickMap(page: Page, points: [number, number][]) {
  const canvas = page.getByTestId('geofence-draw-map').locator('canvas');
  await expect(canvas).toBeVisible();
  const box = (await canvas.boundingBox())!;
  for (const [x, y] of points) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y);
    await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
    await page.waitForTimeout(120);
  }
}

async function openAddForm(page: Page) {
  await page.goto('/geofences');
  await page.getByTestId('add-button').click();
  await expect(page).toHaveURL(/\/geofences\/add$/);
  // The map is ready to draw once terra-draw has taken over the canvas.
  await expect(page.getByTestId('geofence-draw-map').locator('canvas')).toBeVisible();
  await page.waitForTimeout(500);
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`geofences (${lang})`, () => {
    // A failed test retries the whole serial group on a fresh worker, after the first try's geofences were saved:
    // each try names its own, so that "lists both" finds exactly one of each.
    let polygonName = '';
    let circleName = '';
    const ids: number[] = [];

    test.beforeAll(async ({ browserName: _ }, testInfo) => {
      const attempt = testInfo.retry ? ` ${testInfo.retry + 1}` : '';
      polygonName = (lang === 'en' ? 'North depot yard' : 'ساحة المستودع الشمالي') + attempt;
      circleName = (lang === 'en' ? 'Airport circle' : 'دائرة المطار') + attempt;
    });

    test.beforeEach(async ({ context, page }) => {
      await useLanguage(context, lang);
      await signIn(page, users.admin);
    });

    test('draws a polygon with the mouse and saves it', async ({ page }) => {
      await openAddForm(page);
      const form = page.getByTestId('geofence-form');
      await form.locator('input[name="name"]').fill(polygonName);
      // Nothing drawn yet: the form refuses before asking the server.
      await page.getByTestId('geofence-submit').click();
      await expect(page.getByTestId('geofence-geometry-error')).toHaveText(
        lang === 'en' ? 'Draw the zone on the map' : 'ارسم المنطقة على الخريطة',
      );
      await clickMap(page, [
        [0.3, 0.3],
        [0.7, 0.3],
        [0.62, 0.72],
        [0.3, 0.3],
      ]);
      const geometry = page.getByTestId('geofence-geometry');
      await expect(geometry).toHaveAttribute('data-type', 'Polygon');
      await expect(geometry).toHaveAttribute('data-points', '3');
      await expect(page.getByTestId('geofence-geometry-error')).toHaveCount(0);
      await form.locator('input[name="speed_limit"]').fill(lang === 'ar' ? '٦٠' : '60');
      await page.getByTestId('geofence-submit').click();

      await expect(page).toHaveURL(/\/geofences\/view\/\d+$/);
      ids.push(Number(new URL(page.url()).pathname.split('/').pop()));
      await expect(page.getByTestId('geofence-fact-name')).toContainText(polygonName);
      await expect(page.getByTestId('geofence-fact-type')).toContainText(lang === 'en' ? 'Polygon' : 'مضلّع');
      await expect(page.getByTestId('geofence-fact-speed_limit')).toContainText('60');
    });

    test('places a circle and types its radius, refusing one out of range', async ({ page }) => {
      await openAddForm(page);
      const form = page.getByTestId('geofence-form');
      await form.locator('input[name="name"]').fill(circleName);
      await page.getByTestId('geofence-type-circle').check({ force: true });
      const centre = page.getByTestId('geofence-centre');
      if (lang === 'en') {
        // A click that lands while the form lays out the circle's fields misses the canvas: a person clicks again.
        await expect(async () => {
          await clickMap(page, [[0.5, 0.5]]);
          await expect(centre).toHaveValue(/^\d+\.\d{6}, \d+\.\d{6}$/, { timeout: 3_000 });
        }).toPass({ timeout: 20_000 });
      } else {
        // The keyboard's way: the centre typed, in Arabic-Indic digits with the Arabic comma.
        await centre.fill('٢٤٫٧١٣٦، ٤٦٫٦٧٥٣');
        await centre.press('Enter');
        await expect(centre).toHaveValue('24.713600, 46.675300');
      }
      await expect(page.getByTestId('geofence-geometry')).toHaveAttribute('data-type', 'Point');
      const radius = page.getByTestId('geofence-radius');
      await radius.fill('5');
      await page.getByTestId('geofence-submit').click();
      await expect(page.getByTestId('geofence-radius-error')).toBeVisible();
      await expect(page).toHaveURL(/\/geofences\/add$/);
      // Arabic-Indic digits are digits.
      await radius.fill(lang === 'ar' ? '٧٥٠' : '750');
      await expect(page.getByTestId('geofence-radius-error')).toHaveCount(0);
      await page.getByTestId('geofence-submit').click();

      await expect(page).toHaveURL(/\/geofences\/view\/\d+$/);
      ids.push(Number(new URL(page.url()).pathname.split('/').pop()));
      await expect(page.getByTestId('geofence-fact-type')).toContainText(lang === 'en' ? 'Circle' : 'دائرة');
      await expect(page.getByTestId('geofence-fact-size')).toContainText('750');
      if (lang === 'ar')
        await expect(page.getByTestId('geofence-fact-centre')).toContainText('24.713600, 46.675300');
    });

    test('lists both and finds one by its name', async ({ page }) => {
      await page.goto('/geofences');
      const rows = page.getByTestId('table-row');
      await expect(rows.filter({ hasText: polygonName })).toHaveCount(1);
      await expect(rows.filter({ hasText: circleName })).toHaveCount(1);
      await page.getByTestId('list-search').fill(circleName);
      await expect(page).toHaveURL(/name=/);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(circleName);
    });

    test('shows them on the home map, and hides them with the toggle', async ({ page }) => {
      // The home map twice (a reload): slow beside the other shard's browser on a 2-core machine.
      test.setTimeout(150_000);
      await page.goto('/');
      const toggle = page.getByTestId('geofences-toggle');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(toggle).toHaveText(lang === 'en' ? 'Geofences' : 'المناطق الجغرافية');
      const layer = page.getByTestId('geofences-layer');
      await expect(layer).toHaveAttribute('data-ids', /\d/);
      const shown = ((await layer.getAttribute('data-ids')) ?? '').split(',').map(Number);
      expect(shown).toEqual(expect.arrayContaining(ids));
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(layer).toHaveCount(0);
      // The choice is remembered.
      await page.reload();
      await expect(page.getByTestId('geofences-toggle')).toHaveAttribute('aria-pressed', 'false');
      await page.getByTestId('geofences-toggle').click();
      await expect(page.getByTestId('geofences-layer')).toHaveAttribute('data-ids', /\d/);
    });

    test('saves an event threshold typed in Arabic-Indic or Latin digits', async ({ page }) => {
      await page.goto('/geofences');
      await page
        .getByTestId('sidebar')
        .getByRole('link', { name: lang === 'en' ? 'Settings' : 'الإعدادات' })
        .click();
      await expect(page).toHaveURL(/\/settings\/events$/);
      const limit = page.getByTestId('settings-overspeed_limit');
      await expect(limit).toHaveValue(/\d+/);
      const typed = lang === 'en' ? '95' : '٩٠';
      const saved = lang === 'en' ? '95' : '90';
      await limit.fill('5');
      await page.getByTestId('settings-submit').click();
      await expect(page.getByTestId('settings-overspeed-limit-error')).toBeVisible();
      await limit.fill(typed);
      await page.getByTestId('settings-submit').click();
      await expect(toast(page)).toContainText(
        lang === 'en' ? 'Event settings saved' : 'حُفظت إعدادات الأحداث',
      );
      await page.reload();
      await expect(page.getByTestId('settings-overspeed_limit')).toHaveValue(saved);
    });
  });
}

test('a user who may only view geofences sees them but may not add one nor open the settings', async ({
  context,
  page,
}) => {
  // A role of its own: the demo roles are changed by earlier flows (the roles spec moves their employees).
  await useLanguage(context, 'en');
  await login(page, users.admin);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const suffix = Date.now().toString().slice(-8);
  const role = await page.request.post('/api/dashboard/roles', {
    headers,
    data: { name: `Geofence viewers ${suffix}`, permissions: ['show_tracking', 'show_geofences'] },
  });
  expect(role.status()).toBe(201);
  const viewer = { email: `geofence-viewer-${suffix}@example.com`, password: 'viewer12345' };
  const employee = await page.request.post('/api/dashboard/employees', {
    headers,
    data: {
      name: 'Geofence viewer',
      ...viewer,
      identity_number: `10${suffix}`,
      country_code: '+966',
      phone: `5${suffix}`,
      role_id: (await role.json()).data.id,
    },
  });
  expect(employee.status()).toBe(201);
  await logout(page);

  await login(page, viewer);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByRole('link', { name: 'Geofences' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.goto('/geofences');
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  await expect(page.getByTestId('add-button')).toHaveCount(0);
  await page.goto('/settings/events');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test('draws a corridor for chosen vehicles and shows the server refusing a vehicle deleted meanwhile', async ({
  context,
  page,
}) => {
  await useLanguage(context, 'en');
  await login(page, users.admin);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/dashboard/vehicles', {
    headers,
    data: { name: 'Corridor test van', plate_number: 'CTV 4411', category: 'van', fuel_type: 'diesel' },
  });
  expect(created.status()).toBe(201);
  const vehicleId = (await created.json()).data.id as number;

  await openAddForm(page);
  const form = page.getByTestId('geofence-form');
  await form.locator('input[name="name"]').fill('Ring road corridor');
  await page.getByTestId('geofence-type-corridor').check({ force: true });
  await clickMap(page, [
    [0.2, 0.6],
    [0.5, 0.4],
    [0.8, 0.5],
    [0.8, 0.5],
  ]);
  await expect(page.getByTestId('geofence-geometry')).toHaveAttribute('data-type', 'LineString');
  await expect(page.getByTestId('geofence-geometry')).toHaveAttribute('data-points', '3');
  await page.getByTestId('geofence-width').fill('250');
  await page.getByTestId('geofence-vehicles-some').check();
  await page.getByTestId('geofence-vehicle-select').click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /Corridor test van/ })
    .click();
  await expect(page.getByTestId('geofence-chosen-vehicles')).toContainText('Corridor test van');

  // The vehicle goes away before the form is sent: the server names the field, the form shows it there.
  expect((await page.request.delete(`/api/dashboard/vehicles/${vehicleId}`, { headers })).status()).toBe(200);
  await page.getByTestId('geofence-submit').click();
  await expect(page.getByTestId('geofence-vehicle-ids-error')).toBeVisible();
  await expect(page).toHaveURL(/\/geofences\/add$/);

  await page.getByTestId('geofence-vehicles-all').check();
  await page.getByTestId('geofence-submit').click();
  await expect(page).toHaveURL(/\/geofences\/view\/\d+$/);
  await expect(page.getByTestId('geofence-fact-type')).toContainText('Corridor');
  await expect(page.getByTestId('geofence-fact-size')).toContainText('250');
  await expect(page.getByTestId('geofence-fact-vehicles')).toContainText('All vehicles');
});
