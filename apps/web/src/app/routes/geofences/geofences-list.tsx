import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import { GEOFENCE_TYPES } from '@fleet/shared/schemas/geofences';
import { useListQuery } from '@/lib/list-query';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { SearchInput } from '@/components/data-table/search-input';
import { StatusTabs, ACTIVE_STATUS_TABS } from '@/components/data-table/status-tabs';
import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { GeofencesTable } from '@/features/geofences/components/geofences-table';

export function GeofencesListPage() {
  const { t } = useTranslation('geofences');
  const { query, setFilter, setPage, clear, hasFilters } = useListQuery();
  return (
    <div className="flex flex-col gap-4">
      <ListToolbar addLabel={t('add_button')}>
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
        <div className="relative">
          <select
            aria-label={t('filters.type')}
            value={query.type ?? ''}
            onChange={(event) => setFilter('type', event.target.value || null)}
            className="h-10 appearance-none rounded-md border border-input bg-card ps-3 pe-9 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25"
            data-testid="geofence-type-filter"
          >
            <option value="">{t('filters.all_types')}</option>
            {GEOFENCE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
          <ChevronDown className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        </div>
        <ClearFiltersButton visible={hasFilters} onClear={clear} />
      </ListToolbar>
      <GeofencesTable query={query} filtered={hasFilters} onPageChange={setPage} />
    </div>
  );
}

export default GeofencesListPage;
