import { useTranslation } from 'react-i18next';
import type { ShareLink, ShareLinkStatus } from '@fleet/shared/schemas/commands';
import { cn } from '@/lib/cn';
import { formatZonedDateTime } from '@/lib/dates';
import { useFleetTimeZone } from '@/lib/fleet-time-zone';
import { HistoryRow } from '@/components/ui/history-list';

const STATUS_TONE: Record<ShareLinkStatus, string> = {
  active: 'bg-primary-soft text-primary',
  expired: 'bg-muted text-muted-foreground',
  revoked: 'bg-destructive/10 text-destructive',
};

/** The status in words (never colour alone). */
export function ShareLinkStatusBadge({ status }: { status: ShareLinkStatus }) {
  const { t } = useTranslation('share');
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-bold',
        STATUS_TONE[status],
      )}
      data-testid="share-link-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** One shared link: its vehicles and note, views, expiry and who made it; revoked at once. */
export function ShareLinkRow({
  link,
  onRevoke,
  revoking,
  detailed = false,
}: {
  link: ShareLink;
  onRevoke: (id: number) => void;
  revoking: boolean;
  /** The list page's fuller lines (plates, itinerary, author, last view). */
  detailed?: boolean;
}) {
  const { t, i18n } = useTranslation('share');
  const timeZone = useFleetTimeZone();
  const time = (value: string) => formatZonedDateTime(value, timeZone, i18n.language);
  return (
    <HistoryRow
      data-testid="share-link-row"
      title={
        <>
          {link.vehicles.map((vehicle, index) => (
            <span key={vehicle.id}>
              {index > 0 && (i18n.language === 'ar' ? '، ' : ', ')}
              <bdi>{vehicle.name}</bdi>
              {detailed && (
                <span className="font-normal text-muted-foreground">
                  {' ('}
                  <bdi dir="auto">{vehicle.plate_number}</bdi>)
                </span>
              )}
            </span>
          ))}
          {link.note && <span className="font-normal text-muted-foreground"> · {link.note}</span>}
        </>
      }
      status={<ShareLinkStatusBadge status={link.status} />}
      action={
        link.actions.includes('delete')
          ? {
              label: t('revoke'),
              onClick: () => onRevoke(link.id),
              disabled: revoking,
              testId: 'share-link-revoke',
            }
          : null
      }
    >
      {detailed && link.trip && (
        <span className="text-xs text-muted-foreground">{t('itinerary', { name: link.trip.name })}</span>
      )}
      <span className="text-xs text-muted-foreground">
        {t('views', { count: link.views })} ·{' '}
        {link.revoked_at
          ? t('revoked_on', { time: time(link.revoked_at) })
          : t('until', { time: time(link.expires_at) })}
      </span>
      {detailed && (
        <span className="text-xs text-muted-foreground">
          {t('created', { time: time(link.created_at) })}
          {link.created_by && <> · {link.created_by.name}</>}
          {link.last_viewed_at && <> · {t('last_viewed', { time: time(link.last_viewed_at) })}</>}
        </span>
      )}
    </HistoryRow>
  );
}
