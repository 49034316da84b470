import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sensor } from '@fleet/shared/schemas/sensors';
import { hasPermission } from '@/lib/permissions';
import { useUser } from '@/lib/auth-store';
import { useFleetTimeZone } from '@/lib/fleet-time-zone';
import { formatDisplayDate, formatZonedDateTime, timeZoneLabel } from '@/lib/dates';
import { Skeleton } from '@/components/ui/skeleton';
import { useTemperatureDay, useTemperatureExcursions } from '@/features/sensors/api/sensors';
import { dayRange, formatClock, formatNumber } from '@/features/sensors/format';
import { ReadingsChart } from '@/features/sensors/components/readings-chart';

type TemperatureRecordProps = {
  vehicle: { name: string; plate_number: string };
  sensor: Sensor;
  day: string;
};

export type Excursion = { id: number; start: number; end: number; seconds: number; extreme: number | null };

/** The sensor's excursions from its `temperature_out_of_range` events (start, duration, farthest reading). */
export function excursionsOf(
  events: readonly { id: number; time: string; attributes: Record<string, unknown> }[],
  sensorId: number,
): Excursion[] {
  return events
    .filter((event) => (event.attributes.sensor as { id?: number } | undefined)?.id === sensorId)
    .map((event) => {
      const start = Date.parse(event.time);
      const seconds = Number(event.attributes.duration_seconds ?? 0);
      const extreme = Number(event.attributes.extreme);
      return {
        id: event.id,
        start,
        end: start + seconds * 1000,
        seconds,
        extreme: Number.isFinite(extreme) ? extreme : null,
      };
    })
    .sort((a, b) => a.start - b.start);
}

/**
 * A temperature sensor's record of one day, the document a cold-chain customer asks for: the vehicle, the day,
 * the allowed band, the chart with the band, lowest, highest and average, the time out of range and each
 * excursion (start, end, duration, farthest reading). Printed on A4 without the app's navigation.
 */
