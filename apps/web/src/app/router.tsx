import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { loadNamespaces } from '@/lib/i18n';
import type { RouteHandle } from '@/lib/route-handle';
import { FullPageSpinner, GuestRoute, ProtectedRoute } from '@/app/guards';
import { RouteErrorBoundary } from '@/app/route-error-boundary';

function handle(meta: RouteHandle): RouteHandle {
  return meta;
}

type PageModule = () => Promise<{ default: ComponentType }>;

/** Translation namespaces of each list-add-edit-view module (the first is its own). */
const MODULE_NAMESPACES = {
  // The view pages show the record's history from the audit log.
  // The form shows how to connect a device (`devices`).
  vehicles: [
    'vehicles',
    'media',
    'maintenance',
    'audit',
    'commands',
    'people',
    'share',
    'devices',
    'sensors',
  ],
  roles: ['roles', 'audit'],
  // The itinerary shows its vehicle's live status.
  trips: ['trips', 'tracking', 'audit', 'share'],
  geofences: ['geofences', 'audit'],
  notifications: ['notifications', 'events'],
} as const;

/**
 * List, add, edit and view of one module (spec section 2): each page a lazy chunk loaded together with the
 * module's translations; `show_`, `create_` and `update_` of the model open them; the list's meta names
 * `create_` for its add button.
 */
function crudRoutes(
  model: keyof typeof MODULE_NAMESPACES,
  titleKey: string,
  pages: { list: PageModule; form: PageModule; view: PageModule },
): RouteObject {
  const area = paths[model];
  const namespaces = MODULE_NAMESPACES[model];
  const namespace = namespaces[0];
  const page = (load: PageModule) => async () => {
    const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    return { Component: module.default };
  };
  const action = (key: string, permission: string | undefined, requires: string) =>
    handle({
      titleKey: `${namespace}:${key}_title`,
      crumb: { key: `breadcrumb.${key === 'view' ? 'details' : key}` },
      permission,
      requires,
    });
  return {
    path: area.list.path,
    handle: handle({ crumb: { key: titleKey, to: area.list.getHref() }, model, requires: `show_${model}` }),
    element: <PageContent />,
    children: [
      {
        index: true,
        handle: handle({ titleKey, permission: `create_${model}`, model }),
        lazy: page(pages.list),
      },
      {
        path: area.add.path,
        handle: action('add', `create_${model}`, `create_${model}`),
        lazy: page(pages.form),
      },
      {
        path: area.edit.path,
        handle: action('edit', `update_${model}`, `update_${model}`),
        lazy: page(pages.form),
      },
      { path: area.view.path, handle: action('view', undefined, `show_${model}`), lazy: page(pages.view) },
    ],
  };
}

/** A maintenance page with its translations and the vehicles' (categories) and examinations' (parts). */
function maintenancePage(load: PageModule) {
  return async () => {
    const [module] = await Promise.all([
      load(),
      loadNamespaces('maintenance', 'vehicles', 'examinations', 'media'),
    ]);
    return { Component: module.default };
  };
}

const maintenanceCrumb = { key: 'nav.maintenance', to: paths.maintenance.due.getHref() };

