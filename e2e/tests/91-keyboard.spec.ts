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

    // The first Tab reaches "skip to content", which moves focus to the page itself. The address changes
    // before the signed-in layout has loaded: a Tab pressed earlier would find nothing to reach.
    await page.getByTestId('skip-to-content').waitFor({ state: 'attached', timeout: 30_000 });
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

/** `yyyy-MM-dd` of the local day `days` after today (the browser runs in the same time zone). */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether the focused element is inside the element the locator finds. */
async function focusInside(target: Locator) {
  return target.evaluate((node) => node.contains(document.activeElement) && document.activeElement !== node);
}

for (const lang of ['ar', 'en'] as const) {
  test(`keyboard only: a dialog keeps and returns the focus, a date picker works by keys (${lang})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await useLanguage(context, lang);
    await page.goto('/auth/login');
    await tabTo(page, page.getByTestId('login-email'));
    await page.keyboard.type(users.admin.email);
    await tabTo(page, page.getByTestId('login-password'));
    await page.keyboard.type(users.admin.password);
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/auth/, NAVIGATION);

    // A row's delete dialog, opened from its actions menu by keys.
    await tabTo(page, page.getByTestId('sidebar-item-vehicles'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vehicles-management$/, NAVIGATION);
    const trigger = page.getByTestId('row-actions-trigger').first();
    await tabTo(page, trigger, 120);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    const remove = page.getByTestId('row-action-delete');
    // The menu moves the focus into itself once open: on a loaded machine a key pressed earlier is lost, so
    // each press waits to be seen before the next.
    await expect(page.locator('[role="menuitem"]:focus')).toHaveCount(1);
    await expect(async () => {
      if (!(await remove.evaluate((n) => n === document.activeElement)))
        await page.keyboard.press('ArrowDown');
      await expect(remove).toBeFocused({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
    await expect(dialog).toBeVisible();
    // The focus is in the dialog and stays there, forwards and backwards, past its last and first control.
    expect(await focusInside(dialog), 'the dialog takes the focus').toBe(true);
    for (const key of ['Tab', 'Shift+Tab'] as const) {
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press(key);
        expect(await focusInside(dialog), `focus stays in the dialog after ${key} × ${i + 1}`).toBe(true);
        await expectVisibleFocus(page);
      }
    }
    // Escape closes it without deleting; the focus is back on the control that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    // A date picker by keys: the add form's first date (the form's start date).
    await tabTo(page, page.getByTestId('add-button'), 80, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vehicles-management\/add$/, NAVIGATION);
    const date = page.getByTestId('vehicle-form-start-date-trigger');
    await tabTo(page, date);
    await expect(date).toHaveAttribute('role', 'combobox');
    await page.keyboard.press('Enter');
    const calendar = page.getByTestId('vehicle-form-start-date-popover');
    await expect(calendar).toBeVisible();
    // The calendar takes the focus on today; a week down is the same weekday next week.
    await expect(calendar.locator('button:focus')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(date).toHaveAttribute('data-value', dayFromToday(7));
    await expect(date).toBeFocused();
    // Reopened, it starts on the chosen day; the arrow of the reading direction is the next day (the
    // left one in Arabic).
    await page.keyboard.press('Enter');
    await expect(calendar).toBeVisible();
    await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    await page.keyboard.press('Enter');
    await expect(date).toHaveAttribute('data-value', dayFromToday(8));
    // The closing calendar hands the focus back a moment later: an Enter pressed before that goes nowhere.
    await expect(date).toBeFocused();
    // Escape closes an open calendar without changing the date.
    await page.keyboard.press('Enter');
    await expect(calendar).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(date).toHaveAttribute('data-value', dayFromToday(8));
    await expect(date).toBeFocused();

    // Focus order follows the reading order: along a row of fields towards the reading direction's end
    // (leftwards in Arabic), then down to the next row; never back up.
    const form = page.getByTestId('vehicle-form');
    await tabTo(page, form.locator('input[name="name"]'), 40, 'Shift+Tab');
    const stops: { x: number; y: number; what: string }[] = [];
    for (let i = 0; i < 10; i++) {
      const stop = await form.evaluate((node) => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || !node.contains(el)) return null;
        const box = node.getBoundingClientRect();
        const rect = el.getBoundingClientRect();
        return {
          x: rect.left + rect.width / 2 - box.left,
          y: rect.top - box.top,
          what: `${el.tagName.toLowerCase()}#${el.id}`,
        };
      });
      if (stop) stops.push(stop);
      await page.keyboard.press('Tab');
    }
    expect(stops.length, 'the form has fields to tab through').toBeGreaterThan(5);
    for (let i = 1; i < stops.length; i++) {
      const [a, b] = [stops[i - 1]!, stops[i]!];
      const step = `${a.what} → ${b.what}`;
      if (Math.abs(b.y - a.y) < 8) {
        expect(lang === 'ar' ? b.x < a.x : b.x > a.x, `${step} goes towards the end of the line`).toBe(true);
      } else {
        expect(b.y, `${step} goes down to the next line`).toBeGreaterThan(a.y);
      }
    }
  });
}
