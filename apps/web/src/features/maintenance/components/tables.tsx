import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '@fleet/shared/common';
import type { DueItem, Programme, WorkOrder } from '@fleet/shared/schemas/maintenance';
import { paths } from '@/config/paths';
import type { ListQueryState } from '@/lib/list-query';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { RowActions } from '@/components/data-table/row-actions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useDeleteProgramme, useProgrammes } from '@/features/maintenance/api/programmes';
import { useDue } from '@/features/maintenance/api/due';
import { useDeleteWorkOrder, useWorkOrders } from '@/features/maintenance/api/work-orders';
import {
  MaintenanceStatusBadge,
  WorkOrderStatusBadge,
  useMoney,
  useQuantity,
} from '@/features/maintenance/components/maintenance-status';

type TableProps = { query: ListQueryState; filtered: boolean; onPageChange: (page: number) => void };

export function ProgrammesTable({ query, filtered, onPageChange }: TableProps) {
  const { t } = useTranslation('maintenance');
  const { t: tv } = useTranslation('vehicles');
  const navigate = useNavigate();
  const programmes = useProgrammes(query);
  const remove = useDeleteProgramme();
  const [deleting, setDeleting] = useState<Programme | null>(null);
  const quantity = useQuantity();

  const columns = useMemo<Column<Programme>[]>(() => {
    const onAction = (programme: Programme, action: RowAction) => {
      if (action === 'edit' || action === 'view')
        void navigate(paths.maintenance.editProgramme.getHref(programme.id));
      else if (action === 'delete') setDeleting(programme);
    };
    return [
      {
        id: 'name',
        header: t('columns.name'),
        cell: (p) => (
          <bdi className="font-semibold" data-testid="programme-name-cell">
            {p.name}
          </bdi>
        ),
      },
      {
        id: 'every',
        header: t('columns.every'),
        cell: (p) => (
          <span className="whitespace-nowrap">
            {[
              p.every_km && quantity(p.every_km, 'km'),
              p.every_hours && quantity(p.every_hours, 'hours'),
              p.every_months && quantity(p.every_months, 'months'),
            ]
              .filter(Boolean)
              .join(t('or'))}
          </span>
        ),
      },
      {
        id: 'applies',
        header: t('columns.applies'),
        cell: (p) => (
          <span className="text-sm">
            {[...p.categories.map((c) => tv(`categories.${c}`)), ...p.vehicles.map((v) => v.name)].join(
              '، ',
            ) || '—'}
          </span>
        ),
      },
      {
        id: 'vehicles',
        header: t('columns.vehicles_count'),
        cell: (p) => <span>{p.vehicles_count.toLocaleString()}</span>,
      },
      {
        id: 'due',
        header: t('columns.due'),
        cell: (p) => (
          <span className="flex flex-wrap gap-1">
            {p.overdue_count > 0 && (
              <span className="text-sm font-semibold text-destructive">
                {t('counts.overdue', { count: p.overdue_count })}
              </span>
            )}
            {p.due_soon_count > 0 && (
              <span className="text-sm font-semibold text-amber-800">
                {t('counts.due_soon', { count: p.due_soon_count })}
              </span>
            )}
            {p.overdue_count + p.due_soon_count === 0 && <MaintenanceStatusBadge status="ok" />}
          </span>
        ),
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t('columns.actions')}</span>,
        className: 'w-16 text-end',
        cell: (p) => (
          <RowActions
            actions={p.actions.filter((a) => a !== 'view')}
            model="maintenance"
            rowLabel={p.name}
            onAction={(action) => onAction(p, action)}
          />
        ),
      },
    ];
  }, [t, tv, navigate, quantity]);

  return (
    <>
      <DataTable
        columns={columns}
        rows={programmes.data?.data}
        meta={programmes.data?.meta}
        loading={programmes.isPending}
        onPageChange={onPageChange}
        emptyAddLabel={t('actions.add_programme')}
        filtered={filtered}
        emptyText={{ title: t('empty_state.programmes.title'), hint: t('empty_state.programmes.hint') }}
        data-testid="programmes-table"
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        action={t('actions.delete_verb')}
        type={t('things.programme')}
        pending={remove.isPending}
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
          setDeleting(null);
        }}
      />
    </>
  );
}

type DueRow = DueItem & { id: string };

