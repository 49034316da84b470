import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type ChartSeries = { key: string; label: string; color: string; stackId?: string };

type Props = {
  /** Read by screen readers (the chart itself is a picture of the table below it). */
  label: string;
  data: readonly Record<string, string | number>[];
  categoryKey: string;
  series: readonly ChartSeries[];
  testId: string;
  height?: number;
};

/**
 * A bar chart (recharts). In Arabic the category axis runs right to left and the value axis sits on the
 * right; series differ by pattern of position and legend text as well as colour.
 */
export function ReportBarChart({ label, data, categoryKey, series, testId, height = 220 }: Props) {
  const { i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  return (
    <figure className="flex flex-col gap-1" data-testid={testId} data-points={data.length}>
      <figcaption className="text-sm font-semibold">{label}</figcaption>
      <div role="img" aria-label={label} style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={[...data]} margin={{ top: 8, right: 12, left: 12, bottom: 4 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey={categoryKey} reversed={rtl} tick={{ fontSize: 12 }} />
            <YAxis orientation={rtl ? 'right' : 'left'} tick={{ fontSize: 12 }} width={48} />
            <Tooltip />
            {series.length > 1 && <Legend />}
            {series.map((s) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.label}
                fill={s.color}
                stackId={s.stackId}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
