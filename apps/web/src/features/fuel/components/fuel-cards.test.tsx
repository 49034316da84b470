import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import type { SelectOption } from '@fleet/shared/common';
import type { FuelTransaction } from '@fleet/shared/schemas/fuel';
import type { ImportResult } from '@fleet/shared/schemas/vehicles';
import { ApiRequestError } from '@/lib/api-error';
import { FleetTimeZoneProvider } from '@/lib/fleet-time-zone';
import { loadNamespaces } from '@/lib/i18n';
import { setTestLanguage, signIn } from '@/testing/render';
import { FuelTransactionsTable } from '@/features/fuel/components/fuel-transactions-table';
import { FuelTransactionForm } from '@/features/fuel/components/fuel-transaction-form';
import { ImportFuelDialog } from '@/features/fuel/components/import-fuel-dialog';

const post = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ api: { post } }));

const transaction = (over: Partial<FuelTransaction>): FuelTransaction => ({
  id: 1,
  vehicle: { id: 7, name: 'Reefer 1', plate_number: 'ABC 123' },
  time: '2026-03-01T11:30:00.000Z',
  litres: 60,
  cost: 132.5,
  station: 'Station A',
  card: '4455',
  refuel_event_id: 9,
  detected_litres: 58,
  difference_litres: 2,
  flagged: false,
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
  actions: ['edit', 'delete'],
  ...over,
});

const rows = [
  transaction({}),
  transaction({
    id: 2,
    litres: 90,
    detected_litres: null,
    difference_litres: null,
    refuel_event_id: null,
    flagged: true,
  }),
];

function wrap(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FleetTimeZoneProvider value="Asia/Riyadh">{ui}</FleetTimeZoneProvider>
    </QueryClientProvider>,
  );
}

const vehicleOptions = () =>
  ({ data: [{ value: 7, label: 'Reefer 1' }], isFetching: false }) as unknown as UseQueryResult<
    SelectOption[]
  >;

describe('FuelTransactionsTable', () => {
  beforeAll(() => loadNamespaces('fuel'));

  it.each(['en', 'ar'] as const)(
    'says flagged or matching with an icon and words, and what the sensor saw (%s)',
    async (language) => {
      await setTestLanguage(language);
      signIn(['show_fuel', 'update_fuel', 'delete_fuel']);
      wrap(
        <FuelTransactionsTable
          rows={rows}
          meta={{ current_page: 1, last_page: 1, per_page: 20, total: 2 }}
          loading={false}
          filtered={false}
          onPageChange={() => {}}
          onAction={() => {}}
        />,
      );
      const statuses = screen.getAllByTestId('fuel-status');
      expect(statuses[0]).toHaveAttribute('data-flagged', 'false');
      expect(statuses[1]).toHaveAttribute('data-flagged', 'true');
      const words = language === 'en' ? ['Matches', 'Flagged'] : ['مطابقة', 'مُعلَّمة للمراجعة'];
      expect(statuses[0]).toHaveTextContent(words[0]!);
      expect(statuses[1]).toHaveTextContent(words[1]!);
      // The icon is there beside the words, not instead of them.
      expect(statuses[1]!.querySelector('svg')).not.toBeNull();
      const matches = screen.getAllByTestId('fuel-match');
      if (language === 'en') {
        expect(matches[0]).toHaveTextContent('58 L seen');
        expect(matches[0]).toHaveTextContent('Difference +2 L');
        expect(matches[1]).toHaveTextContent('No refuel seen');
      } else {
        // Digits as the runtime's Arabic locale writes them.
        expect(matches[0]).toHaveTextContent(/رُصد (58|٥٨) لتر/);
        expect(matches[1]).toHaveTextContent('لم تُرصد تعبئة');
      }
      // The fleet's wall clock (Riyadh, UTC+3), not the browser's.
      expect(screen.getAllByTestId('fuel-time-cell')[0]).toHaveTextContent('2:30');
    },
  );
});

