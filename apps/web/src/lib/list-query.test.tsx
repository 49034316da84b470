import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import {
  hasActiveFilters,
  readListQuery,
  toRequestParams,
  useListQuery,
  withFilters,
  withPage,
} from '@/lib/list-query';

describe('list query in the URL', () => {
  it('reads name, status, dates and page; page defaults to 1', () => {
    const query = readListQuery(new URLSearchParams('name=ab&status=true&start_date=2026-01-01&page=3&x=1'));
    expect(query).toEqual({ name: 'ab', status: 'true', start_date: '2026-01-01', page: 3 });
    expect(readListQuery(new URLSearchParams('page=0')).page).toBe(1);
  });

  it('a filter change sets its param and resets page to 1', () => {
    const next = withFilters(new URLSearchParams('name=a&page=4'), { status: 'false' });
    expect(next.toString()).toBe('name=a&status=false');
  });

  it('an empty or null filter removes the param', () => {
    expect(withFilters(new URLSearchParams('name=a&page=2'), { name: '' }).toString()).toBe('');
    expect(
      withFilters(new URLSearchParams('start_date=2026-01-01&end_date=2026-01-31'), {
        start_date: null,
        end_date: null,
      }).toString(),
    ).toBe('');
  });

  it('page changes keep filters; page 1 is implicit', () => {
    expect(withPage(new URLSearchParams('name=a'), 2).toString()).toBe('name=a&page=2');
    expect(withPage(new URLSearchParams('name=a&page=2'), 1).toString()).toBe('name=a');
  });

  it('the clear button shows only for a param other than page', () => {
    expect(hasActiveFilters(new URLSearchParams(''))).toBe(false);
    expect(hasActiveFilters(new URLSearchParams('page=3'))).toBe(false);
    expect(hasActiveFilters(new URLSearchParams('page=3&name=x'))).toBe(true);
  });

  it('sends params as strings and leaves empty ones out', () => {
    expect(toRequestParams({ page: 2, name: 'x' })).toEqual({ page: '2', name: 'x' });
  });
});

describe('useListQuery', () => {
  function setup(initial: string) {
    let location = '';
    function Probe({ children }: { children: ReactNode }) {
      const current = useLocation();
      location = `${current.pathname}${current.search}`;
      return children;
    }
    let hook: ReturnType<typeof useListQuery> | undefined;
    function Host() {
      hook = useListQuery();
      return null;
    }
    const router = createMemoryRouter(
      [
        {
          path: '/roles-permissions',
          element: (
            <Probe>
              <Host />
            </Probe>
          ),
        },
      ],
      { initialEntries: [initial] },
    );
    renderHook(() => null, { wrapper: () => <RouterProvider router={router} /> });
    return { get: () => hook!, location: () => location };
  }

  it('filter → param set, page reset; clear → whole query reset', () => {
    const list = setup('/roles-permissions?page=3&name=old');
    expect(list.get().query).toEqual({ page: 3, name: 'old' });
    expect(list.get().hasFilters).toBe(true);

    act(() => list.get().setFilter('name', 'driver'));
    expect(list.location()).toBe('/roles-permissions?name=driver');

    act(() => list.get().setPage(2));
    expect(list.get().query.page).toBe(2);

    act(() => list.get().clear());
    expect(list.location()).toBe('/roles-permissions');
    expect(list.get().hasFilters).toBe(false);
  });
});
