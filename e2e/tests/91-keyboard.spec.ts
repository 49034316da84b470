import { expect, test, type Locator, type Page } from '@playwright/test';
import { useLanguage, users } from './fixtures';

/**
 * Keyboard only (issue 21): sign in, add a vehicle, find a vehicle in the live list and open its movement
 * record, fix an examination's part, in Arabic and English. No click, no mouse: Tab, Shift+Tab, Enter,
 * Space, arrows and typing; addresses are typed only where a user would type them (the sign-in page).
 */
const NAVIGATION = { timeout: 20_000 };

/** Presses Tab until the target has focus (as a keyboard user would), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await target.first().waitFor({ state: 'attached', timeout: 20_000 });
  for (let i = 0; i < max; i++) {
    if (await target.first().evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${target} was not reached with ${key} in ${max} presses`);
}

/** The focused element is visibly marked (an outline or a ring). */
async function expectVisibleFocus(page: Page) {
  const marked = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    return outline || ring;
  });
  expect(marked, 'the focused control shows a visible focus indicator').toBe(true);
}

for (const lang of ['ar', 'en'] as const) {
  test(`keyboard only: sign in, add a vehicle, follow one from the live list, fix a part (${lang})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    await useLanguage(context, lang);
    const unique = `${Date.now()}`.slice(-5);
    const name = lang === 'en' ? `Keyboard van ${unique}` : `شاحنة لوحة المفاتيح ${unique}`;
    const plate = `KB ${unique}${lang === 'ar' ? 1 : 2}`;

    // Sign in.
    await page.goto('/auth/login');
    await tabTo(page, page.getByTestId('login-email'));
    await page.keyboard.type(users.admin.email);
    await tabTo(page, page.getByTestId('login-password'));
    await page.keyboard.type(users.admin.password);
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/auth/, NAVIGATION);

    // The first Tab reaches "skip to content", which moves focus to the page itself.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    const skip = page.getByTestId('skip-to-content');
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();

    // Add a vehicle: the sidebar, the add button, the form; an empty submit focuses the first bad field.
    await tabTo(page, page.getByTestId('sidebar-item-vehicles'), 80, 'Shift+Tab');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vehicles-management$/, NAVIGATION);
    await tabTo(page, page.getByTestId('add-button'));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vehicles-management\/add$/, NAVIGATION);
    const form = page.getByTestId('vehicle-form');
    await tabTo(page, page.getByTestId('vehicle-submit'));
    await page.keyboard.press('Enter');
    const nameField = form.locator('input[name="name"]');
    await expect(nameField).toBeFocused();
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    const described = await nameField.getAttribute('aria-describedby');
    expect(described, 'the error is tied to its field').toBeTruthy();
    await page.keyboard.type(name);
    await tabTo(page, form.locator('input[name="plate_number"]'));
    await page.keyboard.type(plate);
    await tabTo(page, form.locator('select[name="category"]'));
    await page.keyboard.press('ArrowDown');
    await tabTo(page, form.locator('select[name="fuel_type"]'));
    await page.keyboard.press('ArrowDown');
    await tabTo(page, page.getByTestId('vehicle-submit'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vehicles-management(\/view\/\d+)?$/, NAVIGATION);

    // The live list: search, choose a vehicle by keyboard, open its details, then its movement record.
    await page.keyboard.press('Tab');
    await tabTo(page, page.getByTestId('sidebar-item-home'), 80, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/, NAVIGATION);
    await tabTo(page, page.getByTestId('fleet-search'));
    const first = page.getByTestId('fleet-list-item').first();
    await expect(first).toBeVisible(NAVIGATION);
    // What a screen reader reads of the live list: each vehicle's status in words (not the dot's colour).
    const snapshot = await page.getByTestId('fleet-list').ariaSnapshot();
    await test.info().attach(`fleet-list-aria-${lang}.yml`, { body: snapshot, contentType: 'text/yaml' });
    const statusWords =
      lang === 'en'
        ? ['Moving', 'Pause', 'Outside', 'Busy', 'No signal yet']
        : ['متحركة', 'متوقفة', 'خارج النطاق', 'مشغولة', 'لا إشارة بعد'];
    expect(
      statusWords.some((word) => snapshot.includes(word)),
      snapshot,
    ).toBe(true);
    const vehicleName = (await first.locator('bdi').first().textContent())!.trim();
    await page.keyboard.type(vehicleName);
    await tabTo(page, page.getByTestId('fleet-list-item').first(), 5);
    await expect(page.getByTestId('fleet-list-status').first()).not.toBeEmpty();
    await page.keyboard.press('Enter');
    // A vehicle on the map opens its popup with the focus on its details link; one without a position yet
    // opens its details at once.
    const popupLink = page.getByTestId('popup-details-link');
    await expect(popupLink.or(page.getByTestId('vehicle-tracking'))).toBeVisible(NAVIGATION);
    if (await popupLink.isVisible()) {
      await expect(popupLink).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(page).toHaveURL(/\/vehicle-details\/\d+/, NAVIGATION);
    await tabTo(page, page.getByTestId('view-record'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/view=record/, NAVIGATION);

    // Fix an examination's part: the list, a faulty report, the fix page.
    await tabTo(page, page.getByTestId('sidebar-item-examinations'), 120, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/reports-examinations$/, NAVIGATION);
    const untreated = page.getByTestId('status-tabs').getByRole('tab').nth(1);
    await tabTo(page, untreated);
    await page.keyboard.press('Enter');
    // A report with parts still to fix (another flow may have fixed the newest).
    const open = page
      .getByTestId('table-row')
      .filter({ has: page.locator('[data-status="untreated"], [data-status="not_fixed"]') })
      .first()
      .getByTestId('examination-vehicle-cell');
    await expect(open).toBeVisible(NAVIGATION);
    await tabTo(page, open, 200);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/reports-examinations\/\d+$/, NAVIGATION);
    await tabTo(page, page.getByTestId('examination-fix-button'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fix-parts$/, NAVIGATION);
    // The first part still open (a part another flow fixed, or one held by a work order, is disabled).
    const part = page.locator('[data-testid="fix-part-checkbox"]:enabled').first();
    await tabTo(page, part);
    await page.keyboard.press('Space');
    await expect(part).toBeChecked();
    await tabTo(page, page.locator('#fix-fixed-by'));
    await page.keyboard.type(lang === 'en' ? 'Keyboard workshop' : 'ورشة لوحة المفاتيح');
    await tabTo(page, page.locator('#fix-fix-notes'));
    await page.keyboard.type(lang === 'en' ? 'Brake light bulb replaced' : 'تغيير لمبة الفرامل');
    await tabTo(page, page.getByTestId('fix-acknowledgement'));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByTestId('fix-submit'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/reports-examinations\/\d+$/, NAVIGATION);
  });
}
