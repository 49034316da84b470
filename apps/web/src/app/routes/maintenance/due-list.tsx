import { useTranslation } from 'react-i18next';
import { useListQuery } from '@/lib/list-query';
import { usePermission } from '@/lib/permissions';
import { StatusTabs } from '@/components/data-table/status-tabs';
import { DueTable } from '@/features/maintenance/components/tables';
import { MaintenanceTabs } from '@/app/routes/maintenance/maintenance-tabs';

const DUE_TABS = [
  { value: '', labelKey: 'maintenance:due_tabs.attention' },
  { value: 'overdue', labelKey: 'maintenance:due_tabs.overdue' },
  { value: 'due_soon', labelKey: 'maintenance:due_tabs.due_soon' },
  { value: 'all', labelKey: 'maintenance:due_tabs.all' },
] as const;

/** The fleet's due points, most urgent first. */
export function DueListPage() {
  useTranslation('maintenance');
  const { query, setFilter, setPage, hasFilters } = useListQuery();
  const canCreate = usePermission('create_maintenance');
  return (
    <div className="flex flex-col gap-4">
      <MaintenanceTabs />
      <StatusTabs tabs={DUE_TABS} value={query.status} onChange={(value) => setFilter('status', value)} />
      <DueTable query={query} filtered={hasFilters} onPageChange={setPage} canCreate={canCreate} />
    </div>
  );
}

export default DueListPage;
