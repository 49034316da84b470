import { useTranslation } from 'react-i18next';
import { TRIP_STATUSES } from '@fleet/shared/schemas/trips';
import { useListQuery } from '@/lib/list-query';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { SearchInput } from '@/components/data-table/search-input';
import { StatusTabs, type StatusTab } from '@/components/data-table/status-tabs';
import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { TripsTable } from '@/features/trips/components/trips-table';

/** All, then one tab per itinerary status (the list's `status` param). */
const STATUS_TABS: readonly StatusTab[] = [
  { value: '', labelKey: 'filters.all' },
  ...TRIP_STATUSES.map((status) => ({ value: status, labelKey: `trips:status.${status}` })),
];

export function TripsListPage() {
  const { t } = useTranslation('trips');
  const { query, setFilter, setFilters, setPage, clear, hasFilters } = useListQuery();
  return (
    <div className="flex flex-col gap-4">
      <ListToolbar addLabel={t('add_trip')}>
        <StatusTabs
          tabs={STATUS_TABS}
          value={query.status}
          onChange={(value) => setFilter('status', value)}
        />
        <SearchInput
          value={query.name}
          onSearch={(value) => setFilter('name', value)}
          placeholder={t('search')}
          className="min-w-40 flex-1 sm:max-w-72"
        />
        <DateRangeFilter startDate={query.start_date} endDate={query.end_date} onChange={setFilters} />
        <ClearFiltersButton visible={hasFilters} onClear={clear} />
      </ListToolbar>
      <TripsTable query={query} filtered={hasFilters} onPageChange={setPage} />
    </div>
  );
}

export default TripsListPage;
