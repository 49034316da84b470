import { useTranslation } from 'react-i18next';
import { useListQuery } from '@/lib/list-query';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { SearchInput } from '@/components/data-table/search-input';
import { StatusTabs, type StatusTab } from '@/components/data-table/status-tabs';
import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { DriversTable } from '@/features/drivers/components/drivers-table';
import { PeopleTabs } from '@/app/routes/people/people-tabs';

/** Licence filter: all, expired, expiring within 30 days (the list's `status` param). */
const LICENCE_TABS: readonly StatusTab[] = [
  { value: '', labelKey: 'filters.all' },
  { value: 'expired', labelKey: 'people:licence.expired' },
  { value: 'expiring', labelKey: 'people:licence.expiring' },
];

export function DriversListPage() {
  const { t } = useTranslation('people');
  const { query, setFilter, setFilters, setPage, clear, hasFilters } = useListQuery();
  return (
    <div className="flex flex-col gap-4">
      <PeopleTabs />
      <ListToolbar addLabel={t('add_driver')}>
        <StatusTabs
          tabs={LICENCE_TABS}
          value={query.status}
          onChange={(value) => setFilter('status', value)}
        />
        <SearchInput
          value={query.name}
          onSearch={(value) => setFilter('name', value)}
          placeholder={t('search_drivers')}
          className="min-w-40 flex-1 sm:max-w-72"
        />
        <DateRangeFilter startDate={query.start_date} endDate={query.end_date} onChange={setFilters} />
        <ClearFiltersButton visible={hasFilters} onClear={clear} />
      </ListToolbar>
      <DriversTable query={query} filtered={hasFilters} onPageChange={setPage} />
    </div>
  );
}

export default DriversListPage;
