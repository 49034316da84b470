import { expect, test, type Page } from '@playwright/test';
import { STATUS_COLORS } from '../../apps/web/src/features/tracking/status';
import { login, useLanguage, users } from './fixtures';
import { sendOsmand, startLiveServer, type LiveServer } from './live-server';

/*
 * Live tracking against its own server with the demo simulator on: the demo fleet drives around
 * Riyadh and reports through the device ports (OsmAnd, Teltonika, GT06) like real trackers. A last
 * hour with a stop is sent beforehand over OsmAnd for one extra vehicle, for the movement record.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181) + 7;
const RECORD_DEVICE = 'e2e-record-1';

let server: LiveServer | null = null;
let recordVehicleId = 0;
/** When each fix of the record vehicle's hour was taken (ms). */
const recordFixTimes: number[] = [];

/** An hour: 20 minutes of driving, 12 minutes parked, 20 minutes driving, one OsmAnd report every 20 s. */
async function sendLastHour(osmandPort: number) {
  const start = Date.now() - 55 * 60_000;
  let lat = 24.69;
  let lon = 46.68;
  for (let s = 0; s <= 52 * 60; s += 20) {
    const parked = s >= 20 * 60 && s < 32 * 60;
    if (!parked) {
      lat += 0.0011;
      lon += 0.0007;
    }
    recordFixTimes.push(start + s * 1000);
    await sendOsmand(osmandPort, RECORD_DEVICE, {
      lat,
      lon,
      time: start + s * 1000,
      speedKmh: parked ? 0 : 45,
      bearing: 32,
    });
  }
}

test.describe.configure({ mode: 'serial' });
// The default motion (the suite's is reduced): markers glide and the camera flies, as most users see them.
test.use({ baseURL: `http://127.0.0.1:${PORT}`, reducedMotion: 'no-preference' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startLiveServer(PORT);
  const token = await server.adminToken();
  recordVehicleId = await server.addVehicle(token, {
    name: 'Record Coaster',
    plate_number: 'REC 101',
    category: 'minibus',
    device_id: RECORD_DEVICE,
  });
  await sendLastHour(server.osmandPort);
});

test.afterAll(async () => {
  await server?.stop();
});

/** Share of the map canvas's pixels near a color (the vehicle icons are drawn in their status color). */
async function colorShare(page: Page, testId: string, rgb: [number, number, number]): Promise<number> {
  // The counters and the connection badge over the map carry status colors too: masked out.
  const png = await page
    .getByTestId(testId)
    .locator('canvas')
    .first()
    .screenshot({ mask: [page.getByTestId('status-counters'), page.getByTestId('connection-state')] });
  return page.evaluate(
    async ({ base64, rgb }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let near = 0;
      for (let i = 0; i < data.length; i += 4) {
        const d =
          Math.abs(data[i]! - rgb[0]) + Math.abs(data[i + 1]! - rgb[1]) + Math.abs(data[i + 2]! - rgb[2]);
        if (d < 40) near++;
      }
      return near / (data.length / 4);
    },
    { base64: png.toString('base64'), rgb },
  );
}

/** The moving status's colour, as the web app draws it. */
const GREEN = rgbOf(STATUS_COLORS.moving);
function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}
const count = async (page: Page, status: string) =>
  Number(await page.getByTestId(`status-counter-${status}`).getAttribute('data-count'));

