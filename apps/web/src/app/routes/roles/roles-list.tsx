import { useTranslation } from 'react-i18next';
import { useListQuery } from '@/lib/list-query';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { SearchInput } from '@/components/data-table/search-input';
import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { RolesTable } from '@/features/roles/components/roles-table';

export function RolesListPage() {
  const { t } = useTranslation('roles');
  const { query, setFilter, setFilters, setPage, clear, hasFilters } = useListQuery();
  return (
    <div className="flex flex-col gap-4">
      <ListToolbar addLabel={t('add_button')}>
        <SearchInput
          value={query.name}
          onSearch={(value) => setFilter('name', value)}
          placeholder={t('search_placeholder')}
        />
        <DateRangeFilter startDate={query.start_date} endDate={query.end_date} onChange={setFilters} />
        <ClearFiltersButton visible={hasFilters} onClear={clear} />
      </ListToolbar>
      <RolesTable query={query} filtered={hasFilters} onPageChange={setPage} />
    </div>
  );
}

export default RolesListPage;
