import { expect, test, type Page } from '@playwright/test';
import { login, useLanguage, users } from './fixtures';
import { sendOsmand, startLiveServer, type LiveServer } from './live-server';

/*
 * Itineraries end to end on a server of its own: an itinerary is planned in the form by clicking stations onto
 * the map, then its vehicle reports over OsmAnd like a phone app on the road, and the details page follows the
 * status engine: planned, running with the start station left, finished at the end station, the timeline filled.
 *
 * The fleet's zone is chosen so that its clock reads about noon while the test runs: the plan stays on one day
 * whatever the hour of the run (an itinerary across midnight is the engine's unit tests' business).
 */
const PORT = Number(process.env.E2E_PORT ?? 8181) + 8;
const utcHour = new Date().getUTCHours();
const OFFSET_H = 12 - utcHour;
const ZONE = OFFSET_H === 0 ? 'UTC' : `Etc/GMT${OFFSET_H > 0 ? '-' : '+'}${Math.abs(OFFSET_H)}`;

type Station = { lat: number; lon: number; radius: number };

let server: LiveServer | null = null;
let token = '';
let runs = 0;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startLiveServer(PORT, { SIMULATOR: '0', FLEET_TIMEZONE: ZONE });
  token = await server.adminToken();
});

/**
 * A vehicle of its own for each run (its earlier reports would otherwise count for the new plan, made the same
 * day at the same places) and a driver free today and tomorrow.
 */
async function newCrew(lang: string) {
  const run = ++runs;
  const device = `e2e-trip-${lang}-${run}`;
  const vehicle = `Trip Coaster ${lang.toUpperCase()} ${run}`;
  await server!.api('/dashboard/vehicles', {
    method: 'POST',
    token,
    body: JSON.stringify({
      name: vehicle,
      plate_number: `TRP ${100 + run}`,
      category: 'minibus',
      fuel_type: 'diesel',
      device_id: device,
    }),
  });
  // Free today and tomorrow (where each run puts a copy).
  const drivers = new Map<string, boolean>();
  for (const offset of [0, 1]) {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
      new Date(Date.now() + offset * 24 * 3600_000),
    );
    const { data } = await server!.api<{ data: { drivers: { name: string; busy: unknown[] }[] } }>(
      `/dashboard/trips/availability?day=${day}`,
      { token },
    );
    for (const { name, busy } of data.drivers)
      drivers.set(name, (drivers.get(name) ?? true) && busy.length === 0);
  }
  const driver = [...drivers].find(([, free]) => free)![0];
  return { run, device, vehicle, driver };
}

test.afterAll(async () => {
  await server?.stop();
});

/** `HH:mm` in the fleet's zone, `minutes` from now. */
function fleetClock(minutes: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + minutes * 60_000));
}

async function choose(page: Page, select: string, text: string) {
  await page.getByTestId(select).click();
  await page.getByRole('listbox').getByRole('option', { name: text }).click();
  await expect(page.getByTestId(select)).toContainText(text);
}

/** A point `share` of the way from `a` to `b`. */
const between = (a: Station, b: Station, share: number) => ({
  lat: a.lat + (b.lat - a.lat) * share,
  lon: a.lon + (b.lon - a.lon) * share,
});

