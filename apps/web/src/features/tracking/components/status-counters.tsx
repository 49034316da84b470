import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_FILTERS, type StatusCounts, type StatusFilter } from '@/features/tracking/status';
import { cn } from '@/lib/cn';
import { StatusDot } from '@/features/tracking/components/live-status-badge';

type Props = { counts: StatusCounts; value: StatusFilter; onChange: (value: StatusFilter) => void };

/** All, moving, pause, outside, busy: each shows its count and filters the map and the list. */
export const StatusCounters = memo(function StatusCounters({ counts, value, onChange }: Props) {
  const { t, i18n } = useTranslation('tracking');
  return (
    <div
      role="group"
      aria-label={t('counters.label')}
      className="flex flex-wrap gap-1.5"
      data-testid="status-counters"
    >
      {STATUS_FILTERS.map((filter) => {
        const pressed = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
            data-testid={`status-counter-${filter}`}
            data-count={counts[filter]}
            className={cn(
              'flex h-9 items-center gap-1.5 rounded-full border bg-card/95 px-3 text-xs font-semibold shadow-sm backdrop-blur transition-colors outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
              pressed ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
            )}
          >
            {filter !== 'all' && <StatusDot status={filter} />}
            <span>{t(filter === 'all' ? 'counters.all' : `status.${filter}`)}</span>
            <span
              className={cn(
                'min-w-6 rounded-full px-1.5 py-px text-center tabular-nums',
                pressed ? 'bg-primary-foreground/20' : 'bg-muted',
              )}
              data-testid="status-counter-value"
            >
              {counts[filter].toLocaleString(i18n.language)}
            </span>
          </button>
        );
      })}
    </div>
  );
}, sameCounts);

/** A batch that leaves every count as it was does not render the counters again. */
function sameCounts(a: Props, b: Props): boolean {
  return (
    a.value === b.value &&
    a.onChange === b.onChange &&
    STATUS_FILTERS.every((filter) => a.counts[filter] === b.counts[filter])
  );
}
