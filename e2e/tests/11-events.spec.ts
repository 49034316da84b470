import { expect, test } from '@playwright/test';
import type { FleetEvent } from '@fleet/shared/schemas/events';
import { ARABIC, login, useLanguage, users } from './fixtures';
import { sendOsmand, startLiveServer, type LiveServer } from './live-server';

/*
 * Events made for real: a vehicle reports over the OsmAnd device port, driving through a circular geofence
 * created through the API (entry, then exit) and then above the fleet's speed limit for two minutes
 * (overspeed). The engine derives the events; the Events page and the movement record show them.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181) + 11;
const DEVICE = 'e2e-events-1';
const DEPOT = { lat: 24.75, lon: 46.7, radius: 300 };
const NAVIGATION = { timeout: 20_000 };

let server: LiveServer | null = null;
let vehicleId = 0;
let geofenceId = 0;

/** Ten minutes, one fix every 10 s, ending 20 minutes ago: north through the depot, then at 150 km/h. */
async function drive(osmandPort: number) {
  const start = Date.now() - 30 * 60_000;
  for (let s = 0; s <= 10 * 60; s += 10) {
    const speedKmh = s >= 6 * 60 && s < 8 * 60 ? 150 : 40;
    await sendOsmand(osmandPort, DEVICE, {
      lat: 24.74 + (s / 600) * 0.03,
      lon: DEPOT.lon,
      time: start + s * 1000,
      speedKmh,
      bearing: 0,
    });
  }
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // No demo data: the demo's own events (expiring documents) would mix with the ones this spec makes.
  server = await startLiveServer(PORT, {
    SIMULATOR: '0',
    DEMO: '0',
    ADMIN_EMAIL: users.admin.email,
    ADMIN_PASSWORD: users.admin.password,
  });
  const token = await server.adminToken();
  vehicleId = await server.addVehicle(token, {
    name: 'Events Coaster',
    plate_number: 'EVT 202',
    category: 'minibus',
    device_id: DEVICE,
  });
  const geofence = await server.api<{ data: { id: number } }>('/dashboard/geofences', {
    method: 'POST',
    token,
    body: JSON.stringify({
      name: 'E2E Depot',
      type: 'circle',
      geometry: { type: 'Point', coordinates: [DEPOT.lon, DEPOT.lat] },
      radius: DEPOT.radius,
    }),
  });
  geofenceId = geofence.data.id;
  await drive(server.osmandPort);
  // The engine derives the events from the stored positions.
  await expect
    .poll(
      async () => {
        const page = await server!.api<{ data: FleetEvent[] }>(
          `/dashboard/events?vehicle_id=${vehicleId}&per_page=100`,
          { token },
        );
        return page.data.map((event) => event.type).sort();
      },
      { timeout: 60_000 },
    )
    .toEqual(['geofence_enter', 'geofence_exit', 'overspeed']);
});

test.afterAll(async () => {
  await server?.stop();
});

const TYPE_NAMES = {
  ar: { overspeed: 'تجاوز السرعة', geofence_enter: 'دخول منطقة جغرافية' },
  en: { overspeed: 'Overspeed', geofence_enter: 'Geofence entry' },
};