for (const lang of ['ar', 'en'] as const) {
  test(`an itinerary planned on the map runs from the vehicle's own reports (${lang})`, async ({
    page,
    context,
  }, testInfo) => {
    testInfo.setTimeout(180_000);
    const crew = await newCrew(lang);
    const name = `E2E school run ${lang} ${crew.run}`;
    await useLanguage(context, lang);
    await login(page, users.admin, '/profile');
    await page.getByTestId('sidebar-item-itineraries').click();
    await expect(page).toHaveURL(/\/itinerary-management$/);
    await page.getByTestId('add-button').click();
    await expect(page).toHaveURL(/\/itinerary-management\/add$/);

    // The plan: it started two minutes ago; stations 10 minutes apart are filled in from the start time.
    await page.locator('#trip-name').fill(name);
    await page.locator('#trip-start-time').fill(fleetClock(-2));
    await choose(page, 'trip-driver-select', crew.driver);
    await choose(page, 'trip-vehicle-select', crew.vehicle);

    // Three clicks on the map: the start, a stop, the end.
    const map = page.getByTestId('trip-form-map');
    await expect(map.getByTestId('map')).toHaveAttribute('data-adds-stations', 'true', { timeout: 30_000 });
    const canvas = map.locator('canvas').first();
    const box = (await canvas.boundingBox())!;
    const clicks = [
      [0.25, 0.75],
      [0.5, 0.45],
      [0.75, 0.25],
    ] as const;
    for (const [index, [x, y]] of clicks.entries()) {
      await canvas.click({ position: { x: box.width * x, y: box.height * y } });
      await expect(page.getByTestId('station-row')).toHaveCount(index + 1);
    }
    await expect(page.getByTestId('station-marker')).toHaveCount(3);
    await expect(page.locator('#trip-stations-0-radius')).toHaveValue('150');
    await expect(page.locator('#trip-stations-2-planned-time')).toHaveValue(new RegExp(`^\\d\\d:\\d\\d$`));
    await page.screenshot({ path: testInfo.outputPath(`form-${lang}.png`), fullPage: true });
    await page.getByTestId('trip-submit').click();

    await expect(page).toHaveURL(/\/itinerary-management\/view\/\d+$/);
    const id = Number(/view\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByTestId('trip-view')).toHaveAttribute('data-trip-id', String(id));
    const badge = page.getByTestId('trip-status-badge');
    await expect(badge).toHaveAttribute('data-status', 'planned');
    const rows = page.getByTestId('timeline-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toHaveAttribute('data-next', 'true');

    const { data: trip } = await server!.api<{ data: { stations: Station[] } }>(`/dashboard/trips/${id}`, {
      token,
    });
    const [s0, s1, s2] = trip.stations as [Station, Station, Station];
    // Fix times a second or more apart (a tracker's clock counts in seconds), in the last minute.
    let time = Date.now() - 60_000;
    const report = async (point: { lat: number; lon: number }, speedKmh: number) => {
      time += 3000;
      await sendOsmand(server!.osmandPort, crew.device, { ...point, time, speedKmh });
    };

    // At the depot, then away from it: running, the start visited, the second station next.
    await report(s0, 0);
    await report(between(s0, s1, 0.2), 40);
    await report(between(s0, s1, 0.4), 40);
    await expect(badge).toHaveAttribute('data-status', 'running', { timeout: 40_000 });
    await expect(rows.nth(0)).toHaveAttribute('data-arrived', 'true', { timeout: 20_000 });
    await expect(rows.nth(0)).toHaveAttribute('data-status', 'departed', { timeout: 20_000 });
    await expect(rows.nth(1)).toHaveAttribute('data-next', 'true');
    await expect(rows.nth(1)).toHaveAttribute('data-arrived', 'false');
    await expect(page.getByTestId('trip-vehicle')).toBeVisible({ timeout: 20_000 });

    // The stop, a pause there, on to the end station: finished, every station reached.
    time = Math.max(time, Date.now() - 20_000);
    await report(s1, 0);
    await report(s1, 0);
    await report(between(s1, s2, 0.3), 40);
    await report(between(s1, s2, 0.7), 40);
    await report(s2, 0);
    await expect(badge).toHaveAttribute('data-status', 'finished', { timeout: 40_000 });
    for (const index of [0, 1, 2]) {
      await expect(rows.nth(index)).toHaveAttribute('data-arrived', 'true');
      await expect(rows.nth(index)).toHaveAttribute('data-next', 'false');
    }
    await expect(rows.nth(1)).toHaveAttribute('data-status', 'departed');
    await expect(rows.nth(1).getByTestId('timeline-arrived')).not.toHaveText('—');
    await expect(page.getByTestId('trip-edit-button')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`view-${lang}.png`), fullPage: true });

    // Duplicated to tomorrow: the copy is planned with the same crew (today's stays finished).
    await page.getByTestId('trip-duplicate-button').click();
    const dialog = page.getByTestId('duplicate-dialog');
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
      new Date(Date.now() + 24 * 3600_000),
    );
    await expect(dialog.locator('[data-today]')).toHaveCount(1);
    // On the last day of a month, tomorrow is on the next page of the calendar.
    const day = dialog.locator(`[data-day="${tomorrow}"]:not([data-outside]) button`);
    if ((await day.count()) === 0) await dialog.locator('nav button').last().click();
    await day.click();
    await expect(page.getByTestId('duplicate-count')).toContainText('1');
    await page.getByTestId('duplicate-submit').click();
    await expect(dialog).toHaveCount(0);

    // The list: under the finished tab, with its badge; deleted with the spec's confirmation.
    await page.getByTestId('sidebar-item-itineraries').click();
    await page.getByTestId('status-tabs').getByRole('tab').nth(3).click();
    await expect(page).toHaveURL(/status=finished/);
    // Until the tab's page arrives, the previous one (with the planned copy too) stays on screen.
    const row = page.getByTestId('table-row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('trip-status-badge')).toHaveAttribute('data-status', 'finished');
    await page.screenshot({ path: testInfo.outputPath(`list-${lang}.png`) });
    await row.getByTestId('row-actions-trigger').click();
    await page.getByTestId('row-action-delete').click();
    await expect(page.getByTestId('confirm-dialog')).toContainText(
      lang === 'ar' ? /هل أنت متأكد أنك تريد حذف خط السير؟/ : /Are you sure you want to delete itinerary\?/i,
    );
    await page.getByTestId('confirm-submit').click();
    await expect(page.getByTestId('table-row').filter({ hasText: name })).toHaveCount(0);
    await page.getByTestId('status-tabs').getByRole('tab').nth(2).click();
    await expect(page).toHaveURL(/status=planned/);
    const copy = page.getByTestId('table-row').filter({ hasText: name });
    await expect(copy.getByTestId('trip-status-badge')).toHaveAttribute('data-status', 'planned');
    await expect(copy).toContainText(crew.driver);
  });
}
