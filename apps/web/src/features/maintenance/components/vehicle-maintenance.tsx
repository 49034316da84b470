import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useVehicleMaintenance } from '@/features/maintenance/api/work-orders';
import {
  MaintenanceStatusBadge,
  WorkOrderStatusBadge,
  useMoney,
  useQuantity,
} from '@/features/maintenance/components/maintenance-status';

async function download(vehicleId: number, format: 'xlsx' | 'csv') {
  const response = await api.get(`/dashboard/vehicles/${vehicleId}/maintenance/export`, {
    params: { format },
    responseType: 'blob',
  });
  const url = URL.createObjectURL(response.data as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `vehicle-${vehicleId}-maintenance.${format}`;
  link.click();
  URL.revokeObjectURL(url);
}

/** A vehicle page's Maintenance tab: meters, programmes and next due, work orders, cost per month. */
export function VehicleMaintenance({ vehicleId }: { vehicleId: number }) {
  const { t, i18n } = useTranslation('maintenance');
  const data = useVehicleMaintenance(vehicleId);
  const money = useMoney();
  const quantity = useQuantity();
  if (!data.data) return <Skeleton className="h-64" />;
  const m = data.data;
  return (
    <div className="flex flex-col gap-5" data-testid="vehicle-maintenance">
      <section
        className="grid gap-4 rounded-lg border bg-card p-5 sm:grid-cols-3"
        aria-label={t('sections.meters')}
      >
        <div>
          <p className="text-xs font-semibold text-muted-foreground">{t('fields.odometer_km')}</p>
          <p className="text-xl font-bold" data-testid="vehicle-odometer">
            {quantity(m.meters.odometer_km, 'km')}
          </p>
          <p className="text-xs text-muted-foreground">
            {m.meters.device_odometer ? t('hints.device_odometer') : t('hints.gps_odometer')}
          </p>
        </div>
        <div>
          <p className="text-xs font-semibold text-muted-foreground">{t('fields.engine_hours')}</p>
          <p className="text-xl font-bold">{quantity(m.meters.engine_hours, 'hours')}</p>
        </div>
        <div>
          <p className="text-xs font-semibold text-muted-foreground">{t('fields.status')}</p>
          <MaintenanceStatusBadge status={m.status} />
        </div>
      </section>
      <section className="rounded-lg border bg-card p-5" aria-labelledby="vehicle-programmes">
        <h2 id="vehicle-programmes" className="mb-3 text-lg font-bold">
          {t('sections.programmes')}
        </h2>
        {m.due.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('hints.no_programmes')}</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {m.due.map((d) => (
              <li key={d.programme.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span className="font-semibold">
                  <bdi>{d.programme.name}</bdi>
                </span>
                <span className="text-sm text-muted-foreground">
                  {[
                    d.due_km !== null && quantity(d.due_km, 'km'),
                    d.due_hours !== null && quantity(d.due_hours, 'hours'),
                    d.due_on && new Date(`${d.due_on}T12:00:00Z`).toLocaleDateString(i18n.language),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <MaintenanceStatusBadge status={d.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="rounded-lg border bg-card p-5" aria-labelledby="vehicle-costs">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="vehicle-costs" className="text-lg font-bold">
            {t('sections.costs')}
          </h2>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => void download(vehicleId, 'xlsx')}>
              <Download className="size-4" aria-hidden />
              {t('actions.export_xlsx')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => void download(vehicleId, 'csv')}>
              <Download className="size-4" aria-hidden />
              {t('actions.export_csv')}
            </Button>
          </div>
        </div>
        <p className="mb-2 font-semibold" data-testid="vehicle-cost-total">
          {t('fields.cost_total')}: {money(m.cost_total, m.currency)}
        </p>
        <ul className="flex flex-col divide-y text-sm">
          {m.cost_by_month.map((month) => (
            <li key={month.month} className="flex justify-between py-1.5">
              <span>
                {new Date(`${month.month}-15T12:00:00Z`).toLocaleDateString(i18n.language, {
                  year: 'numeric',
                  month: 'long',
                })}
              </span>
              <span>{money(month.total, m.currency)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-lg border bg-card p-5" aria-labelledby="vehicle-orders">
        <h2 id="vehicle-orders" className="mb-3 text-lg font-bold">
          {t('sections.history')}
        </h2>
        {m.work_orders.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('hints.no_orders')}</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {m.work_orders.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <Link
                  to={paths.maintenance.viewWorkOrder.getHref(o.id)}
                  className="font-semibold hover:underline"
                >
                  <bdi>{o.title}</bdi>
                </Link>
                <span className="text-sm text-muted-foreground">
                  {new Date(o.completed_at ?? o.created_at).toLocaleDateString(i18n.language)}
                </span>
                <span className="text-sm">{money(o.total_cost, o.currency)}</span>
                <WorkOrderStatusBadge status={o.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
