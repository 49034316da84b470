import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartNoAxesColumn } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type ChartSeries = { key: string; label: string; color: string; stackId?: string };

/** Fills that tell series apart without colour: the n-th series gets the n-th (solid first). */
const PATTERNS = [
  '',
  'M-2,2l4,-4M0,8l8,-8M6,10l4,-4',
  'dots',
  'M0,4h8',
  'M4,0v8',
  'M-2,6l4,4M0,0l8,8M6,-2l4,4',
  'M0,4h8M4,0v8',
  'M-2,2l4,-4M0,8l8,-8M6,10l4,-4M-2,6l4,4M0,0l8,8M6,-2l4,4',
] as const;

function Pattern({ id, color, index }: { id: string; color: string; index: number }) {
  const kind = PATTERNS[index % PATTERNS.length]!;
  return (
    <pattern id={id} width={8} height={8} patternUnits="userSpaceOnUse">
      <rect width={8} height={8} fill={color} />
      {kind === 'dots' ? (
        <circle cx={4} cy={4} r={1.6} fill="white" />
      ) : kind ? (
        <path d={kind} stroke="white" strokeWidth={1.4} strokeOpacity={0.9} />
      ) : null}
    </pattern>
  );
}

type Props = {
  /** The chart's name (its caption, and what a screen reader says of the picture). */
  label: string;
  data: readonly Record<string, string | number>[];
  categoryKey: string;
  /** The header of the category column in the chart's data table. */
  categoryLabel: string;
  series: readonly ChartSeries[];
  testId: string;
  height?: number;
  /** Hides the caption when the card around the chart already shows the name. */
  hideCaption?: boolean;
  formatValue?: (value: number) => string;
  /** What the chart says when it has nothing to draw; by default "nothing to chart in this period". */
  emptyText?: { title: string; hint?: string };
};

/** Nothing to draw: no category, or every bar of every series at zero (blank axes otherwise). */
export function isChartEmpty(
  data: readonly Record<string, string | number>[],
  series: readonly Pick<ChartSeries, 'key'>[],
): boolean {
  return !data.some((row) => series.some((s) => typeof row[s.key] === 'number' && row[s.key] !== 0));
}

/**
 * A bar chart (recharts), the one chart kind of the reports and the inspections. In Arabic the category axis
 * runs right to left and the value axis sits on the right. Series differ by fill pattern as well as colour (the
 * legend shows both), and the numbers are also a table for screen readers.
 */
export function BarChartFigure({
  label,
  data,
  categoryKey,
  categoryLabel,
  series,
  testId,
  height = 220,
  hideCaption = false,
  formatValue,
  emptyText,
}: Props) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const base = useId().replace(/:/g, '');
  const fillId = (index: number) => `${base}-fill-${index}`;
  const format = formatValue ?? ((value: number) => value.toLocaleString(i18n.language));
  if (isChartEmpty(data, series)) {
    return (
      <figure className="flex flex-col gap-1" data-testid={testId} data-points={0} data-empty="true">
        <figcaption className={hideCaption ? 'sr-only' : 'text-sm font-semibold'}>{label}</figcaption>
        <div className="grid place-content-center" style={{ minHeight: height }}>
          <EmptyState
            size="compact"
            icon={ChartNoAxesColumn}
            title={emptyText?.title ?? t('empty_state.chart_title')}
            hint={emptyText?.hint ?? t('empty_state.chart_hint')}
            data-testid={`${testId}-empty`}
          />
        </div>
      </figure>
    );
  }
  return (
    <figure className="flex flex-col gap-1" data-testid={testId} data-points={data.length}>
      <figcaption className={hideCaption ? 'sr-only' : 'text-sm font-semibold'}>{label}</figcaption>
      <svg width={0} height={0} className="absolute" aria-hidden focusable={false}>
        <defs>
          {series.map((s, index) => (
            <Pattern key={s.key} id={fillId(index)} color={s.color} index={index} />
          ))}
        </defs>
      </svg>
      <div role="img" aria-label={label} style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={[...data]} margin={{ top: 8, right: 12, left: 12, bottom: 4 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey={categoryKey} reversed={rtl} tick={{ fontSize: 12 }} />
            <YAxis
              orientation={rtl ? 'right' : 'left'}
              tick={{ fontSize: 12 }}
              width={48}
              allowDecimals={false}
            />
            <Tooltip formatter={(value) => (typeof value === 'number' ? format(value) : String(value))} />
            {series.map((s, index) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.label}
                fill={`url(#${fillId(index)})`}
                stroke={s.color}
                stackId={s.stackId}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      {series.length > 1 && (
        <ul
          className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
          data-testid={`${testId}-legend`}
        >
          {series.map((s, index) => (
            <li key={s.key} className="inline-flex items-center gap-1.5">
              <svg width={14} height={14} aria-hidden focusable={false}>
                <rect width={14} height={14} rx={2} fill={`url(#${fillId(index)})`} stroke={s.color} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      )}
      {/* In a box of its own: a table does not shrink to the 1 px of sr-only and would widen the page. */}
      <div className="sr-only">
        <table data-testid={`${testId}-table`}>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryLabel}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((row, index) => (
              <tr key={index}>
                <th scope="row">{row[categoryKey]}</th>
                {series.map((s) => (
                  <td key={s.key}>
                    {typeof row[s.key] === 'number' ? format(row[s.key] as number) : (row[s.key] ?? '')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
