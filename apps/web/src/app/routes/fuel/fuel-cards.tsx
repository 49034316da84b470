import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUp, Plus } from 'lucide-react';
import type { RowAction } from '@fleet/shared/common';
import type { FuelTransaction, FuelTransactionInput } from '@fleet/shared/schemas/fuel';
import { useListQuery } from '@/lib/list-query';
import { usePermission } from '@/lib/permissions';
import { useFleetTimeZone } from '@/lib/fleet-time-zone';
import { formatZonedDateTime } from '@/lib/dates';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { RemoteSelect } from '@/components/form/remote-select';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { useVehicleOptions } from '@/features/vehicles/api/get-vehicle-options';
import {
  useDeleteFuelTransaction,
  useFuelTransactions,
  useSaveFuelTransaction,
} from '@/features/fuel/api/fuel-transactions';
import { FuelTransactionsTable } from '@/features/fuel/components/fuel-transactions-table';
import { FuelTransactionForm } from '@/features/fuel/components/fuel-transaction-form';
import { ImportFuelDialog } from '@/features/fuel/components/import-fuel-dialog';

const selectClass =
  'h-[50px] rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25';

/**
 * `/fuel-cards` (docs/api.md#sensors, fuel cards): the fuel-card transactions with their match to the refuels the
 * sensors saw, filtered by vehicle, period and flag; adding, changing, deleting and importing for those allowed.
 */
export function FuelCardsPage() {
  const { t, i18n } = useTranslation('fuel');
  const timeZone = useFleetTimeZone();
  const { query, setFilter, setFilters, setPage, clear, hasFilters } = useListQuery();
  const transactions = useFuelTransactions(query);
  const save = useSaveFuelTransaction();
  const remove = useDeleteFuelTransaction();
  const canCreate = usePermission('create_fuel');
  const [editing, setEditing] = useState<FuelTransaction | 'new' | null>(null);
  const [removing, setRemoving] = useState<FuelTransaction | null>(null);
  const [importing, setImporting] = useState(false);
  const page = transactions.data;
  const ready = !transactions.isFetching && !transactions.isPlaceholderData && !!page;

  const onAction = useCallback((transaction: FuelTransaction, action: RowAction) => {
    if (action === 'edit') setEditing(transaction);
    if (action === 'delete') setRemoving(transaction);
  }, []);
  const submit = async (input: FuelTransactionInput) => {
    await save.mutateAsync({ id: editing === 'new' || editing === null ? undefined : editing.id, input });
    setEditing(null);
  };

  return (
    <div
      className="flex flex-col gap-4"
      data-testid="fuel-cards"
      data-state={ready ? 'ready' : transactions.isError ? 'error' : 'loading'}
    >
      <ListToolbar
        actions={
          canCreate && (
            <>
              <Button
                variant="outline"
                className="h-[50px]"
                onClick={() => setImporting(true)}
                data-testid="import-button"
              >
                <FileUp aria-hidden />
                {t('import.button')}
              </Button>
              <Button className="h-[50px] px-5" onClick={() => setEditing('new')} data-testid="add-button">
                <Plus aria-hidden />
                {t('add_button')}
              </Button>
            </>
          )
        }
      >
        <div className="w-52">
          <RemoteSelect
            useOptions={useVehicleOptions}
            leading={[{ label: t('filters.any_vehicle'), value: '' }]}
            value={query.vehicle_id ?? ''}
            onChange={(next) => setFilter('vehicle_id', String(next) || null)}
            aria-label={t('filters.vehicle')}
            data-testid="fuel-vehicle-filter"
          />
        </div>
        <select
          aria-label={t('filters.flagged')}
          value={query.flagged ?? ''}
          onChange={(event) => setFilter('flagged', event.target.value || null)}
          className={selectClass}
          data-testid="fuel-flagged-filter"
        >
          <option value="">{t('filters.any_flagged')}</option>
          <option value="true">{t('filters.only_flagged')}</option>
          <option value="false">{t('filters.only_ok')}</option>
        </select>
        <DateRangeFilter startDate={query.start_date} endDate={query.end_date} onChange={setFilters} />
        <ClearFiltersButton visible={hasFilters} onClear={clear} />
      </ListToolbar>
      <FuelTransactionsTable
        rows={page?.data}
        meta={page?.meta}
        loading={transactions.isPending}
        filtered={hasFilters}
        onPageChange={setPage}
        onAction={onAction}
      />
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('add_title') : t('edit_title')}
        description={t('form_description')}
        testId="fuel-dialog"
      >
        <FuelTransactionForm
          transaction={editing === 'new' || editing === null ? undefined : editing}
          vehicleOptions={useVehicleOptions}
          pending={save.isPending}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        />
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        action={t('remove_verb')}
        type={t('transaction')}
        description={
          removing
            ? t('remove_description', {
                vehicle: removing.vehicle.name,
                litres: removing.litres.toLocaleString(i18n.language),
                time: formatZonedDateTime(removing.time, timeZone, i18n.language),
              })
            : undefined
        }
        pending={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
        }}
      />
      <ImportFuelDialog open={importing} onOpenChange={setImporting} />
    </div>
  );
}

export default FuelCardsPage;
