import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import { LineChart as LineChartIcon } from 'lucide-react';
import type { Sensor } from '@fleet/shared/schemas/sensors';
import { hasPermission } from '@/lib/permissions';
import { useUser } from '@/lib/auth-store';
import { useFleetTimeZone } from '@/lib/fleet-time-zone';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useFuelEvents, useSensorReadings } from '@/features/sensors/api/sensors';
import { dayRange, formatClock, formatNumber } from '@/features/sensors/format';

/** At most this many points are drawn (a day every 10 s is 8,640): every n-th, keeping the extremes' shape. */
const MAX_POINTS = 1_500;

type Point = { t: number; value: number; out: number | null };

/** A reading outside the temperature band: a triangle (up above the band, down below it), not a colour only. */
function ExcursionDot(props: { cx?: number; cy?: number; payload?: Point; max: number | null }) {
  const { cx, cy, payload, max } = props;
  if (cx === undefined || cy === undefined || !payload || payload.out === null) return <g />;
  const above = max !== null && payload.value > max;
  const d = above
    ? `M${cx},${cy - 6} L${cx + 5},${cy + 4} L${cx - 5},${cy + 4} Z`
    : `M${cx},${cy + 6} L${cx + 5},${cy - 4} L${cx - 5},${cy - 4} Z`;
  return (
    <path
      d={d}
      className="excursion-dot"
      fill="var(--color-destructive)"
      stroke="var(--color-card)"
      strokeWidth={1}
    />
  );
}

/** Round values (1, 2 or 5 × 10ⁿ apart) from below `low` to above `high`, about five of them. */
export function niceTicks(low: number, high: number): number[] {
  const span = Math.max(high - low, 1);
  const rough = span / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const first = Math.floor(low / step) * step;
  const last = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let value = first; value <= last + step / 2; value += step) ticks.push(Number(value.toPrecision(12)));
  if (ticks.length < 2) ticks.push(first + step);
  return ticks;
}

type ReadingsChartProps = {
  sensor: Sensor;
  /** Times on the browser's clock, as the rest of the movement record shows them (else the fleet's). */
  browserClock?: boolean;
} & (
  | /** A whole day of the fleet's zone (`yyyy-MM-dd`)… */ { day: string; period?: undefined }
  | /** …or any period of at most 31 days (the movement record's). */ {
      period: { from: string; to: string };
      day?: undefined;
    }
);

/**
 * One sensor's calibrated readings over a day or a period: fuel levels with the vehicle's refuels (▲) and drains (▼) marked
 * and listed, temperatures with the allowed band drawn and readings outside it marked by a triangle and
 * counted, the used-fuel counter as a line. Time runs left to right in both languages (as the track's speed).
 */
