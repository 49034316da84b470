import { memo, useMemo, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { speedSeries } from '@/features/tracking/track/chart-series';
import type { Track } from '@/features/tracking/track/track';
import { formatClock } from '@/features/tracking/format';

const HEIGHT = 160;
/** The plot's edges inside the chart (recharts margins plus the value axis): where a click maps to a time. */
const MARGIN = { top: 8, right: 12, bottom: 0, left: 0 };
const Y_AXIS_WIDTH = 40;
const PLOT_LEFT = MARGIN.left + Y_AXIS_WIDTH;
const PLOT_RIGHT = MARGIN.right;

type Props = { track: Track; time: number; onSeek: (time: number) => void };

/** The line itself, drawn again only when the track changes (not on every playback frame). */
const SpeedLine = memo(function SpeedLine({ track, language }: { track: Track; language: string }) {
  const { data, start, end } = useMemo(() => {
    const data = speedSeries(track, 400).map((point) => ({ t: point.t, speed: Math.round(point.speed) }));
    return { data, start: track.time[0] ?? 0, end: track.time[track.length - 1] ?? 0 };
  }, [track]);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={data} margin={MARGIN}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="t"
          type="number"
          domain={[start, Math.max(end, start + 1)]}
          tickFormatter={(t: number) => formatClock(t, language)}
          tick={{ fontSize: 11 }}
          tickCount={6}
        />
        <YAxis width={Y_AXIS_WIDTH} tick={{ fontSize: 11 }} allowDecimals={false} />
        <Area
          dataKey="speed"
          type="linear"
          stroke="var(--color-primary)"
          strokeWidth={1.6}
          fill="var(--color-primary)"
          fillOpacity={0.1}
          isAnimationActive={false}
          dot={false}
          activeDot={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
});

/**
 * Speed over time (recharts): the line, the playback cursor, and a click or drag to move the playback there.
 * Time runs left to right in both languages, like the clock and the playback slider; one series, so nothing
 * needs telling apart, and the chart's name says its span and maximum in the page's language.
 */
export function SpeedChart({ track, time, onSeek }: Props) {
  const { t, i18n } = useTranslation('tracking');
  const start = track.time[0] ?? 0;
  const end = track.time[track.length - 1] ?? 0;
  const span = Math.max(1, end - start);
  const max = useMemo(() => {
    let m = 0;
    for (let i = 0; i < track.length; i++) if (track.speed[i]! > m) m = track.speed[i]!;
    return m;
  }, [track]);
  const fraction = Math.min(1, Math.max(0, (time - start) / span));

  const seekAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const width = box.width - PLOT_LEFT - PLOT_RIGHT;
    if (width <= 0) return;
    const f = Math.min(1, Math.max(0, (event.clientX - box.left - PLOT_LEFT) / width));
    onSeek(start + f * span);
  };

  return (
    <figure className="flex flex-col gap-1" data-testid="speed-chart" dir="ltr">
      <div
        role="img"
        aria-label={t('chart.label', {
          from: formatClock(start, i18n.language),
          to: formatClock(end, i18n.language),
          max: Math.round(max).toLocaleString(i18n.language),
        })}
        className="relative w-full cursor-crosshair touch-none select-none"
        style={{ height: HEIGHT }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          seekAt(event);
        }}
        onPointerMove={(event) => {
          if (event.buttons === 1) seekAt(event);
        }}
      >
        <SpeedLine track={track} language={i18n.language} />
        <div
          aria-hidden
          className="pointer-events-none absolute w-0.5 bg-violet-600"
          style={{
            top: MARGIN.top,
            bottom: 30,
            left: `calc(${PLOT_LEFT}px + ${fraction} * (100% - ${PLOT_LEFT + PLOT_RIGHT}px))`,
          }}
          data-testid="speed-chart-cursor"
        />
      </div>
    </figure>
  );
}
