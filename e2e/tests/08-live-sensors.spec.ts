import { expect, test, type Page } from '@playwright/test';
import { login, useLanguage, users } from './fixtures';
import { startLiveServer, type LiveServer } from './live-server';

/*
 * A vehicle's fuel level and temperature on the live map's popup and on its live view (docs/api.md#sensors): a
 * vehicle with a fuel and a temperature sensor reports over OsmAnd (`fuel`, `temp1` become position attributes),
 * its calibrated values show in litres and °C, and a temperature above its range says so in words.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181) + 9;
const DEVICE = 'e2e-sensors-1';
const NAME = 'Reefer Sensors';

let server: LiveServer | null = null;
let vehicleId = 0;

/** One OsmAnd report with extra attributes; a device added moments ago is refused until the registry reloads. */
async function report(osmandPort: number, attributes: Record<string, string>) {
  const query = new URLSearchParams({
    id: DEVICE,
    timestamp: String(Math.floor(Date.now() / 1000)),
    lat: '24.713600',
    lon: '46.675300',
    speed: '0',
    ...attributes,
  });
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`http://127.0.0.1:${osmandPort}/?${query}`);
    if (response.status === 200) return;
    if (response.status !== 400 || attempt >= 30) throw new Error(`OsmAnd refused: ${response.status}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startLiveServer(PORT);
  const token = await server.adminToken();
  vehicleId = await server.addVehicle(token, {
    name: NAME,
    plate_number: 'SNS 808',
    category: 'truck',
    device_id: DEVICE,
  });
  for (const sensor of [
    {
      name: 'Main tank',
      type: 'fuel_level',
      attribute: 'fuel',
      calibration: [
        [0, 0],
        [1000, 200],
      ],
      capacity: 200,
    },
    { name: 'Cold room', type: 'temperature', attribute: 'temp1', min: -20, max: 8 },
  ]) {
    await server.api(`/dashboard/vehicles/${vehicleId}/sensors`, {
      method: 'POST',
      token,
      body: JSON.stringify(sensor),
    });
  }
  await report(server.osmandPort, { fuel: '600', temp1: '12.5' });
});

test.afterAll(async () => {
  await server?.stop();
});

for (const lang of ['ar', 'en'] as const) {
  test(`the popup and the live view show the fuel level and the temperature (${lang})`, async ({
    page,
    context,
  }, testInfo) => {
    testInfo.setTimeout(120_000);
    await useLanguage(context, lang);
    await login(page, users.admin);
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'open');
    await page.getByTestId('fleet-search').fill(NAME);
    await expect(page.getByTestId('fleet-list-item')).toHaveCount(1);
    await page.getByTestId('fleet-list-item').click();
    const popup = page.getByTestId('vehicle-popup');
    await expect(popup).toHaveAttribute('data-vehicle-id', String(vehicleId));
    const litres = lang === 'ar' ? /(120|١٢٠) لتر/ : /120 L/;
    await expect(popup).toContainText('Main tank');
    await expect(popup).toContainText(litres);
    await expect(popup).toContainText(/(12\.5|١٢٫٥) °C/);
    await expect(popup).toContainText(lang === 'ar' ? 'أعلى من الحد الأقصى' : 'above the maximum');
    await page.screenshot({ path: testInfo.outputPath(`popup-sensors-${lang}.png`) });

    await page.getByTestId('popup-details-link').click();
    await expect(page).toHaveURL(new RegExp(`/vehicle-details/${vehicleId}$`));
    const facts = page.getByTestId('live-facts');
    await expect(facts).toContainText(litres);
    await expect(page.getByTestId('sensor-value-' + (await sensorId(page, 'Cold room')))).toHaveAttribute(
      'data-out-of-range',
      'above',
    );
    await page.screenshot({ path: testInfo.outputPath(`live-sensors-${lang}.png`), fullPage: true });
  });
}

/** The id of the sensor the live view shows under this name. */
async function sensorId(page: Page, name: string): Promise<string> {
  const fact = page.locator('[data-testid^="live-fact-sensor-"]', { hasText: name });
  const testId = (await fact.getAttribute('data-testid'))!;
  return testId.replace('live-fact-sensor-', '');
}