for (const lang of ['ar', 'en'] as const) {
  test(`events page: filters, and a row opens the movement record at the event (${lang})`, async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    await useLanguage(context, lang);
    await login(page, users.admin, '/profile');
    await page.getByTestId('sidebar-item-events').click();
    await expect(page).toHaveURL(/\/events$/, NAVIGATION);
    const list = page.getByTestId('events-list');
    await expect(list).toHaveAttribute('data-state', 'ready', NAVIGATION);
    const rows = page.getByTestId('table-row');
    await expect(rows).toHaveCount(3);
    // Newest first: the overspeed came after the exit, which came after the entry.
    await expect(rows.first().getByTestId('event-type')).toContainText(TYPE_NAMES[lang].overspeed);
    await expect(rows.last().getByTestId('event-type')).toContainText(TYPE_NAMES[lang].geofence_enter);
    await expect(rows.last().getByTestId('event-place')).toContainText('E2E Depot');
    // The server writes each event's message in the request's language.
    const message = (await rows.first().getByTestId('event-message').textContent()) ?? '';
    expect(ARABIC.test(message)).toBe(lang === 'ar');
    await page.screenshot({ path: testInfo.outputPath(`events-${lang}.png`), fullPage: true });
    // On a 1280 px screen every column fits: no text is cut at the table's edge.
    await page.setViewportSize({ width: 1280, height: 850 });
    const overflow = await page
      .getByTestId('events-table')
      .locator('table')
      .evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
    expect(overflow).toBe(0);
    await page.setViewportSize({ width: 1366, height: 850 });

    // Type: overspeed only.
    await page.getByTestId('event-type-filter').click();
    await page.getByRole('option').filter({ hasText: TYPE_NAMES[lang].overspeed }).click();
    await expect(page).toHaveURL(/type=overspeed/, NAVIGATION);
    await expect(list).toHaveAttribute('data-state', 'ready', NAVIGATION);
    await expect(rows).toHaveCount(1);
    await expect(rows.getByTestId('event-severity')).toHaveAttribute('data-severity', 'warning');
    await page.getByTestId('clear-filters').click();

    // Severity: information is the geofence's entry and exit.
    await page.getByTestId('event-severity-filter').click();
    await page
      .getByRole('option')
      .filter({ hasText: lang === 'ar' ? 'معلومة' : 'Information' })
      .click();
    await expect(page).toHaveURL(/severity=info/, NAVIGATION);
    await expect(list).toHaveAttribute('data-state', 'ready', NAVIGATION);
    await expect(rows).toHaveCount(2);
    await page.getByTestId('clear-filters').click();

    // Geofence: its options are searched on the server.
    await page.getByTestId('event-geofence-filter').click();
    await page.locator('[data-radix-popper-content-wrapper] input').fill('E2E');
    await page.getByRole('option').filter({ hasText: 'E2E Depot' }).click();
    await expect(page).toHaveURL(new RegExp(`geofence_id=${geofenceId}`), NAVIGATION);
    await expect(list).toHaveAttribute('data-state', 'ready', NAVIGATION);
    await expect(rows).toHaveCount(2);

    // The entry's time opens the vehicle's movement record at that moment.
    await rows.last().getByTestId('event-open-record').click();
    await expect(page).toHaveURL(new RegExp(`/vehicle-details/${vehicleId}\\?view=record.*at=`), NAVIGATION);
    const record = page.getByTestId('movement-record');
    await expect(record).toHaveAttribute('data-state', 'ready', NAVIGATION);
    await expect(record).toHaveAttribute('data-events', '3');
    await expect(page.getByTestId('event-marker')).toHaveCount(3);
    await expect(page.getByTestId('record-event')).toHaveCount(3);
    // The playback stands at the entry: it is the current event, the later ones not yet passed.
    const entry = page.locator('[data-testid=record-event][data-type=geofence_enter]');
    await expect(entry).toHaveAttribute('aria-current', 'true');
    await expect(entry).toHaveAttribute('data-passed', 'true');
    await expect(page.locator('[data-testid=record-event][data-type=overspeed]')).toHaveAttribute(
      'data-passed',
      'false',
    );
    await expect(page.locator('[data-testid=event-marker][data-type=geofence_enter]')).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The entry's pin stands on the track where the playback is (the map has flown there): its
    // button's centre, over a 12 px stem, right above the playback vehicle's centre.
    const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
    await expect
      .poll(
        async () => {
          const pin = await box('[data-testid=event-marker][data-type=geofence_enter]');
          const vehicle = await box('[data-testid=playback-marker]');
          return Math.hypot(
            pin.x + pin.width / 2 - (vehicle.x + vehicle.width / 2),
            pin.y + pin.height + 12 - (vehicle.y + vehicle.height / 2),
          );
        },
        { timeout: 15_000 },
      )
      .toBeLessThan(12);
    await page.screenshot({ path: testInfo.outputPath(`record-events-${lang}.png`), fullPage: true });

    // Choosing the overspeed in the list moves the playback there.
    await page.locator('[data-testid=record-event][data-type=overspeed]').click();
    await expect(page.locator('[data-testid=record-event][data-type=overspeed]')).toHaveAttribute(
      'data-passed',
      'true',
    );
    await expect(page.locator('[data-testid=event-marker][data-type=overspeed]')).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
}

for (const [lang, minutesAgo] of [
  ['ar', 12],
  ['en', 6],
] as const) {
  test(`home map: a new event arrives live in the recent events (${lang})`, async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    await useLanguage(context, lang);
    await login(page, users.admin);
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'open', NAVIGATION);
    const toggle = page.getByTestId('recent-events-toggle');
    await expect(toggle).toHaveAttribute('data-unseen', '0');
    // Another overspeed episode: two minutes at 150 km/h, then back to 40.
    const start = Date.now() - minutesAgo * 60_000;
    for (let s = 0; s <= 180; s += 10) {
      await sendOsmand(server!.osmandPort, DEVICE, {
        lat: 24.78 + s * 0.0002,
        lon: DEPOT.lon,
        time: start + s * 1000,
        speedKmh: s < 120 ? 150 : 40,
      });
    }
    await expect(toggle).toHaveAttribute('data-unseen', '1', { timeout: 30_000 });
    await toggle.click();
    const item = page.getByTestId('recent-event');
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('data-type', 'overspeed');
    await expect(item).toContainText('Events Coaster');
    await expect(toggle).toHaveAttribute('data-unseen', '0');
    await page.screenshot({ path: testInfo.outputPath(`home-recent-events-${lang}.png`) });
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/vehicle-details/${vehicleId}\\?view=record`), NAVIGATION);
  });
}

let secondVehicle = false;

/** A second vehicle about a kilometre from the first, parked. */
async function addSecondVehicle() {
  if (secondVehicle) return;
  secondVehicle = true;
  const token = await server!.adminToken();
  await server!.api('/dashboard/vehicles', {
    method: 'POST',
    token,
    body: JSON.stringify({
      name: 'Cluster Camry',
      plate_number: 'CLU 303',
      category: 'car',
      fuel_type: 'petrol',
      device_id: 'e2e-events-2',
    }),
  });
  await sendOsmand(server!.osmandPort, 'e2e-events-2', {
    lat: 24.79,
    lon: 46.71,
    time: Date.now() - 60_000,
    speedKmh: 0,
  });
}

for (const lang of ['ar', 'en'] as const) {
  test(`home map: nearby vehicles cluster into a count when zoomed out; a click zooms in (${lang})`, async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    await addSecondVehicle();
    await useLanguage(context, lang);
    await login(page, users.admin);
    await expect(page.getByTestId('status-counter-all')).toHaveAttribute('data-count', /\d+/);
    const clusters = page.getByTestId('vehicle-cluster');
    // The two vehicles are about a kilometre apart: drawn on their own at street level.
    await expect(clusters).toHaveCount(0);
    for (let i = 0; i < 5; i++) await page.locator('.maplibregl-ctrl-zoom-out').click();
    await expect(clusters).toHaveCount(1, { timeout: 15_000 });
    await expect(clusters).toHaveAttribute('data-count', '2');
    await expect(clusters).toHaveText('2');
    // Its name says the count first (the visible text), then the statuses in words.
    await expect(clusters).toHaveAttribute('aria-label', lang === 'ar' ? /^2 مركبة \(/ : /^2 vehicles \(/);
    await page.screenshot({ path: testInfo.outputPath(`home-cluster-${lang}.png`) });
    await clusters.click();
    await expect(clusters).toHaveCount(0, { timeout: 15_000 });
  });
}