/** The maintenance area (issue 17): the due list, programmes and work orders. */
function maintenanceRoutes(): RouteObject {
  const m = paths.maintenance;
  const page = (
    path: string,
    titleKey: string,
    requires: string,
    load: PageModule,
    extra: { permission?: string; crumb?: { key: string; to?: string } } = {},
  ): RouteObject => ({
    path,
    handle: handle({
      titleKey,
      crumb: extra.crumb ?? { key: titleKey },
      requires,
      model: 'maintenance',
      permission: extra.permission,
    }),
    element: <PageContent />,
    children: [{ index: true, lazy: maintenancePage(load) }],
  });
  return {
    path: m.due.path,
    handle: handle({ crumb: maintenanceCrumb, model: 'maintenance', requires: 'show_maintenance' }),
    children: [
      {
        path: m.due.path,
        handle: handle({ titleKey: 'nav.maintenance', model: 'maintenance' }),
        element: <PageContent />,
        children: [{ index: true, lazy: maintenancePage(() => import('@/app/routes/maintenance/due-list')) }],
      },
      page(
        m.programmes.path,
        'maintenance:programmes_title',
        'show_maintenance',
        () => import('@/app/routes/maintenance/programmes-list'),
        {
          permission: 'create_maintenance',
        },
      ),
      page(
        m.addProgramme.path,
        'maintenance:add_programme_title',
        'create_maintenance',
        () => import('@/app/routes/maintenance/programme-form-page'),
      ),
      page(
        m.editProgramme.path,
        'maintenance:edit_programme_title',
        'update_maintenance',
        () => import('@/app/routes/maintenance/programme-form-page'),
      ),
      page(
        m.workOrders.path,
        'maintenance:work_orders_title',
        'show_maintenance',
        () => import('@/app/routes/maintenance/work-orders-list'),
        {
          permission: 'create_maintenance',
        },
      ),
      page(
        m.addWorkOrder.path,
        'maintenance:add_work_order_title',
        'create_maintenance',
        () => import('@/app/routes/maintenance/work-order-form-page'),
      ),
      page(
        m.editWorkOrder.path,
        'maintenance:edit_work_order_title',
        'update_maintenance',
        () => import('@/app/routes/maintenance/work-order-form-page'),
      ),
      page(
        m.viewWorkOrder.path,
        'maintenance:view_work_order_title',
        'show_maintenance',
        () => import('@/app/routes/maintenance/work-order-view'),
      ),
    ],
  };
}

/** A tracking page together with the `tracking` translations, the `events` (the map shows them) and `share`. */
async function trackingPage<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([
    load(),
    loadNamespaces('tracking', 'events', 'commands', 'people', 'share', 'sensors'),
  ]);
  return module;
}

/** A devices page (docs/api.md#devices) with its translations. */
function devicesRoute(
  path: string,
  titleKey: string,
  access: { requires?: string; requiresAny?: readonly string[] },
  load: () => Promise<{ default: ComponentType }>,
): RouteObject {
  return {
    path,
    handle: handle({ titleKey, crumb: { key: titleKey }, ...access }),
    element: <PageContent />,
    children: [
      {
        index: true,
        lazy: async () => {
          const [module] = await Promise.all([load(), loadNamespaces('devices')]);
          return { Component: module.default };
        },
      },
    ],
  };
}

/** An employees-and-drivers page together with the `people` translations. */
async function peoplePage<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadNamespaces('people', 'audit')]);
  return module;
}

const peopleCrumb = { key: 'nav.employees_drivers', to: paths.people.root.getHref() };

/** An examinations page with its translations, and the vehicles' (a report shows its vehicle's status). */
async function examinationsPage<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadNamespaces('examinations', 'media', 'vehicles')]);
  return module;
}

const examinationsCrumb = { key: 'nav.examinations', to: paths.examinations.list.getHref() };

const PEOPLE_PAGES: Record<string, () => Promise<{ default: ComponentType }>> = {
  'employees-list': () => import('@/app/routes/people/employees-list'),
  'employee-form-page': () => import('@/app/routes/people/employee-form-page'),
  'employee-view': () => import('@/app/routes/people/employee-view'),
  'drivers-list': () => import('@/app/routes/people/drivers-list'),
  'driver-form-page': () => import('@/app/routes/people/driver-form-page'),
  'driver-view': () => import('@/app/routes/people/driver-view'),
};

/** List, add, edit and view of one of the two people models (spec section 2). */
function peopleRoutes(model: 'employees' | 'drivers'): RouteObject {
  const area = paths[model];
  const crumb = { key: `nav.${model}`, to: area.list.getHref() };
  const singular = model === 'employees' ? 'employee' : 'driver';
  const list = model === 'employees' ? 'employees-list' : 'drivers-list';
  const form = model === 'employees' ? 'employee-form-page' : 'driver-form-page';
  const view = model === 'employees' ? 'employee-view' : 'driver-view';
  return {
    path: area.list.path,
    handle: handle({ crumb, model, requires: `show_${model}` }),
    children: [
      {
        index: true,
        handle: handle({ titleKey: `nav.${model}`, permission: `create_${model}`, model }),
        lazy: async () => ({ Component: (await peoplePage(PEOPLE_PAGES[list]!)).default }),
      },
      {
        path: area.add.path,
        handle: handle({
          titleKey: `people:add_${singular}_title`,
          crumb: { key: 'breadcrumb.add' },
          permission: `create_${model}`,
          requires: `create_${model}`,
        }),
        lazy: async () => ({ Component: (await peoplePage(PEOPLE_PAGES[form]!)).default }),
      },
      {
        path: area.edit.path,
        handle: handle({
          titleKey: `people:edit_${singular}_title`,
          crumb: { key: 'breadcrumb.edit' },
          permission: `update_${model}`,
          requires: `update_${model}`,
        }),
        lazy: async () => ({ Component: (await peoplePage(PEOPLE_PAGES[form]!)).default }),
      },
      {
        path: area.view.path,
        handle: handle({
          titleKey: `people:view_${singular}_title`,
          crumb: { key: 'breadcrumb.details' },
          requires: `show_${model}`,
        }),
        lazy: async () => ({ Component: (await peoplePage(PEOPLE_PAGES[view]!)).default }),
      },
    ],
  };
}

