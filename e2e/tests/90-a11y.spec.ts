import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { paths } from '../../apps/web/src/config/paths';
import { driverPaths } from '../../apps/web/src/features/driver/paths';
import { useLanguage, users } from './fixtures';

/**
 * WCAG 2.1 A/AA audit (issue 21): every route of the dashboard and the driver app, in Arabic and English,
 * with its menus and dialogs open, its forms showing their errors, its empty state and the error pages.
 * Fails on any critical or serious axe-core violation.
 *
 * The route list is structural: every `path` of `config/paths.ts` and the driver app's `driverPaths` must
 * have an entry in VISITS below, so a screen added without being audited fails this test.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['critical', 'serious']);
const web = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/src');

/** Every route pattern the web app names, collected from the paths table (nested objects with `path`). */
function routePatterns(): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const path = (node as { path?: unknown }).path;
    if (typeof path === 'string') found.push(path);
    for (const child of Object.values(node)) walk(child);
  };
  walk(paths);
  found.push(...Object.values(driverPaths));
  return [...new Set(found)];
}

type Ids = Record<string, number>;
type Step = { url: (ids: Ids) => string; /** extra states to audit on this page */ extras?: Extra[] };
type Extra = 'row-menu' | 'delete-dialog' | 'empty-search' | 'submit-empty' | 'user-menu';

const LIST: Extra[] = ['row-menu', 'delete-dialog', 'empty-search'];
const FORM: Extra[] = ['submit-empty'];