export function TemperatureRecord({ vehicle, sensor, day }: TemperatureRecordProps) {
  const { t, i18n } = useTranslation('sensors');
  const user = useUser();
  const timeZone = useFleetTimeZone();
  const { from, to } = useMemo(() => dayRange(day, timeZone), [day, timeZone]);
  const canReports = hasPermission(user, 'show_reports');
  const canEvents = hasPermission(user, 'show_events');
  const summary = useTemperatureDay(sensor.vehicle_id, day, canReports);
  const events = useTemperatureExcursions(sensor.vehicle_id, from, to, canEvents);
  const row = summary.data?.find((candidate) => candidate.sensor.id === sensor.id);
  const excursions = useMemo(() => excursionsOf(events.data ?? [], sensor.id), [events.data, sensor.id]);
  const degrees = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : `${formatNumber(value, 1)} ${t('units.°C')}`;
  const duration = (seconds: number) => {
    const total = Math.round(seconds);
    const hours = Math.floor(total / 3600);
    const minutes = Math.floor((total % 3600) / 60);
    const rest = total % 60;
    return hours > 0
      ? t('print_record.duration_hm', { hours: formatNumber(hours, 0), minutes: formatNumber(minutes, 0) })
      : t('print_record.duration_ms', { minutes: formatNumber(minutes, 0), seconds: formatNumber(rest, 0) });
  };
  const facts: [string, string, string][] = [
    ['vehicle', t('print_record.vehicle'), vehicle.name],
    ['plate', t('print_record.plate'), vehicle.plate_number],
    ['sensor', t('print_record.sensor'), sensor.name],
    ['day', t('print_record.day'), formatDisplayDate(day, i18n.language)],
    [
      'band',
      t('print_record.band'),
      t('print_record.band_value', {
        min: sensor.min === null ? '—' : formatNumber(sensor.min, 1),
        max: sensor.max === null ? '—' : formatNumber(sensor.max, 1),
      }),
    ],
    [
      'zone',
      t('print_record.time_zone'),
      `${timeZone ?? ''} (${timeZoneLabel(new Date(Date.parse(from)), timeZone, i18n.language)})`.trim(),
    ],
  ];
  const sums: [string, string, string][] = row
    ? [
        ['min', t('print_record.min'), degrees(row.min)],
        ['max', t('print_record.max'), degrees(row.max)],
        ['avg', t('print_record.avg'), degrees(row.avg)],
        ['out', t('print_record.out_of_range'), duration(row.out_of_range_seconds)],
        ['excursions', t('print_record.excursions_count'), formatNumber(row.excursions, 0)],
      ]
    : [];

  return (
    <article className="temperature-record flex flex-col gap-5" data-testid="temperature-record">
      <header className="flex flex-col gap-3 border-b pb-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-extrabold">{t('print_record.title')}</h1>
          <p className="text-xs text-muted-foreground">
            {t('print_record.printed', {
              time: formatZonedDateTime(new Date().toISOString(), timeZone, i18n.language),
            })}
          </p>
        </div>
        <dl className="grid gap-x-6 gap-y-1.5 sm:grid-cols-2 print:grid-cols-2" data-testid="record-facts">
          {facts.map(([id, term, value]) => (
            <div key={id} className="flex items-baseline justify-between gap-3 border-b py-1">
              <dt className="text-sm text-muted-foreground">{term}</dt>
              <dd className="text-sm font-semibold" data-testid={`record-fact-${id}`}>
                <bdi dir="auto">{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </header>

      <section aria-labelledby="record-chart-title" className="flex flex-col gap-2" data-print="keep">
        <h2 id="record-chart-title" className="text-lg font-bold">
          {t('print_record.chart')}
        </h2>
        <ReadingsChart sensor={sensor} day={day} />
      </section>

      <section aria-labelledby="record-sums-title" className="flex flex-col gap-2" data-print="keep">
        <h2 id="record-sums-title" className="text-lg font-bold">
          {t('print_record.summary')}
        </h2>
        {!canReports ? (
          <p className="text-sm text-muted-foreground">{t('print_record.needs_reports')}</p>
        ) : summary.isPending ? (
          <Skeleton className="h-16" />
        ) : sums.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="record-sums-empty">
            {t('print_record.no_readings')}
          </p>
        ) : (
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5 print:grid-cols-5" data-testid="record-sums">
            {sums.map(([id, term, value]) => (
              <div key={id} className="flex flex-col gap-1 rounded-md border p-3">
                <dt className="text-xs font-semibold text-muted-foreground">{term}</dt>
                <dd className="text-lg font-extrabold tabular-nums" data-testid={`record-sum-${id}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <section aria-labelledby="record-excursions-title" className="flex flex-col gap-2">
        <h2 id="record-excursions-title" className="text-lg font-bold">
          {t('print_record.excursions')}
        </h2>
        {!canEvents ? (
          <p className="text-sm text-muted-foreground">{t('print_record.needs_events')}</p>
        ) : events.isPending ? (
          <Skeleton className="h-16" />
        ) : excursions.length === 0 ? (
          <p className="text-sm" data-testid="record-no-excursions">
            {t('print_record.no_excursions')}
          </p>
        ) : (
          <table className="w-full border text-sm" data-testid="record-excursions">
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-start text-xs font-bold">
                  {t('print_record.start')}
                </th>
                <th scope="col" className="px-3 py-2 text-start text-xs font-bold">
                  {t('print_record.end')}
                </th>
                <th scope="col" className="px-3 py-2 text-start text-xs font-bold">
                  {t('print_record.duration')}
                </th>
                <th scope="col" className="px-3 py-2 text-start text-xs font-bold">
                  {t('print_record.extreme')}
                </th>
              </tr>
            </thead>
            <tbody>
              {excursions.map((excursion) => (
                <tr key={excursion.id} className="border-t" data-testid="record-excursion">
                  <td className="px-3 py-2 tabular-nums">{formatClock(excursion.start, timeZone)}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {excursion.seconds > 0 ? formatClock(excursion.end, timeZone) : '—'}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{duration(excursion.seconds)}</td>
                  <td className="px-3 py-2 font-semibold tabular-nums">{degrees(excursion.extreme)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </article>
  );
}