/** Routes of spec section 2 for the modules that exist; every page is a lazy chunk. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        // A share link's page (docs/api.md#share-links): no sign-in, whoever holds the link.
        path: paths.share.path,
        lazy: async () => {
          const [module] = await Promise.all([
            import('@/app/routes/share/shared-page'),
            loadNamespaces('share', 'tracking', 'trips'),
          ]);
          return { Component: module.SharedPage };
        },
      },
      {
        path: paths.auth.root.path,
        element: <GuestRoute />,
        children: [
          { index: true, element: <Navigate to={paths.auth.login.getHref()} replace /> },
          {
            path: paths.auth.login.path,
            lazy: async () => ({ Component: (await import('@/app/routes/auth/login')).LoginPage }),
          },
          {
            path: paths.auth.forgotPassword.path,
            lazy: async () => ({
              Component: (await import('@/app/routes/auth/forgot-password')).ForgotPasswordPage,
            }),
          },
          {
            path: paths.auth.resetPassword.path,
            lazy: async () => ({
              Component: (await import('@/app/routes/auth/forgot-password')).ResetPasswordPage,
            }),
          },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            lazy: async () => ({ Component: (await import('@/app/layout/main-layout')).MainLayout }),
            children: [
              {
                index: true,
                handle: handle({ titleKey: 'nav.home' }),
                lazy: async () => ({
                  Component: (await trackingPage(() => import('@/app/routes/home'))).HomePage,
                }),
              },
              {
                handle: handle({ crumb: { key: 'nav.home', to: paths.home.getHref() } }),
                children: [
                  {
                    path: paths.tracking.details.path,
                    handle: handle({
                      titleKey: 'tracking:details_title',
                      crumb: { key: 'breadcrumb.details' },
                      requires: 'show_tracking',
                    }),
                    lazy: async () => ({
                      Component: (await trackingPage(() => import('@/app/routes/tracking/vehicle-tracking')))
                        .VehicleTrackingPage,
                    }),
                  },
                ],
              },
              crudRoutes('vehicles', 'nav.vehicles', {
                list: () => import('@/app/routes/vehicles/vehicles-list'),
                form: () => import('@/app/routes/vehicles/vehicle-form-page'),
                view: () => import('@/app/routes/vehicles/vehicle-view'),
              }),
              devicesRoute(
                paths.devices.waiting.path,
                'nav.devices_waiting',
                { requires: 'create_vehicles' },
                () => import('@/app/routes/devices/devices-waiting'),
              ),
              devicesRoute(
                paths.devices.connect.path,
                'nav.connect_device',
                { requiresAny: ['create_vehicles', 'update_vehicles'] },
                () => import('@/app/routes/devices/connect-device'),
              ),
              {
                path: paths.people.root.path,
                handle: handle({ crumb: peopleCrumb, requiresAny: ['show_employees', 'show_drivers'] }),
                element: <PageContent />,
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import('@/app/routes/people/people-redirect')).PeopleRedirect,
                    }),
                  },
                  peopleRoutes('employees'),
                  peopleRoutes('drivers'),
                ],
              },
              crudRoutes('trips', 'nav.itineraries', {
                list: () => import('@/app/routes/trips/trips-list'),
                form: () => import('@/app/routes/trips/trip-form-page'),
                view: () => import('@/app/routes/trips/trip-view'),
              }),
              {
                path: paths.examinations.list.path,
                handle: handle({
                  crumb: examinationsCrumb,
                  model: 'examinations',
                  requires: 'show_examinations',
                }),
                element: <PageContent />,
                children: [
                  {
                    index: true,
                    handle: handle({ titleKey: 'nav.examinations', model: 'examinations' }),
                    lazy: async () => ({
                      Component: (
                        await examinationsPage(() => import('@/app/routes/examinations/examinations-list'))
                      ).ExaminationsListPage,
                    }),
                  },
                  {
                    path: paths.examinations.view.path,
                    handle: handle({
                      titleKey: 'examinations:view_title',
                      crumb: { key: 'breadcrumb.details' },
                    }),
                    lazy: async () => ({
                      Component: (
                        await examinationsPage(() => import('@/app/routes/examinations/examination-view'))
                      ).ExaminationViewPage,
                    }),
                  },
                  {
                    path: paths.examinations.fix.path,
                    handle: handle({
                      titleKey: 'examinations:fix_title',
                      crumb: { key: 'examinations:fix_title' },
                      requires: 'fix_examinations',
                    }),
                    lazy: async () => ({
                      Component: (
                        await examinationsPage(() => import('@/app/routes/examinations/fix-parts-page'))
                      ).FixPartsPage,
                    }),
                  },
                ],
              },
              maintenanceRoutes(),
              crudRoutes('geofences', 'nav.geofences', {
                list: () => import('@/app/routes/geofences/geofences-list'),
                form: () => import('@/app/routes/geofences/geofence-form-page'),
                view: () => import('@/app/routes/geofences/geofence-view'),
              }),
              crudRoutes('notifications', 'nav.notification_rules', {
                list: () => import('@/app/routes/notifications/rules-list'),
                form: () => import('@/app/routes/notifications/rule-form-page'),
                view: () => import('@/app/routes/notifications/rule-view'),
              }),
              {
                path: paths.notifications.inbox.path,
                handle: handle({
                  titleKey: 'nav.notifications',
                  crumb: { key: 'nav.notifications', to: paths.notifications.inbox.getHref() },
                }),
                element: <PageContent />,
                children: [
                  {
                    index: true,
                    lazy: async () => {
                      const [module] = await Promise.all([
                        import('@/app/routes/notifications/inbox'),
                        loadNamespaces('notifications', 'events'),
                      ]);
                      return { Component: module.default };
                    },
                  },
                ],
              },
              {
                path: paths.events.list.path,
                handle: handle({
                  titleKey: 'nav.events',
                  crumb: { key: 'nav.events', to: paths.events.list.getHref() },
                  requires: 'show_events',
                }),
                element: <PageContent />,
                children: [
                  {
                    index: true,
                    lazy: async () => {
                      const [module] = await Promise.all([
                        import('@/app/routes/events/events-list'),
                        loadNamespaces('events'),
                      ]);
                      return { Component: module.EventsListPage };
                    },
                  },
                ],
              },
              {
                path: paths.temperatureRecord.path,
                handle: handle({
                  titleKey: 'sensors:print_record.title',
                  crumb: { key: 'sensors:print_record.title' },
                  requires: 'show_vehicles',
                }),
                element: <PageContent />,
                children: [
                  {
                    index: true,
                    lazy: async () => {
                      const [module] = await Promise.all([
                        import('@/app/routes/sensors/temperature-record-page'),
                        loadNamespaces('sensors'),
                      ]);
                      return { Component: module.TemperatureRecordPage };
                    },
                  },
                ],
              },
              {
                path: paths.fuelCards.list.path,
                handle: handle({
                  titleKey: 'nav.fuel_cards',
                  crumb: { key: 'nav.fuel_cards', to: paths.fuelCards.list.getHref() },
                  model: 'fuel',
                  requires: 'show_fuel',
                }),
                element: <PageContent />,
                children: [
                  {
                    index: true,
                    lazy: async () => {
                      const [module] = await Promise.all([
                        import('@/app/routes/fuel/fuel-cards'),
                        loadNamespaces('fuel'),
                      ]);
                      return { Component: module.FuelCardsPage };
                    },
                  },
                ],
              },
              {
                path: paths.shareLinks.list.path,
                handle: handle({
                  titleKey: 'nav.shared_links',
                  crumb: { key: 'nav.shared_links', to: paths.shareLinks.list.getHref() },
                  requires: 'show_share_links',
                }),
                element: <PageContent />,
                children: [
                  {
                    index: true,
                    lazy: async () => {
                      const [module] = await Promise.all([
                        import('@/app/routes/share/shared-links'),
                        loadNamespaces('share'),
                      ]);
                      return { Component: module.SharedLinksPage };
                    },
                  },
                ],
              },
              {
                path: paths.profile.root.path,
                handle: handle({ titleKey: 'nav.profile', crumb: { key: 'nav.profile' } }),
                element: <PageContent />,
                children: [
                  {
                    index: true,
                    lazy: async () => {
                      const [module] = await Promise.all([
                        import('@/app/routes/profile/profile-page'),
                        loadNamespaces('profile'),
                      ]);
                      return { Component: module.ProfilePage };
                    },
                  },
                ],
              },
              {
                path: paths.reports.root.path,
                handle: handle({
                  titleKey: 'nav.reports',
                  crumb: { key: 'nav.reports', to: paths.reports.root.getHref() },
                  requires: 'show_reports',
                }),
                element: <PageContent />,
                children: [
                  {
                    index: true,
                    lazy: async () => {
                      const [module] = await Promise.all([
                        import('@/app/routes/reports/reports-page'),
                        loadNamespaces('reports'),
                      ]);
                      return { Component: module.ReportsPage };
                    },
                  },
                ],
              },
              {
                path: paths.audit.list.path,
                handle: handle({
                  titleKey: 'nav.audit',
                  crumb: { key: 'nav.audit', to: paths.audit.list.getHref() },
                  requires: 'show_audit',
                }),
                element: <PageContent />,
                children: [
                  {
                    index: true,
                    lazy: async () => {
                      const [module] = await Promise.all([
                        import('@/app/routes/audit/audit-log'),
                        loadNamespaces('audit'),
                      ]);
                      return { Component: module.AuditLogPage };
                    },
                  },
                ],
              },
              {
                path: paths.settings.events.path,
                element: <PageContent />,
                handle: handle({
                  titleKey: 'settings:events_title',
                  crumb: { key: 'nav.settings' },
                  requires: 'show_settings',
                }),
                children: [
                  {
                    index: true,
                    lazy: async () => {
                      const [module] = await Promise.all([
                        import('@/app/routes/settings/event-settings'),
                        loadNamespaces('settings'),
                      ]);
                      return { Component: module.default };
                    },
                  },
                ],
              },
              {
                path: paths.settings.apiKeys.path,
                element: <PageContent />,
                handle: handle({
                  titleKey: 'nav.api_keys',
                  crumb: { key: 'nav.api_keys', to: paths.settings.apiKeys.getHref() },
                  requires: 'show_api_keys',
                }),
                children: [
                  {
                    index: true,
                    lazy: async () => {
                      const [module] = await Promise.all([
                        import('@/app/routes/settings/api-keys'),
                        loadNamespaces('settings', 'roles', 'geofences'),
                      ]);
                      return { Component: module.default };
                    },
                  },
                ],
              },
              crudRoutes('roles', 'nav.roles', {
                list: () => import('@/app/routes/roles/roles-list'),
                form: () => import('@/app/routes/roles/role-form-page'),
                view: () => import('@/app/routes/roles/role-view'),
              }),
            ],
          },
        ],
      },
      {
        // The driver app: its own chunks, sign-in and token; nothing of the dashboard's shell.
        path: 'driver/*',
        lazy: async () => (await import('@/app/routes/driver/load-driver-app')).loadDriverApp(),
      },
      {
        path: paths.notFound.path,
        lazy: async () => ({ Component: (await import('@/app/routes/errors/not-found')).NotFoundPage }),
      },
      {
        path: paths.unauthorized.path,
        lazy: async () => ({
          Component: (await import('@/app/routes/errors/unauthorized')).UnauthorizedPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('@/app/routes/errors/not-found')).NotFoundPage }),
      },
    ],
  },
];

/** Padding for ordinary pages; the home map is full-bleed and does not use it. */
function PageContent() {
  return (
    <div className="mx-auto flex w-full max-w-[1600px] flex-1 flex-col p-4 sm:px-6 sm:py-5">
      <Outlet />
    </div>
  );
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
