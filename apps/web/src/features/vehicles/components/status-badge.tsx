import { useTranslation } from 'react-i18next';
import type { Vehicle } from '@fleet/shared/schemas/vehicles';
import { cn } from '@/lib/cn';
import { useBlockedReason } from '@/lib/status-reason';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

type StatusBadgeProps = {
  vehicle: Pick<Vehicle, 'status' | 'blocked_reason' | 'blocked_reason_code'>;
  showReason?: boolean;
};

/** Active / inactive; an inactive (blocked) vehicle shows its reason in a tooltip, or inline. */
export function StatusBadge({ vehicle, showReason = false }: StatusBadgeProps) {
  const { t } = useTranslation('vehicles');
  const { status } = vehicle;
  const blockedReason = useBlockedReason(vehicle);
  const badge = (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        status
          ? 'bg-primary-soft text-primary'
          : 'bg-muted text-muted-foreground ring-1 ring-border ring-inset',
      )}
      tabIndex={status ? undefined : 0}
      data-testid="vehicle-status-badge"
      data-status={status ? 'active' : 'inactive'}
    >
      <span className={cn('size-1.5 rounded-full', status ? 'bg-primary' : 'bg-destructive')} />
      {status ? t('status.active') : t('status.inactive')}
    </span>
  );
  if (status) return badge;
  const reason = blockedReason
    ? // First-strong isolate: an Arabic reason in an English sentence (or the reverse) keeps its place.
      t('status.blocked_reason', { reason: `\u2068${blockedReason}\u2069` })
    : t('status.no_reason');
  if (showReason) {
    return (
      <span className="inline-flex flex-col items-start gap-1">
        {badge}
        <span className="text-xs text-muted-foreground" data-testid="vehicle-blocked-reason">
          {reason}
        </span>
      </span>
    );
  }
  return (
    <Tooltip>
      <TooltipTrigger asChild>{badge}</TooltipTrigger>
      <TooltipContent data-testid="vehicle-blocked-reason">{reason}</TooltipContent>
    </Tooltip>
  );
}
