import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VehicleStatusChange } from '@fleet/shared/schemas/vehicles';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDisplayDateTime } from '@/lib/dates';
import { useReasonText } from '@/lib/status-reason';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Who blocked or activated the vehicle, when and why: a user, or an inspection's critical fault. */
export function StatusHistory({ entries }: { entries: readonly VehicleStatusChange[] }) {
  const { t, i18n } = useTranslation('vehicles');
  const reasonText = useReasonText();
  return (
    <Card data-testid="vehicle-status-history">
      <CardHeader>
        <CardTitle>{t('history.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('history.empty')}</p>
        ) : (
          <ol className="flex flex-col divide-y">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-col gap-0.5 py-2.5 text-sm"
                data-testid="status-history-entry"
                data-status={entry.status ? 'active' : 'inactive'}
                data-source={entry.source}
              >
                <p className="flex flex-wrap items-center gap-x-2">
                  <span className={cn('font-semibold', entry.status ? 'text-primary' : 'text-destructive')}>
                    {entry.status ? t('history.activated') : t('history.blocked')}
                  </span>
                  <span className="text-muted-foreground">
                    {formatDisplayDateTime(entry.created_at, i18n.language)}
                  </span>
                  <span>
                    {entry.source === 'examination' && entry.examination_id !== null ? (
                      <Link
                        className="text-primary underline-offset-2 hover:underline"
                        to={paths.examinations.view.getHref(entry.examination_id)}
                      >
                        {t('history.by_examination', { id: entry.examination_id })}
                      </Link>
                    ) : entry.source === 'examination' ? (
                      t('history.by_inspection')
                    ) : (
                      <bdi>{entry.employee?.name ?? t('history.by_user')}</bdi>
                    )}
                  </span>
                </p>
                <p className="text-muted-foreground" data-testid="status-history-reason">
                  {reasonText(entry.reason, entry.reason_code) ?? t('status.no_reason')}
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
