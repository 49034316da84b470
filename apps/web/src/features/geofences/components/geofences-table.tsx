import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '@fleet/shared/common';
import type { Geofence } from '@fleet/shared/schemas/geofences';
import { paths } from '@/config/paths';
import type { ListQueryState } from '@/lib/list-query';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { RowActions } from '@/components/data-table/row-actions';
import { useGeofences } from '@/features/geofences/api/get-geofences';
import { ColorDot, GeofenceTypeLabel } from '@/features/geofences/components/geofence-type';
import { GeofenceStatusBadge, shapeSize } from '@/features/geofences/components/geofence-details';
import { DeleteGeofenceDialog } from '@/features/geofences/components/delete-geofence-dialog';

type GeofencesTableProps = { query: ListQueryState; filtered: boolean; onPageChange: (page: number) => void };

export function GeofencesTable({ query, filtered, onPageChange }: GeofencesTableProps) {
  const { t, i18n } = useTranslation('geofences');
  const navigate = useNavigate();
  const geofences = useGeofences(query);
  const [deleting, setDeleting] = useState<Geofence | null>(null);

  const columns = useMemo<Column<Geofence>[]>(() => {
    const onAction = (geofence: Geofence, action: RowAction) => {
      if (action === 'view') void navigate(paths.geofences.view.getHref(geofence.id));
      else if (action === 'edit') void navigate(paths.geofences.edit.getHref(geofence.id));
      else if (action === 'delete') setDeleting(geofence);
    };
    return [
      {
        id: 'name',
        header: t('columns.name'),
        cell: (geofence) => (
          <div className="flex min-w-40 items-center gap-2.5">
            <ColorDot color={geofence.color} />
            <bdi className="truncate font-semibold" data-testid="geofence-name-cell">
              {geofence.name}
            </bdi>
          </div>
        ),
      },
      {
        id: 'type',
        header: t('columns.type'),
        cell: (geofence) => <GeofenceTypeLabel type={geofence.type} />,
      },
      {
        id: 'size',
        header: t('columns.size'),
        cell: (geofence) => (
          <span className="whitespace-nowrap text-muted-foreground">
            {shapeSize(geofence, t, i18n.language) ?? '—'}
          </span>
        ),
      },
      {
        id: 'speed_limit',
        header: t('columns.speed_limit'),
        cell: (geofence) =>
          geofence.speed_limit ? (
            <span className="whitespace-nowrap">
              {t('units.kmh_value', { value: geofence.speed_limit.toLocaleString(i18n.language) })}
            </span>
          ) : (
            <span className="text-muted-foreground">—</span>
          ),
      },
      {
        id: 'vehicles',
        header: t('columns.vehicles'),
        cell: (geofence) => (
          <span className="whitespace-nowrap">
            {geofence.vehicle_ids.length === 0
              ? t('vehicles.all')
              : t('vehicles.count', { count: geofence.vehicle_ids.length })}
          </span>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (geofence) => <GeofenceStatusBadge status={geofence.status} />,
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t('columns.actions')}</span>,
        className: 'w-16 text-end',
        cell: (geofence) => (
          <RowActions
            actions={geofence.actions}
            model="geofences"
            rowLabel={geofence.name}
            onAction={(action) => onAction(geofence, action)}
          />
        ),
      },
    ];
  }, [t, i18n.language, navigate]);

  return (
    <>
      <DataTable
        columns={columns}
        rows={geofences.data?.data}
        meta={geofences.data?.meta}
        loading={geofences.isPending}
        onPageChange={onPageChange}
        emptyAddLabel={t('add_button')}
        filtered={filtered}
        emptyText={{ title: t('empty_state.title'), hint: t('empty_state.hint') }}
        data-testid="geofences-table"
      />
      <DeleteGeofenceDialog geofence={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
