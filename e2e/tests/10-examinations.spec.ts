import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login, useLanguage, users } from './fixtures';

/*
 * The closed loop of issue 8 in the dashboard: a driver reports through the driver API (sign-in, photo
 * uploads, submit) with one critical and one minor damage; the report is under "faulty tests" and the
 * vehicle is out of service; a fixer acknowledges both fixes; the report moves to "crashes addressed"
 * and the vehicle is active again.
 */
test.describe.configure({ mode: 'serial' });

// A valid 1×1 PNG: the server recognises uploads by their bytes, not their names.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const CRITICAL_PART = 'service_brake';
const MINOR_PART = 'mirrors';

type Catalogue = { data: { area: string; items: { key: string }[] }[] };

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Digits unique to this run of the test (retries and --repeat-each reuse the database). */
const uniqueDigits = (length: number) =>
  String(Date.now() * 1000 + Math.floor(Math.random() * 1000)).slice(-length);

/** A vehicle and its driver with a password; then his report, submitted as the driver app does. */
async function submitReport(request: APIRequestContext) {
  const admin = await json<{ data: { token: string } }>(
    await request.post('/api/auth/login', { data: users.admin }),
  );
  const staff = { authorization: `Bearer ${admin.data.token}` };
  const digits = uniqueDigits(7);
  const created = await json<{ data: { id: number; name: string; plate_number: string } }>(
    await request.post('/api/dashboard/vehicles', {
      headers: staff,
      data: {
        name: `Inspection pickup ${digits.slice(-3)}`,
        plate_number: `EX ${digits.slice(-4)}`,
        category: 'pickup',
        fuel_type: 'diesel',
      },
    }),
  );
  const vehicle = created.data;

  const phone = `57${digits}`;
  const password = 'inspect-pass-1';
  await json(
    await request.post('/api/dashboard/drivers', {
      headers: staff,
      data: {
        name: `Inspector ${digits.slice(-3)}`,
        identity_number: `107${digits}`,
        country_code: '+966',
        phone,
        nationality: 'sa',
        licence_number: `LIC-${digits}`,
        licence_expiry_date: '2030-01-31',
        vehicle_id: vehicle.id,
        password,
      },
    }),
  );
  const driverLogin = await json<{ data: { token: string } }>(
    await request.post('/api/driver/auth/login', { data: { country_code: '+966', phone, password } }),
  );
  const driver = { authorization: `Bearer ${driverLogin.data.token}` };
  const upload = async (name: string) =>
    (
      await json<{ data: { id: number } }>(
        await request.post('/api/driver/media', { headers: driver, multipart: { file: png(name) } }),
      )
    ).data.id;

  const catalogue = await json<Catalogue>(
    await request.get('/api/driver/inspection-items', { headers: driver }),
  );
  const brakePhoto = await upload('brake.png');
  const mirrorPhoto = await upload('mirror.png');
  const signature = await upload('signature.png');
  const parts = catalogue.data
    .flatMap((area) => area.items)
    .map(({ key }) => {
      if (key === CRITICAL_PART)
        return {
          part: key,
          check_status: 'checked',
          condition: 'damage',
          severity: 'critical',
          notes: 'Pedal sinks to the floor',
          images: [brakePhoto],
        };
      if (key === MINOR_PART)
        return {
          part: key,
          check_status: 'checked',
          condition: 'damage',
          severity: 'minor',
          notes: 'Left mirror cracked',
          images: [mirrorPhoto],
        };
      return { part: key, check_status: 'checked', condition: 'ok' };
    });
  const startedAt = new Date(Date.now() - 12 * 60_000).toISOString();
  const report = await json<{ data: { id: number } }>(
    await request.post('/api/driver/examinations', {
      headers: driver,
      data: {
        vehicle_id: vehicle.id,
        type: 'pre_trip',
        address: 'King Fahd Road, Al Olaya, Riyadh',
        lat: 24.6995,
        lon: 46.6837,
        started_at: startedAt,
        images: [],
        signature,
        signature_statement: 'I confirm that I inspected this vehicle myself.',
        notes: 'Brakes feel soft since yesterday',
        parts,
      },
    }),
  );
  return { id: report.data.id, vehicle };
}

/** A page change waits for the page's chunk and translations: slow on a loaded machine. */
const NAVIGATION = { timeout: 30_000 };

