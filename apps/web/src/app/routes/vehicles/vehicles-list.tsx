import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUp } from 'lucide-react';
import { useListQuery } from '@/lib/list-query';
import { usePermission } from '@/lib/permissions';
import { Button } from '@/components/ui/button';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { SearchInput } from '@/components/data-table/search-input';
import { StatusTabs, ACTIVE_STATUS_TABS } from '@/components/data-table/status-tabs';
import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { VehiclesTable } from '@/features/vehicles/components/vehicles-table';
import { RegistrationFilter } from '@/features/vehicles/components/registration-filter';
import { ExportMenu } from '@/features/vehicles/components/export-menu';
import { ImportVehiclesDialog } from '@/features/vehicles/components/import-vehicles-dialog';
import { useRefreshWaitingDevices } from '@/features/devices/api/get-waiting-devices';

export function VehiclesListPage() {
  const { t } = useTranslation('vehicles');
  const { query, setFilter, setFilters, setPage, clear, hasFilters } = useListQuery();
  const canImport = usePermission('create_vehicles');
  const [importing, setImporting] = useState(false);
  const refreshWaitingDevices = useRefreshWaitingDevices();

  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        addLabel={t('add_button')}
        actions={
          <>
            <ExportMenu query={query} />
            {canImport && (
              <Button
                variant="outline"
                className="h-[50px]"
                onClick={() => setImporting(true)}
                aria-label={t('import.button')}
                title={t('import.button')}
                data-testid="import-button"
              >
                <FileUp />
                <span className="hidden 2xl:inline">{t('import.button')}</span>
              </Button>
            )}
          </>
        }
      >
        <StatusTabs
          tabs={ACTIVE_STATUS_TABS}
          value={query.status}
          onChange={(value) => setFilter('status', value)}
        />
        <SearchInput
          value={query.name}
          onSearch={(value) => setFilter('name', value)}
          placeholder={t('search_placeholder')}
          className="min-w-40 flex-1 sm:max-w-60"
        />
        <RegistrationFilter
          value={query.registration}
          onChange={(value) => setFilter('registration', value)}
        />
        <select
          aria-label={t('maintenance.filter')}
          value={query.maintenance ?? ''}
          onChange={(event) => setFilter('maintenance', event.target.value || null)}
          className="h-[50px] rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25"
          data-testid="maintenance-filter"
        >
          <option value="">{t('maintenance.filter_all')}</option>
          <option value="overdue">{t('maintenance.overdue')}</option>
          <option value="due_soon">{t('maintenance.due_soon')}</option>
        </select>
        <DateRangeFilter startDate={query.start_date} endDate={query.end_date} onChange={setFilters} />
        <ClearFiltersButton visible={hasFilters} onClear={clear} />
      </ListToolbar>
      <VehiclesTable query={query} filtered={hasFilters} onPageChange={setPage} />
      <ImportVehiclesDialog
        open={importing}
        onOpenChange={setImporting}
        onImported={() => void refreshWaitingDevices()}
      />
    </div>
  );
}

export default VehiclesListPage;
