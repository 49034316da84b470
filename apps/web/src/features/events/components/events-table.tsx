import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MapPin, Hexagon } from 'lucide-react';
import type { ListMeta } from '@fleet/shared/common';
import type { FleetEvent } from '@fleet/shared/schemas/events';
import { formatDisplayDateTime } from '@/lib/dates';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { eventRecordHref } from '@/features/events/event-record-link';
import { EventTitle, SeverityBadge } from '@/features/events/components/event-visuals';

type EventsTableProps = {
  rows: readonly FleetEvent[] | undefined;
  meta: ListMeta | undefined;
  loading: boolean;
  filtered: boolean;
  onPageChange: (page: number) => void;
};

/** Where an event happened: its geofence, else its coordinates. */
export function EventPlace({ event }: { event: FleetEvent }) {
  const { t, i18n } = useTranslation('events');
  if (event.geofence) {
    return (
      <span className="inline-flex max-w-48 min-w-28 items-start gap-1.5" data-testid="event-place">
        <Hexagon className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden />
        <bdi>{event.geofence.name}</bdi>
      </span>
    );
  }
  if (event.lat === null || event.lon === null) {
    return (
      <span className="text-xs text-muted-foreground" data-testid="event-place">
        {t('place.none')}
      </span>
    );
  }
  const coordinate = (value: number) =>
    value.toLocaleString(i18n.language, { maximumFractionDigits: 5, minimumFractionDigits: 5 });
  return (
    <span className="inline-flex items-center gap-1.5 text-xs whitespace-nowrap" data-testid="event-place">
      <MapPin className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
      <bdi dir="ltr" className="tabular-nums">
        {t('place.coordinates', { lat: coordinate(event.lat), lon: coordinate(event.lon) })}
      </bdi>
    </span>
  );
}

/** The events, newest first; each row's time opens the vehicle's movement record at that moment. */
export function EventsTable({ rows, meta, loading, filtered, onPageChange }: EventsTableProps) {
  const { t, i18n } = useTranslation('events');
  const columns = useMemo<Column<FleetEvent>[]>(
    () => [
      {
        id: 'event',
        header: t('columns.event'),
        cell: (event) => <EventTitle event={event} className="min-w-32" />,
      },
      {
        id: 'vehicle',
        header: t('columns.vehicle'),
        cell: (event) => (
          <div className="flex min-w-36 flex-col" data-testid="event-vehicle">
            <bdi className="truncate font-semibold">{event.vehicle.name}</bdi>
            <bdi dir="auto" className="self-start font-mono text-xs text-muted-foreground">
              {event.vehicle.plate_number}
            </bdi>
          </div>
        ),
      },
      { id: 'place', header: t('columns.place'), cell: (event) => <EventPlace event={event} /> },
      {
        id: 'time',
        header: t('columns.time'),
        cell: (event) => {
          const time = formatDisplayDateTime(event.time, i18n.language);
          return (
            <Link
              to={eventRecordHref(event)}
              className="rounded-sm font-semibold whitespace-nowrap tabular-nums text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/40"
              aria-label={t('open_record', { vehicle: event.vehicle.name, time })}
              data-testid="event-open-record"
            >
              {time}
            </Link>
          );
        },
      },
      {
        id: 'severity',
        header: t('columns.severity'),
        cell: (event) => <SeverityBadge severity={event.severity} />,
      },
      {
        id: 'details',
        header: t('columns.details'),
        cell: (event) => (
          <p className="max-w-64 min-w-36 text-xs text-muted-foreground" data-testid="event-message">
            {event.message}
          </p>
        ),
      },
    ],
    [t, i18n.language],
  );

  return (
    <DataTable
      columns={columns}
      rows={rows}
      meta={meta}
      loading={loading}
      onPageChange={onPageChange}
      filtered={filtered}
      emptyText={{ title: t('empty_state.title'), hint: t('empty_state.hint') }}
      data-testid="events-table"
    />
  );
}
