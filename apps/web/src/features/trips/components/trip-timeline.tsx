import { useTranslation } from 'react-i18next';
import type { Trip } from '@fleet/shared/schemas/trips';
import { cn } from '@/lib/cn';
import { formatClock, formatInstantClock } from '@/features/trips/format';
import { STATION_STATUS_TONES } from '@/features/trips/components/trip-status-badge';

// Blue 700: 4.5:1 and more as text on the next station's tinted row, and behind its white number.
const NEXT_COLOR = '#1d4ed8';

type TripTimelineProps = { trip: Pick<Trip, 'timeline' | 'next_station'>; timeZone: string };

/** Per station: planned time, actual arrival and departure, delay and status; the next station stands out. */
export function TripTimeline({ trip, timeZone }: TripTimelineProps) {
  const { t, i18n } = useTranslation('trips');
  const language = i18n.language;
  return (
    <ol className="flex flex-col" data-testid="trip-timeline">
      {trip.timeline.map((entry, index) => {
        const next = index === trip.next_station;
        const last = index === trip.timeline.length - 1;
        const delay = entry.delay_minutes;
        return (
          <li
            key={index}
            className="relative flex gap-3 pb-5 last:pb-0"
            data-testid="timeline-row"
            data-index={index}
            data-status={entry.status}
            data-arrived={entry.arrived_at !== null}
            data-next={next}
          >
            {!last && <span className="absolute start-3.5 top-8 bottom-0 w-0.5 bg-border" aria-hidden />}
            <span
              className="z-10 grid size-7 shrink-0 place-content-center rounded-full text-xs font-bold"
              style={
                next
                  ? { color: '#fff', backgroundColor: NEXT_COLOR, boxShadow: `0 0 0 4px ${NEXT_COLOR}33` }
                  : STATION_STATUS_TONES[entry.status]
              }
            >
              {index + 1}
            </span>
            <div
              className={cn(
                'flex min-w-0 flex-1 flex-col gap-1.5 rounded-md px-3 py-2',
                next && 'bg-primary-soft',
              )}
            >
              <div className="flex flex-wrap items-center gap-2">
                <bdi className="min-w-0 truncate font-semibold">{entry.name}</bdi>
                <span
                  className="rounded-full px-2 py-0.5 text-xs font-semibold"
                  style={STATION_STATUS_TONES[entry.status]}
                  data-testid="timeline-status"
                >
                  {t(`station_status.${entry.status}`)}
                </span>
                {next && (
                  <span className="text-xs font-bold" style={{ color: NEXT_COLOR }}>
                    {t('timeline.next')}
                  </span>
                )}
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-4">
                <div>
                  <dt className="text-muted-foreground">{t('timeline.planned')}</dt>
                  <dd className="font-semibold" data-testid="timeline-planned">
                    {formatClock(entry.planned_time, language)}
                    {entry.next_day && (
                      <span className="ms-1 text-muted-foreground">{t('timeline.next_day')}</span>
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{t('timeline.arrived')}</dt>
                  <dd className="font-semibold" data-testid="timeline-arrived">
                    {formatInstantClock(entry.arrived_at, timeZone, language)}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{t('timeline.departed')}</dt>
                  <dd className="font-semibold" data-testid="timeline-departed">
                    {formatInstantClock(entry.departed_at, timeZone, language)}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{t('timeline.delay')}</dt>
                  <dd
                    className={cn('font-semibold', delay !== null && delay > 0 && 'text-amber-800')}
                    data-testid="timeline-delay"
                  >
                    {delay === null
                      ? '—'
                      : delay > 0
                        ? t('timeline.late_by', { count: delay })
                        : delay < 0
                          ? t('timeline.early_by', { count: -delay })
                          : t('timeline.on_time')}
                  </dd>
                </div>
              </dl>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
