import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routes } from '@/app/router';
import { navItems } from '@/app/layout/sidebar-data';

function find(tree: RouteObject[], path: string): RouteObject | undefined {
  for (const route of tree) {
    if (route.path === path) return route;
    const inner = route.children && find(route.children, path);
    if (inner) return inner;
  }
  return undefined;
}

describe('vehicles routes (spec section 2)', () => {
  it('list: show_vehicles to enter; meta permission create_vehicles and model vehicles', () => {
    const list = find(routes, '/vehicles-management')!;
    expect(list.handle).toMatchObject({ requires: 'show_vehicles', model: 'vehicles' });
    const index = list.children!.find((child) => child.index)!;
    expect(index.handle).toMatchObject({ permission: 'create_vehicles', model: 'vehicles' });
  });

  it('add, edit and view need create_, update_ and show_vehicles; each adds its breadcrumb', () => {
    expect(find(routes, '/vehicles-management/add')!.handle).toMatchObject({
      requires: 'create_vehicles',
      permission: 'create_vehicles',
      crumb: { key: 'breadcrumb.add' },
    });
    expect(find(routes, '/vehicles-management/edit/:id')!.handle).toMatchObject({
      requires: 'update_vehicles',
      permission: 'update_vehicles',
      crumb: { key: 'breadcrumb.edit' },
    });
    expect(find(routes, '/vehicles-management/view/:id')!.handle).toMatchObject({
      requires: 'show_vehicles',
      crumb: { key: 'breadcrumb.details' },
    });
  });

  it('every page is a lazy chunk', () => {
    for (const path of ['add', 'edit/:id', 'view/:id']) {
      expect(find(routes, `/vehicles-management/${path}`)!.lazy).toBeTypeOf('function');
    }
  });

  it('the sidebar shows vehicle management to holders of show_vehicles', () => {
    expect(navItems.find((item) => item.key === 'vehicles')).toMatchObject({
      href: '/vehicles-management',
      requires: 'show_vehicles',
    });
  });
});
