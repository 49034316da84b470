import { useTranslation } from 'react-i18next';
import { IdCard } from 'lucide-react';
import type { DriverSpan } from '@fleet/shared/schemas/commands';
import { cn } from '@/lib/cn';
import { formatDisplayDateTime } from '@/lib/dates';
import { spanIndexAt } from '@/features/drivers/driver-spans';

type Props = {
  spans: readonly DriverSpan[];
  /** The playback's time (ms): the span in force then is marked. */
  time: number;
};

/** Who drove along the movement record, by driver key: each change, and who drove at the playback's time. */
export function RecordDrivers({ spans, time }: Props) {
  const { t, i18n } = useTranslation('people');
  const current = spanIndexAt(spans, time);
  const nameOf = (span: DriverSpan) => span.driver?.name ?? t('current_driver.unknown', { key: span.key });
  if (spans.length === 0)
    return (
      <p className="text-sm text-muted-foreground" data-testid="record-drivers-none">
        {t('record_drivers.none')}
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-center gap-1.5 text-sm" data-testid="record-driver-now">
        <IdCard className="size-4 text-muted-foreground" aria-hidden />
        <span className="text-muted-foreground">{t('record_drivers.at_playback')}</span>
        <bdi className="font-semibold">{current < 0 ? '—' : nameOf(spans[current]!)}</bdi>
      </p>
      <ol className="flex flex-col gap-1" data-testid="record-drivers">
        {spans.map((span, index) => (
          <li
            key={`${span.from}/${span.key}`}
            className={cn(
              'flex flex-col rounded-md px-3 py-2 text-sm',
              index === current ? 'bg-primary-soft' : 'bg-muted/40',
            )}
            aria-current={index === current ? 'true' : undefined}
            data-testid="record-driver"
            data-key={span.key}
            data-known={span.driver !== null}
          >
            <bdi className={cn('font-semibold', span.driver === null && 'text-amber-800')}>
              {nameOf(span)}
            </bdi>
            <span className="text-xs text-muted-foreground">
              {span.to
                ? t('record_drivers.between', {
                    from: formatDisplayDateTime(span.from, i18n.language),
                    to: formatDisplayDateTime(span.to, i18n.language),
                  })
                : t('record_drivers.from', { from: formatDisplayDateTime(span.from, i18n.language) })}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
