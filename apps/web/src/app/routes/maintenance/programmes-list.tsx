import { useTranslation } from 'react-i18next';
import { useListQuery } from '@/lib/list-query';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { SearchInput } from '@/components/data-table/search-input';
import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { ProgrammesTable } from '@/features/maintenance/components/tables';
import { MaintenanceTabs } from '@/app/routes/maintenance/maintenance-tabs';

export function ProgrammesListPage() {
  const { t } = useTranslation('maintenance');
  const { query, setFilter, setPage, clear, hasFilters } = useListQuery();
  return (
    <div className="flex flex-col gap-4">
      <MaintenanceTabs />
      <ListToolbar addLabel={t('actions.add_programme')}>
        <SearchInput
          value={query.name}
          onSearch={(value) => setFilter('name', value)}
          placeholder={t('search_programmes')}
          className="min-w-40 flex-1 sm:max-w-60"
        />
        <ClearFiltersButton visible={hasFilters} onClear={clear} />
      </ListToolbar>
      <ProgrammesTable query={query} filtered={hasFilters} onPageChange={setPage} />
    </div>
  );
}

export default ProgrammesListPage;
