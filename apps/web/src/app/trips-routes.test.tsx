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

describe('itinerary routes (spec section 2)', () => {
  it('list: show_trips to enter; meta permission create_trips and model trips', () => {
    const list = find(routes, '/itinerary-management')!;
    expect(list.handle).toMatchObject({ requires: 'show_trips', model: 'trips' });
    const index = list.children!.find((child) => child.index)!;
    expect(index.handle).toMatchObject({ permission: 'create_trips', model: 'trips' });
  });

  it('add, edit and view need create_, update_ and show_trips; each adds its breadcrumb', () => {
    expect(find(routes, '/itinerary-management/add')!.handle).toMatchObject({
      requires: 'create_trips',
      crumb: { key: 'breadcrumb.add' },
      titleKey: 'trips:add_title',
    });
    expect(find(routes, '/itinerary-management/edit/:id')!.handle).toMatchObject({
      requires: 'update_trips',
      crumb: { key: 'breadcrumb.edit' },
    });
    expect(find(routes, '/itinerary-management/view/:id')!.handle).toMatchObject({
      requires: 'show_trips',
      crumb: { key: 'breadcrumb.details' },
    });
  });

  it('every page is a lazy chunk that brings its page and translations', async () => {
    for (const path of ['add', 'edit/:id', 'view/:id']) {
      const route = find(routes, `/itinerary-management/${path}`)!;
      expect(route.lazy).toBeTypeOf('function');
    }
    const view = find(routes, '/itinerary-management/view/:id')!;
    const loaded = await (view.lazy as () => Promise<{ Component: unknown }>)();
    expect(loaded.Component).toBeTypeOf('function');
    // Loading the page transforms its whole module graph first: seconds when the suite shares two cores.
  }, 30_000);

  it('the sidebar shows itineraries to holders of show_trips', () => {
    expect(navItems.find((item) => item.key === 'itineraries')).toMatchObject({
      href: '/itinerary-management',
      requires: 'show_trips',
    });
  });
});
