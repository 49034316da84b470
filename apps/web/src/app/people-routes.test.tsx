import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { render, screen } from '@testing-library/react';
import { routes } from '@/app/router';
import { navItems } from '@/app/layout/sidebar-data';
import { PeopleRedirect } from '@/app/routes/people/people-redirect';
import { signIn } from '@/testing/render';

function find(tree: RouteObject[], path: string): RouteObject | undefined {
  for (const route of tree) {
    if (route.path === path) return route;
    const inner = route.children && find(route.children, path);
    if (inner) return inner;
  }
  return undefined;
}

function redirectFor(permissions: string[]) {
  signIn(permissions);
  const router = createMemoryRouter(
    [
      { path: '/employees-drivers', element: <PeopleRedirect /> },
      { path: '/employees-drivers/employees', element: <p>employees list</p> },
      { path: '/employees-drivers/drivers', element: <p>drivers list</p> },
    ],
    { initialEntries: ['/employees-drivers'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('employees and drivers routes (spec section 2)', () => {
  it('the parent opens for show_employees or show_drivers', () => {
    expect(find(routes, '/employees-drivers')!.handle).toMatchObject({
      requiresAny: ['show_employees', 'show_drivers'],
    });
  });

  it('lists carry meta permission create_<model> and model <model>; pages need their permission', () => {
    for (const model of ['employees', 'drivers']) {
      const list = find(routes, `/employees-drivers/${model}`)!;
      expect(list.handle).toMatchObject({ requires: `show_${model}`, model });
      expect(list.children!.find((child) => child.index)!.handle).toMatchObject({
        permission: `create_${model}`,
        model,
      });
      expect(find(routes, `/employees-drivers/${model}/add`)!.handle).toMatchObject({
        requires: `create_${model}`,
      });
      expect(find(routes, `/employees-drivers/${model}/edit/:id`)!.handle).toMatchObject({
        requires: `update_${model}`,
      });
      expect(find(routes, `/employees-drivers/${model}/view/:id`)!.handle).toMatchObject({
        requires: `show_${model}`,
      });
    }
  });

  it('the empty child goes to employees with show_employees, otherwise to drivers', async () => {
    const admin = redirectFor(['show_employees', 'show_drivers']);
    expect(await screen.findByText('employees list')).toBeTruthy();
    expect(admin.state.location.pathname).toBe('/employees-drivers/employees');
  });

  it('a user with drivers only lands on the drivers list', async () => {
    const router = redirectFor(['show_drivers']);
    expect(await screen.findByText('drivers list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/employees-drivers/drivers');
  });

  it('the sidebar item shows with either permission', () => {
    expect(navItems.find((item) => item.key === 'employees-drivers')).toMatchObject({
      href: '/employees-drivers',
      requiresAny: ['show_employees', 'show_drivers'],
    });
  });
});
