import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '@fleet/shared/common';
import type { Driver } from '@fleet/shared/schemas/drivers';
import { paths } from '@/config/paths';
import type { ListQueryState } from '@/lib/list-query';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { RowActions } from '@/components/data-table/row-actions';
import { PersonAvatar } from '@/components/media/person-avatar';
import { useDrivers } from '@/features/drivers/api/get-drivers';
import { useNationalityName } from '@/features/drivers/nationality';
import { DeleteDriverDialog } from '@/features/drivers/components/delete-driver-dialog';
import { LicenceBadge } from '@/features/drivers/components/licence-badge';

type DriversTableProps = { query: ListQueryState; filtered: boolean; onPageChange: (page: number) => void };

export function DriversTable({ query, filtered, onPageChange }: DriversTableProps) {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const drivers = useDrivers(query);
  const nationality = useNationalityName();
  const [deleting, setDeleting] = useState<Driver | null>(null);

  const columns = useMemo<Column<Driver>[]>(() => {
    const onAction = (driver: Driver, action: RowAction) => {
      if (action === 'view') void navigate(paths.drivers.view.getHref(driver.id));
      else if (action === 'edit') void navigate(paths.drivers.edit.getHref(driver.id));
      else if (action === 'delete') setDeleting(driver);
    };
    return [
      {
        id: 'name',
        header: t('columns.name'),
        cell: (driver) => (
          <div className="flex min-w-52 items-center gap-3">
            <PersonAvatar url={driver.image?.url} />
            <div className="flex min-w-0 flex-col">
              <bdi className="truncate font-semibold" data-testid="driver-name-cell">
                {driver.name}
              </bdi>
              <span className="truncate text-xs text-muted-foreground">
                {nationality(driver.nationality)}
              </span>
            </div>
          </div>
        ),
      },
      {
        id: 'phone',
        header: t('columns.phone'),
        cell: (driver) => (
          <bdi dir="ltr" className="font-mono text-xs whitespace-nowrap">
            {driver.phone_e164}
          </bdi>
        ),
      },
      {
        id: 'vehicle',
        header: t('columns.vehicle'),
        cell: (driver) =>
          driver.vehicle ? (
            <div className="flex flex-col" data-testid="driver-vehicle-cell">
              <bdi className="truncate font-medium">{driver.vehicle.name}</bdi>
              <bdi dir="auto" className="font-mono text-xs text-muted-foreground">
                {driver.vehicle.plate_number}
              </bdi>
            </div>
          ) : (
            <span className="text-xs text-muted-foreground" data-testid="driver-vehicle-cell">
              {t('no_vehicle')}
            </span>
          ),
      },
      {
        id: 'licence',
        header: t('columns.licence_expiry'),
        cell: (driver) => <LicenceBadge driver={driver} />,
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t('columns.actions')}</span>,
        className: 'w-16 text-end',
        cell: (driver) => (
          <RowActions
            actions={driver.actions}
            model="drivers"
            rowLabel={driver.name}
            onAction={(action) => onAction(driver, action)}
          />
        ),
      },
    ];
  }, [t, navigate, nationality]);

  return (
    <>
      <DataTable
        columns={columns}
        rows={drivers.data?.data}
        meta={drivers.data?.meta}
        loading={drivers.isPending}
        onPageChange={onPageChange}
        emptyAddLabel={t('add_driver')}
        filtered={filtered}
        emptyText={{ title: t('empty_state.drivers.title'), hint: t('empty_state.drivers.hint') }}
        data-testid="drivers-table"
      />
      <DeleteDriverDialog driver={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