describe('FuelTransactionForm', () => {
  beforeAll(() => loadNamespaces('fuel'));
  beforeEach(() => setTestLanguage('en'));

  it('sends the time typed on the fleet clock as an instant, and numbers typed in Arabic-Indic digits', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    wrap(
      <FuelTransactionForm
        transaction={transaction({})}
        vehicleOptions={vehicleOptions}
        pending={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByTestId('fuel-time')).toHaveValue('2026-03-01T14:30');
    fireEvent.change(screen.getByTestId('fuel-time'), { target: { value: '2026-03-02T08:15' } });
    await userEvent.clear(screen.getByTestId('fuel-litres'));
    await userEvent.type(screen.getByTestId('fuel-litres'), '٤٥٫٥');
    await userEvent.clear(screen.getByTestId('fuel-station'));
    await userEvent.click(screen.getByTestId('fuel-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      vehicle_id: 7,
      time: '2026-03-02T05:15:00.000Z',
      litres: 45.5,
      cost: 132.5,
      station: null,
      card: '4455',
    });
  });

  it('sends nothing without a vehicle, a time and litres, and shows each field’s error; the server’s too', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiRequestError('Invalid', 422, { vehicle_id: ['The vehicle does not exist'] }, null),
      );
    wrap(
      <FuelTransactionForm
        vehicleOptions={vehicleOptions}
        pending={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await userEvent.click(screen.getByTestId('fuel-submit'));
    expect(await screen.findByTestId('fuel-time-error')).toBeInTheDocument();
    expect(screen.getByTestId('fuel-litres-error')).toBeInTheDocument();
    expect(screen.getByTestId('fuel-vehicle-id-error')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByTestId('fuel-vehicle'));
    await userEvent.click(await screen.findByRole('option', { name: 'Reefer 1' }));
    fireEvent.change(screen.getByTestId('fuel-time'), { target: { value: '2026-03-02T08:15' } });
    await userEvent.type(screen.getByTestId('fuel-litres'), '40');
    await userEvent.click(screen.getByTestId('fuel-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(await screen.findByTestId('fuel-vehicle-id-error')).toHaveTextContent(
      'The vehicle does not exist',
    );
    expect(screen.queryByTestId('fuel-time-error')).toBeNull();
  });
});

describe('ImportFuelDialog', () => {
  beforeAll(() => loadNamespaces('fuel'));
  beforeEach(async () => {
    post.mockReset();
    await setTestLanguage('en');
  });

  const failed: ImportResult = {
    mode: 'all',
    total: 2,
    created: 0,
    updated: 0,
    failed: [{ row: 3, errors: { plate_number: ['No vehicle has this plate number'] } }],
    preview: [{ row: 2, values: { plate_number: 'ABC 123', time: '2026-03-01T11:30:00.000Z', litres: 60 } }],
  };

  it('checks the sheet at the fuel endpoint; a bad row is shown with its field and nothing is imported', async () => {
    post.mockResolvedValueOnce({ data: { data: { ...failed, mode: 'preview' } } });
    const onOpenChange = vi.fn();
    wrap(<ImportFuelDialog open onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Import fuel-card transactions');
    const csv = new File(['plate_number,time,litres\n'], 'fuel.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByTestId('import-file-input'), { target: { files: [csv] } });
    await userEvent.click(screen.getByTestId('import-check'));
    expect(await screen.findByTestId('import-preview')).toBeInTheDocument();
    expect(post.mock.calls[0]![0]).toBe('/dashboard/fuel-transactions/import');
    expect((post.mock.calls[0]![1] as FormData).get('mode')).toBe('preview');
    const bad = within(screen.getByTestId('import-failed-rows')).getAllByTestId('import-failed-row');
    expect(bad).toHaveLength(1);
    expect(bad[0]).toHaveTextContent(/3\s*Plate number\s*No vehicle has this plate number/);
    expect(screen.getByTestId('import-sample')).toHaveTextContent('ABC 123');
    // The row's time on the fleet's clock, not as the API's instant.
    expect(screen.getByTestId('import-sample')).toHaveTextContent('2:30');
    expect(screen.getByTestId('import-sample')).not.toHaveTextContent('T11:30');
    // All or nothing: "import" stays off while a row fails.
    expect(screen.getByTestId('import-all')).toBeDisabled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('a 422 to mode "all" keeps the dialog open with the failed rows', async () => {
    post.mockRejectedValueOnce(
      new ApiRequestError(
        'The file has errors',
        422,
        {},
        new AxiosError('422', 'ERR_BAD_REQUEST', undefined, undefined, {
          status: 422,
          statusText: 'Unprocessable',
          headers: {},
          config: { headers: new AxiosHeaders() },
          data: { message: 'x', data: failed },
        }),
      ),
    );
    const onOpenChange = vi.fn();
    wrap(
      <ImportFuelDialog
        open
        onOpenChange={onOpenChange}
        initialFile={new File(['x'], 'fuel.csv', { type: 'text/csv' })}
        initialResult={{ ...failed, mode: 'preview', failed: [], total: 1 }}
      />,
    );
    await userEvent.click(screen.getByTestId('import-all'));
    expect(await screen.findByTestId('import-failed-rows')).toBeInTheDocument();
    expect((post.mock.calls[0]![1] as FormData).get('mode')).toBe('all');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
