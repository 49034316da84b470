import { expect, test, type Page } from '@playwright/test';
import { login, useLanguage, users } from './fixtures';

/** Share of the map's pixels in each of its most common colors: land and sea must both be there. */
async function dominantColors(page: Page): Promise<number[]> {
  const png = await page.getByTestId('home-map').locator('canvas').first().screenshot();
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const counts = new Map<string, number>();
    for (let i = 0; i < data.length; i += 4 * 7) {
      const key = `${data[i]! >> 3},${data[i + 1]! >> 3},${data[i + 2]! >> 3}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    return [...counts.values()].sort((a, b) => b - a).map((n) => n / total);
  }, png.toString('base64'));
}

// The default motion (the suite's is reduced): the home map as most users see it, its live badge pulsing.
test.use({ reducedMotion: 'no-preference' });

for (const lang of ['ar', 'en'] as const) {
  test(`the home map draws the offline base layer when tiles cannot load (${lang})`, async ({
    page,
    context,
  }) => {
    await useLanguage(context, lang);
    await login(page, users.admin);
    const map = page.getByTestId('home-map');
    await expect(map.locator('canvas')).toBeVisible();
    // Land and sea: two large areas of different colors, not a blank canvas. The first frame with the base layer
    // may take many seconds on a loaded 2-core machine (software WebGL beside another browser).
    await expect
      .poll(
        async () => {
          const shares = await dominantColors(page);
          return (shares[0] ?? 0) < 0.9 && (shares[1] ?? 0) > 0.05;
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    // Zoom controls on the start side of the reading direction's opposite: left in Arabic, right in English.
    const zoom = map.locator('.maplibregl-ctrl-zoom-in');
    await expect(zoom).toBeVisible();
    const box = (await zoom.boundingBox())!;
    const mapBox = (await map.boundingBox())!;
    const onLeft = box.x - mapBox.x < mapBox.width / 2;
    expect(onLeft).toBe(lang === 'ar');
    // The map's own controls and scale speak the interface language.
    await expect(zoom).toHaveAccessibleName(lang === 'ar' ? 'تكبير' : 'Zoom in');
    await expect(map.locator('.maplibregl-ctrl-scale')).toContainText(lang === 'ar' ? /م|كم/ : /m|km/);
  });
}

test('leaving the map for another page and coming back works', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await login(page, users.admin);
  await expect(page.getByTestId('home-map').locator('canvas')).toBeVisible();
  await page.getByTestId('sidebar-item-roles').click();
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  await page.getByTestId('sidebar-item-home').click();
  await expect(page.getByTestId('home-map').locator('canvas')).toBeVisible();
  expect(errors).toEqual([]);
});
