import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectDirection, login, users } from './fixtures';
import { startLiveServer, type LiveServer } from './live-server';

test.describe.configure({ mode: 'serial' });

/** WCAG 2.1 AA on the Sensors tab (and a dialog open over it). */
async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .include(where)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: users.admin });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** A demo vehicle (a different one per language) and a numeric attribute of its last report, if it has one. */
async function demoVehicle(request: APIRequestContext, index: number) {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/dashboard/vehicles?per_page=10', { headers });
  const vehicles = ((await list.json()) as { data: { id: number }[] }).data;
  expect(vehicles.length).toBeGreaterThan(index);
  const id = vehicles[index]!.id;
  const one = await request.get(`/api/dashboard/vehicles/${id}`, { headers });
  const vehicle = (
    (await one.json()) as { data: { last_report?: { attributes?: Record<string, unknown> } | null } }
  ).data;
  const numeric = Object.entries(vehicle.last_report?.attributes ?? {}).find(
    ([, value]) => typeof value === 'number',
  );
  return { id, token, attribute: numeric?.[0] ?? 'io201' };
}

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  test.describe(`sensors (${lang})`, () => {
    const text =
      lang === 'en'
        ? {
            tab: 'Sensors',
            name: 'Main tank',
            renamed: 'Main tank (left)',
            header: 'Raw\tLitres',
            order:
              'The raw values of the calibration table must increase from one point to the next, without repeats',
            empty: 'No sensors on this vehicle yet',
            noReadings: 'No readings on this day',
          }
        : {
            tab: 'الحساسات',
            name: 'الخزان الرئيسي',
            renamed: 'الخزان الرئيسي (الأيسر)',
            header: 'الخام\tاللترات',
            order: 'القيم الخام في جدول المعايرة تتزايد من نقطة إلى التالية دون تكرار',
            empty: 'لا حساسات لهذه المركبة بعد',
            noReadings: 'لا قراءات في هذا اليوم',
          };
    // A spreadsheet's copy: a header, then raw ⇥ litres (Arabic-Indic digits and the Arabic decimal separator in Arabic).
    const table =
      lang === 'en'
        ? `${text.header}\n0\t0\n250\t18.5\n500\t40\n1000\t80\n`
        : `${text.header}\n٠\t٠\n٢٥٠\t١٨٫٥\n٥٠٠\t٤٠\n١٠٠٠\t٨٠\n`;

    test('adds a fuel sensor with a pasted table, sees its curve, edits it, meets the table errors and removes it', async ({
      page,
      context,
      request,
    }, testInfo) => {
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const vehicle = await demoVehicle(request, index);
      await login(page, users.admin, `/vehicles-management/view/${vehicle.id}`);
      await expectDirection(page, lang);
      // By keyboard: the tabs' arrows (mirrored in Arabic) and End move the selection and the focus.
      await page.getByTestId('vehicle-tab-details').focus();
      await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(page.getByTestId('vehicle-tab-maintenance')).toBeFocused();
      await page.keyboard.press('End');
      await expect(page.getByTestId('vehicle-tab-sensors')).toBeFocused();
      await expect(page.getByTestId('vehicle-tab-sensors')).toHaveText(text.tab);
      await expect(page.getByTestId('vehicle-tab-sensors')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('sensors-empty')).toContainText(text.empty);
      await expectAccessible(page, '[data-testid="vehicle-sensors"]');

      // Add: name, attribute, capacity, and the table pasted from a spreadsheet.
      await page.getByTestId('sensor-add-button').click();
      const dialog = page.getByTestId('sensor-dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByTestId('sensor-name').fill(text.name);
      await dialog.getByTestId('sensor-attribute').fill(vehicle.attribute);
      await dialog.getByTestId('sensor-capacity').fill(lang === 'ar' ? '٨٠' : '80');
      await dialog.getByTestId('calibration-paste').fill(table);
      await dialog.getByTestId('calibration-apply-paste').click();
      await expect(dialog.getByTestId('calibration-row')).toHaveCount(4);
      await expect(dialog.getByTestId('calibration-value-1')).toHaveValue('18.5');
      // The curve is drawn.
      await expect(dialog.getByTestId('calibration-chart').locator('.recharts-line-curve')).toBeVisible();
      await expectAccessible(page, '[data-testid="sensor-dialog"]');
      await dialog.getByTestId('calibration-chart').scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`sensor-form-${lang}.png`) });
      await dialog.getByTestId('sensor-submit').click();
      await expect(dialog).toHaveCount(0);
      const card = page.getByTestId('sensor-card');
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('sensor-name')).toHaveText(text.name);
      await expect(card.getByTestId('readings-empty')).toContainText(text.noReadings);
      await expectAccessible(page, '[data-testid="vehicle-sensors"]');
      await page.screenshot({ path: testInfo.outputPath(`sensors-tab-${lang}.png`), fullPage: true });

      // Edit: a raw value that does not rise is refused at its row, before and by the server.
      await card.getByTestId('sensor-edit-button').click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('calibration-row')).toHaveCount(4);
      await dialog.getByTestId('calibration-raw-2').fill(lang === 'ar' ? '٢٠٠' : '200');
      await dialog.getByTestId('sensor-submit').click();
      await expect(dialog.getByTestId('calibration-raw-2-error')).toHaveText(text.order);
      await expect(dialog.getByTestId('calibration-raw-2')).toHaveAttribute('aria-invalid', 'true');
      await dialog.getByTestId('calibration-raw-2').scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`sensor-form-error-${lang}.png`) });
      const sensorId = Number(await card.getAttribute('data-sensor-id'));
      const refused = await request.put(`/api/dashboard/vehicles/${vehicle.id}/sensors/${sensorId}`, {
        headers: { authorization: `Bearer ${vehicle.token}`, 'accept-language': lang },
        data: {
          name: text.name,
          type: 'fuel_level',
          attribute: vehicle.attribute,
          calibration: [
            [0, 0],
            [250, 18.5],
            [200, 40],
          ],
        },
      });
      expect(refused.status()).toBe(422);
      const body = (await refused.json()) as { errors: Record<string, string[]> };
      expect(body.errors['calibration.2.0']).toEqual([text.order]);

      // Put it right, rename, remove a point: saved.
      await dialog.getByTestId('calibration-raw-2').fill(lang === 'ar' ? '٦٠٠' : '600');
      await expect(dialog.getByTestId('calibration-raw-2-error')).toHaveCount(0);
      await dialog.getByTestId('calibration-remove-1').click();
      await dialog.getByTestId('sensor-name').fill(text.renamed);
      await dialog.getByTestId('sensor-submit').click();
      await expect(dialog).toHaveCount(0);
      await expect(card.getByTestId('sensor-name')).toHaveText(text.renamed);
      const saved = await request.get(`/api/dashboard/vehicles/${vehicle.id}/sensors/${sensorId}`, {
        headers: { authorization: `Bearer ${vehicle.token}` },
      });
      expect(((await saved.json()) as { data: { calibration: number[][] } }).data.calibration).toEqual([
        [0, 0],
        [600, 40],
        [1000, 80],
      ]);

      // Remove.
      await card.getByTestId('sensor-remove-button').click();
      await page.getByTestId('confirm-submit').click();
      await expect(page.getByTestId('sensor-card')).toHaveCount(0);
      await expect(page.getByTestId('sensors-empty')).toBeVisible();
    });

    test('a user who may only see vehicles sees the sensors without the buttons to change them', async ({
      page,
      context,
      request,
    }) => {
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const vehicle = await demoVehicle(request, index);
      const created = await request.post(`/api/dashboard/vehicles/${vehicle.id}/sensors`, {
        headers: { authorization: `Bearer ${vehicle.token}` },
        data: { name: text.name, type: 'temperature', attribute: 'temp1', min: 2, max: 8 },
      });
      expect(created.status()).toBe(201);
      const sensorId = ((await created.json()) as { data: { id: number } }).data.id;
      try {
        await login(page, users.auditor, `/vehicles-management/view/${vehicle.id}?tab=sensors`);
        const card = page.getByTestId('sensor-card');
        await expect(card.getByTestId('sensor-name')).toHaveText(text.name);
        await expect(card.getByTestId('readings-empty')).toBeVisible();
        await expect(page.getByTestId('sensor-add-button')).toHaveCount(0);
        await expect(card.getByTestId('sensor-edit-button')).toHaveCount(0);
        await expect(card.getByTestId('sensor-remove-button')).toHaveCount(0);
      } finally {
        await request.delete(`/api/dashboard/vehicles/${vehicle.id}/sensors/${sensorId}`, {
          headers: { authorization: `Bearer ${vehicle.token}` },
        });
      }
    });
  });
}

