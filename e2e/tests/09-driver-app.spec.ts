import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectDirection, useLanguage, users } from './fixtures';

// The driver app at a phone's size: sign in, inspect, lose the network while filling, sign, submit.
test.describe.configure({ mode: 'serial' });
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  geolocation: { latitude: 24.7136, longitude: 46.6753, accuracy: 15 },
  permissions: ['geolocation'],
});

const AREAS = ['exterior', 'tyres', 'brakes', 'lights', 'fluids', 'cabin', 'safety_equipment', 'documents'];

/**
 * A real PNG as a phone camera would hand it over (the server reads the bytes): one colour, or with
 * `grain` a full-size photo whose noise keeps it above a megabyte (the app shrinks those to JPEG).
 */
function photo(name: string, rgb: [number, number, number], grain = false) {
  const [width, height] = grain ? [1200, 900] : [48, 32];
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  let seed = 7;
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width * 3; x++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const noise = grain ? (seed >>> 24) % 64 : 0;
      rows[y * (1 + width * 3) + 1 + x] = Math.min(255, rgb[x % 3]! + noise);
    }
  }
  const buffer = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** An administrator creates the vehicle and the driver (with a password for the app) through the API. */
async function createDriverWithVehicle(request: APIRequestContext, lang: 'ar' | 'en') {
  const login = await request.post('/api/auth/login', { data: users.admin });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const unique = String(Date.now()).slice(-8);
  const vehicle = await request.post('/api/dashboard/vehicles', {
    headers,
    data: {
      name: lang === 'en' ? 'Inspection van' : 'شاحنة الفحص',
      plate_number: `DRV ${unique}`,
      category: 'van',
      fuel_type: 'diesel',
    },
  });
  expect(vehicle.status(), await vehicle.text()).toBe(201);
  const vehicleId: number = (await vehicle.json()).data.id;
  const driver = {
    name: lang === 'en' ? 'Saeed Al-Harbi' : 'سعيد الحربي',
    phone: `5${unique}`,
    password: 'driver-pass-1',
  };
  const record = {
    name: driver.name,
    identity_number: `1${unique}7`,
    country_code: '+966',
    phone: driver.phone,
    nationality: 'sa',
    licence_number: `L-${unique}`,
    licence_expiry_date: '2030-01-31',
    vehicle_id: vehicleId,
  };
  const created = await request.post('/api/dashboard/drivers', {
    headers,
    data: { ...record, password: driver.password },
  });
  expect(created.status(), await created.text()).toBe(201);
  const driverId: number = (await created.json()).data.id;
  /** An administrator gives him another vehicle (his password unchanged, so he stays signed in). */
  const reassign = async (name: string) => {
    const other = await request.post('/api/dashboard/vehicles', {
      headers,
      data: { name, plate_number: `NEW ${unique}`, category: 'van', fuel_type: 'diesel' },
    });
    expect(other.status(), await other.text()).toBe(201);
    const next: { id: number; plate_number: string } = (await other.json()).data;
    const moved = await request.put(`/api/dashboard/drivers/${driverId}`, {
      headers,
      data: { ...record, vehicle_id: next.id },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    return next;
  };
  return { ...driver, vehicleId, admin: headers, reassign };
}

async function drawSignature(page: Page) {
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 120);
  await page.mouse.down();
  for (const [x, y] of [
    [80, 50],
    [130, 130],
    [190, 60],
    [250, 120],
    [310, 70],
  ] as const) {
    await page.mouse.move(box.x + x, box.y + y, { steps: 6 });
  }
  await page.mouse.up();
  await expect(pad).toHaveAttribute('data-signed', 'true');
}

for (const lang of ['ar', 'en'] as const) {
  const t =
    lang === 'en'
      ? {
          signIn: 'Sign in',
          noteCritical: 'Crack across the driver side',
          noteMajor: 'Tread worn to the wear bar',
        }
      : {
          signIn: 'تسجيل الدخول',
          noteCritical: 'شرخ عبر جهة السائق',
          noteMajor: 'النقشة متآكلة حتى مؤشر التآكل',
        };

  test(`driver inspects his vehicle with two damages, offline in the middle, and submits (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const driver = await createDriverWithVehicle(request, lang);
    await useLanguage(context, lang);

    // Sign in with the country code (default +966), the phone and the password.
    await page.goto('/driver');
    await expect(page).toHaveURL(/\/driver\/sign-in$/);
    await expectDirection(page, lang);
    await expect(page.getByRole('heading', { name: t.signIn })).toBeVisible();
    await expect(page.getByTestId('driver-phone-country')).toHaveAttribute('data-value', '+966');
    await page.getByTestId('driver-phone').fill(driver.phone);
    await page.getByTestId('driver-password').fill('not-his-password');
    await page.getByTestId('driver-sign-in').click();
    // Refused: the message sits on the form (on the phone or the password field, or above the form).
    await expect(
      page
        .getByTestId('driver-phone-error')
        .or(page.getByTestId('driver-password-error'))
        .or(page.getByTestId('driver-sign-in-error')),
    ).toBeVisible();
    await page.getByTestId('driver-password').fill(driver.password);
    await page.getByTestId('driver-sign-in').click();

    // Home: his vehicle, no report yet.
    await expect(page).toHaveURL(/\/driver$/);
    await expect(page.getByTestId('driver-vehicle')).toHaveAttribute(
      'data-vehicle-id',
      String(driver.vehicleId),
    );
    await expect(page.getByTestId('driver-vehicle')).toHaveAttribute('data-status', 'active');
    await expect(page.getByTestId('report-history').getByTestId('history-report')).toHaveCount(0);
    // The dashboard's token is not the driver's: the driver app keeps its own.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByTestId('start-inspection').click();
    await expect(page).toHaveURL(/\/driver\/inspection$/);
    const inspection = page.getByTestId('inspection');
    await expect(inspection).toHaveAttribute('data-state', 'editing');
    await expect(page.getByTestId('location')).toHaveAttribute('data-status', 'captured');
    await page.getByTestId('inspection-type-pre_trip').click();

    // First damage, online: critical, with a note and a photo that uploads at once.
    const windscreen = page.getByTestId('part-windscreen');
    await page.getByTestId('part-windscreen-answer-damage').click();
    await page.getByTestId('part-windscreen-severity-critical').click();
    await page.getByTestId('part-windscreen-notes').fill(t.noteCritical);
    const cameraPhoto = photo('windscreen.png', [180, 40, 40], true);
    expect(cameraPhoto.buffer.length).toBeGreaterThan(1024 * 1024);
    await page.getByTestId('part-windscreen-photo-input').setInputFiles(cameraPhoto);
    // A camera-sized photo is kept and sent as a smaller JPEG.
    await expect(windscreen.getByTestId('draft-photo')).toHaveAttribute('data-type', 'image/jpeg');
    await expect(windscreen.getByTestId('draft-photo')).toHaveAttribute('data-upload', 'uploaded', {
      timeout: 30_000,
    });

    // The app keeps its files on the phone (service worker): it opens again without a network.
    await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true', { timeout: 30_000 });

    // The network goes: the second damage's photo waits on the phone.
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    const tyre = page.getByTestId('part-tyre_front_left');
    await page.getByTestId('part-tyre_front_left-answer-damage').click();
    await page.getByTestId('part-tyre_front_left-severity-major').click();
    await page.getByTestId('part-tyre_front_left-notes').fill(t.noteMajor);
    await page
      .getByTestId('part-tyre_front_left-photo-input')
      .setInputFiles(photo('tyre.png', [40, 40, 200]));
    await expect(tyre.getByTestId('draft-photo')).toHaveAttribute('data-upload', 'pending');
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-activity', 'offline');
    for (const area of AREAS) {
      await page.getByTestId(`area-${area}-all-ok`).click();
      await expect(page.getByTestId(`area-${area}`)).toHaveAttribute('data-complete', 'true');
    }
    await page
      .getByTestId('inspection-notes')
      .fill(lang === 'en' ? 'Checked at the depot' : 'فُحصت في المستودع');
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-saved', 'true');

    // Still offline, the tab is reloaded (the phone closed it): everything comes back from the phone.
    const clientId = await inspection.getAttribute('data-client-id');
    await page.reload();
    await expect(inspection).toHaveAttribute('data-client-id', clientId!);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(windscreen).toHaveAttribute('data-answer', 'damage');
    await expect(page.getByTestId('part-windscreen-severity')).toHaveAttribute('data-value', 'critical');
    await expect(page.getByTestId('part-windscreen-notes')).toHaveValue(t.noteCritical);
    await expect(page.getByTestId('part-tyre_front_left-severity')).toHaveAttribute('data-value', 'major');
    await expect(windscreen.getByTestId('draft-photo')).toHaveAttribute('data-upload', 'uploaded');
    await expect(tyre.getByTestId('draft-photo')).toHaveAttribute('data-upload', 'pending');
    await expect(page.getByTestId('inspection-type')).toHaveAttribute('data-value', 'pre_trip');
    for (const area of AREAS)
      await expect(page.getByTestId(`area-${area}`)).toHaveAttribute('data-complete', 'true');

    // Back online: the waiting photo goes up by itself.
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toBeHidden();
    await expect(tyre.getByTestId('draft-photo')).toHaveAttribute('data-upload', 'uploaded', {
      timeout: 30_000,
    });

    // Submitting unsigned says what is missing.
    await page.getByTestId('submit-inspection').click();
    await expect(page.getByTestId('submit-problems').locator('[data-problem]')).toHaveCount(2);

    // Sign: the statement, then a signature drawn on the pad.
    await page.getByTestId('statement-accept').click();
    await drawSignature(page);

    // Submitted without network: it waits on the phone and sends itself when the network is back.
    await context.setOffline(true);
    await page.getByTestId('submit-inspection').click();
    await expect(inspection).toHaveAttribute('data-state', 'queued');
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-activity', 'offline');
    await context.setOffline(false);

    await expect(page).toHaveURL(/\/driver$/, { timeout: 30_000 });
    const sent = page.getByTestId('sent-notice');
    await expect(sent).toBeVisible();
    const reportId = await sent.getAttribute('data-report-id');
    const report = page.locator(`[data-testid=history-report][data-report-id="${reportId}"]`);
    await expect(report).toHaveAttribute('data-result', 'faulty');
    await expect(report).toHaveAttribute('data-fix-status', 'untreated');
    await expect(report.getByTestId('history-part')).toHaveCount(2);
    await expect(report.locator('[data-part=windscreen] [data-testid=fix-status]')).toHaveAttribute(
      'data-status',
      'untreated',
    );
    // A critical damage takes the vehicle out of service until it is fixed.
    await expect(page.getByTestId('driver-vehicle')).toHaveAttribute('data-status', 'blocked');
    await expect(page.getByTestId('start-inspection')).toBeVisible();

    // The workshop fixes both faults (dashboard API); the driver checks each repair on his next visit.
    const details = await request.get(`/api/dashboard/examinations/${reportId}`, { headers: driver.admin });
    expect(details.status()).toBe(200);
    const damaged: { id: number; part: string }[] = (await details.json()).data.parts.filter(
      (part: { condition: string }) => part.condition === 'damage',
    );
    const partId = (key: string) => damaged.find((part) => part.part === key)!.id;
    const fixed = await request.post(`/api/dashboard/examinations/${reportId}/fix`, {
      headers: driver.admin,
      data: {
        part_ids: [partId('windscreen'), partId('tyre_front_left')],
        fix_notes: lang === 'en' ? 'Windscreen and tyre replaced' : 'استُبدل الزجاج الأمامي والإطار',
        fixed_by: lang === 'en' ? 'Al-Nokhba workshop' : 'ورشة النخبة',
        acknowledgement: true,
      },
    });
    expect(fixed.status(), await fixed.text()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('driver-vehicle')).toHaveAttribute('data-status', 'active');
    const fixes = page.getByTestId('fix-to-confirm');
    await expect(fixes).toHaveCount(2);
    await page
      .locator(`[data-testid=fix-to-confirm][data-part-id="${partId('windscreen')}"]`)
      .getByTestId('confirm-fix')
      .click();
    await expect(fixes).toHaveCount(1);
    const tyreFix = page.locator(`[data-testid=fix-to-confirm][data-part-id="${partId('tyre_front_left')}"]`);
    await tyreFix.getByTestId('reopen-fix').click();
    await tyreFix
      .getByTestId('reopen-notes')
      .fill(lang === 'en' ? 'Still losing pressure' : 'ما زال يفقد الهواء');
    await tyreFix.getByTestId('reopen-submit').click();
    await expect(page.getByTestId('fixes-to-confirm')).toBeHidden();
    await expect(report.locator('[data-part=windscreen] [data-testid=fix-status]')).toHaveAttribute(
      'data-status',
      'fixed',
    );
    await expect(report.locator('[data-part=tyre_front_left] [data-testid=fix-status]')).toHaveAttribute(
      'data-status',
      'not_fixed',
    );

    // Sign out revokes the token on the server.
    const token = await page.evaluate(() => localStorage.getItem('driver_token'));
    expect(token).toBeTruthy();
    await page.getByTestId('driver-sign-out').click();
    await expect(page).toHaveURL(/\/driver\/sign-in$/);
    const after = await request.get('/api/driver/profile', { headers: { authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
  });
}

for (const lang of ['en', 'ar'] as const) {
  test(`a vehicle reassigned while the inspection is open: the driver is told and starts again (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const driver = await createDriverWithVehicle(request, lang);
    await useLanguage(context, lang);
    await page.goto('/driver/sign-in');
    await page.getByTestId('driver-phone').fill(driver.phone);
    await page.getByTestId('driver-password').fill(driver.password);
    await page.getByTestId('driver-sign-in').click();
    await page.getByTestId('start-inspection').click();
    const inspection = page.getByTestId('inspection');
    await expect(inspection).toHaveAttribute('data-state', 'editing');
    for (const area of AREAS) await page.getByTestId(`area-${area}-all-ok`).click();
    await page.getByTestId('statement-accept').click();
    await drawSignature(page);

    // Submitted without network; meanwhile an administrator gives him another vehicle.
    await context.setOffline(true);
    await page.getByTestId('submit-inspection').click();
    await expect(inspection).toHaveAttribute('data-state', 'queued');
    const next = await driver.reassign(lang === 'en' ? 'Replacement van' : 'الشاحنة البديلة');
    const firstDraft = await inspection.getAttribute('data-client-id');

    // Back online the app reads his profile again before sending: the report is held, and he is told.
    await context.setOffline(false);
    const notice = page.getByTestId('vehicle-changed');
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice).toHaveAttribute('data-vehicle-id', String(next.id));
    await expect(notice).toContainText(lang === 'en' ? 'Your vehicle was changed' : 'تغيّرت مركبتك');
    await expect(notice).toContainText(next.plate_number);
    await expect(inspection).toHaveAttribute('data-state', 'editing');
    await expect(page.getByTestId('submit-inspection')).toBeDisabled();
    // Nothing was sent for the old vehicle, and nothing was thrown away: a reload brings the draft back.
    const reports = await request.get(`/api/dashboard/examinations?vehicle_id=${driver.vehicleId}`, {
      headers: driver.admin,
    });
    expect((await reports.json()).meta.total).toBe(0);
    await page.reload();
    await expect(inspection).toHaveAttribute('data-client-id', firstDraft!);
    await expect(notice).toBeVisible();

    // He chooses: the old draft goes, a new inspection of his new vehicle starts.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByTestId('vehicle-changed-restart').click();
    await expect(notice).toBeHidden();
    await expect(inspection).not.toHaveAttribute('data-client-id', firstDraft!);
    await expect(inspection).toContainText(next.plate_number);
    await expect(page.getByTestId('submit-inspection')).toBeEnabled();
  });
}

