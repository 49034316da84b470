import { useTranslation } from 'react-i18next';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import type { Vehicle } from '@fleet/shared/schemas/vehicles';
import { cn } from '@/lib/cn';
import { formatDisplayDate } from '@/lib/dates';
import { registrationInfo } from '@/features/vehicles/registration';

const STYLES = {
  expired: 'bg-destructive/10 text-destructive ring-destructive/25',
  expiring: 'bg-warning-soft text-amber-800 ring-warning/50',
  valid: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
} as const;
const ICONS = { expired: XCircle, expiring: AlertTriangle, valid: CheckCircle2 } as const;

type RegistrationBadgeProps = {
  vehicle: Pick<Vehicle, 'registration_status' | 'form_end_date'>;
  today?: Date;
  /** Adds the end date under the badge (details page). */
  withDate?: boolean;
};

/** Expired (red), expiring (amber, days left) or valid (green); a dash when there is no end date. */
export function RegistrationBadge({ vehicle, today, withDate = false }: RegistrationBadgeProps) {
  const { t, i18n } = useTranslation('vehicles');
  const info = registrationInfo(vehicle, today);
  if (!info) {
    return (
      <span className="text-xs text-muted-foreground" data-testid="registration-badge" data-state="none">
        {t('registration.none')}
      </span>
    );
  }
  const Icon = ICONS[info.state];
  let text: string = t(`registration.${info.state}`);
  if (info.state === 'expiring' && info.days >= 0) {
    text =
      info.days === 0
        ? t('registration.expiring_today')
        : info.days === 1
          ? t('registration.expiring_tomorrow')
          : t('registration.expiring_days', {
              count: info.days,
              days: info.days.toLocaleString(i18n.language),
            });
  }
  const date = formatDisplayDate(info.endDate, i18n.language);
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span
        className={cn(
          'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
          STYLES[info.state],
        )}
        title={date}
        data-testid="registration-badge"
        data-state={info.state}
      >
        <Icon className="size-3.5" />
        {text}
      </span>
      {withDate && (
        <span className="text-xs text-muted-foreground" data-testid="registration-date">
          {info.state === 'expired'
            ? t('registration.expired_on', { date })
            : t('registration.valid_until', { date })}
        </span>
      )}
    </span>
  );
}
