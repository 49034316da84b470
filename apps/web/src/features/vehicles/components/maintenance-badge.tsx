import { useTranslation } from 'react-i18next';
import { AlertTriangle, Clock } from 'lucide-react';
import type { Vehicle } from '@fleet/shared/schemas/vehicles';
import { cn } from '@/lib/cn';

/** The vehicle's worst service-programme status, with its odometer; nothing when all is well. */
export function MaintenanceBadge({ vehicle }: { vehicle: Vehicle }) {
  const { t, i18n } = useTranslation('vehicles');
  const status = vehicle.maintenance_status;
  const odometer =
    vehicle.odometer_km === undefined
      ? null
      : t('maintenance.km', { value: Math.round(vehicle.odometer_km).toLocaleString(i18n.language) });
  if (!status || status === 'ok') {
    return <span className="whitespace-nowrap text-sm text-muted-foreground">{odometer ?? '—'}</span>;
  }
  const Icon = status === 'overdue' ? AlertTriangle : Clock;
  return (
    <span className="flex flex-col items-start gap-1">
      <span
        className={cn(
          'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-bold',
          status === 'overdue' ? 'bg-destructive/10 text-destructive' : 'bg-warning-soft text-amber-800',
        )}
        data-testid="vehicle-maintenance-badge"
        data-status={status}
      >
        <Icon className="size-3.5" aria-hidden />
        {t(`maintenance.${status}`)}
      </span>
      {odometer && <span className="whitespace-nowrap text-xs text-muted-foreground">{odometer}</span>}
    </span>
  );
}
