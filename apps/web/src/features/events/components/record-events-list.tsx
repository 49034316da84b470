import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatClock } from '@/features/events/format';
import { SEVERITY_COLORS, SEVERITY_SHAPES, useEventTitle } from '@/features/events/components/event-visuals';
import type { PlacedEvent } from '@/features/events/record-events';

type Props = {
  events: readonly PlacedEvent[];
  currentId: number | null;
  passedUntil: number;
  onChoose: (event: PlacedEvent) => void;
};

/** The record's events in time order, numbered as on the map; a click moves the playback there. */
export const RecordEventsList = memo(function RecordEventsList({
  events,
  currentId,
  passedUntil,
  onChoose,
}: Props) {
  const { t, i18n } = useTranslation('events');
  const title = useEventTitle();
  if (events.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="record-events-empty">
        {t('record.none')}
      </p>
    );
  }
  return (
    <ol className="flex flex-col gap-1" aria-label={t('record.title')} data-testid="record-events">
      {events.map((event, index) => {
        const passed = event.at <= passedUntil;
        const time = formatClock(event.at, i18n.language);
        const name = title(event);
        return (
          <li key={event.id}>
            <button
              type="button"
              onClick={() => onChoose(event)}
              aria-current={event.id === currentId || undefined}
              className={cn(
                'flex w-full items-start gap-2.5 rounded-md px-2 py-1.5 text-start text-sm outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/40',
                event.id === currentId && 'bg-primary-soft',
              )}
              data-testid="record-event"
              data-event-id={event.id}
              data-type={event.type}
              data-passed={passed}
            >
              <span
                className="relative mt-0.5 grid size-6 shrink-0 place-content-center text-[11px] font-extrabold text-white"
                aria-hidden
                data-severity={event.severity}
              >
                <span
                  className={cn('absolute', SEVERITY_SHAPES[event.severity])}
                  style={{ backgroundColor: SEVERITY_COLORS[event.severity] }}
                />
                <span className="relative">{(index + 1).toLocaleString(i18n.language)}</span>
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold">
                  {name}
                  <span className="ms-1.5 text-xs font-medium text-muted-foreground">
                    · {t(`severities.${event.severity}`)}
                  </span>
                </span>
                <span className="text-xs text-muted-foreground">{event.message}</span>
              </span>
              <span className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground tabular-nums">
                {passed && (
                  <CheckCircle2 className="size-3.5 text-emerald-600" aria-label={t('record.passed')} />
                )}
                {time}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
});
