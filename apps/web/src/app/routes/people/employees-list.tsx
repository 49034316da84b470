import { useTranslation } from 'react-i18next';
import { useListQuery } from '@/lib/list-query';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { SearchInput } from '@/components/data-table/search-input';
import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { EmployeesTable } from '@/features/employees/components/employees-table';
import { PeopleTabs } from '@/app/routes/people/people-tabs';

export function EmployeesListPage() {
  const { t } = useTranslation('people');
  const { query, setFilter, setFilters, setPage, clear, hasFilters } = useListQuery();
  return (
    <div className="flex flex-col gap-4">
      <PeopleTabs />
      <ListToolbar addLabel={t('add_employee')}>
        <SearchInput
          value={query.name}
          onSearch={(value) => setFilter('name', value)}
          placeholder={t('search_employees')}
          className="min-w-40 flex-1 sm:max-w-72"
        />
        <DateRangeFilter startDate={query.start_date} endDate={query.end_date} onChange={setFilters} />
        <ClearFiltersButton visible={hasFilters} onClear={clear} />
      </ListToolbar>
      <EmployeesTable query={query} filtered={hasFilters} onPageChange={setPage} />
    </div>
  );
}

export default EmployeesListPage;
