import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import {
  INSPECTION_AREAS,
  INSPECTION_AREA_LABELS,
  type InspectionArea,
} from '@fleet/shared/inspection-items';
import type { FaultsPerWeek } from '@fleet/shared/schemas/examinations';
import { isLanguage } from '@/lib/i18n';
import { dateLocale, fromApiDate } from '@/lib/dates';
import { Skeleton } from '@/components/ui/skeleton';

// Wide, so the chart stays low on a dashboard-wide card; text keeps its proportions.
const WIDTH = 1200;
const HEIGHT = 160;
const PAD = { top: 10, bottom: 22, start: 28, end: 8 };

/** One colour per area, distinguishable side by side. */
export const AREA_COLORS: Record<InspectionArea, string> = {
  exterior: '#0f766e',
  tyres: '#1d4ed8',
  brakes: '#dc2626',
  lights: '#d97706',
  fluids: '#0891b2',
  cabin: '#7c3aed',
  safety_equipment: '#db2777',
  documents: '#64748b',
};

type FaultsChartProps = { weeks: readonly FaultsPerWeek[] | undefined };

/**
 * Damaged parts per week, each bar stacked by area: a plain SVG like the speed chart (no chart library).
 * Weeks run left to right in both languages, like a calendar's dates.
 */
export function FaultsChart({ weeks }: FaultsChartProps) {
  const { t, i18n } = useTranslation('examinations');
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  if (!weeks) return <Skeleton className="h-[190px]" />;

  const locale = dateLocale(language);
  const weekLabel = (week: string) => {
    const date = fromApiDate(week);
    return date ? format(date, 'd MMM', { locale }) : week;
  };
  const max = Math.max(1, ...weeks.map((week) => week.total));
  const total = weeks.reduce((sum, week) => sum + week.total, 0);
  const slot = (WIDTH - PAD.start - PAD.end) / Math.max(weeks.length, 1);
  const barWidth = Math.min(36, slot * 0.7);
  const scale = (HEIGHT - PAD.top - PAD.bottom) / max;
  const base = HEIGHT - PAD.bottom;
  const labelEvery = Math.ceil(weeks.length / 8);
  const present = INSPECTION_AREAS.filter((area) => weeks.some((week) => (week.areas[area] ?? 0) > 0));

  return (
    <figure
      className="flex flex-col gap-2"
      data-testid="faults-chart"
      data-weeks={weeks.length}
      data-total={total}
    >
      <div dir="ltr">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full"
          role="img"
          aria-label={
            weeks.length > 0
              ? t('chart.label', {
                  from: weekLabel(weeks[0]!.week_start),
                  to: weekLabel(weeks[weeks.length - 1]!.week_start),
                  total: total.toLocaleString(language),
                })
              : t('chart.empty')
          }
        >
          <line x1={PAD.start} x2={WIDTH - PAD.end} y1={base} y2={base} className="stroke-border" />
          <line
            x1={PAD.start}
            x2={WIDTH - PAD.end}
            y1={PAD.top}
            y2={PAD.top}
            className="stroke-border"
            strokeDasharray="4 4"
          />
          <text
            x={PAD.start - 6}
            y={PAD.top + 4}
            textAnchor="end"
            className="fill-muted-foreground text-[13px]"
          >
            {max.toLocaleString(language)}
          </text>
          <text x={PAD.start - 6} y={base + 4} textAnchor="end" className="fill-muted-foreground text-[13px]">
            {(0).toLocaleString(language)}
          </text>
          {weeks.map((week, index) => {
            const x = PAD.start + index * slot + (slot - barWidth) / 2;
            let y = base;
            return (
              <g
                key={week.week_start}
                data-testid="faults-chart-week"
                data-week={week.week_start}
                data-total={week.total}
              >
                <title>
                  {t('chart.week_total', {
                    week: weekLabel(week.week_start),
                    count: week.total,
                    total: week.total.toLocaleString(language),
                  })}
                </title>
                {INSPECTION_AREAS.map((area) => {
                  const count = week.areas[area] ?? 0;
                  if (count === 0) return null;
                  const height = count * scale;
                  y -= height;
                  return (
                    <rect key={area} x={x} y={y} width={barWidth} height={height} fill={AREA_COLORS[area]} />
                  );
                })}
                {(weeks.length - 1 - index) % labelEvery === 0 && (
                  <text
                    x={x + barWidth / 2}
                    y={HEIGHT - 6}
                    textAnchor="middle"
                    className="fill-muted-foreground text-[13px]"
                  >
                    {weekLabel(week.week_start)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      {present.length > 0 ? (
        <ul
          className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
          data-testid="faults-chart-legend"
        >
          {present.map((area) => (
            <li key={area} className="inline-flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm" style={{ backgroundColor: AREA_COLORS[area] }} />
              {INSPECTION_AREA_LABELS[area][language]}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-muted-foreground">{t('chart.empty')}</p>
      )}
    </figure>
  );
}