export function DueTable({ query, filtered, onPageChange, canCreate }: TableProps & { canCreate: boolean }) {
  const { t, i18n } = useTranslation('maintenance');
  const due = useDue(query);
  const quantity = useQuantity();
  const rows = due.data?.data.map((item) => ({ ...item, id: `${item.vehicle.id}-${item.programme.id}` }));
  const columns: Column<DueRow>[] = [
    {
      id: 'vehicle',
      header: t('columns.vehicle'),
      cell: (d) => (
        <Link
          to={`${paths.vehicles.view.getHref(d.vehicle.id)}?tab=maintenance`}
          className="font-semibold hover:underline"
        >
          <bdi>{d.vehicle.name}</bdi>{' '}
          <span className="text-muted-foreground">
            — <bdi>{d.vehicle.plate_number}</bdi>
          </span>
        </Link>
      ),
    },
    { id: 'programme', header: t('columns.programme'), cell: (d) => <bdi>{d.programme.name}</bdi> },
    { id: 'status', header: t('columns.status'), cell: (d) => <MaintenanceStatusBadge status={d.status} /> },
    {
      id: 'odometer',
      header: t('columns.odometer'),
      cell: (d) => <span className="whitespace-nowrap">{quantity(d.odometer_km, 'km')}</span>,
    },
    {
      id: 'next',
      header: t('columns.next_due'),
      cell: (d) => (
        <span className="flex flex-col text-sm">
          {d.due_km !== null && <span className="whitespace-nowrap">{quantity(d.due_km, 'km')}</span>}
          {d.due_hours !== null && (
            <span className="whitespace-nowrap">{quantity(d.due_hours, 'hours')}</span>
          )}
          {d.due_on !== null && (
            <span className="whitespace-nowrap">
              {new Date(`${d.due_on}T12:00:00Z`).toLocaleDateString(i18n.language)}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'order',
      header: <span className="sr-only">{t('columns.work_order')}</span>,
      className: 'text-end',
      cell: (d) =>
        d.work_order_id !== null ? (
          <Button asChild variant="outline" size="sm">
            <Link to={paths.maintenance.viewWorkOrder.getHref(d.work_order_id)}>
              {t('actions.open_work_order')}
            </Link>
          </Button>
        ) : (
          canCreate && (
            <Button asChild size="sm" data-testid="due-create-order">
              <Link
                to={paths.maintenance.addWorkOrder.getHref(
                  `vehicle_id=${d.vehicle.id}&programme_id=${d.programme.id}&odometer_km=${d.odometer_km}`,
                )}
              >
                {t('actions.create_work_order')}
              </Link>
            </Button>
          )
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      meta={due.data?.meta}
      loading={due.isPending}
      onPageChange={onPageChange}
      filtered={filtered}
      emptyText={{ title: t('empty_state.due.title'), hint: t('empty_state.due.hint') }}
      data-testid="due-table"
    />
  );
}

export function WorkOrdersTable({ query, filtered, onPageChange }: TableProps) {
  const { t, i18n } = useTranslation('maintenance');
  const navigate = useNavigate();
  const orders = useWorkOrders(query);
  const remove = useDeleteWorkOrder();
  const money = useMoney();
  const [deleting, setDeleting] = useState<WorkOrder | null>(null);
  const columns: Column<WorkOrder>[] = [
    {
      id: 'title',
      header: t('columns.title'),
      cell: (o) => (
        <Link
          to={paths.maintenance.viewWorkOrder.getHref(o.id)}
          className="font-semibold hover:underline"
          data-testid="work-order-title-cell"
        >
          <bdi>{o.title}</bdi>
        </Link>
      ),
    },
    {
      id: 'vehicle',
      header: t('columns.vehicle'),
      cell: (o) => (
        <span className="whitespace-nowrap">
          <bdi>{o.vehicle.name}</bdi> — <bdi>{o.vehicle.plate_number}</bdi>
        </span>
      ),
    },
    { id: 'status', header: t('columns.status'), cell: (o) => <WorkOrderStatusBadge status={o.status} /> },
    { id: 'vendor', header: t('columns.vendor'), cell: (o) => <bdi>{o.vendor ?? '—'}</bdi> },
    {
      id: 'cost',
      header: t('columns.cost'),
      cell: (o) => <span className="whitespace-nowrap">{money(o.total_cost, o.currency)}</span>,
    },
    {
      id: 'date',
      header: t('columns.date'),
      cell: (o) => (
        <span className="whitespace-nowrap">
          {new Date(o.completed_at ?? o.created_at).toLocaleDateString(i18n.language)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      className: 'w-16 text-end',
      cell: (o) => (
        <RowActions
          actions={o.actions}
          model="maintenance"
          rowLabel={o.title}
          onAction={(action) => {
            if (action === 'view') void navigate(paths.maintenance.viewWorkOrder.getHref(o.id));
            else if (action === 'edit') void navigate(paths.maintenance.editWorkOrder.getHref(o.id));
            else if (action === 'delete') setDeleting(o);
          }}
        />
      ),
    },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={orders.data?.data}
        meta={orders.data?.meta}
        loading={orders.isPending}
        onPageChange={onPageChange}
        emptyAddLabel={t('actions.add_work_order')}
        filtered={filtered}
        emptyText={{ title: t('empty_state.work_orders.title'), hint: t('empty_state.work_orders.hint') }}
        data-testid="work-orders-table"
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        action={t('actions.delete_verb')}
        type={t('things.work_order')}
        pending={remove.isPending}
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
          setDeleting(null);
        }}
      />
    </>
  );
}
