import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '@fleet/shared/schemas/tracking';
import { STATUS_COLORS, UNKNOWN_STATUS_COLOR } from '@/features/tracking/status';
import { cn } from '@/lib/cn';

export function StatusDot({ status, className }: { status: LiveStatus | null; className?: string }) {
  return (
    <span
      className={cn('inline-block size-2.5 shrink-0 rounded-full', className)}
      style={{ backgroundColor: status ? STATUS_COLORS[status] : UNKNOWN_STATUS_COLOR }}
      aria-hidden
    />
  );
}

/** Moving, pause, outside, busy; "no signal yet" for a vehicle that never reported. */
export function LiveStatusBadge({ status }: { status: LiveStatus | null }) {
  const { t } = useTranslation('tracking');
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap"
      data-testid="live-status-badge"
      data-status={status ?? 'none'}
    >
      <StatusDot status={status} className="size-2" />
      {status ? t(`status.${status}`) : t('status.none')}
    </span>
  );
}
