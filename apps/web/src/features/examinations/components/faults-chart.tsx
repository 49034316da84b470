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
import { BarChartFigure } from '@/components/charts/bar-chart';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { ChartNoAxesColumn } from 'lucide-react';

/** One colour per area, distinguishable side by side (and a fill pattern each, from the chart). */
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
 * Damaged parts per week, each bar stacked by area (the recharts bar chart of the reports: weeks run right to
 * left in Arabic, areas differ by pattern as well as colour, the numbers are a table for screen readers).
 */
export function FaultsChart({ weeks }: FaultsChartProps) {
  const { t, i18n } = useTranslation('examinations');
  const { t: tc } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  if (!weeks) return <Skeleton className="h-[190px]" />;

  const locale = dateLocale(language);
  const weekLabel = (week: string) => {
    const date = fromApiDate(week);
    return date ? format(date, 'd MMM', { locale }) : week;
  };
  const total = weeks.reduce((sum, week) => sum + week.total, 0);
  const present = INSPECTION_AREAS.filter((area) => weeks.some((week) => (week.areas[area] ?? 0) > 0));
  const label =
    weeks.length > 0 && total > 0
      ? t('chart.label', {
          from: weekLabel(weeks[0]!.week_start),
          to: weekLabel(weeks[weeks.length - 1]!.week_start),
          total: total.toLocaleString(language),
        })
      : t('chart.empty');

  return (
    <div data-testid="faults-chart" data-weeks={weeks.length} data-total={total}>
      {total > 0 ? (
        <BarChartFigure
          testId="faults-chart-bars"
          label={label}
          hideCaption
          height={190}
          data={weeks.map((week) => ({
            week: weekLabel(week.week_start),
            ...Object.fromEntries(present.map((area) => [area, week.areas[area] ?? 0])),
          }))}
          categoryKey="week"
          categoryLabel={t('chart.week')}
          series={present.map((area) => ({
            key: area,
            label: INSPECTION_AREA_LABELS[area][language],
            color: AREA_COLORS[area],
            stackId: 'week',
          }))}
        />
      ) : (
        <EmptyState
          size="compact"
          icon={ChartNoAxesColumn}
          title={t('chart.empty')}
          hint={tc('empty_state.chart_hint')}
          className="min-h-[190px]"
          data-testid="faults-chart-empty"
        />
      )}
    </div>
  );
}
