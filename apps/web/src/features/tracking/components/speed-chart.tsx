import { memo, useMemo, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { speedSeries } from '@/features/tracking/track/chart-series';
import type { Track } from '@/features/tracking/track/track';
import { formatClock } from '@/features/tracking/format';

const WIDTH = 800;
const HEIGHT = 160;
const PAD = { top: 12, bottom: 22, side: 36 };

type Props = { track: Track; time: number; onSeek: (time: number) => void };

const SpeedLine = memo(function SpeedLine({ track }: { track: Track }) {
  const { start, span, max, path } = useMemo(() => {
    const series = speedSeries(track, 400);
    const start = track.time[0] ?? 0;
    const span = Math.max(1, (track.time[track.length - 1] ?? 0) - start);
    const max = Math.max(10, ...series.map((p) => p.speed));
    const x = (t: number) => PAD.side + ((t - start) / span) * (WIDTH - 2 * PAD.side);
    const y = (s: number) => HEIGHT - PAD.bottom - (s / max) * (HEIGHT - PAD.top - PAD.bottom);
    const path = series
      .map((p, i) => `${i ? 'L' : 'M'}${x(p.t).toFixed(1)},${y(p.speed).toFixed(1)}`)
      .join('');
    return { start, span, max, path };
  }, [track]);
  const base = HEIGHT - PAD.bottom;
  return (
    <g data-start={start} data-span={span}>
      <line x1={PAD.side} x2={WIDTH - PAD.side} y1={base} y2={base} className="stroke-border" />
      <line
        x1={PAD.side}
        x2={WIDTH - PAD.side}
        y1={PAD.top}
        y2={PAD.top}
        className="stroke-border"
        strokeDasharray="4 4"
      />
      <text x={PAD.side - 6} y={PAD.top + 4} textAnchor="end" className="fill-muted-foreground text-[11px]">
        {Math.round(max)}
      </text>
      <text x={PAD.side - 6} y={base + 4} textAnchor="end" className="fill-muted-foreground text-[11px]">
        0
      </text>
      {path && (
        <>
          <path d={`${path}L${WIDTH - PAD.side},${base}L${PAD.side},${base}Z`} className="fill-primary/10" />
          <path d={path} fill="none" className="stroke-primary" strokeWidth={1.6} strokeLinejoin="round" />
        </>
      )}
    </g>
  );
});

/**
 * Speed over time as a plain SVG (no chart library): the line, the playback cursor, and a click or drag
 * to move the playback there. Time runs left to right in both languages, like the clock.
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
  const cursor = PAD.side + ((time - start) / span) * (WIDTH - 2 * PAD.side);

  const seekAt = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * WIDTH;
    const f = Math.min(1, Math.max(0, (x - PAD.side) / (WIDTH - 2 * PAD.side)));
    onSeek(start + f * span);
  };

  return (
    <figure className="flex flex-col gap-1" data-testid="speed-chart" dir="ltr">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-40 w-full cursor-crosshair touch-none select-none"
        role="img"
        aria-label={t('chart.label', {
          from: formatClock(start, i18n.language),
          to: formatClock(end, i18n.language),
          max: Math.round(max).toLocaleString(i18n.language),
        })}
        preserveAspectRatio="none"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          seekAt(event);
        }}
        onPointerMove={(event) => {
          if (event.buttons === 1) seekAt(event);
        }}
      >
        <SpeedLine track={track} />
        <line
          x1={cursor}
          x2={cursor}
          y1={PAD.top - 6}
          y2={HEIGHT - PAD.bottom}
          className="stroke-violet-600"
          strokeWidth={2}
          data-testid="speed-chart-cursor"
        />
      </svg>
      <div className="flex justify-between px-9 text-[11px] text-muted-foreground">
        <span>{formatClock(start, i18n.language)}</span>
        <span>{formatClock(end, i18n.language)}</span>
      </div>
    </figure>
  );
}
