import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { paths } from '../../apps/web/src/config/paths';
import { driverPaths } from '../../apps/web/src/features/driver/paths';
import { useLanguage, users } from './fixtures';
import { VISITS, api, resolveIds, routePatterns, settle, type Extra } from './screens';

/**
 * WCAG 2.1 A/AA audit: every route of the dashboard and the driver app, in one language per spec file (Arabic in
 * 90-a11y-ar, English in 93-a11y-en, so the two audits run in the two shards side by side), with its menus and
 * dialogs open, its forms showing their errors, its empty state and the error pages. Fails on any critical or
 * serious axe-core violation. Not a spec itself.
 *
 * The route list is structural: every `path` of `config/paths.ts` and the driver app's `driverPaths` must
 * have an entry in VISITS (screens.ts), so a screen added without being audited fails `routeTableTest`.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['critical', 'serious']);
const web = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/src');

export function routeTableTest() {
  test('the audit visits every route of the route table', () => {
    const missing = routePatterns().filter((pattern) => !(pattern in VISITS));
    expect(missing, `routes the accessibility audit does not visit; add them to VISITS`).toEqual([]);
    // Routes written into the router as literals rather than through paths.ts are caught too.
    const router = readFileSync(join(web, 'app/router.tsx'), 'utf8');
    const literals = [...router.matchAll(/path:\s*'([^']+)'/g)].map((m) => m[1]!);
    expect(literals.filter((l) => !['driver/*', '*'].includes(l))).toEqual([]);
  });
}

type Found = { where: string; id: string; impact: string; help: string; nodes: string[] };

function describe(found: Found[]): string {
  return found
    .map(
      (v) =>
        `\n[${v.impact}] ${v.id}: ${v.help}\n  at ${v.where}\n` +
        v.nodes.map((n) => `    - ${n.replace(/\n/g, '\n      ')}`).join('\n'),
    )
    .join('\n');
}

/** Waits for a form's empty submit to show its errors (an invalid field or an alert). */
async function errorsShown(page: Page) {
  await page
    .locator('[aria-invalid="true"], [role="alert"]')
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => {});
}

async function audit(page: Page, where: string, found: Found[], settled = false) {
  const started = Date.now();
  if (!settled) await settle(page);
  // Only violations are read: collecting passes and incomplete results doubles the time of an audit.
  // The app has no frames: axe runs in the page itself ("legacy" mode) instead of running per frame and
  // then opening a blank page, injecting axe-core again and merging the frames' results there.
  const result = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  expect(page.frames(), 'a page with frames needs the per-frame audit (drop setLegacyMode)').toHaveLength(1);
  for (const v of result.violations) {
    if (!BLOCKING.has(v.impact ?? '')) continue;
    const before = found.length;
    found.push({
      where: `${where} (${page.url().replace(/^https?:\/\/[^/]+/, '')})`,
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes
        .slice(0, 6)
        .map((n) => `${n.target.join(' ')}\n${n.failureSummary ?? ''}`)
        .concat(v.nodes.length > 6 ? [`… and ${v.nodes.length - 6} more`] : []),
    });
    if (process.env.A11Y_VERBOSE) console.log(describe(found.slice(before)));
  }
  if (process.env.A11Y_VERBOSE) console.log(`audited ${where} in ${Date.now() - started} ms`);
}

/**
 * After an empty submit: a field the form refuses while it is empty is a required field, so it must say so
 * to assistive technology (`required` or `aria-required`), and the visible marker of a required field is
 * hidden from it (the control already says "required"; a read-out asterisk is noise). A field refused by a
 * rule across fields ("at least one interval") is not itself required: where the error names its message
 * key (`data-message`, FormField's errors), only `validation.required` counts.
 */
