import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@/lib/auth-store';
import { i18next } from '@/lib/i18n';
import { EmptyState, NoMatchState } from '@/components/ui/empty-state';
import { ListEmptyState } from '@/components/data-table/list-empty-state';
import { DataTable } from '@/components/data-table/data-table';
import { BarChartFigure, isChartEmpty } from '@/components/charts/bar-chart';
import { renderWithRouter, signIn } from '@/testing/render';

const listRoute = { path: '/roles-permissions', handle: { permission: 'create_roles', model: 'roles' } };
const noGeofences = { title: 'No geofences yet', hint: 'Draw one on the map.' };

describe('EmptyState', () => {
  beforeEach(async () => {
    authStore.clear();
    await i18next.changeLanguage('en');
  });

  it('says why and what next; the action is a link named by its visible text', () => {
    renderWithRouter(
      <EmptyState
        title="No geofences yet"
        hint="Draw one on the map."
        action={{ label: 'Add zone', to: '/x/add' }}
      />,
    );
    const state = screen.getByRole('group', { name: 'No geofences yet' });
    expect(state).toHaveAttribute('data-kind', 'none');
    expect(within(state).getByRole('status')).toHaveTextContent('No geofences yet');
    expect(within(state).getByText('Draw one on the map.')).toBeInTheDocument();
    expect(within(state).getByRole('link', { name: 'Add zone' })).toHaveAttribute('href', '/x/add');
  });

  it('a button action calls back; without an action there is nothing to focus', async () => {
    const onClick = vi.fn();
    const { unmount } = renderWithRouter(<EmptyState title="Empty" action={{ label: 'Retry', onClick }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onClick).toHaveBeenCalledOnce();
    unmount();
    renderWithRouter(<EmptyState title="Empty" hint="Nothing to do" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('no match: says so, in Arabic too, and clears the filters', async () => {
    const onClear = vi.fn();
    await i18next.changeLanguage('ar');
    renderWithRouter(<NoMatchState onClear={onClear} />);
    expect(screen.getByTestId('empty-state')).toHaveAttribute('data-kind', 'no-match');
    expect(screen.getByRole('status')).toHaveTextContent('لا شيء يطابق عوامل التصفية هذه');
    await userEvent.click(screen.getByRole('button', { name: 'مسح التصفية' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});

describe('ListEmptyState', () => {
  beforeEach(async () => {
    authStore.clear();
    await i18next.changeLanguage('en');
  });

  it("says the list's own why and links to the current path + /add with the route permission", async () => {
    signIn(['show_roles', 'create_roles']);
    renderWithRouter(<ListEmptyState text={noGeofences} addLabel="Add role" />, listRoute);
    expect(await screen.findByRole('status')).toHaveTextContent('No geofences yet');
    expect(screen.getByText('Draw one on the map.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add role' })).toHaveAttribute('href', '/roles-permissions/add');
  });

  it('keeps the hint but hides the add button without the permission', async () => {
    signIn(['show_roles']);
    renderWithRouter(<ListEmptyState text={noGeofences} addLabel="Add role" />, listRoute);
    expect(await screen.findByText('Draw one on the map.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('without a text of its own: the spec default message and label', async () => {
    signIn(['create_roles']);
    renderWithRouter(<ListEmptyState />, listRoute);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add new vehicle' })).toBeInTheDocument();
  });

  it('filtered: no match instead of "nothing yet", no add button, and its button clears the whole query', async () => {
    signIn(['create_roles']);
    const { router } = renderWithRouter(<ListEmptyState text={noGeofences} addLabel="Add role" filtered />, {
      ...listRoute,
      url: '/roles-permissions?name=zzz&status=true&page=2',
    });
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
    expect(screen.queryByText('No geofences yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.pathname).toBe('/roles-permissions');
    expect(router.state.location.search).toBe('');
  });

  it('in a data table: the empty state replaces the table, and shows only once loaded', async () => {
    signIn(['create_roles']);
    const props = {
      columns: [{ id: 'name', header: 'Name', cell: (row: { id: number }) => row.id }],
      meta: undefined,
      onPageChange: () => {},
      emptyText: noGeofences,
    };
    const { unmount } = renderWithRouter(<DataTable {...props} rows={undefined} loading />, listRoute);
    expect(await screen.findAllByTestId('table-skeleton-row')).not.toHaveLength(0);
    expect(screen.queryByTestId('empty-state')).not.toBeInTheDocument();
    unmount();
    renderWithRouter(<DataTable {...props} rows={[]} loading={false} />, listRoute);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No geofences yet');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('BarChartFigure empty', () => {
  const series = [{ key: 'distance', label: 'Distance', color: '#1d4ed8' }];

  beforeEach(() => i18next.changeLanguage('en'));

  it('no bars to draw: no category, or every value zero', () => {
    expect(isChartEmpty([], series)).toBe(true);
    expect(isChartEmpty([{ day: 'Mon', distance: 0 }], series)).toBe(true);
    expect(
      isChartEmpty(
        [
          { day: 'Mon', distance: 0 },
          { day: 'Tue', distance: 3 },
        ],
        series,
      ),
    ).toBe(false);
  });

  it('says so instead of blank axes, keeping its caption', async () => {
    await i18next.changeLanguage('ar');
    renderWithRouter(
      <BarChartFigure
        label="Distance per day"
        data={[{ day: 'Mon', distance: 0 }]}
        categoryKey="day"
        categoryLabel="Day"
        series={series}
        testId="chart-distance"
      />,
    );
    const figure = screen.getByTestId('chart-distance');
    expect(figure).toHaveAttribute('data-empty', 'true');
    expect(within(figure).getByText('Distance per day')).toBeInTheDocument();
    expect(within(figure).getByRole('status')).toHaveTextContent('لا توجد بيانات لرسمها في هذه الفترة');
    expect(within(figure).queryByRole('img')).not.toBeInTheDocument();
    expect(within(figure).queryByRole('table')).not.toBeInTheDocument();
  });
});
