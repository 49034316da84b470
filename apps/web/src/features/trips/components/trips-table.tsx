import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '@fleet/shared/common';
import type { Trip } from '@fleet/shared/schemas/trips';
import { paths } from '@/config/paths';
import { formatDisplayDate } from '@/lib/dates';
import type { ListQueryState } from '@/lib/list-query';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { RowActions } from '@/components/data-table/row-actions';
import { useTrips } from '@/features/trips/api/get-trips';
import { formatClock } from '@/features/trips/format';
import { DeleteTripDialog } from '@/features/trips/components/delete-trip-dialog';
import { TripStatusBadge } from '@/features/trips/components/trip-status-badge';

type TripsTableProps = { query: ListQueryState; filtered: boolean; onPageChange: (page: number) => void };

export function TripsTable({ query, filtered, onPageChange }: TripsTableProps) {
  const { t, i18n } = useTranslation('trips');
  const navigate = useNavigate();
  const trips = useTrips(query);
  const [deleting, setDeleting] = useState<Trip | null>(null);
  const language = i18n.language;

  const columns = useMemo<Column<Trip>[]>(() => {
    const onAction = (trip: Trip, action: RowAction) => {
      if (action === 'view') void navigate(paths.trips.view.getHref(trip.id));
      else if (action === 'edit') void navigate(paths.trips.edit.getHref(trip.id));
      else if (action === 'delete') setDeleting(trip);
    };
    return [
      {
        id: 'name',
        header: t('columns.name'),
        cell: (trip) => (
          <div className="flex min-w-44 flex-col">
            <bdi className="truncate font-semibold" data-testid="trip-name-cell">
              {trip.name}
            </bdi>
            <span className="text-xs text-muted-foreground">
              {t('stations_count', { count: trip.stations.length })}
            </span>
          </div>
        ),
      },
      {
        id: 'day',
        header: t('columns.day'),
        cell: (trip) => (
          <div className="flex flex-col whitespace-nowrap">
            <span className="font-medium">{formatDisplayDate(trip.day, language)}</span>
            <span className="text-xs text-muted-foreground">{formatClock(trip.start_time, language)}</span>
          </div>
        ),
      },
      {
        id: 'driver',
        header: t('columns.driver'),
        cell: (trip) => <bdi className="truncate">{trip.driver.name}</bdi>,
      },
      {
        id: 'vehicle',
        header: t('columns.vehicle'),
        cell: (trip) => (
          <div className="flex flex-col">
            <bdi className="truncate font-medium">{trip.vehicle.name}</bdi>
            <bdi dir="auto" className="font-mono text-xs text-muted-foreground">
              {trip.vehicle.plate_number}
            </bdi>
          </div>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (trip) => <TripStatusBadge status={trip.status} />,
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t('columns.actions')}</span>,
        className: 'w-16 text-end',
        cell: (trip) => (
          <RowActions
            actions={trip.actions}
            model="trips"
            rowLabel={trip.name}
            onAction={(action) => onAction(trip, action)}
          />
        ),
      },
    ];
  }, [t, navigate, language]);

  return (
    <>
      <DataTable
        columns={columns}
        rows={trips.data?.data}
        meta={trips.data?.meta}
        loading={trips.isPending}
        onPageChange={onPageChange}
        emptyAddLabel={t('add_trip')}
        filtered={filtered}
        emptyText={{ title: t('empty_state.title'), hint: t('empty_state.hint') }}
        data-testid="trips-table"
      />
      <DeleteTripDialog trip={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