/*
 * Readings against a server of this spec's own with the OsmAnd listener on: a parked vehicle reports its tank at
 * 40 L for a quarter of an hour, is refuelled to 80 L, and its cold box leaves 2–8 °C for five minutes.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181) + 19;
const DEVICE = 'e2e-sensors-1';

test.describe('sensor readings', () => {
  test.use({ baseURL: `http://127.0.0.1:${PORT}` });
  let server: LiveServer | null = null;
  let vehicleId = 0;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    server = await startLiveServer(PORT);
    const token = await server.adminToken();
    const post = <T>(path: string, body: unknown) =>
      server!.api<T>(path, { method: 'POST', token, body: JSON.stringify(body) });
    vehicleId = (
      await post<{ data: { id: number } }>('/dashboard/vehicles', {
        name: 'Cold Hino',
        plate_number: 'SNS 909',
        category: 'truck',
        fuel_type: 'diesel',
        device_id: DEVICE,
      })
    ).data.id;
    await post(`/dashboard/vehicles/${vehicleId}/sensors`, {
      name: 'Tank',
      type: 'fuel_level',
      attribute: 'adc1',
      capacity: 100,
      calibration: [
        [0, 0],
        [1000, 100],
      ],
    });
    await post(`/dashboard/vehicles/${vehicleId}/sensors`, {
      name: 'Cold box',
      type: 'temperature',
      attribute: 'temp1',
      min: 2,
      max: 8,
    });
    // 40 minutes, one report every 30 s: 40 L for 15 minutes, then 80 L; 11 °C from minute 20 to 25.
    const start = Date.now() - 41 * 60_000;
    for (let s = 0; s <= 40 * 60; s += 30) {
      const query = new URLSearchParams({
        id: DEVICE,
        timestamp: String(Math.floor((start + s * 1000) / 1000)),
        lat: '24.713600',
        lon: '46.675300',
        speed: '0',
        adc1: String(s < 15 * 60 ? 400 : 800),
        temp1: String(s >= 20 * 60 && s < 25 * 60 ? 11 : 5),
      });
      for (let attempt = 0; ; attempt++) {
        // A device added moments ago is refused until the registry reloads (10 s): retried.
        const response = await fetch(`http://127.0.0.1:${server.osmandPort}/?${query}`);
        if (response.status === 200) break;
        if (attempt >= 30) throw new Error(`OsmAnd report refused: ${response.status}`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`the day's fuel level with its refuel, the cold box with its band, the latest raw reading on the curve (${lang})`, async ({
      page,
      context,
    }, testInfo) => {
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await login(page, users.admin, `/vehicles-management/view/${vehicleId}?tab=sensors`);
      await expectDirection(page, lang);
      const tank = page.getByTestId('sensor-card').filter({ hasText: 'Tank' });
      const box = page.getByTestId('sensor-card').filter({ hasText: 'Cold box' });
      await expect(tank.getByTestId('sensor-latest')).toHaveText(lang === 'en' ? '80 L' : '80 لتر');
      await expect(tank.getByTestId('readings-chart').locator('.recharts-line-curve')).toBeVisible();
      // The refuel is found once the level settled (the event engine works as the reports come): marked and listed.
      await expect(tank.getByTestId('readings-fuel-events').locator('li')).toHaveCount(1, {
        timeout: 30_000,
      });
      await expect(tank.getByTestId('readings-fuel-events')).toContainText(
        lang === 'en' ? 'Refuel at' : 'تزود بالوقود',
      );
      await expect(box.getByTestId('readings-band')).toBeVisible();
      expect(await box.locator('.excursion-dot').count()).toBeGreaterThan(0);
      await expectAccessible(page, '[data-testid="vehicle-sensors"]');
      await page.screenshot({ path: testInfo.outputPath(`sensors-readings-${lang}.png`), fullPage: true });

      await tank.getByTestId('sensor-edit-button').click();
      const dialog = page.getByTestId('sensor-dialog');
      await expect(dialog.getByTestId('calibration-latest')).toContainText('800');
      await expect(dialog.getByTestId('calibration-latest')).toContainText('80');
      await expect(dialog.locator('.recharts-reference-dot')).toHaveCount(1);
      await dialog.getByTestId('calibration-chart').scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`sensor-curve-${lang}.png`) });
    });
  }

  for (const lang of ['en', 'ar'] as const) {
    test(`the movement record shows the period's fuel level and cold box under the map (${lang})`, async ({
      page,
      context,
    }, testInfo) => {
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await login(page, users.admin, `/vehicle-details/${vehicleId}`);
      await page.getByTestId('view-record').click();
      await page.getByTestId('record-preset-last-hour').click();
      await expect(page).toHaveURL(/[?&]from=/);
      const card = page.getByTestId('record-sensors-card');
      const fuel = card.locator('[data-testid="record-sensor"][data-sensor-type="fuel_level"]');
      const cold = card.locator('[data-testid="record-sensor"][data-sensor-type="temperature"]');
      await expect(fuel.getByTestId('readings-chart').locator('.recharts-line-curve')).toBeVisible({
        timeout: 20_000,
      });
      // The refuel of the period: marked ▲ on the chart and listed.
      await expect(fuel.getByTestId('readings-fuel-events').locator('li')).toHaveCount(1, {
        timeout: 30_000,
      });
      await expect(cold.getByTestId('readings-band')).toBeVisible();
      expect(await cold.locator('.excursion-dot').count()).toBeGreaterThan(0);
      await expectAccessible(page, '[data-testid="record-sensors-card"]');
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`record-sensors-${lang}.png`), fullPage: true });
    });

    test(`the cold box's printable record of the day: band, figures and the excursion, on A4 (${lang})`, async ({
      page,
      context,
    }, testInfo) => {
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await login(page, users.admin, `/vehicles-management/view/${vehicleId}?tab=sensors`);
      const box = page.getByTestId('sensor-card').filter({ hasText: 'Cold box' });
      await box.getByTestId('sensor-print-record').click();
      await expect(page).toHaveURL(/\/temperature-record\/\d+\/\d+\?day=/);
      const record = page.getByTestId('temperature-record');
      await expect(record.getByTestId('record-fact-vehicle')).toHaveText('Cold Hino');
      await expect(record.getByTestId('record-fact-plate')).toHaveText('SNS 909');
      await expect(record.getByTestId('readings-chart').locator('.recharts-line-curve')).toBeVisible();
      // 5 °C with 11 °C for five minutes: the report's figures and the one excursion, peaking at 11 °C.
      await expect(record.getByTestId('record-sum-min')).toContainText('5');
      await expect(record.getByTestId('record-sum-max')).toContainText('11');
      await expect(record.getByTestId('record-sum-excursions')).toHaveText('1', { timeout: 30_000 });
      await expect(record.getByTestId('record-excursion')).toHaveCount(1, { timeout: 30_000 });
      await expect(record.getByTestId('record-excursion')).toContainText('11');
      await expectAccessible(page, '[data-testid="temperature-record-page"]');
      await page.screenshot({ path: testInfo.outputPath(`temperature-record-${lang}.png`), fullPage: true });
      // Printed: the record alone, without the sidebar, the header or the day picker.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('record-print')).toBeHidden();
      await expect(page.locator('[data-print="hide"]').first()).toBeHidden();
      await expect(record).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`temperature-record-print-${lang}.png`),
        fullPage: true,
      });
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      expect(pdf.byteLength).toBeGreaterThan(10_000);
      await testInfo.attach(`temperature-record-${lang}.pdf`, { body: pdf, contentType: 'application/pdf' });
      await page.emulateMedia({ media: 'screen' });
    });

    test(`fuel cards: add a transaction, a sheet with a bad row imports nothing, the fixed sheet imports (${lang})`, async ({
      page,
      context,
    }, testInfo) => {
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const token = await server!.adminToken();
      const count = async () =>
        (
          await server!.api<{ meta: { total: number } }>(
            `/dashboard/fuel-transactions?vehicle_ids=${vehicleId}`,
            {
              token,
            },
          )
        ).meta.total;
      const before = await count();
      // Each language's run uses its own day, so that the rows it adds are told apart.
      const day = lang === 'en' ? '2026-01-15' : '2026-01-16';
      await login(page, users.admin, '/fuel-cards');
      await expect(page.getByTestId('fuel-cards')).toHaveAttribute('data-state', 'ready');
      await expectAccessible(page, 'main');

      // Add: a fill-up the sensors never saw (no refuel that day): flagged, said in words.
      await page.getByTestId('add-button').click();
      const dialog = page.getByTestId('fuel-dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByTestId('fuel-submit').click();
      await expect(dialog.getByTestId('fuel-litres-error')).toBeVisible();
      await expectAccessible(page, '[data-testid="fuel-dialog"]');
      await dialog.getByTestId('fuel-vehicle').click();
      await page.getByRole('option').filter({ hasText: 'Cold Hino' }).first().click();
      await dialog.getByTestId('fuel-time').fill(`${day}T09:30`);
      await dialog.getByTestId('fuel-litres').fill(lang === 'ar' ? '٥٠' : '50');
      await dialog.getByTestId('fuel-station').fill('Station 7');
      await dialog.getByTestId('fuel-submit').click();
      await expect(dialog).toHaveCount(0);
      expect(await count()).toBe(before + 1);
      await page.getByTestId('fuel-vehicle-filter').click();
      await page.getByRole('option').filter({ hasText: 'Cold Hino' }).first().click();
      const row = page.getByTestId('fuel-table').locator('tbody tr').filter({ hasText: 'Station 7' });
      await expect(row).toHaveCount(lang === 'en' ? 1 : 2);
      await expect(row.first().getByTestId('fuel-status')).toHaveText(
        lang === 'en' ? 'Flagged' : 'مُعلَّمة للمراجعة',
      );
      await expect(row.first().getByTestId('fuel-match')).toHaveText(
        lang === 'en' ? 'No refuel seen' : 'لم تُرصد تعبئة',
      );
      await page.screenshot({ path: testInfo.outputPath(`fuel-cards-${lang}.png`), fullPage: true });

      // Import: one row names a vehicle that does not exist. Checked: the row's error; nothing is imported.
      const sheet = (plate: string) =>
        Buffer.from(
          `plate_number,time,litres,station\nSNS 909,${day} 11:00,30,Station 8\n${plate},${day} 12:00,20,Station 9\n`,
        );
      await page.getByTestId('import-button').click();
      const importer = page.getByTestId('import-dialog');
      await importer.getByTestId('import-file-input').setInputFiles({
        name: 'fuel.csv',
        mimeType: 'text/csv',
        buffer: sheet('NOPE 000'),
      });
      await importer.getByTestId('import-check').click();
      await expect(importer.getByTestId('import-failed-row')).toHaveCount(1);
      await expect(importer.getByTestId('import-failed-row')).toHaveAttribute('data-row', '3');
      await expect(importer.getByTestId('import-all')).toBeDisabled();
      await expectAccessible(page, '[data-testid="import-dialog"]');
      await page.screenshot({ path: testInfo.outputPath(`fuel-import-error-${lang}.png`) });
      // Mode "all" over the API with the same sheet: refused whole.
      const form = new FormData();
      form.append('mode', 'all');
      form.append('file', new Blob([sheet('NOPE 000')], { type: 'text/csv' }), 'fuel.csv');
      const refused = await fetch(`http://127.0.0.1:${PORT}/api/dashboard/fuel-transactions/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(refused.status).toBe(422);
      expect(await count()).toBe(before + 1);

      // Fixed: both rows imported.
      await importer.getByTestId('import-file-input').setInputFiles({
        name: 'fuel.csv',
        mimeType: 'text/csv',
        buffer: sheet('SNS 909'),
      });
      await importer.getByTestId('import-check').click();
      await expect(importer.getByTestId('import-count-ready')).toHaveText(lang === 'ar' ? /2|٢/ : '2');
      await importer.getByTestId('import-all').click();
      await expect(importer).toHaveCount(0);
      expect(await count()).toBe(before + 3);
      await expect(
        page.getByTestId('fuel-table').locator('tbody tr').filter({ hasText: 'Station 9' }),
      ).toHaveCount(lang === 'en' ? 1 : 2);
    });
  }
});