/** How the audit reaches each route pattern (ids come from the demo data, created through the API if absent). */
const VISITS: Record<string, Step | 'driver' | 'guest'> = {
  '/': { url: () => '/', extras: ['user-menu'] },
  '/vehicle-details/:id': { url: (ids) => `/vehicle-details/${ids.vehicle}` },
  '/auth': 'guest',
  '/auth/login': 'guest',
  '/auth/forgot-password': 'guest',
  '/auth/reset-password': 'guest',
  '/roles-permissions': { url: () => paths.roles.list.getHref(), extras: LIST },
  '/roles-permissions/add': { url: () => paths.roles.add.getHref(), extras: FORM },
  '/roles-permissions/edit/:id': { url: (ids) => paths.roles.edit.getHref(ids.role!) },
  '/roles-permissions/view/:id': { url: (ids) => paths.roles.view.getHref(ids.role!) },
  '/vehicles-management': { url: () => paths.vehicles.list.getHref(), extras: LIST },
  '/vehicles-management/add': { url: () => paths.vehicles.add.getHref(), extras: FORM },
  '/vehicles-management/edit/:id': { url: (ids) => paths.vehicles.edit.getHref(ids.vehicle!) },
  '/vehicles-management/view/:id': { url: (ids) => paths.vehicles.view.getHref(ids.vehicle!) },
  '/employees-drivers': { url: () => paths.people.root.getHref() },
  '/employees-drivers/employees': { url: () => paths.employees.list.getHref(), extras: LIST },
  '/employees-drivers/employees/add': { url: () => paths.employees.add.getHref(), extras: FORM },
  '/employees-drivers/employees/edit/:id': { url: (ids) => paths.employees.edit.getHref(ids.employee!) },
  '/employees-drivers/employees/view/:id': { url: (ids) => paths.employees.view.getHref(ids.employee!) },
  '/employees-drivers/drivers': { url: () => paths.drivers.list.getHref(), extras: LIST },
  '/employees-drivers/drivers/add': { url: () => paths.drivers.add.getHref(), extras: FORM },
  '/employees-drivers/drivers/edit/:id': { url: (ids) => paths.drivers.edit.getHref(ids.driver!) },
  '/employees-drivers/drivers/view/:id': { url: (ids) => paths.drivers.view.getHref(ids.driver!) },
  '/itinerary-management': { url: () => paths.trips.list.getHref(), extras: LIST },
  '/itinerary-management/add': { url: () => paths.trips.add.getHref(), extras: FORM },
  '/itinerary-management/edit/:id': { url: (ids) => paths.trips.edit.getHref(ids.trip!) },
  '/itinerary-management/view/:id': { url: (ids) => paths.trips.view.getHref(ids.trip!) },
  '/reports-examinations': { url: () => paths.examinations.list.getHref(), extras: ['empty-search'] },
  '/reports-examinations/:id': { url: (ids) => paths.examinations.view.getHref(ids.examination!) },
  '/reports-examinations/:id/fix-parts': {
    url: (ids) => paths.examinations.fix.getHref(ids.examination!),
    extras: FORM,
  },
  '/geofences': { url: () => paths.geofences.list.getHref(), extras: LIST },
  '/geofences/add': { url: () => paths.geofences.add.getHref(), extras: FORM },
  '/geofences/edit/:id': { url: (ids) => paths.geofences.edit.getHref(ids.geofence!) },
  '/geofences/view/:id': { url: (ids) => paths.geofences.view.getHref(ids.geofence!) },
  '/maintenance': { url: () => paths.maintenance.due.getHref() },
  '/maintenance/programmes': { url: () => paths.maintenance.programmes.getHref(), extras: LIST },
  '/maintenance/programmes/add': { url: () => paths.maintenance.addProgramme.getHref(), extras: FORM },
  '/maintenance/programmes/edit/:id': {
    url: (ids) => paths.maintenance.editProgramme.getHref(ids.programme!),
  },
  '/maintenance/work-orders': { url: () => paths.maintenance.workOrders.getHref(), extras: LIST },
  '/maintenance/work-orders/add': { url: () => paths.maintenance.addWorkOrder.getHref(), extras: FORM },
  '/maintenance/work-orders/edit/:id': {
    url: (ids) => paths.maintenance.editWorkOrder.getHref(ids.workOrder!),
  },
  '/maintenance/work-orders/view/:id': {
    url: (ids) => paths.maintenance.viewWorkOrder.getHref(ids.workOrder!),
  },
  '/settings/events': { url: () => paths.settings.events.getHref() },
  '/notifications': { url: () => paths.notifications.inbox.getHref() },
  '/notifications/rules': { url: () => paths.notifications.list.getHref(), extras: LIST },
  '/notifications/rules/add': { url: () => paths.notifications.add.getHref(), extras: FORM },
  '/notifications/rules/edit/:id': { url: (ids) => paths.notifications.edit.getHref(ids.rule!) },
  '/notifications/rules/view/:id': { url: (ids) => paths.notifications.view.getHref(ids.rule!) },
  '/audit-log': { url: () => paths.audit.list.getHref() },
  '/reports': { url: () => paths.reports.root.getHref() },
  '/settings/api-keys': { url: () => paths.settings.apiKeys.getHref(), extras: ['empty-search'] },
  '/shared-links': { url: () => paths.shareLinks.list.getHref() },
  '/share/:token': { url: () => paths.share.getHref(shareToken) },
  '/profile': { url: () => paths.profile.root.getHref() },
  '/events': { url: () => paths.events.list.getHref(), extras: ['empty-search'] },
  '/not-found': { url: () => paths.notFound.getHref() },
  '/unauthorized': { url: () => paths.unauthorized.getHref() },
  '/driver': 'driver',
  '/driver/sign-in': 'driver',
  '/driver/inspection': 'driver',
};

test('the audit visits every route of the route table', () => {
  const missing = routePatterns().filter((pattern) => !(pattern in VISITS));
  expect(missing, `routes the accessibility audit does not visit; add them to VISITS`).toEqual([]);
  // Routes written into the router as literals rather than through paths.ts are caught too.
  const router = readFileSync(join(web, 'app/router.tsx'), 'utf8');
  const literals = [...router.matchAll(/path:\s*'([^']+)'/g)].map((m) => m[1]!);
  expect(literals.filter((l) => !['driver/*', '*'].includes(l))).toEqual([]);
});

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

/**
 * Waits for the page's own state rather than for a fixed time: its landmark or form, then lists and
 * details out of their loading state, then web fonts (text metrics decide contrast and overlap). Never
 * fails: an audit of a slow page still runs.
 */
