import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@/lib/auth-store';
import { loadNamespaces } from '@/lib/i18n';
import { renderWithRouter, setTestLanguage, signIn } from '@/testing/render';
import { FleetList } from '@/features/tracking/components/fleet-list';

function renderEmpty(props: Partial<Parameters<typeof FleetList>[0]> = {}) {
  const onQueryChange = vi.fn();
  renderWithRouter(
    <FleetList
      rows={[]}
      total={0}
      hasMore={false}
      loadMore={() => {}}
      loading={false}
      liveOf={(row) => row}
      query=""
      onQueryChange={onQueryChange}
      selectedId={null}
      onSelect={() => {}}
      now={Date.parse('2026-12-01T10:00:00Z')}
      {...props}
    />,
  );
  return { onQueryChange };
}

describe("the map's vehicle list, empty", () => {
  beforeAll(() => loadNamespaces('tracking'));
  beforeEach(async () => {
    authStore.clear();
    await setTestLanguage('en');
  });

  it('no vehicles yet: says so and, to whoever may add one, links to the add form', () => {
    signIn(['show_tracking', 'create_vehicles']);
    renderEmpty();
    const empty = screen.getByTestId('fleet-list-empty');
    expect(empty).toHaveAttribute('data-kind', 'none');
    expect(empty).toHaveTextContent('No vehicles to follow yet');
    expect(empty).toHaveTextContent('connect its tracking device');
    expect(within(empty).getByRole('link', { name: 'Add vehicle' })).toHaveAttribute(
      'href',
      '/vehicles-management/add',
    );
    // Not a list with a stray child: the empty state is no list item.
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('without create_vehicles: the same words, no link', () => {
    signIn(['show_tracking']);
    renderEmpty();
    expect(screen.getByTestId('fleet-list-empty')).toHaveTextContent('No vehicles to follow yet');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('a search that matched nothing: no match, in Arabic, and a button that clears the search', async () => {
    signIn(['show_tracking', 'create_vehicles']);
    await setTestLanguage('ar');
    const { onQueryChange } = renderEmpty({ query: 'zzz' });
    const empty = screen.getByTestId('fleet-list-empty');
    expect(empty).toHaveAttribute('data-kind', 'no-match');
    expect(within(empty).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(within(empty).getByRole('button', { name: 'مسح البحث والتصفية' }));
    expect(onQueryChange).toHaveBeenCalledWith('');
  });

  it('a status filter alone is a filter too; its clear callback is the one called', async () => {
    signIn(['show_tracking']);
    const onClearFilters = vi.fn();
    renderEmpty({ filtered: true, onClearFilters });
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    expect(onClearFilters).toHaveBeenCalledOnce();
  });

  it('says nothing while the first page loads', () => {
    renderEmpty({ loading: true });
    expect(screen.queryByTestId('fleet-list-empty')).not.toBeInTheDocument();
  });
});
