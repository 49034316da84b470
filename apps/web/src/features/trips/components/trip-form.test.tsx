import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Trip, TripValues } from '@fleet/shared/schemas/trips';
import { ApiRequestError } from '@/lib/api-error';
import { loadNamespaces } from '@/lib/i18n';
import { setTestLanguage } from '@/testing/render';
import { TripForm } from '@/features/trips/components/trip-form';

const station = (name: string, planned_time: string, lon: number) => ({
  name,
  lat: 24.7,
  lon,
  planned_time,
  next_day: false,
  radius: 150,
});

const trip: Trip = {
  id: 9,
  name: 'School run',
  day: '2026-03-01',
  start_time: '07:00',
  driver_id: 3,
  vehicle_id: 5,
  driver: { id: 3, name: 'Muhammad Asif' },
  vehicle: { id: 5, name: 'Hilux 01', plate_number: 'ا ط م 1000' },
  stations: [
    station('Depot', '07:00', 46.6),
    station('School', '07:20', 46.7),
    station('Terminal', '07:40', 46.8),
  ],
  status: 'planned',
  next_station: 0,
  timeline: [],
  started_at: null,
  finished_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  actions: ['view', 'edit'],
};

// No WebGL in jsdom: the map itself is left out (the e2e places stations on the real one).
vi.mock('@/components/map/map-view', () => ({ MapView: () => null }));
// The availability of that day, as the server would answer it.
vi.mock('@/features/trips/api/get-availability', () => ({
  useAvailability: () => ({
    data: {
      drivers: [{ id: 3, name: 'Muhammad Asif', busy: [] }],
      vehicles: [
        {
          id: 5,
          name: 'Hilux 01',
          plate_number: 'ا ط م 1000',
          blocked: false,
          busy: [{ trip_id: 2, name: 'Evening', from: '17:00', to: '18:00' }],
        },
      ],
    },
  }),
}));

function renderForm(onSubmit: (input: TripValues) => Promise<unknown>, initial?: Trip) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TripForm
        mode={initial ? 'edit' : 'add'}
        trip={initial}
        today="2026-03-01"
        mapBase={null}
        pending={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />
    </QueryClientProvider>,
  );
}

const stationNames = () =>
  screen
    .getAllByTestId('station-row')
    .map((row) => (within(row).getAllByRole('textbox')[0] as HTMLInputElement).value);

// Many renders per test: a loaded machine (the e2e next door) needs more than the default 5 s.
describe('TripForm', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await loadNamespaces('trips');
    await setTestLanguage('en');
  });

  it('reorders stations with the up and down buttons, and sends them in the new order', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((_input: TripValues) => Promise.resolve());
    renderForm(onSubmit, trip);
    expect(stationNames()).toEqual(['Depot', 'School', 'Terminal']);
    // The first cannot go up, the last cannot go down.
    expect(within(screen.getAllByTestId('station-row')[0]!).getByTestId('station-up')).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(screen.getAllByTestId('station-row')[2]!).getByTestId('station-down')).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(within(screen.getAllByTestId('station-row')[2]!).getByTestId('station-up'));
    expect(stationNames()).toEqual(['Depot', 'Terminal', 'School']);
    fireEvent.click(within(screen.getAllByTestId('station-row')[0]!).getByTestId('station-down'));
    expect(stationNames()).toEqual(['Terminal', 'Depot', 'School']);

    // Put the times back in order for the new order, then save.
    const times = screen.getAllByLabelText('Planned arrival') as HTMLInputElement[];
    fireEvent.change(times[0]!, { target: { value: '07:00' } });
    fireEvent.change(times[1]!, { target: { value: '07:15' } });
    fireEvent.change(times[2]!, { target: { value: '07:30' } });
    await user.click(screen.getByTestId('trip-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0]![0];
    expect(sent.stations.map((s) => [s.name, s.planned_time, s.lon])).toEqual([
      ['Terminal', '07:00', 46.8],
      ['Depot', '07:15', 46.6],
      ['School', '07:30', 46.7],
    ]);
    expect(sent).toMatchObject({ driver_id: 3, vehicle_id: 5, day: '2026-03-01', start_time: '07:00' });
  });

  it('refuses stations out of time order, a first station before the start, and does not send', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    renderForm(onSubmit, trip);
    fireEvent.click(within(screen.getAllByTestId('station-row')[2]!).getByTestId('station-up'));
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '07:05' } });
    await user.click(screen.getByTestId('trip-submit'));
    expect(await screen.findByText('The first station cannot be before the start time')).toBeTruthy();
    expect(
      screen.getByText('Station times must be in order; if the route crosses midnight, mark "next day"'),
    ).toBeTruthy();
    // The out-of-order one is the third row (School at 07:20 after Terminal at 07:40).
    expect(within(screen.getAllByTestId('station-row')[2]!).getByRole('alert')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs a start and an end: fewer than two stations is refused', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    renderForm(onSubmit, trip);
    fireEvent.click(within(screen.getAllByTestId('station-row')[2]!).getByTestId('station-remove'));
    fireEvent.click(within(screen.getAllByTestId('station-row')[1]!).getByTestId('station-remove'));
    await user.click(screen.getByTestId('trip-submit'));
    expect(await screen.findByTestId('trip-stations-error')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows who is free that day in the selects, and a 422 from the server on its field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiRequestError('Invalid', 422, { vehicle_id: ['The vehicle is on “Evening” then'] }, null),
      ),
    );
    renderForm(onSubmit, trip);
    expect(screen.getByTestId('trip-driver-select').textContent).toContain('Muhammad Asif — free all day');
    expect(screen.getByTestId('trip-vehicle-select').textContent).toContain('busy 17:00–18:00');
    await user.click(screen.getByTestId('trip-submit'));
    expect(await screen.findByTestId('trip-vehicle-id-error')).toHaveProperty(
      'textContent',
      'The vehicle is on “Evening” then',
    );
  });
});
