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

/** A roles page together with the `roles` translations. */
async function rolesPage<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadNamespaces('roles')]);
  return module;
}

const rolesCrumb = { key: 'nav.roles', to: paths.roles.list.getHref() };

/** A vehicles page together with the `vehicles` translations. */
async function vehiclesPage<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadNamespaces('vehicles', 'media')]);
  return module;
}

/** A tracking page together with the `tracking` translations. */
async function trackingPage<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadNamespaces('tracking')]);
  return module;
}

const vehiclesCrumb = { key: 'nav.vehicles', to: paths.vehicles.list.getHref() };

/** An employees-and-drivers page together with the `people` translations. */
async function peoplePage<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadNamespaces('people')]);
  return module;
}

const peopleCrumb = { key: 'nav.employees_drivers', to: paths.people.root.getHref() };

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
              {
                path: paths.vehicles.list.path,
                handle: handle({ crumb: vehiclesCrumb, model: 'vehicles', requires: 'show_vehicles' }),
                element: <PageContent />,
                children: [
                  {
                    index: true,
                    handle: handle({
                      titleKey: 'nav.vehicles',
                      permission: 'create_vehicles',
                      model: 'vehicles',
                    }),
                    lazy: async () => ({
                      Component: (await vehiclesPage(() => import('@/app/routes/vehicles/vehicles-list')))
                        .VehiclesListPage,
                    }),
                  },
                  {
                    path: paths.vehicles.add.path,
                    handle: handle({
                      titleKey: 'vehicles:add_title',
                      crumb: { key: 'breadcrumb.add' },
                      permission: 'create_vehicles',
                      requires: 'create_vehicles',
                    }),
                    lazy: async () => ({
                      Component: (await vehiclesPage(() => import('@/app/routes/vehicles/vehicle-form-page')))
                        .VehicleFormPage,
                    }),
                  },
                  {
                    path: paths.vehicles.edit.path,
                    handle: handle({
                      titleKey: 'vehicles:edit_title',
                      crumb: { key: 'breadcrumb.edit' },
                      permission: 'update_vehicles',
                      requires: 'update_vehicles',
                    }),
                    lazy: async () => ({
                      Component: (await vehiclesPage(() => import('@/app/routes/vehicles/vehicle-form-page')))
                        .VehicleFormPage,
                    }),
                  },
                  {
                    path: paths.vehicles.view.path,
                    handle: handle({
                      titleKey: 'vehicles:view_title',
                      crumb: { key: 'breadcrumb.details' },
                      requires: 'show_vehicles',
                    }),
                    lazy: async () => ({
                      Component: (await vehiclesPage(() => import('@/app/routes/vehicles/vehicle-view')))
                        .VehicleViewPage,
                    }),
                  },
                ],
              },
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
              {
                path: paths.roles.list.path,
                handle: handle({ crumb: rolesCrumb, model: 'roles', requires: 'show_roles' }),
                element: <PageContent />,
                children: [
                  {
                    index: true,
                    handle: handle({ titleKey: 'nav.roles', permission: 'create_roles', model: 'roles' }),
                    lazy: async () => ({
                      Component: (await rolesPage(() => import('@/app/routes/roles/roles-list')))
                        .RolesListPage,
                    }),
                  },
                  {
                    path: paths.roles.add.path,
                    handle: handle({
                      titleKey: 'roles:add_title',
                      crumb: { key: 'breadcrumb.add' },
                      requires: 'create_roles',
                    }),
                    lazy: async () => ({
                      Component: (await rolesPage(() => import('@/app/routes/roles/role-form-page')))
                        .RoleFormPage,
                    }),
                  },
                  {
                    path: paths.roles.edit.path,
                    handle: handle({
                      titleKey: 'roles:edit_title',
                      crumb: { key: 'breadcrumb.edit' },
                      requires: 'update_roles',
                    }),
                    lazy: async () => ({
                      Component: (await rolesPage(() => import('@/app/routes/roles/role-form-page')))
                        .RoleFormPage,
                    }),
                  },
                  {
                    path: paths.roles.view.path,
                    handle: handle({
                      titleKey: 'roles:view_title',
                      crumb: { key: 'breadcrumb.details' },
                      requires: 'show_roles',
                    }),
                    lazy: async () => ({
                      Component: (await rolesPage(() => import('@/app/routes/roles/role-view'))).RoleViewPage,
                    }),
                  },
                ],
              },
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
