import { useTranslation } from 'react-i18next';
import { AlertTriangle, CheckCircle2, Clock } from 'lucide-react';
import type { MaintenanceStatus, WorkOrderStatus } from '@fleet/shared/schemas/maintenance';
import { cn } from '@/lib/cn';

const STATUS_STYLE: Record<MaintenanceStatus, { className: string; icon: typeof Clock }> = {
  ok: { className: 'bg-primary-soft text-primary', icon: CheckCircle2 },
  due_soon: { className: 'bg-warning-soft text-amber-800', icon: Clock },
  overdue: { className: 'bg-destructive/10 text-destructive', icon: AlertTriangle },
};

/** The status in words with an icon (never colour alone). */
export function MaintenanceStatusBadge({ status }: { status: MaintenanceStatus }) {
  const { t } = useTranslation('maintenance');
  const { className, icon: Icon } = STATUS_STYLE[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-bold',
        className,
      )}
      data-testid="maintenance-status"
      data-status={status}
    >
      <Icon className="size-3.5" aria-hidden />
      {t(`status.${status}`)}
    </span>
  );
}

export function WorkOrderStatusBadge({ status }: { status: WorkOrderStatus }) {
  const { t } = useTranslation('maintenance');
  const tone =
    status === 'completed'
      ? 'bg-primary-soft text-primary'
      : status === 'cancelled'
        ? 'bg-muted text-muted-foreground'
        : status === 'in_progress'
          ? 'bg-primary-soft text-primary'
          : 'bg-warning-soft text-amber-800';
  return (
    <span
      className={cn('inline-flex whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-bold', tone)}
      data-testid="work-order-status"
      data-status={status}
    >
      {t(`order_status.${status}`)}
    </span>
  );
}

/** A number in the page's language with its unit ("12,345 km", "١٢٬٣٤٥ كم"). */
export function useQuantity() {
  const { t, i18n } = useTranslation('maintenance');
  return (value: number | null | undefined, unit: 'km' | 'hours' | 'months' | 'days') =>
    value === null || value === undefined
      ? '—'
      : t(`units.${unit}`, { value: value.toLocaleString(i18n.language, { maximumFractionDigits: 1 }) });
}

export function useMoney() {
  const { i18n } = useTranslation();
  return (value: number, currency: string) => {
    try {
      return value.toLocaleString(i18n.language, { style: 'currency', currency });
    } catch {
      return `${value.toLocaleString(i18n.language)} ${currency}`;
    }
  };
}