test('the home map asks the server for its viewport and draws the server clusters when zoomed out', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await useLanguage(context, 'en');
  await login(page, users.admin);
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'open');
  await expect.poll(() => count(page, 'all'), { timeout: 20_000 }).toBeGreaterThanOrEqual(22);
  const home = page.getByTestId('home-map');
  // Zoomed out to the country: only the server sends clusters (the web app clusters nothing itself), so
  // clusters on the map mean the map told the server what it shows.
  const zoomOut = home.locator('.maplibregl-ctrl-zoom-out');
  const clusters = page.getByTestId('vehicle-cluster');
  await expect(async () => {
    await zoomOut.click();
    await expect(clusters.first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  // The clusters hold every vehicle with a position in view: at most the fleet, at least one.
  const counted = async () =>
    (
      await clusters.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-count'))))
    ).reduce((sum, n) => sum + n, 0);
  await expect.poll(counted, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(await counted()).toBeLessThanOrEqual(await count(page, 'all'));
  await expect(clusters.first()).toHaveAttribute('aria-label', /\d/);
  // A click zooms in until the server sends the vehicles themselves: the clusters go.
  await expect(async () => {
    if ((await clusters.count()) > 0) await clusters.first().click();
    await expect(clusters).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
});

for (const lang of ['ar', 'en'] as const) {
  test(`live tracking: the fleet on the map, counters, search, details followed live (${lang})`, async ({
    page,
    context,
  }, testInfo) => {
    testInfo.setTimeout(300_000);
    await useLanguage(context, lang);
    await login(page, users.admin);
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'open');
    await expect.poll(() => count(page, 'all'), { timeout: 20_000 }).toBeGreaterThanOrEqual(22);
    await expect.poll(() => count(page, 'moving'), { timeout: 30_000 }).toBeGreaterThan(0);
    // Moving vehicles are drawn in green on the map.
    await page.screenshot({ path: testInfo.outputPath(`home-${lang}.png`) });
    await expect
      .poll(() => colorShare(page, 'home-map', GREEN), { timeout: 60_000 })
      .toBeGreaterThan(0.000005);

    // A counter filters the map and the list: only moving vehicles, then none of them under "pause".
    await page.getByTestId('status-counter-moving').click();
    await expect(page.getByTestId('status-counter-moving')).toHaveAttribute('aria-pressed', 'true');
    const statuses = await page
      .getByTestId('fleet-list-item')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-status')));
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['moving']));
    await page.getByTestId('status-counter-pause').click();
    await expect.poll(() => colorShare(page, 'home-map', GREEN), { timeout: 60_000 }).toBeLessThan(0.000002);
    await page.screenshot({ path: testInfo.outputPath(`home-filtered-${lang}.png`) });
    await page.getByTestId('status-counter-all').click();

    // The side-list search finds a moving vehicle by name; a click flies there and opens its popup.
    // Read together: the list re-renders as statuses change, so two reads could name two vehicles.
    const [id, name] = await page
      .locator('[data-testid=fleet-list-item][data-status=moving]')
      .first()
      .evaluate((item) => [item.getAttribute('data-vehicle-id')!, item.querySelector('bdi')!.textContent!]);
    await page.getByTestId('fleet-search').fill(name);
    await expect(page.getByTestId('fleet-list-item')).toHaveCount(1);
    await page.getByTestId('fleet-list-item').click();
    const popup = page.getByTestId('vehicle-popup');
    await expect(popup).toHaveAttribute('data-vehicle-id', id!);
    await expect(popup).toContainText(name);
    await expect(page.getByTestId('popup-last-update')).toHaveText(lang === 'ar' ? /الآن|قبل/ : /now|ago/);
    const map = (await page.getByTestId('home-map').locator('canvas').boundingBox())!;
    await expect
      .poll(
        async () => {
          const box = (await popup.boundingBox())!;
          return Math.abs(box.x + box.width / 2 - (map.x + map.width / 2)) < map.width * 0.25;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    // A click on the vehicle itself on the map opens its popup again (the WebGL layer's own
    // hit-testing): the popup's tip stands 16 px above the vehicle. The vehicle may move between the
    // reading and the click: then the list opens the popup again and the click is retried.
    await expect(async () => {
      if (!(await popup.isVisible())) await page.getByTestId('fleet-list-item').click();
      await page.waitForTimeout(500);
      const tip = (await page.locator('.maplibregl-popup').boundingBox())!;
      await page.locator('.maplibregl-popup-close-button').click();
      await expect(popup).toHaveCount(0);
      await page.mouse.click(tip.x + tip.width / 2, tip.y + tip.height + 16);
      await expect(popup).toHaveAttribute('data-vehicle-id', id!, { timeout: 3000 });
    }).toPass({ timeout: 60_000 });
    await page.screenshot({ path: testInfo.outputPath(`home-popup-${lang}.png`) });

    // Details: the live view follows the vehicle as it moves.
    await page.getByTestId('popup-details-link').click();
    await expect(page).toHaveURL(new RegExp(`/vehicle-details/${id}$`));
    await expect(page.getByTestId('tracking-vehicle-name')).toHaveText(name);
    const marker = page.getByTestId('followed-vehicle');
    // Leaving the home map, the stream follows just this vehicle (a `vehicles` message); a loaded machine may be slow.
    await expect(marker).toBeVisible({ timeout: 30_000 });
    // The simulator also stops and parks its vehicles now and then: if this one stays put, follow one the
    // server says is moving right now (the list read earlier may be minutes old by then).
    const token = await server!.adminToken();
    let moved = false;
    let candidate = id!;
    for (let attempt = 0; attempt < 6 && !moved; attempt++) {
      if (attempt > 0) {
        const live = await server!.api<{
          data: {
            vehicles: { id: number; live_status: string | null; position: { speed: number | null } | null }[];
          };
        }>('/dashboard/tracking/live', { token });
        const movers = live.data.vehicles
          .filter(
            (v) => v.live_status === 'moving' && (v.position?.speed ?? 0) > 10 && String(v.id) !== candidate,
          )
          .map((v) => String(v.id));
        if (movers.length === 0) continue;
        candidate = movers[attempt % movers.length]!;
        await page.goto(`/vehicle-details/${candidate}`);
      }
      // A fresh page's map may take a while for its first frame on a loaded machine.
      await expect(marker).toBeVisible({ timeout: 30_000 });
      const startAt = await marker.getAttribute('data-lat');
      moved = await expect
        .poll(() => marker.getAttribute('data-lat'), { timeout: 20_000 })
        .not.toBe(startAt)
        .then(() => true)
        .catch(() => false);
    }
    expect(moved).toBe(true);
    const liveMap = (await page.getByTestId('live-view').locator('canvas').boundingBox())!;
    await expect
      .poll(async () => {
        const box = (await marker.boundingBox())!;
        const dx = box.x + box.width / 2 - (liveMap.x + liveMap.width / 2);
        const dy = box.y + box.height / 2 - (liveMap.y + liveMap.height / 2);
        return Math.hypot(dx, dy) < 60;
      })
      .toBe(true);
    await expect(page.getByTestId('live-fact-speed')).toContainText(lang === 'ar' ? 'كم/س' : 'km/h');
    await page.screenshot({ path: testInfo.outputPath(`details-live-${lang}.png`), fullPage: true });
  });

  test(`movement record of the last hour: track, stops, statistics, playback at 4x (${lang})`, async ({
    page,
    context,
  }, testInfo) => {
    // The playback runs in real time (4×): on a loaded machine the whole flow takes more than a minute.
    testInfo.setTimeout(150_000);
    await useLanguage(context, lang);
    await login(page, users.admin, `/vehicle-details/${recordVehicleId}`);
    await page.getByTestId('view-record').click();
    await page.getByTestId('record-preset-last-hour').click();
    // Until the preset's period reaches the record, it still shows (ready) today's.
    await expect(page).toHaveURL(/[?&]from=/);
    const from = new URL(page.url()).searchParams.get('from')!;
    const record = page.getByTestId('movement-record');
    await expect(record).toHaveAttribute('data-from', from);
    await expect(record).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    // Every fix of the last hour and none before it. The hour was sent when the spec started, so the flows before
    // this one (minutes on a loaded machine) age its first fixes out of the window: count those still inside (±1 for
    // the period's whole seconds).
    const inside = recordFixTimes.filter((time) => time >= Date.parse(from)).length;
    expect(inside).toBeGreaterThan(100);
    const points = Number(await record.getAttribute('data-points'));
    expect(points).toBeGreaterThanOrEqual(inside - 1);
    expect(points).toBeLessThanOrEqual(inside + 1);
    // The 12 minutes parked: one stop of about 12 minutes.
    await expect(page.getByTestId('stop-item')).toHaveCount(1);
    const stopMs = Number(await page.getByTestId('stop-item').getAttribute('data-duration-ms'));
    expect(stopMs).toBeGreaterThanOrEqual(11 * 60_000);
    expect(stopMs).toBeLessThanOrEqual(13 * 60_000);
    await expect(page.getByTestId('stop-duration')).toHaveText(lang === 'ar' ? /1[12] د/ : /1[12] min/);
    // 40 minutes at 45 km/h: about 30 km (the fixes lie on a straight line).
    await expect(page.getByTestId('record-stat-distance')).toContainText(lang === 'ar' ? 'كم' : 'km');
    await expect(page.getByTestId('record-stat-max_speed')).toContainText('45');
    await expect(page.getByTestId('speed-chart')).toBeVisible();

    // Playback at 4x: the marker moves along the track and the slider advances; pause holds it.
    await page.getByTestId('playback-speed-4').click();
    await expect(page.getByTestId('playback-speed-4')).toHaveAttribute('aria-checked', 'true');
    const marker = page.getByTestId('playback-marker');
    const before = await marker.getAttribute('data-lat');
    await page.getByTestId('playback-play').click();
    await expect(page.getByTestId('playback')).toHaveAttribute('data-playing', 'true');
    await page.waitForTimeout(2000);
    await page.getByTestId('playback-pause').click();
    const slider = Number(await page.getByTestId('playback-slider').inputValue());
    // 4x plays 4 minutes of the record per second: 2 s ≈ 8 of its ~52 minutes (≈ 150/1000), wide bounds
    // for a loaded machine.
    expect(slider).toBeGreaterThan(40);
    expect(slider).toBeLessThan(600);
    expect(await marker.getAttribute('data-lat')).not.toBe(before);
    await page.waitForTimeout(500);
    expect(Number(await page.getByTestId('playback-slider').inputValue())).toBe(slider);
    await page.screenshot({ path: testInfo.outputPath(`details-record-${lang}.png`), fullPage: true });
  });
}
