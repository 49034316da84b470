import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { paths } from '../../apps/web/src/config/paths';
import { driverPaths } from '../../apps/web/src/features/driver/paths';
import { users } from './fixtures';

/**
 * Every screen of the product and how to reach it, for the specs that go through them all: the accessibility
 * audit (a11y-audit.ts) and the reflow check (92-reflow). Not a spec itself.
 */

/** Every route pattern the web app names, collected from the paths table (nested objects with `path`). */
export function routePatterns(): string[] {
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

export type Ids = Record<string, number>;
export type Step = { url: (ids: Ids) => string; /** extra states to audit on this page */ extras?: Extra[] };
export type Extra = 'row-menu' | 'delete-dialog' | 'empty-search' | 'submit-empty' | 'user-menu';

export const LIST: Extra[] = ['row-menu', 'delete-dialog', 'empty-search'];
export const FORM: Extra[] = ['submit-empty'];

/** How the audit reaches each route pattern (ids come from the demo data, created through the API if absent). */
export const VISITS: Record<string, Step | 'driver' | 'guest'> = {
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
  '/devices/waiting': { url: () => paths.devices.waiting.getHref() },
  '/devices/connect': { url: () => paths.devices.connect.getHref() },
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
  '/fuel-cards': { url: () => paths.fuelCards.list.getHref(), extras: LIST },
  '/temperature-record/:vehicleId/:sensorId': {
    url: (ids) => paths.temperatureRecord.getHref(ids.vehicle!, ids.temperatureSensor!),
  },
  '/not-found': { url: () => paths.notFound.getHref() },
  '/unauthorized': { url: () => paths.unauthorized.getHref() },
  '/driver': 'driver',
  '/driver/sign-in': 'driver',
  '/driver/inspection': 'driver',
};

/**
 * Waits for the page's own state rather than for a fixed time: its landmark or form, then lists and
 * details out of their loading state, then web fonts (text metrics decide contrast and overlap). Never
 * fails: an audit of a slow page still runs.
 */
export async function settle(page: Page) {
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

export async function api(request: APIRequestContext) {
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
export async function resolveIds(request: APIRequestContext): Promise<Ids> {
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
  const temperatureSensor =
    ((await first(`vehicles/${vehicle}/sensors`)).find((s) => s.type === 'temperature')?.id as
      number | undefined) ??
    (
      await create(`vehicles/${vehicle}/sensors`, {
        name: 'A11y audit cold box',
        type: 'temperature',
        attribute: 'temp1',
        min: 2,
        max: 8,
      })
    ).id;
  // A transaction, so that the fuel cards' row menu and delete dialog are audited too.
  if (!id(await first('fuel-transactions')))
    await create('fuel-transactions', {
      vehicle_id: vehicle,
      time: new Date().toISOString(),
      litres: 40,
      station: 'A11y audit',
    });
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
    temperatureSensor,
  };
}