async function settle(page: Page) {
  await page.waitForLoadState('domcontentloaded');
  await page
    .locator('main, [data-testid="driver-app"], form, h1')
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => {});
  // Loading placeholders, not any pulse: the sign-in page's and the live badge's dots pulse for good.
  await expect(page.locator('[data-skeleton], tbody[aria-busy="true"]'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => {});
  await page.evaluate(() => document.fonts?.ready.then(() => undefined)).catch(() => {});
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

async function api(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: users.admin });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const first = async (path: string, query = '') => {
    const res = await request.get(`/api/dashboard/${path}?per_page=50${query}`, { headers });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return ((await res.json()).data ?? []) as Array<Record<string, unknown>>;
  };
  const create = async (path: string, data: object) => {
    const res = await request.post(`/api/dashboard/${path}`, { headers, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
    return (await res.json()).data as { id: number };
  };
  return { headers, first, create };
}

/** A live share link of the first vehicle, made by `resolveIds` (its public page is audited too). */
let shareToken = '';

/** Ids of records to open, from the demo data; what the demo lacks is created. */
async function resolveIds(request: APIRequestContext): Promise<Ids> {
  const { first, create } = await api(request);
  const id = (rows: Array<Record<string, unknown>>) => rows[0]?.id as number | undefined;
  const vehicles = await first('vehicles');
  const vehicle = id(vehicles)!;
  const examinations = await first('examinations');
  const examination =
    (examinations.find((e) => e.result === 'faulty' && e.fix_status !== 'fixed')?.id as number | undefined) ??
    id(examinations)!;
  const role = id(await first('roles'))!;
  const rule =
    id(await first('notification-rules')) ??
    (
      await create('notification-rules', {
        name: 'A11y audit rule',
        event_types: [],
        channels: ['web'],
        recipients: { employee_ids: [], role_ids: [role] },
      })
    ).id;
  const programme =
    id(await first('maintenance/programmes')) ??
    (
      await create('maintenance/programmes', {
        name: 'A11y audit service',
        categories: ['van'],
        every_km: 10000,
      })
    ).id;
  const workOrder =
    id(await first('maintenance/work-orders')) ??
    (
      await create('maintenance/work-orders', {
        vehicle_id: vehicle,
        title: 'A11y audit order',
        status: 'open',
      })
    ).id;
  const link = (await create('share-links', { vehicle_ids: [vehicle], expires_in_hours: 1 })) as unknown as {
    token: string;
  };
  shareToken = link.token;
  return {
    vehicle,
    role,
    employee: id(await first('employees'))!,
    driver: id(await first('drivers'))!,
    trip: id(await first('trips'))!,
    examination,
    geofence: id(await first('geofences'))!,
    rule,
    programme,
    workOrder,
  };
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

for (const lang of ['ar', 'en'] as const) {
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

/**
 * Reflow (WCAG 1.4.10) and 200% zoom: at 320 CSS px wide (a 1280 px window at 400%; 200% of a laptop's 1366 px is
 * 683 px, the same narrow layout) no page scrolls sideways; maps and wide tables scroll inside their own box.
 */
for (const lang of ['ar', 'en'] as const) {
  test(`reflow: every dashboard screen fits 320 CSS px without sideways scrolling (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(600_000);
    await useLanguage(context, lang);
    const ids = await resolveIds(request);
    await page.goto(paths.auth.login.getHref());
    await page.getByTestId('login-email').fill(users.admin.email);
    await page.getByTestId('login-password').fill(users.admin.password);
    await page.getByTestId('login-submit').click();
    await expect(page).not.toHaveURL(/\/auth/);
    await page.setViewportSize({ width: 320, height: 640 });
    const wide: string[] = [];
    for (const [pattern, step] of Object.entries(VISITS)) {
      if (typeof step === 'string') continue;
      await page.goto(step.url(ids));
      await settle(page);
      const overflow = await page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        if (root.scrollWidth <= root.clientWidth + 1) return null;
        // The elements that stick out and are not inside a box that scrolls by itself, else the positioned ones
        // that stick out (an absolute element escapes a scrolling box that is not its containing block).
        const out = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && (box.right > root.clientWidth + 1 || box.left < -1);
        });
        const unclipped = out.filter((el) => {
          for (let up = el.parentElement; up; up = up.parentElement) {
            const x = getComputedStyle(up).overflowX;
            if (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') return false;
          }
          return true;
        });
        const positioned = out.filter((el) => ['absolute', 'fixed'].includes(getComputedStyle(el).position));
        const culprits = (unclipped.length > 0 ? unclipped : positioned)
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}`);
        return `${root.scrollWidth}px (${culprits.join(', ')})`;
      });
      if (overflow) wide.push(`${pattern}: ${overflow}`);
    }
    expect(wide, `screens wider than 320 px (${lang})`).toEqual([]);
  });
}