export function ReadingsChart({ sensor, day, period, browserClock = false }: ReadingsChartProps) {
  const { t } = useTranslation('sensors');
  const user = useUser();
  const fleetTimeZone = useFleetTimeZone();
  const timeZone = browserClock ? undefined : fleetTimeZone;
  const { from, to } = useMemo(() => period ?? dayRange(day, timeZone), [period, day, timeZone]);
  const readings = useSensorReadings(sensor.vehicle_id, sensor.id, from, to);
  const fuel = sensor.type === 'fuel_level';
  const events = useFuelEvents(sensor.vehicle_id, from, to, fuel && hasPermission(user, 'show_events'));
  const unit = t(`units.${sensor.unit}`, { defaultValue: sensor.unit });
  const band = useMemo(
    () => (sensor.type === 'temperature' ? { min: sensor.min, max: sensor.max } : null),
    [sensor.type, sensor.min, sensor.max],
  );

  const data = useMemo<Point[]>(() => {
    const all = readings.data ?? [];
    const step = Math.max(1, Math.ceil(all.length / MAX_POINTS));
    return all
      .filter((_, i) => i % step === 0 || i === all.length - 1)
      .map((reading) => {
        const outside =
          band !== null &&
          ((band.min !== null && reading.value < band.min) ||
            (band.max !== null && reading.value > band.max));
        return { t: Date.parse(reading.time), value: reading.value, out: outside ? reading.value : null };
      });
  }, [readings.data, band]);

  const markers = useMemo(
    () =>
      (events.data ?? [])
        .filter((event) => {
          const ref = event.attributes.sensor as { id?: number } | undefined;
          return !ref?.id || ref.id === sensor.id;
        })
        .map((event) => ({
          id: event.id,
          t: Date.parse(event.time),
          refuel: event.type === 'fuel_refuel',
          litres: Number(event.attributes.litres ?? 0),
        }))
        .sort((a, b) => a.t - b.t),
    [events.data, sensor.id],
  );

  if (readings.isPending) return <Skeleton className="h-56" />;
  if (data.length === 0)
    return (
      <EmptyState
        size="compact"
        icon={LineChartIcon}
        title={t('readings.empty_title')}
        hint={t('readings.empty_hint', { attribute: sensor.attribute })}
        data-testid="readings-empty"
      />
    );

  const values = data.map((point) => point.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const outside = data.filter((point) => point.out !== null).length;
  const start = data[0]!.t;
  const end = Math.max(data[data.length - 1]!.t, start + 60_000);
  const ticks = niceTicks(Math.min(min, band?.min ?? min), Math.max(max, band?.max ?? max));
  const label = t('readings.chart_label', {
    name: sensor.name,
    from: formatClock(start, timeZone),
    to: formatClock(end, timeZone),
    min: formatNumber(min, 1),
    max: formatNumber(max, 1),
    last: formatNumber(values[values.length - 1]!, 1),
    unit,
  });

  return (
    <figure className="flex flex-col gap-2" data-testid="readings-chart">
      <div role="img" aria-label={label} dir="ltr" className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 16, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="t"
              type="number"
              scale="time"
              domain={[start, end]}
              tickFormatter={(value: number) => formatClock(value, timeZone)}
              tick={{ fontSize: 11 }}
              tickCount={6}
            />
            <YAxis
              width={56}
              domain={[ticks[0]!, ticks[ticks.length - 1]!]}
              ticks={ticks}
              tick={{ fontSize: 11 }}
              tickFormatter={(value: number) => formatNumber(value, 1)}
            />
            {band && band.min !== null && band.max !== null && (
              <ReferenceArea
                y1={band.min}
                y2={band.max}
                fill="var(--color-primary)"
                fillOpacity={0.08}
                ifOverflow="extendDomain"
              />
            )}
            {band?.min !== null && band?.min !== undefined && (
              <ReferenceLine y={band.min} stroke="var(--color-muted-foreground)" strokeDasharray="6 4" />
            )}
            {band?.max !== null && band?.max !== undefined && (
              <ReferenceLine y={band.max} stroke="var(--color-muted-foreground)" strokeDasharray="6 4" />
            )}
            {markers.map((marker) => (
              <ReferenceLine
                key={marker.id}
                x={marker.t}
                stroke="var(--color-foreground)"
                strokeDasharray="2 3"
                label={{ value: marker.refuel ? '▲' : '▼', position: 'top', fontSize: 12 }}
              />
            ))}
            <Line
              dataKey="value"
              type="monotone"
              stroke="var(--color-primary)"
              strokeWidth={2}
              dot={band ? (props: object) => <ExcursionDot {...props} max={band.max} /> : false}
              activeDot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="flex flex-col gap-1 text-sm">
        <span data-testid="readings-summary">
          {t('readings.summary', {
            min: formatNumber(min, 1),
            max: formatNumber(max, 1),
            last: formatNumber(values[values.length - 1]!, 1),
            unit,
          })}
        </span>
        {band && (band.min !== null || band.max !== null) && (
          <span data-testid="readings-band">
            <span
              aria-hidden
              className="me-1 inline-block h-2.5 w-5 rounded-sm border border-dashed border-muted-foreground bg-primary/10 align-middle"
            />
            {t('readings.band', {
              min: band.min === null ? '—' : formatNumber(band.min, 1),
              max: band.max === null ? '—' : formatNumber(band.max, 1),
            })}
            {' · '}
            <span aria-hidden className="text-destructive">
              ▲▼{' '}
            </span>
            {t('readings.outside', { count: outside, formatted: formatNumber(outside, 0) })}
          </span>
        )}
        {fuel && markers.length > 0 && (
          <ul className="flex flex-col gap-0.5" data-testid="readings-fuel-events">
            {markers.map((marker) => (
              <li key={marker.id}>
                <span aria-hidden>{marker.refuel ? '▲ ' : '▼ '}</span>
                {t(marker.refuel ? 'readings.refuel' : 'readings.drain', {
                  time: formatClock(marker.t, timeZone),
                  litres: formatNumber(marker.litres, 1),
                })}
              </li>
            ))}
          </ul>
        )}
      </figcaption>
    </figure>
  );
}
