import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import type { Stop } from '@/features/tracking/track/stops';
import { DEFAULT_STOP_OPTIONS } from '@/features/tracking/track/stops';
import type { TrackStats } from '@/features/tracking/track/stats';
import { durationParts, formatClock } from '@/features/tracking/format';

export function useDurationText() {
  const { t, i18n } = useTranslation('tracking');
  return (ms: number) => {
    const { hours, minutes } = durationParts(ms);
    const n = (v: number) => v.toLocaleString(i18n.language);
    return hours > 0
      ? t('duration.hm', { hours: n(hours), minutes: n(minutes) })
      : t('duration.m', { minutes: n(minutes) });
  };
}

/** Distance, duration, maximum and average speed of the record. */
export const RecordStats = memo(function RecordStats({ stats }: { stats: TrackStats }) {
  const { t, i18n } = useTranslation('tracking');
  const duration = useDurationText();
  const number = (value: number, digits = 0) =>
    value.toLocaleString(i18n.language, { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const items = [
    {
      key: 'distance',
      label: t('stats.distance'),
      value: t('units.km', { value: number(stats.distanceMeters / 1000, 1) }),
    },
    { key: 'duration', label: t('stats.duration'), value: duration(stats.durationMs) },
    {
      key: 'max_speed',
      label: t('stats.max_speed'),
      value: t('units.kmh', { value: number(stats.maxSpeed) }),
    },
    {
      key: 'avg_speed',
      label: t('stats.avg_speed'),
      value: t('units.kmh', { value: number(stats.avgSpeed) }),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2" data-testid="record-stats">
      {items.map((item) => (
        <div key={item.key} className="rounded-md bg-muted/60 p-2.5" data-testid={`record-stat-${item.key}`}>
          <dt className="text-[11px] font-semibold text-muted-foreground">{item.label}</dt>
          <dd className="text-sm font-extrabold">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
});

/**
 * The stops, in order, with their times and durations, as a list of buttons (the map's equivalent for
 * keyboard and screen reader users); a press shows one on the map.
 */
export const StopsList = memo(function StopsList({
  stops,
  onShow,
}: {
  stops: readonly Stop[];
  onShow: (stop: Stop) => void;
}) {
  const { t, i18n } = useTranslation('tracking');
  const duration = useDurationText();
  if (stops.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="stops-empty">
        {t('stops.none', {
          minutes: (DEFAULT_STOP_OPTIONS.stop_min_seconds / 60).toLocaleString(i18n.language),
        })}
      </p>
    );
  }
  return (
    <ol className="flex flex-col gap-1" aria-label={t('stops.title')} data-testid="stops-list">
      {stops.map((stop, i) => (
        <li key={stop.start}>
          <button
            type="button"
            onClick={() => onShow(stop)}
            // Its name is what it shows (the stop, its times, its duration: a screen reader hears the
            // list as it reads); what a press does is its description.
            title={t('stops.show', { index: (i + 1).toLocaleString(i18n.language) })}
            className="flex w-full items-center gap-2.5 rounded-md px-2 py-1.5 text-start text-sm outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/40"
            data-testid="stop-item"
            data-duration-ms={stop.duration}
          >
            <MapPin className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
            <span className="flex-1 font-semibold">
              {t('stops.item', { index: (i + 1).toLocaleString(i18n.language) })}
            </span>
            <span className="text-xs text-muted-foreground">
              {t('stops.from_to', {
                from: formatClock(stop.start, i18n.language),
                to: formatClock(stop.end, i18n.language),
              })}
            </span>
            <span className="min-w-16 text-end text-xs font-bold" data-testid="stop-duration">
              {duration(stop.duration)}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
});
