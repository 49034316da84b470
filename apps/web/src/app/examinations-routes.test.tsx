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

describe('examinations routes (spec section 2)', () => {
  it('list, details and fix page need show_examinations; the list has no add button', () => {
    const list = find(routes, '/reports-examinations')!;
    expect(list.handle).toMatchObject({ requires: 'show_examinations', model: 'examinations' });
    const index = list.children!.find((child) => child.index)!;
    expect(index.handle).toMatchObject({ titleKey: 'nav.examinations' });
    expect((index.handle as { permission?: string }).permission).toBeUndefined();
    expect(find(routes, '/reports-examinations/:id')!.handle).toMatchObject({
      crumb: { key: 'breadcrumb.details' },
    });
  });

  it('the fix page ("fix crashes") needs fix_examinations as well', () => {
    expect(find(routes, '/reports-examinations/:id/fix-parts')!.handle).toMatchObject({
      requires: 'fix_examinations',
      titleKey: 'examinations:fix_title',
    });
  });

  it('every page is a lazy chunk', () => {
    for (const path of ['', '/:id', '/:id/fix-parts']) {
      const route = path
        ? find(routes, `/reports-examinations${path}`)!
        : find(routes, '/reports-examinations')!.children!.find((child) => child.index)!;
      expect(route.lazy).toBeTypeOf('function');
    }
  });

  it('the sidebar shows reports and examinations to holders of show_examinations', () => {
    expect(navItems.find((item) => item.key === 'examinations')).toMatchObject({
      href: '/reports-examinations',
      requires: 'show_examinations',
    });
  });
});
