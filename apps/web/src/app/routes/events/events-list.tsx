import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_SEVERITIES, EVENT_TYPES } from '@fleet/shared/schemas/events';
import type { SelectOption } from '@fleet/shared/common';
import { useListQuery } from '@/lib/list-query';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { RemoteSelect, type OptionsSource } from '@/components/form/remote-select';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { useVehicleOptions } from '@/features/vehicles/api/get-vehicle-options';
import { useEvents } from '@/features/events/api/get-events';
import { useGeofenceOptions } from '@/features/events/api/get-geofence-options';
import { EventsTable } from '@/features/events/components/events-table';

type FilterProps = {
  value: string | undefined;
  anyLabel: string;
  label: string;
  onChange: (value: string | null) => void;
  testId: string;
};

function ReferenceFilter({ useOptions, ...props }: FilterProps & { useOptions: OptionsSource }) {
  return (
    <div className="w-52">
      <RemoteSelect
        useOptions={useOptions}
        leading={[{ label: props.anyLabel, value: '' }]}
        value={props.value ?? ''}
        onChange={(next) => props.onChange(String(next) || null)}
        aria-label={props.label}
        data-testid={props.testId}
      />
    </div>
  );
}

function FixedFilter({ options, ...props }: FilterProps & { options: readonly SelectOption[] }) {
  return (
    <div className="w-52">
      <SearchableSelect
        options={options}
        pinned={[{ label: props.anyLabel, value: '' }]}
        value={props.value ?? ''}
        onChange={(next) => props.onChange(String(next) || null)}
        aria-label={props.label}
        data-testid={props.testId}
      />
    </div>
  );
}

/** `/events`: the fleet's events, newest first, filtered by type, vehicle, geofence, severity and dates. */
export function EventsListPage() {
  const { t } = useTranslation('events');
  const { query, setFilter, setFilters, setPage, clear, hasFilters } = useListQuery();
  const events = useEvents(query);
  const page = events.data;
  const typeOptions = useMemo(
    () => EVENT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
    [t],
  );
  const severityOptions = useMemo(
    () => EVENT_SEVERITIES.map((severity) => ({ value: severity, label: t(`severities.${severity}`) })),
    [t],
  );
  // Tests wait for the rows of this exact query, never for a previous query's rows.
  const ready = !events.isFetching && !events.isPlaceholderData && !!page;

  return (
    <div
      className="flex flex-col gap-4"
      data-testid="events-list"
      data-state={ready ? 'ready' : events.isError ? 'error' : 'loading'}
      data-query={[query.type, query.vehicle_id, query.geofence_id, query.severity, query.start_date]
        .map((v) => v ?? '')
        .join('|')}
    >
      <ListToolbar>
        <FixedFilter
          options={typeOptions}
          value={query.type}
          anyLabel={t('filters.any_type')}
          label={t('filters.type')}
          onChange={(value) => setFilter('type', value)}
          testId="event-type-filter"
        />
        <ReferenceFilter
          useOptions={useVehicleOptions}
          value={query.vehicle_id}
          anyLabel={t('filters.any_vehicle')}
          label={t('filters.vehicle')}
          onChange={(value) => setFilter('vehicle_id', value)}
          testId="event-vehicle-filter"
        />
        <ReferenceFilter
          useOptions={useGeofenceOptions}
          value={query.geofence_id}
          anyLabel={t('filters.any_geofence')}
          label={t('filters.geofence')}
          onChange={(value) => setFilter('geofence_id', value)}
          testId="event-geofence-filter"
        />
        <FixedFilter
          options={severityOptions}
          value={query.severity}
          anyLabel={t('filters.any_severity')}
          label={t('filters.severity')}
          onChange={(value) => setFilter('severity', value)}
          testId="event-severity-filter"
        />
        <DateRangeFilter startDate={query.start_date} endDate={query.end_date} onChange={setFilters} />
        <ClearFiltersButton visible={hasFilters} onClear={clear} />
      </ListToolbar>
      <EventsTable
        rows={page?.data}
        meta={page?.meta}
        loading={events.isPending}
        filtered={hasFilters}
        onPageChange={setPage}
      />
    </div>
  );
}

export default EventsListPage;