test('the service worker keeps this release and evicts the files of older releases on activate', async ({
  page,
  request,
}) => {
  // The worker of this build: its release name and the files the driver app loads.
  const worker = await (await request.get('/driver-sw.js')).text();
  const release = JSON.parse(/const RELEASE = (".*?");/.exec(worker)![1]!) as string;
  const files = JSON.parse(/const FILES = (\[.*?\]);/.exec(worker)![1]!) as string[];
  expect(files).toEqual(expect.arrayContaining(['/driver.webmanifest', expect.stringMatching(/driver-app/)]));
  expect(files.some((file) => /maplibre|vehicles-list/.test(file))).toBe(false);

  // Caches an older release left on the phone (the first worker's cache name, and an older build's).
  await page.goto('/auth/login');
  await page.evaluate(async () => {
    await (await caches.open('fleet-driver-v1')).put('/assets/old-release.js', new Response('old'));
    await (await caches.open('fleet-driver-0123456789ab')).put('/driver', new Response('old page'));
  });

  await page.goto('/driver');
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true', { timeout: 30_000 });
  const kept = await page.evaluate(async () =>
    Promise.all(
      (await caches.keys()).map(async (key) => ({
        key,
        files: (await (await caches.open(key)).keys()).map((entry) => new URL(entry.url).pathname),
      })),
    ),
  );
  expect(kept.map((cache) => cache.key)).toEqual([`fleet-driver-${release}`]);
  expect(kept[0]!.files).toEqual(expect.arrayContaining(['/driver', ...files]));
});
