import { AlertOctagon, AlertTriangle, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FleetNotification } from '@fleet/shared/schemas/notifications';
import { cn } from '@/lib/cn';

const SEVERITY_ICON = { info: Info, warning: AlertTriangle, critical: AlertOctagon } as const;
const SEVERITY_CLASS = {
  info: 'text-primary',
  warning: 'text-amber-600',
  critical: 'text-destructive',
} as const;

export function formatWhen(time: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(time));
}

/** One notification: severity (icon and word, not colour alone), the event's sentence, vehicle and time. */
export function NotificationSummary({ notification }: { notification: FleetNotification }) {
  const { t, i18n } = useTranslation();
  const { event } = notification;
  const Icon = SEVERITY_ICON[event.severity];
  return (
    <span className="flex min-w-0 items-start gap-2.5">
      <Icon className={cn('mt-0.5 size-4 shrink-0', SEVERITY_CLASS[event.severity])} aria-hidden />
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm', notification.read_at ? 'font-normal' : 'font-bold')}>
          <span className="sr-only">{t(`notifications.severity.${event.severity}`)}: </span>
          {event.message}
        </span>
        <span className="block truncate text-xs text-muted-foreground">
          {/* Each part isolated: an Arabic plate beside a Latin date would otherwise reorder their digits. */}
          <bdi>{event.vehicle.name}</bdi> · <bdi>{event.vehicle.plate_number}</bdi> ·{' '}
          <bdi>{formatWhen(event.time, i18n.language)}</bdi>
        </span>
      </span>
      {!notification.read_at && (
        <span
          className="mt-1.5 size-2 shrink-0 rounded-full bg-primary"
          aria-label={t('notifications.unread')}
        />
      )}
    </span>
  );
}
