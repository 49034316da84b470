import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '@fleet/shared/common';
import type { Vehicle } from '@fleet/shared/schemas/vehicles';
import { paths } from '@/config/paths';
import type { ListQueryState } from '@/lib/list-query';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { RowActions } from '@/components/data-table/row-actions';
import { useVehicles } from '@/features/vehicles/api/get-vehicles';
import { vehicleRowActions } from '@/features/vehicles/row-actions';
import { RegistrationBadge } from '@/features/vehicles/components/registration-badge';
import { MaintenanceBadge } from '@/features/vehicles/components/maintenance-badge';
import { StatusBadge } from '@/features/vehicles/components/status-badge';
import { VehicleThumbnail } from '@/features/vehicles/components/vehicle-thumbnail';
import {
  VehicleActionDialog,
  type VehicleActionRequest,
} from '@/features/vehicles/components/vehicle-action-dialog';

type VehiclesTableProps = { query: ListQueryState; filtered: boolean; onPageChange: (page: number) => void };

export function VehiclesTable({ query, filtered, onPageChange }: VehiclesTableProps) {
  const { t } = useTranslation('vehicles');
  const navigate = useNavigate();
  const vehicles = useVehicles(query);
  const [request, setRequest] = useState<VehicleActionRequest | null>(null);

  const columns = useMemo<Column<Vehicle>[]>(() => {
    const onAction = (vehicle: Vehicle, action: RowAction) => {
      if (action === 'view') void navigate(paths.vehicles.view.getHref(vehicle.id));
      else if (action === 'edit') void navigate(paths.vehicles.edit.getHref(vehicle.id));
      else setRequest({ action, vehicle });
    };
    return [
      {
        id: 'name',
        header: t('columns.name'),
        cell: (vehicle) => (
          <div className="flex min-w-48 items-center gap-3">
            <VehicleThumbnail vehicle={vehicle} />
            <div className="flex min-w-0 flex-col">
              <bdi className="truncate font-semibold" data-testid="vehicle-name-cell">
                {vehicle.name}
              </bdi>
              <span className="truncate text-xs text-muted-foreground">
                {[vehicle.model, vehicle.manufacture_year].filter(Boolean).join(' · ') || '—'}
              </span>
            </div>
          </div>
        ),
      },
      {
        id: 'plate_number',
        header: t('columns.plate_number'),
        cell: (vehicle) => (
          <bdi
            dir="auto"
            className="inline-block rounded-md border bg-muted/50 px-2 py-0.5 font-mono text-xs font-semibold whitespace-nowrap"
            data-testid="vehicle-plate-cell"
          >
            {vehicle.plate_number}
          </bdi>
        ),
      },
      {
        id: 'category',
        header: t('columns.category'),
        cell: (vehicle) => <span className="whitespace-nowrap">{t(`categories.${vehicle.category}`)}</span>,
      },
      {
        id: 'device_id',
        header: t('columns.device_id'),
        cell: (vehicle) =>
          vehicle.device_id ? (
            <bdi dir="ltr" className="font-mono text-xs text-muted-foreground">
              {vehicle.device_id}
            </bdi>
          ) : (
            <span className="text-muted-foreground">—</span>
          ),
      },
      {
        id: 'registration',
        header: t('columns.registration'),
        cell: (vehicle) => <RegistrationBadge vehicle={vehicle} />,
      },
      {
        id: 'maintenance',
        header: t('columns.maintenance'),
        cell: (vehicle) => <MaintenanceBadge vehicle={vehicle} />,
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (vehicle) => <StatusBadge vehicle={vehicle} />,
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t('columns.actions')}</span>,
        className: 'w-16 text-end',
        cell: (vehicle) => (
          <RowActions
            actions={vehicleRowActions(vehicle)}
            model="vehicles"
            rowLabel={vehicle.name}
            onAction={(action) => onAction(vehicle, action)}
          />
        ),
      },
    ];
  }, [t, navigate]);

  return (
    <>
      <DataTable
        columns={columns}
        rows={vehicles.data?.data}
        meta={vehicles.data?.meta}
        loading={vehicles.isPending}
        onPageChange={onPageChange}
        emptyAddLabel={t('common:table.add_new_vehicle')}
        filtered={filtered}
        emptyText={{ title: t('empty_state.title'), hint: t('empty_state.hint') }}
        data-testid="vehicles-table"
      />
      <VehicleActionDialog request={request} onClose={() => setRequest(null)} />
    </>
  );
}
