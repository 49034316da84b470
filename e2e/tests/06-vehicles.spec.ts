import { expect, test, type Page } from '@playwright/test';
import { login, toast, useLanguage, users } from './fixtures';

test.describe.configure({ mode: 'serial' });

// A valid 1×1 PNG: the server recognises uploads by their bytes, not their names.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

function row(page: Page, text: string) {
  return page.getByTestId('table-row').filter({ hasText: text });
}

async function rowAction(page: Page, text: string, action: string) {
  await expect(row(page, text)).toHaveCount(1);
  await row(page, text).getByTestId('row-actions-trigger').click();
  await page.getByTestId(`row-action-${action}`).click();
}

async function search(page: Page, text: string) {
  await page.getByTestId('list-search').fill(text);
  await expect(page).toHaveURL(/name=/);
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`vehicles (${lang})`, () => {
    const plate = lang === 'en' ? 'E2E 1001' : 'ط ب ع 2002';
    const name = lang === 'en' ? 'Hilux patrol 7' : 'هايلكس الدورية ٧';
    const renamed = `${name} (B)`;
    const counter = (at: number, of: number) => (lang === 'en' ? `${at} of ${of}` : `${at} من ${of}`);
    /** The media path the edit made first (the thumbnail), checked again on the details page. */
    let coverPath = '';
    const mediaPaths = (images: ReturnType<Page['locator']>) =>
      images.evaluateAll((nodes) => nodes.map((node) => new URL((node as HTMLImageElement).src).pathname));

    test.beforeEach(async ({ context, page }) => {
      await useLanguage(context, lang);
      await login(page, users.admin, '/vehicles-management');
      await expect(page.getByTestId('table-row').first()).toBeVisible();
    });

    test('adds a vehicle with two images, then finds it by search and status', async ({ page }) => {
      await page.getByTestId('add-button').click();
      await expect(page).toHaveURL(/\/vehicles-management\/add$/);
      const form = page.getByTestId('vehicle-form');
      await form.locator('input[name="name"]').fill(name);
      await form.locator('input[name="model"]').fill('Toyota Hilux');
      await form.locator('input[name="plate_number"]').fill(plate);
      await form.locator('select[name="category"]').selectOption('pickup');
      await form.locator('select[name="fuel_type"]').selectOption('diesel');
      await form.locator('input[name="vin"]').fill(lang === 'en' ? 'jtfhx02p0k0012345' : 'JTFHX02P0K0067890');
      await expect(page.getByTestId('vin-counter')).toContainText('17');
      await page.getByTestId('media-upload-input').setInputFiles([png('front.png'), png('side.png')]);
      await expect(page.locator('[data-testid="media-item"][data-state="done"]')).toHaveCount(2);
      await page.getByTestId('vehicle-submit').click();
      await expect(toast(page)).toBeVisible();
      await expect(page).toHaveURL(/\/vehicles-management(\/view\/\d+)?$/);

      await page.goto('/vehicles-management');
      await search(page, plate);
      await expect(page.getByTestId('table-row')).toHaveCount(1);
      await expect(row(page, name)).toContainText(plate);
      await page.getByTestId('status-tabs').getByRole('tab').nth(2).click(); // inactive
      await expect(page).toHaveURL(/status=false/);
      await expect(page.getByTestId('table-row')).toHaveCount(0);
      await expect(page.getByTestId('empty-state')).toBeVisible();
      await page.getByTestId('status-tabs').getByRole('tab').nth(1).click(); // active
      await expect(row(page, name)).toHaveCount(1);
      await page.getByTestId('clear-filters').click();
      await expect(page).toHaveURL(/\/vehicles-management$/);
    });

    test('edits it, blocks it with a reason and activates it again', async ({ page }) => {
      await search(page, plate);
      await rowAction(page, name, 'edit');
      await expect(page).toHaveURL(/\/vehicles-management\/edit\/\d+$/);
      await expect(page.locator('input[name="plate_number"]')).toHaveValue(plate.toUpperCase());
      await page.locator('input[name="name"]').fill(renamed);
      const images = page.getByTestId('media-item').locator('img');
      const before = await mediaPaths(images);
      expect(before).toHaveLength(2);
      await expect(page.getByTestId('media-item').first().getByTestId('media-cover')).toBeVisible();
      await page.getByTestId('media-move-later').first().click();
      expect(await mediaPaths(images)).toEqual([before[1], before[0]]);
      await expect(page.getByTestId('media-item').first().getByTestId('media-cover')).toBeVisible();
      coverPath = before[1] ?? '';
      await page.getByTestId('vehicle-submit').click();
      await expect(toast(page)).toBeVisible();

      await page.goto('/vehicles-management');
      await search(page, plate);
      await rowAction(page, renamed, 'block');
      await page.getByTestId('block-reason-input').fill('brake inspection');
      await page.getByTestId('confirm-submit').click();
      await expect(row(page, renamed).getByTestId('vehicle-status-badge')).toHaveAttribute(
        'data-status',
        'inactive',
      );
      await row(page, renamed).getByTestId('row-actions-trigger').click();
      await expect(page.getByTestId('row-action-block')).toHaveCount(0);
      await page.getByTestId('row-action-activate').click();
      await page.getByTestId('confirm-submit').click();
      await expect(row(page, renamed).getByTestId('vehicle-status-badge')).toHaveAttribute(
        'data-status',
        'active',
      );
    });

    test('shows its pictures in the carousel with thumbnails and a counter', async ({ page }) => {
      await search(page, plate);
      await rowAction(page, renamed, 'view');
      await expect(page).toHaveURL(/\/vehicles-management\/view\/\d+$/);
      const carousel = page.getByTestId('media-carousel');
      await expect(carousel.getByTestId('carousel-counter')).toHaveText(counter(1, 2));
      await expect(carousel.getByTestId('carousel-thumbnail')).toHaveCount(2);
      await expect(carousel.getByTestId('carousel-image')).toBeVisible();
      // The order chosen on the form: the image moved first is the first one shown.
      expect(await mediaPaths(carousel.getByTestId('carousel-image'))).toEqual([coverPath]);
      await carousel.getByTestId('carousel-next').click();
      await expect(carousel.getByTestId('carousel-counter')).toHaveText(counter(2, 2));
    });

    test('an import with a bad row shows the row error and writes nothing; a clean one imports', async ({
      page,
    }) => {
      const good = `IMP ${lang.toUpperCase()} 1`;
      const file =
        'name,plate_number,category,fuel_type\n' +
        `Import one,${good},car,petrol\n` +
        `Import two,,boat,petrol\n`;
      await page.getByTestId('import-button').click();
      const dialog = page.getByTestId('import-dialog');
      await expect(dialog).toBeVisible();
      await page.getByTestId('import-file-input').setInputFiles(csv('fleet.csv', file));
      await page.getByTestId('import-check').click();
      await expect(page.getByTestId('import-count-failed')).toContainText('1');
      // Row 3 of the sheet (the header is row 1) fails on its plate and its category, nothing else does.
      const failures = page.getByTestId('import-failed-row');
      await expect(failures.first()).toBeVisible();
      expect(
        new Set(await failures.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row')))),
      ).toEqual(new Set(['3']));
      await expect(page.getByTestId('import-all')).toBeDisabled();
      await page.getByTestId('import-cancel').click();
      await expect(dialog).toBeHidden();
      await search(page, good);
      await expect(page.getByTestId('table-row')).toHaveCount(0);

      await page.getByTestId('clear-filters').click();
      await page.getByTestId('import-button').click();
      const clean = 'name,plate_number,category,fuel_type\n' + `Import one,${good},car,petrol\n`;
      await page.getByTestId('import-file-input').setInputFiles(csv('fleet.csv', clean));
      await page.getByTestId('import-check').click();
      await expect(page.getByTestId('import-count-failed')).toContainText('0');
      await page.getByTestId('import-all').click();
      await expect(page.getByTestId('import-dialog')).toBeHidden();
      await search(page, good);
      await expect(page.getByTestId('table-row')).toHaveCount(1);
    });

    test('exports the filtered list as a spreadsheet', async ({ page }) => {
      await page.getByTestId('status-tabs').getByRole('tab').nth(1).click();
      await page.getByTestId('export-button').click();
      const download = page.waitForEvent('download');
      await page.getByTestId('export-xlsx').click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^vehicles-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const path = await file.path();
      expect(path).toBeTruthy();
    });
  });
}