/** The list showing exactly this tab and search, loaded. */
async function openTab(page: Page, tab: 'faulty' | 'addressed', search: string) {
  await page.getByTestId(`status-tab-${tab}`).click();
  await expect(page).toHaveURL(new RegExp(`status=${tab}`), NAVIGATION);
  await expect(page.getByTestId('examinations-list')).toHaveAttribute('data-status', tab);
  await expect(page.getByTestId('examinations-list')).toHaveAttribute('data-search', search);
  await expect(page.getByTestId('examinations-list')).toHaveAttribute('data-state', 'ready', {
    timeout: 20_000,
  });
}

for (const lang of ['en', 'ar'] as const) {
  const t = {
    faulty: lang === 'en' ? 'Faulty tests' : 'فحوصات بها أعطال',
    addressed: lang === 'en' ? 'Crashes addressed' : 'أعطال تمت معالجتها',
    fixTitle: lang === 'en' ? 'Fix crashes' : 'إصلاح الأعطال',
  };

  test(`a driver's faulty report is fixed and acknowledged, and the vehicle returns to service (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    // Uploads, a report of every catalogue part, several page loads: generous on a loaded machine.
    test.setTimeout(180_000);
    const report = await submitReport(request);
    await useLanguage(context, lang);
    await login(page, users.admin, '/profile');

    // The report is under "faulty tests" (searched by its plate: other flows add reports too).
    await page.getByTestId('sidebar-item-examinations').click();
    await expect(page).toHaveURL(/\/reports-examinations$/, NAVIGATION);
    // Typed once the list has loaded, into its own search box.
    await expect(page.getByTestId('examinations-list')).toHaveAttribute('data-state', 'ready', NAVIGATION);
    await page.getByTestId('list-search').fill(report.vehicle.plate_number);
    await expect(page.getByTestId('examinations-list')).toHaveAttribute(
      'data-search',
      report.vehicle.plate_number,
    );
    await expect(page.getByTestId('status-tab-faulty')).toHaveText(new RegExp(t.faulty));
    await openTab(page, 'faulty', report.vehicle.plate_number);
    const row = page.locator(`[data-testid="table-row"][data-row-id="${report.id}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('severity-badge')).toHaveAttribute('data-severity', 'critical');
    await expect(row.getByTestId('fix-status-badge')).toHaveAttribute('data-status', 'untreated');
    await expect(page.getByTestId('faults-chart')).toBeVisible();

    // The vehicle filter's options are searched on the server (not one page of the vehicles list).
    await page.getByTestId('vehicle-filter').click();
    const filterSearch = page.locator('[data-radix-popper-content-wrapper] input');
    await filterSearch.fill('no vehicle is called this');
    await expect(page.getByTestId('select-no-options')).toHaveText(
      lang === 'en' ? 'No options found' : 'لا توجد خيارات',
    );
    await filterSearch.fill(report.vehicle.plate_number);
    await page.getByRole('option').filter({ hasText: report.vehicle.plate_number }).click();
    await expect(page).toHaveURL(new RegExp(`vehicle_id=${report.vehicle.id}`), NAVIGATION);
    await expect(page.getByTestId('vehicle-filter')).toContainText(report.vehicle.plate_number);
    await expect(row).toBeVisible();

    // Details: both damages in the malfunction log, untreated; the vehicle out of service with the reason.
    await row.getByTestId('examination-vehicle-cell').click();
    await expect(page).toHaveURL(new RegExp(`/reports-examinations/${report.id}$`), NAVIGATION);
    const details = page.getByTestId('examination-details');
    await expect(details).toHaveAttribute('data-examination-id', String(report.id), NAVIGATION);
    await expect(page.getByTestId('malfunction')).toHaveCount(2);
    await expect(page.getByTestId('malfunction').first()).toHaveAttribute('data-part', CRITICAL_PART);
    await expect(page.getByTestId('examination-fix-status')).toHaveAttribute('data-status', 'untreated');
    const vehicleStatus = page.getByTestId('examination-vehicle-status');
    await expect(vehicleStatus.getByTestId('vehicle-status-badge')).toHaveAttribute(
      'data-status',
      'inactive',
    );
    // The driver's request was in Arabic; the reason is a code, so each screen reads it in its own language.
    await expect(vehicleStatus.getByTestId('vehicle-blocked-reason')).toContainText(
      lang === 'en'
        ? `Critical fault in inspection report #${report.id}: Service (foot) brake`
        : `عطل حرج في تقرير الفحص رقم ${report.id}: فرامل القدم`,
    );
    await expect(page.getByTestId('media-carousel')).toBeVisible();
    await expect(page.getByTestId('carousel-counter')).toHaveText(lang === 'en' ? '1 of 2' : '1 من 2');
    await expect(page.getByTestId('examination-signature')).toBeVisible();
    await expect(page.getByTestId('examination-marker')).toBeAttached();

    // The fix page refuses a fix that is not acknowledged, on the field, before anything is sent.
    await page.getByTestId('examination-fix-button').click();
    await expect(page).toHaveURL(new RegExp(`/reports-examinations/${report.id}/fix-parts$`), NAVIGATION);
    await expect(page.getByTestId('page-title')).toHaveText(t.fixTitle, NAVIGATION);
    await expect(page.getByTestId('fix-part')).toHaveCount(2);
    await page.getByTestId('fix-select-all').click();
    await page.locator('#fix-fixed-by').fill(lang === 'en' ? 'Al-Jazira workshop' : 'ورشة الجزيرة');
    await page
      .locator('#fix-fix-notes')
      .fill(lang === 'en' ? 'Brake master cylinder and mirror replaced' : 'تغيير الماستر والمرآة');
    await page.getByTestId('media-upload-input').setInputFiles([png('repair.png')]);
    await expect(page.locator('[data-testid="media-item"][data-state="done"]')).toHaveCount(1, NAVIGATION);
    await page.getByTestId('fix-submit').click();
    await expect(page.getByTestId('fix-acknowledgement-error')).toBeVisible();
    await expect(page).toHaveURL(/\/fix-parts$/, NAVIGATION);

    await page.getByTestId('fix-acknowledgement').click();
    await expect(page.getByTestId('fix-acknowledgement-error')).toHaveCount(0);
    await page.getByTestId('fix-submit').click();

    // Back on the report: both parts fixed by the workshop, the report fixed, the vehicle active again.
    await expect(page).toHaveURL(new RegExp(`/reports-examinations/${report.id}$`), NAVIGATION);
    await expect(page.getByTestId('examination-fix-status')).toHaveAttribute('data-status', 'fixed');
    const malfunctions = page.getByTestId('malfunction');
    await expect(malfunctions).toHaveCount(2);
    for (const malfunction of await malfunctions.all()) {
      await expect(malfunction).toHaveAttribute('data-fix-status', 'fixed');
      await expect(malfunction.getByTestId('malfunction-fixed-by')).toHaveText(
        lang === 'en' ? 'Al-Jazira workshop' : 'ورشة الجزيرة',
      );
    }
    await expect(vehicleStatus.getByTestId('vehicle-status-badge')).toHaveAttribute('data-status', 'active', {
      timeout: 20_000,
    });
    await expect(page.getByTestId('examination-fix-button')).toHaveCount(0);

    // The report moved from "faulty tests" to "crashes addressed".
    await page.getByTestId('breadcrumbs').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/reports-examinations$/, NAVIGATION);
    // Typed once the list has loaded, into its own search box.
    await expect(page.getByTestId('examinations-list')).toHaveAttribute('data-state', 'ready', NAVIGATION);
    await page.getByTestId('list-search').fill(report.vehicle.plate_number);
    await expect(page.getByTestId('examinations-list')).toHaveAttribute(
      'data-search',
      report.vehicle.plate_number,
    );
    await openTab(page, 'addressed', report.vehicle.plate_number);
    await expect(page.locator(`[data-testid="table-row"][data-row-id="${report.id}"]`)).toBeVisible();
    await expect(page.getByTestId('status-tab-addressed')).toHaveText(new RegExp(t.addressed));
    await openTab(page, 'faulty', report.vehicle.plate_number);
    await expect(page.locator(`[data-testid="table-row"][data-row-id="${report.id}"]`)).toHaveCount(0);

    // The vehicle's own page agrees, and its history says why, in the page's language.
    await page.goto(`/vehicles-management/view/${report.vehicle.id}`);
    await expect(page.getByTestId('vehicle-status-badge')).toHaveAttribute('data-status', 'active');
    const history = page.getByTestId('status-history-entry');
    await expect(history).toHaveCount(2);
    await expect(history.first()).toHaveAttribute('data-status', 'active');
    await expect(history.last().getByTestId('status-history-reason')).toHaveText(
      lang === 'en'
        ? `Critical fault in inspection report #${report.id}: Service (foot) brake`
        : `عطل حرج في تقرير الفحص رقم ${report.id}: فرامل القدم`,
    );
  });
}
