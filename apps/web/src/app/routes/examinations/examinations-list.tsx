import { useTranslation } from 'react-i18next';
import { Repeat } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useListQuery } from '@/lib/list-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { RemoteSelect, type OptionsSource } from '@/components/form/remote-select';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { SearchInput } from '@/components/data-table/search-input';
import { StatusTabs, type StatusTab } from '@/components/data-table/status-tabs';
import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { useExaminations } from '@/features/examinations/api/get-examinations';
import { useFaultsPerWeek } from '@/features/examinations/api/get-faults-per-week';
import { ExaminationsTable } from '@/features/examinations/components/examinations-table';
import { FaultsChart } from '@/features/examinations/components/faults-chart';
import { useDriverOptions } from '@/features/drivers/api/get-driver-options';
import { useVehicleOptions } from '@/features/vehicles/api/get-vehicle-options';

/** The spec's crash-log tabs (the list's `status`). */
const CRASH_LOG_TABS: readonly StatusTab[] = [
  { value: '', labelKey: 'examinations:tabs.all' },
  { value: 'faulty', labelKey: 'examinations:tabs.faulty' },
  { value: 'faultless', labelKey: 'examinations:tabs.faultless' },
  { value: 'addressed', labelKey: 'examinations:tabs.addressed' },
];

type ReferenceFilterProps = {
  useOptions: OptionsSource;
  value: string | undefined;
  anyLabel: string;
  label: string;
  onChange: (value: string | null) => void;
  testId: string;
};

/** A vehicle or driver filter: "any" first, then the records the server finds for the search. */
function ReferenceFilter({ useOptions, value, anyLabel, label, onChange, testId }: ReferenceFilterProps) {
  return (
    <div className="w-52">
      <RemoteSelect
        useOptions={useOptions}
        leading={[{ label: anyLabel, value: '' }]}
        value={value ?? ''}
        onChange={(next) => onChange(String(next) || null)}
        aria-label={label}
        data-testid={testId}
      />
    </div>
  );
}

export function ExaminationsListPage() {
  const { t } = useTranslation('examinations');
  const { query, setFilter, setFilters, setPage, clear, hasFilters } = useListQuery();
  const examinations = useExaminations(query);
  const faults = useFaultsPerWeek(query);
  const flagged = query.flagged === 'true';
  const page = examinations.data;

  // Tests wait for the rows of this exact tab and search, never for a previous query's rows.
  const ready = !examinations.isFetching && !examinations.isPlaceholderData && !!page;
  return (
    <div
      className="flex flex-col gap-4"
      data-testid="examinations-list"
      data-state={ready ? 'ready' : 'loading'}
      data-status={query.status ?? 'all'}
      data-search={query.name ?? ''}
    >
      <div>
        <StatusTabs
          tabs={CRASH_LOG_TABS}
          value={query.status}
          onChange={(value) => setFilter('status', value)}
          counts={page?.meta.counts}
        />
      </div>
      <ListToolbar>
        <SearchInput
          value={query.name}
          onSearch={(value) => setFilter('name', value)}
          placeholder={t('search_placeholder')}
          className="min-w-40 flex-1 sm:max-w-64"
        />
        <ReferenceFilter
          useOptions={useVehicleOptions}
          value={query.vehicle_id}
          anyLabel={t('filters.any_vehicle')}
          label={t('filters.vehicle')}
          onChange={(value) => setFilter('vehicle_id', value)}
          testId="vehicle-filter"
        />
        <ReferenceFilter
          useOptions={useDriverOptions}
          value={query.driver_id}
          anyLabel={t('filters.any_driver')}
          label={t('filters.driver')}
          onChange={(value) => setFilter('driver_id', value)}
          testId="driver-filter"
        />
        <Button
          variant="outline"
          className={cn('h-[50px] font-medium', flagged && 'border-violet-600 text-violet-700')}
          aria-pressed={flagged}
          onClick={() => setFilter('flagged', flagged ? null : 'true')}
          data-testid="flagged-filter"
        >
          <Repeat />
          {t('filters.flagged')}
        </Button>
        <DateRangeFilter startDate={query.start_date} endDate={query.end_date} onChange={setFilters} />
        <ClearFiltersButton visible={hasFilters} onClear={clear} />
      </ListToolbar>
      <Card>
        <CardHeader className="py-3">
          <CardTitle className="text-sm">{t('chart.title')}</CardTitle>
        </CardHeader>
        <CardContent className="py-3">
          <FaultsChart weeks={faults.data} />
        </CardContent>
      </Card>
      <ExaminationsTable
        rows={page?.data}
        meta={page?.meta}
        loading={examinations.isPending}
        filtered={hasFilters}
        onPageChange={setPage}
      />
    </div>
  );
}

export default ExaminationsListPage;
