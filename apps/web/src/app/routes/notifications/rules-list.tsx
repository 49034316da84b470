import { useTranslation } from 'react-i18next';
import { useListQuery } from '@/lib/list-query';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { SearchInput } from '@/components/data-table/search-input';
import { StatusTabs, ACTIVE_STATUS_TABS } from '@/components/data-table/status-tabs';
import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { RulesTable } from '@/features/notifications/components/rules-table';

/** `/notifications/rules`: who hears about which events, and how. */
export function RulesListPage() {
  const { t } = useTranslation('notifications');
  const { query, setFilter, setPage, clear, hasFilters } = useListQuery();
  return (
    <div className="flex flex-col gap-4">
      <ListToolbar addLabel={t('add')}>
        <StatusTabs
          tabs={ACTIVE_STATUS_TABS}
          value={query.status}
          onChange={(value) => setFilter('status', value)}
        />
        <SearchInput
          value={query.name}
          onSearch={(value) => setFilter('name', value)}
          placeholder={t('columns.name')}
          className="min-w-40 flex-1 sm:max-w-60"
        />
        <ClearFiltersButton visible={hasFilters} onClear={clear} />
      </ListToolbar>
      <RulesTable query={query} filtered={hasFilters} onPageChange={setPage} />
    </div>
  );
}

export default RulesListPage;
