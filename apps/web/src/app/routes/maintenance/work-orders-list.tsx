import { useTranslation } from 'react-i18next';
import { useListQuery } from '@/lib/list-query';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { SearchInput } from '@/components/data-table/search-input';
import { StatusTabs } from '@/components/data-table/status-tabs';
import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { WorkOrdersTable } from '@/features/maintenance/components/tables';
import { MaintenanceTabs } from '@/app/routes/maintenance/maintenance-tabs';

const ORDER_TABS = [
  { value: '', labelKey: 'maintenance:order_tabs.all' },
  { value: 'open', labelKey: 'maintenance:order_status.open' },
  { value: 'in_progress', labelKey: 'maintenance:order_status.in_progress' },
  { value: 'completed', labelKey: 'maintenance:order_status.completed' },
  { value: 'cancelled', labelKey: 'maintenance:order_status.cancelled' },
] as const;

export function WorkOrdersListPage() {
  const { t } = useTranslation('maintenance');
  const { query, setFilter, setPage, clear, hasFilters } = useListQuery();
  return (
    <div className="flex flex-col gap-4">
      <MaintenanceTabs />
      <ListToolbar addLabel={t('actions.add_work_order')}>
        <StatusTabs tabs={ORDER_TABS} value={query.status} onChange={(value) => setFilter('status', value)} />
        <SearchInput
          value={query.name}
          onSearch={(value) => setFilter('name', value)}
          placeholder={t('search_orders')}
          className="min-w-40 flex-1 sm:max-w-60"
        />
        <ClearFiltersButton visible={hasFilters} onClear={clear} />
      </ListToolbar>
      <WorkOrdersTable query={query} filtered={hasFilters} onPageChange={setPage} />
    </div>
  );
}

export default WorkOrdersListPage;