async function requiredMarked(page: Page, where: string, found: Found[]) {
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''}`;
    for (const el of document.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
      const empty =
        el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
          ? el.type !== 'checkbox' && el.type !== 'radio' && el.value.trim() === ''
          : el.getAttribute('role') === 'combobox' && !el.textContent?.trim();
      const marked = el.getAttribute('aria-required') === 'true' || el.hasAttribute('required');
      const messages = (el.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => (id ? document.getElementById(id)?.getAttribute('data-message') : null))
        .filter((message): message is string => !!message);
      const otherRule = messages.length > 0 && !messages.some((m) => m.startsWith('validation.required'));
      if (empty && !marked && !otherRule)
        out.push(`${describe(el)} is refused when empty but not marked required`);
    }
    for (const marker of document.querySelectorAll('[data-required-marker]')) {
      if (!marker.closest('[aria-hidden="true"]'))
        out.push(`a required marker is read out: ${describe(marker)}`);
    }
    return out;
  });
  if (problems.length) {
    found.push({
      where: `${where}: validation errors`,
      id: 'required-not-marked',
      impact: 'serious',
      help: 'Required fields are marked for assistive technology',
      nodes: problems,
    });
  }
}

async function extra(page: Page, kind: Extra, where: string, found: Found[]) {
  const visible = async (testId: string) => page.getByTestId(testId).first().isVisible();
  if (kind === 'row-menu' && (await visible('row-actions-trigger'))) {
    await page.getByTestId('row-actions-trigger').first().click();
    await page.getByRole('menu').waitFor({ timeout: 5_000 });
    await audit(page, `${where}: row actions menu`, found);
    await page.keyboard.press('Escape');
  }
  if (kind === 'delete-dialog' && (await visible('row-actions-trigger'))) {
    await page.getByTestId('row-actions-trigger').first().click();
    const del = page.getByTestId('row-action-delete');
    if (await del.isVisible().catch(() => false)) {
      await del.click();
      await page.getByRole('alertdialog').or(page.getByRole('dialog')).first().waitFor({ timeout: 5_000 });
      await audit(page, `${where}: delete dialog`, found);
    }
    await page.keyboard.press('Escape');
  }
  if (kind === 'empty-search' && (await visible('list-search'))) {
    await page.getByTestId('list-search').fill('zzqx-no-such-record');
    // The search is debounced: wait for the list to answer with its empty state.
    await page
      .getByTestId('empty-state')
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => {});
    await audit(page, `${where}: empty state`, found);
  }
  if (kind === 'submit-empty') {
    const submit = page.locator('main form button[type="submit"]').last();
    if (await submit.isVisible().catch(() => false)) {
      await submit.click();
      await errorsShown(page);
      await audit(page, `${where}: validation errors`, found);
      await requiredMarked(page, where, found);
    }
  }
  if (kind === 'user-menu' && (await visible('user-menu-trigger'))) {
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menu').waitFor({ timeout: 5_000 });
    await audit(page, `${where}: user menu`, found);
    await page.keyboard.press('Escape');
  }
}

/** A driver with a vehicle and a password for the app, made through the API. */
async function createDriver(request: APIRequestContext, lang: string) {
  const { create } = await api(request);
  const unique = `${Date.now()}`.slice(-7) + (lang === 'ar' ? '1' : '2');
  const vehicle = await create('vehicles', {
    name: `A11y van ${lang}`,
    plate_number: `AX ${unique.slice(-6)}`,
    category: 'van',
    fuel_type: 'diesel',
  });
  const phone = `5${unique}`;
  await create('drivers', {
    name: lang === 'en' ? 'Audit Driver' : 'سائق التدقيق',
    identity_number: `1${unique}9`,
    country_code: '+966',
    phone,
    nationality: 'sa',
    licence_number: `LA-${unique}`,
    licence_expiry_date: '2031-01-31',
    vehicle_id: vehicle.id,
    password: 'driver-pass-1',
  });
  return { phone, password: 'driver-pass-1' };
}

export function auditEveryScreen(lang: 'ar' | 'en') {
  test(`axe-core: every screen is free of serious WCAG 2.1 AA violations (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    // Many audits under one sign-in: axe-core takes a second or more per page on a loaded machine.
    test.setTimeout(1_800_000);
    const found: Found[] = [];
    await useLanguage(context, lang);
    const ids = await resolveIds(request);

    // Guest pages, then their validation errors.
    for (const url of [paths.auth.login.getHref(), paths.auth.forgotPassword.getHref()]) {
      await page.goto(url);
      await audit(page, url, found);
      await extra(page, 'submit-empty', url, found);
      // The guest forms are not inside <main>: submit whatever form the page has.
      const submit = page.locator('form button[type="submit"]').first();
      if (await submit.isVisible().catch(() => false)) {
        await submit.click();
        await errorsShown(page);
        await audit(page, `${url}: validation errors`, found);
        await requiredMarked(page, url, found);
      }
    }
    await page.goto(`${paths.auth.resetPassword.getHref()}?token=invalid&email=a%40b.c`);
    await audit(page, paths.auth.resetPassword.path, found);

    // One sign-in for the whole dashboard.
    await page.goto(paths.auth.login.getHref());
    await page.getByTestId('login-email').fill(users.admin.email);
    await page.getByTestId('login-password').fill(users.admin.password);
    await page.getByTestId('login-submit').click();
    await expect(page).not.toHaveURL(/\/auth/);

    // A route that redirects to another (the people section to its first list) lands on a state already
    // audited: each address is audited once, its extra states still are.
    const audited = new Set<string>();
    for (const [pattern, step] of Object.entries(VISITS)) {
      if (typeof step === 'string') continue;
      await page.goto(step.url(ids));
      await settle(page);
      const address = new URL(page.url()).pathname + new URL(page.url()).search;
      if (!audited.has(address)) {
        audited.add(address);
        await audit(page, pattern, found, true);
      } else if (process.env.A11Y_VERBOSE) console.log(`${pattern}: ${address} already audited`);
      for (const kind of step.extras ?? []) {
        await extra(page, kind, pattern, found);
      }
    }
    await page.goto('/no-such-page-anywhere');
    await audit(page, '* (unknown address)', found);

    // The driver app, at a phone's size.
    const driver = await createDriver(request, lang);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(driverPaths.signIn);
    await audit(page, driverPaths.signIn, found);
    await page.getByTestId('driver-sign-in').click();
    await errorsShown(page);
    await audit(page, `${driverPaths.signIn}: validation errors`, found);
    await requiredMarked(page, driverPaths.signIn, found);
    await page.getByTestId('driver-phone').fill(driver.phone);
    await page.getByTestId('driver-password').fill(driver.password);
    await page.getByTestId('driver-sign-in').click();
    await expect(page).toHaveURL(/\/driver$/);
    await audit(page, driverPaths.home, found);
    await page.getByTestId('start-inspection').click();
    await expect(page).toHaveURL(new RegExp(`${driverPaths.inspection}$`));
    await expect(page.getByTestId('inspection')).toBeVisible();
    await audit(page, driverPaths.inspection, found);
    const damage = page.locator('[data-testid$="-answer-damage"]').first();
    if (await damage.isVisible().catch(() => false)) {
      await damage.click();
      await audit(page, `${driverPaths.inspection}: a damaged part`, found);
    }

    expect(found, `critical or serious axe-core violations (${lang}):${describe(found)}`).toEqual([]);
  });
}
