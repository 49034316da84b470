import { type ReactNode, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileDown, Loader2, Printer } from 'lucide-react';
import type { FleetEvent } from '@fleet/shared/schemas/events';
import type {
  InspectionRow,
  ItineraryRow,
  StopRow,
  SummaryRow,
  TripRow,
} from '@fleet/shared/schemas/reports';
import { type DrivingRow, MIN_SCORED_KM } from '@fleet/shared/schemas/driving';
import type { FuelRow, FuelTransaction, TemperatureRow } from '@fleet/shared/schemas/fuel';
import { paths } from '@/config/paths';
import { showToast } from '@/lib/toast';
import { usePermission } from '@/lib/permissions';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, type EmptyStateAction } from '@/components/ui/empty-state';
import { Pagination } from '@/components/data-table/pagination';
import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { exportReport, type ReportFilters, useReport } from '@/features/reports/api/get-report';
import { PAGE_REPORT_KINDS, reportTabOf } from '@/features/reports/report-kinds';
import { DATE_PRESETS, type DatePreset, presetRange } from '@/features/reports/date-presets';
import { VehicleMultiSelect } from '@/app/routes/reports/vehicle-multi-select';
import { BarChartFigure } from '@/components/charts/bar-chart';
import '@/components/print/print.css';
import { DrivingScore } from '@/components/ui/driving-score';
import '@/features/reports/components/reports-print.css';

type Column<T> = { key: string; header: string; cell: (row: T) => ReactNode; numeric?: boolean };

const COLORS = {
  distance: '#1d4ed8',
  driving: '#0f766e',
  idle: '#d97706',
  faults: '#b91c1c',
  critical: '#7c2d12',
  score: '#4338ca',
  consumed: '#b45309',
  refuelled: '#047857',
  cold: '#0369a1',
  hot: '#b91c1c',
};

function useFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  return useMemo(() => {
    const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
    const time = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
    const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      n: (value: number | null | undefined) =>
        value === null || value === undefined ? '—' : number.format(value),
      time: (iso: string) => time.format(new Date(iso)),
      day: (date: string) => day.format(new Date(`${date}T00:00:00Z`)),
      duration: (seconds: number) => {
        const h = Math.floor(seconds / 3600);
        const m = Math.floor((seconds % 3600) / 60);
        return `${number.format(h)}:${String(m).padStart(2, '0')}`;
      },
    };
  }, [lang]);
}

/** The movement record of a vehicle around a time span. */
function recordHref(vehicleId: number, from: string, to: string) {
  const params = new URLSearchParams({ view: 'record', from, to, at: from });
  return paths.tracking.details.getHref(vehicleId, params.toString());
}

/** A report's totals (when given) above its table. */
function ReportTable<T>({
  caption,
  totals,
  columns,
  rows,
  testId = 'report-table',
}: {
  caption: string;
  totals?: { label: string; value: string }[];
  columns: Column<T>[];
  rows: readonly T[];
  testId?: string;
}) {
  const empty = useEmptyReport();
  const { t } = useTranslation('reports');
  return (
    <>
      {totals && <Totals items={totals} empty={rows.length === 0 ? empty : undefined} />}
      <div
        className="overflow-x-auto rounded-lg border bg-card outline-none focus-visible:ring-3 focus-visible:ring-ring/40 print:overflow-visible print:border-0"
        // Focusable so that a keyboard scrolls a wide table sideways (WCAG 2.1.1); named by its caption.
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <table className="w-full border-collapse text-sm" data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b bg-muted/50">
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className="px-3 py-2 text-start font-semibold whitespace-nowrap"
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-8 text-center text-muted-foreground">
                  {t('empty')}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={index} className="border-b last:border-0">
                  {columns.map((column) => (
                    <td key={column.key} className="px-3 py-2 whitespace-nowrap tabular-nums">
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}

type EmptyText = {
  title: string;
  hint: string;
  /** `none`: nothing to report on at all (no vehicles); `no-match` (default): nothing in this period. */
  kind?: 'none' | 'no-match';
  action?: EmptyStateAction;
};

/** What an empty report says, for the tab shown: why (nothing in this period) and what to do (widen it). */
function useEmptyReport(): EmptyText {
  const { t } = useTranslation('reports');
  const [params] = useSearchParams();
  const kind = reportTabOf(params);
  return { title: t(`empty_state.${kind}`), hint: t('empty_state.hint') };
}

/**
 * The report's totals; with nothing in the period they say so (a row of zeros reads as data). The box keeps
 * its test id so that the page has the same parts, full or empty.
 */
function Totals({ items, empty }: { items: { label: string; value: ReactNode }[]; empty?: EmptyText }) {
  if (empty)
    return (
      <Card data-testid="report-totals" data-empty="true">
        <EmptyState
          size="compact"
          kind={empty.kind ?? 'no-match'}
          title={empty.title}
          hint={empty.hint}
          action={empty.action}
          data-testid="report-empty"
        />
      </Card>
    );
  return (
    <dl
      className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-6 print:grid-cols-4"
      data-testid="report-totals"
    >
      {items.map((item) => (
        <Card key={item.label} className="px-4 py-3">
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="text-xl font-bold tabular-nums">{item.value}</dd>
        </Card>
      ))}
    </dl>
  );
}

/** `/reports`: what the fleet did — summary, trips, stops, events, itineraries and inspections, exportable. */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const kind = reportTabOf(params);
  const preset = (DATE_PRESETS as readonly string[]).includes(params.get('preset') ?? '')
    ? (params.get('preset') as DatePreset)
    : 'last_7_days';
  const range =
    preset === 'custom'
      ? {
          start: params.get('start_date') ?? presetRange('today').start,
          end: params.get('end_date') ?? presetRange('today').end,
        }
      : presetRange(preset);
  const vehicleIds = (params.get('vehicle_ids') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const group =
    kind === 'driving'
      ? params.get('group') === 'vehicle'
        ? 'vehicle'
        : 'driver'
      : params.get('group') === 'day'
        ? 'day'
        : 'vehicle';
  const grouped = kind === 'summary' || kind === 'fuel' || kind === 'driving';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters: ReportFilters = {
    start_date: range.start,
    end_date: range.end,
    ...(vehicleIds.length > 0 ? { vehicle_ids: vehicleIds.join(',') } : {}),
    ...(grouped ? { group } : {}),
    page,
    per_page: 50,
  };
  const report = useReport(kind, filters);
  // The charts of the summary: the fleet's days (every row, summed per day).
  const daily = useReport(
    'summary',
    { ...filters, group: 'day', page: 1, per_page: 1000 },
    kind === 'summary',
  );
  const [exporting, setExporting] = useState(false);
  const ready = !report.isFetching && !report.isPlaceholderData && !!report.data;

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const runExport = (format: 'xlsx' | 'csv') => {
    setExporting(true);
    exportReport(kind, format, filters)
      .catch(() => showToast('error', t('export.failed')))
      .finally(() => setExporting(false));
  };

  const vehicleCell = (row: { vehicle: { id: number; name: string; plate_number: string } }) => (
    <span>
      {row.vehicle.name} <span className="text-muted-foreground">({row.vehicle.plate_number})</span>
    </span>
  );
  const col = (key: string) => t(`col.${key}`);
  const emptyReport = useEmptyReport();
  const canAddVehicle = usePermission('create_vehicles');

  const body = (() => {
    const data = report.data;
    if (!data) return <Skeleton className="h-64" />;
    const totals = data.totals;
    switch (kind) {
      case 'summary': {
        const rows = data.data as SummaryRow[];
        const perDay = new Map<string, { day: string; distance: number; driving: number; idle: number }>();
        for (const row of (daily.data?.data ?? []) as SummaryRow[]) {
          const entry = perDay.get(row.day!) ?? { day: row.day!, distance: 0, driving: 0, idle: 0 };
          entry.distance += row.distance_km;
          entry.driving += row.driving_seconds / 3600;
          entry.idle += row.idle_seconds / 3600;
          perDay.set(row.day!, entry);
        }
        const chartData = [...perDay.values()]
          .sort((a, b) => a.day.localeCompare(b.day))
          .map((d) => ({
            day: f.day(d.day),
            distance: Math.round(d.distance),
            driving: Math.round(d.driving * 10) / 10,
            idle: Math.round(d.idle * 10) / 10,
          }));
        const columns: Column<SummaryRow>[] = [
          { key: 'vehicle', header: col('vehicle'), cell: vehicleCell },
          ...(group === 'day'
            ? [{ key: 'day', header: col('day'), cell: (r: SummaryRow) => f.day(r.day!) }]
            : []),
          { key: 'distance_km', header: col('distance_km'), cell: (r) => f.n(r.distance_km) },
          { key: 'driving', header: col('driving_seconds'), cell: (r) => f.duration(r.driving_seconds) },
          { key: 'idle', header: col('idle_seconds'), cell: (r) => f.duration(r.idle_seconds) },
          { key: 'stopped', header: col('stopped_seconds'), cell: (r) => f.duration(r.stopped_seconds) },
          { key: 'max', header: col('max_speed'), cell: (r) => f.n(r.max_speed) },
          { key: 'avg', header: col('avg_speed'), cell: (r) => f.n(r.avg_speed) },
          { key: 'trips', header: col('trips'), cell: (r) => f.n(r.trips) },
          { key: 'stops', header: col('stops'), cell: (r) => f.n(r.stops) },
          { key: 'overspeed', header: col('overspeed_events'), cell: (r) => f.n(r.overspeed_events) },
          { key: 'odo_start', header: col('odometer_start_km'), cell: (r) => f.n(r.odometer_start_km) },
          { key: 'odo_end', header: col('odometer_end_km'), cell: (r) => f.n(r.odometer_end_km) },
        ];
        const noDriving = ![
          totals.distance_km,
          totals.driving_seconds,
          totals.idle_seconds,
          totals.trips,
          totals.stops,
          totals.overspeed_events,
        ].some((value) => typeof value === 'number' && value > 0);
        return (
          <>
            <Totals
              empty={
                rows.length === 0 && vehicleIds.length === 0
                  ? {
                      kind: 'none',
                      title: t('empty_state.no_vehicles'),
                      hint: t('empty_state.no_vehicles_hint'),
                      action: canAddVehicle
                        ? { label: t('empty_state.add_vehicle'), to: paths.vehicles.add.getHref() }
                        : undefined,
                    }
                  : noDriving
                    ? emptyReport
                    : undefined
              }
              items={[
                { label: col('distance_km'), value: f.n(totals.distance_km) },
                { label: col('driving_seconds'), value: f.duration(totals.driving_seconds ?? 0) },
                { label: col('idle_seconds'), value: f.duration(totals.idle_seconds ?? 0) },
                { label: col('trips'), value: f.n(totals.trips) },
                { label: col('stops'), value: f.n(totals.stops) },
                { label: col('overspeed_events'), value: f.n(totals.overspeed_events) },
              ]}
            />
            <div className="grid gap-4 lg:grid-cols-2 print:grid-cols-2">
              <Card className="p-4">
                <BarChartFigure
                  testId="chart-distance"
                  label={t('charts.distance_per_day')}
                  data={chartData}
                  categoryKey="day"
                  categoryLabel={col('day')}
                  series={[{ key: 'distance', label: col('distance_km'), color: COLORS.distance }]}
                />
              </Card>
              <Card className="p-4">
                <BarChartFigure
                  testId="chart-driving-idle"
                  label={t('charts.driving_vs_idle')}
                  data={chartData}
                  categoryKey="day"
                  categoryLabel={col('day')}
                  series={[
                    {
                      key: 'driving',
                      label: t('charts.driving_hours'),
                      color: COLORS.driving,
                      stackId: 'time',
                    },
                    { key: 'idle', label: t('charts.idle_hours'), color: COLORS.idle, stackId: 'time' },
                  ]}
                />
              </Card>
            </div>
            <ReportTable caption={t('tab.summary')} columns={columns} rows={rows} />
          </>
        );
      }
      case 'trips': {
        const columns: Column<TripRow>[] = [
          { key: 'vehicle', header: col('vehicle'), cell: vehicleCell },
          { key: 'driver', header: col('driver'), cell: (r) => r.driver?.name ?? '—' },
          {
            key: 'start',
            header: col('start_time'),
            cell: (r) => (
              <Link
                className="text-primary underline"
                to={recordHref(r.vehicle.id, r.start_time, r.end_time)}
              >
                {f.time(r.start_time)}
              </Link>
            ),
          },
          { key: 'end', header: col('end_time'), cell: (r) => f.time(r.end_time) },
          {
            key: 'from',
            header: col('start_place'),
            cell: (r) => r.start_place?.name ?? `${r.start_lat.toFixed(5)}, ${r.start_lon.toFixed(5)}`,
          },
          {
            key: 'to',
            header: col('end_place'),
            cell: (r) => r.end_place?.name ?? `${r.end_lat.toFixed(5)}, ${r.end_lon.toFixed(5)}`,
          },
          { key: 'distance', header: col('distance_km'), cell: (r) => f.n(r.distance_km) },
          { key: 'duration', header: col('duration_seconds'), cell: (r) => f.duration(r.duration_seconds) },
          { key: 'max', header: col('max_speed'), cell: (r) => f.n(r.max_speed) },
          { key: 'avg', header: col('avg_speed'), cell: (r) => f.n(r.avg_speed) },
        ];
        return (
          <ReportTable
            caption={t('tab.trips')}
            totals={[
              { label: col('trips'), value: f.n(totals.trips) },
              { label: col('distance_km'), value: f.n(totals.distance_km) },
              { label: col('duration_seconds'), value: f.duration(totals.duration_seconds ?? 0) },
              { label: col('avg_speed'), value: f.n(totals.avg_speed) },
            ]}
            columns={columns}
            rows={data.data as TripRow[]}
          />
        );
      }
      case 'stops': {
        const columns: Column<StopRow>[] = [
          { key: 'vehicle', header: col('vehicle'), cell: vehicleCell },
          {
            key: 'start',
            header: col('start_time'),
            cell: (r) => (
              <Link
                className="text-primary underline"
                to={recordHref(r.vehicle.id, r.start_time, r.end_time)}
              >
                {f.time(r.start_time)}
              </Link>
            ),
          },
          { key: 'end', header: col('end_time'), cell: (r) => f.time(r.end_time) },
          {
            key: 'place',
            header: col('place'),
            cell: (r) => r.place?.name ?? `${r.lat.toFixed(5)}, ${r.lon.toFixed(5)}`,
          },
          { key: 'duration', header: col('duration_seconds'), cell: (r) => f.duration(r.duration_seconds) },
          { key: 'engine', header: col('engine_on_seconds'), cell: (r) => f.duration(r.engine_on_seconds) },
        ];
        return (
          <ReportTable
            caption={t('tab.stops')}
            totals={[
              { label: col('stops'), value: f.n(totals.stops) },
              { label: col('duration_seconds'), value: f.duration(totals.duration_seconds ?? 0) },
              { label: col('engine_on_seconds'), value: f.duration(totals.engine_on_seconds ?? 0) },
            ]}
            columns={columns}
            rows={data.data as StopRow[]}
          />
        );
      }
      case 'events': {
        const columns: Column<FleetEvent>[] = [
          {
            key: 'time',
            header: col('time'),
            cell: (r) => (
              <Link className="text-primary underline" to={recordHref(r.vehicle.id, r.time, r.time)}>
                {f.time(r.time)}
              </Link>
            ),
          },
          { key: 'vehicle', header: col('vehicle'), cell: vehicleCell },
          { key: 'severity', header: col('severity'), cell: (r) => t(`severity.${r.severity}`) },
          { key: 'message', header: col('message'), cell: (r) => r.message },
          { key: 'place', header: col('place'), cell: (r) => r.geofence?.name ?? '—' },
        ];
        return (
          <ReportTable
            caption={t('tab.events')}
            totals={[
              { label: t('tab.events'), value: f.n(totals.events) },
              { label: t('severity.critical'), value: f.n(totals.critical) },
              { label: t('severity.warning'), value: f.n(totals.warning) },
            ]}
            columns={columns}
            rows={data.data as FleetEvent[]}
          />
        );
      }
      case 'itineraries': {
        const columns: Column<ItineraryRow>[] = [
          {
            key: 'name',
            header: col('itinerary'),
            cell: (r) => (
              <Link className="text-primary underline" to={paths.trips.view.getHref(r.id)}>
                {r.name}
              </Link>
            ),
          },
          { key: 'day', header: col('day'), cell: (r) => f.day(r.day) },
          { key: 'vehicle', header: col('vehicle'), cell: vehicleCell },
          { key: 'driver', header: col('driver'), cell: (r) => r.driver?.name ?? '—' },
          { key: 'stations', header: col('stations'), cell: (r) => f.n(r.stations) },
          { key: 'on_time', header: col('on_time_stations'), cell: (r) => f.n(r.on_time_stations) },
          { key: 'late', header: col('late_stations'), cell: (r) => f.n(r.late_stations) },
          { key: 'skipped', header: col('skipped_stations'), cell: (r) => f.n(r.skipped_stations) },
          { key: 'delay', header: col('delay_minutes_avg'), cell: (r) => f.n(r.delay_minutes_avg) },
        ];
        return (
          <ReportTable
            caption={t('tab.itineraries')}
            totals={[
              { label: t('tab.itineraries'), value: f.n(totals.itineraries) },
              { label: col('on_time_stations'), value: f.n(totals.on_time_stations) },
              { label: col('late_stations'), value: f.n(totals.late_stations) },
              { label: col('skipped_stations'), value: f.n(totals.skipped_stations) },
              { label: col('delay_minutes_avg'), value: f.n(totals.delay_minutes_avg) },
            ]}
            columns={columns}
            rows={data.data as ItineraryRow[]}
          />
        );
      }
      case 'inspections': {
        const rows = data.data as InspectionRow[];
        const perPart = new Map<string, { part: string; faults: number; critical: number }>();
        for (const row of rows) {
          const entry = perPart.get(row.part) ?? { part: row.part_label, faults: 0, critical: 0 };
          entry.faults += row.faults - row.critical;
          entry.critical += row.critical;
          perPart.set(row.part, entry);
        }
        const columns: Column<InspectionRow>[] = [
          { key: 'vehicle', header: col('vehicle'), cell: vehicleCell },
          {
            key: 'part',
            header: col('part'),
            cell: (r) => (
              <Link
                className="text-primary underline"
                to={paths.examinations.view.getHref(r.last_examination_id)}
              >
                {r.part_label}
              </Link>
            ),
          },
          { key: 'faults', header: col('faults'), cell: (r) => f.n(r.faults) },
          { key: 'critical', header: col('critical'), cell: (r) => f.n(r.critical) },
          { key: 'fixed', header: col('fixed'), cell: (r) => f.n(r.fixed) },
          { key: 'median', header: col('median_hours_to_fix'), cell: (r) => f.n(r.median_hours_to_fix) },
          { key: 'repeats', header: col('repeats'), cell: (r) => f.n(r.repeats) },
        ];
        return (
          <>
            <Totals
              empty={rows.length === 0 ? emptyReport : undefined}
              items={[
                { label: col('faults'), value: f.n(totals.faults) },
                { label: col('critical'), value: f.n(totals.critical) },
                { label: col('fixed'), value: f.n(totals.fixed) },
                { label: col('repeats'), value: f.n(totals.repeats) },
              ]}
            />
            <Card className="p-4">
              <BarChartFigure
                testId="chart-faults"
                label={t('charts.faults_per_part')}
                data={[...perPart.values()]
                  .sort((a, b) => b.faults + b.critical - a.faults - a.critical)
                  .slice(0, 15)}
                categoryKey="part"
                categoryLabel={col('part')}
                series={[
                  { key: 'faults', label: t('charts.other_faults'), color: COLORS.faults, stackId: 'f' },
                  { key: 'critical', label: col('critical'), color: COLORS.critical, stackId: 'f' },
                ]}
              />
            </Card>
            <ReportTable caption={t('tab.inspections')} columns={columns} rows={rows} />
          </>
        );
      }
      case 'driving': {
        const rows = data.data as DrivingRow[];
        const who = (r: DrivingRow) =>
          r.driver !== undefined ? (r.driver?.name ?? t('no_driver')) : (r.vehicle?.name ?? '—');
        const columns: Column<DrivingRow>[] = [
          { key: 'rank', header: col('rank'), cell: (r) => f.n(r.rank) },
          {
            key: 'who',
            header: group === 'driver' ? col('driver') : col('vehicle'),
            cell: (r) => (r.vehicle ? vehicleCell({ vehicle: r.vehicle }) : who(r)),
          },
          {
            key: 'score',
            header: col('score'),
            cell: (r) => <DrivingScore score={r.score} scored={r.scored} format={f.n} />,
          },
          { key: 'distance', header: col('distance_km'), cell: (r) => f.n(r.distance_km) },
          { key: 'driving', header: col('driving_seconds'), cell: (r) => f.duration(r.driving_seconds) },
          { key: 'acc', header: col('harsh_acceleration'), cell: (r) => f.n(r.harsh_acceleration) },
          { key: 'brake', header: col('harsh_braking'), cell: (r) => f.n(r.harsh_braking) },
          { key: 'corner', header: col('harsh_cornering'), cell: (r) => f.n(r.harsh_cornering) },
          { key: 'overspeed', header: col('overspeed_events'), cell: (r) => f.n(r.overspeed_events) },
          { key: 'idle', header: col('idle_seconds'), cell: (r) => f.duration(r.idle_seconds) },
        ];
        return (
          <>
            <Totals
              empty={rows.length === 0 ? emptyReport : undefined}
              items={[
                {
                  label: col('score'),
                  value: (
                    <DrivingScore
                      score={totals.score ?? 0}
                      scored={(totals.distance_km ?? 0) >= MIN_SCORED_KM}
                      format={f.n}
                    />
                  ),
                },
                { label: col('distance_km'), value: f.n(totals.distance_km) },
                { label: col('harsh_acceleration'), value: f.n(totals.harsh_acceleration) },
                { label: col('harsh_braking'), value: f.n(totals.harsh_braking) },
                { label: col('harsh_cornering'), value: f.n(totals.harsh_cornering) },
                { label: col('overspeed_events'), value: f.n(totals.overspeed_events) },
              ]}
            />
            {rows.some((r) => r.scored) && (
              <Card className="p-4">
                <BarChartFigure
                  testId="chart-driving-score"
                  label={t('charts.score')}
                  data={rows
                    .filter((r) => r.scored)
                    .slice(0, 15)
                    .map((r) => ({ who: who(r), score: r.score }))}
                  categoryKey="who"
                  categoryLabel={group === 'driver' ? col('driver') : col('vehicle')}
                  series={[{ key: 'score', label: col('score'), color: COLORS.score }]}
                />
              </Card>
            )}
            <ReportTable caption={t('tab.driving')} columns={columns} rows={rows} />
          </>
        );
      }
      case 'fuel': {
        const rows = data.data as FuelRow[];
        const flagged = ((data as { flagged?: FuelTransaction[] }).flagged ?? []) as FuelTransaction[];
        const label = (r: FuelRow) =>
          group === 'day' && r.day ? `${r.vehicle.name} ${f.day(r.day)}` : r.vehicle.name;
        const columns: Column<FuelRow>[] = [
          { key: 'vehicle', header: col('vehicle'), cell: vehicleCell },
          ...(group === 'day'
            ? [{ key: 'day', header: col('day'), cell: (r: FuelRow) => f.day(r.day!) }]
            : []),
          { key: 'start', header: col('start_litres'), cell: (r) => f.n(r.start_litres) },
          { key: 'end', header: col('end_litres'), cell: (r) => f.n(r.end_litres) },
          { key: 'refuelled', header: col('refuelled_litres'), cell: (r) => f.n(r.refuelled_litres) },
          { key: 'refuels', header: col('refuels'), cell: (r) => f.n(r.refuels) },
          { key: 'drained', header: col('drained_litres'), cell: (r) => f.n(r.drained_litres) },
          { key: 'drains', header: col('drains'), cell: (r) => f.n(r.drains) },
          { key: 'consumed', header: col('consumed_litres'), cell: (r) => f.n(r.consumed_litres) },
          { key: 'distance', header: col('distance_km'), cell: (r) => f.n(r.distance_km) },
          { key: 'per100', header: col('litres_per_100km'), cell: (r) => f.n(r.litres_per_100km) },
          { key: 'card', header: col('card_litres'), cell: (r) => f.n(r.card_litres) },
          {
            key: 'unmatched',
            header: col('card_unmatched_litres'),
            cell: (r) => f.n(r.card_unmatched_litres),
          },
        ];
        const flaggedColumns: Column<FuelTransaction>[] = [
          { key: 'time', header: col('time'), cell: (r) => f.time(r.time) },
          { key: 'vehicle', header: col('vehicle'), cell: vehicleCell },
          { key: 'litres', header: col('card_litres'), cell: (r) => f.n(r.litres) },
          { key: 'detected', header: col('detected_litres'), cell: (r) => f.n(r.detected_litres) },
          { key: 'difference', header: col('difference_litres'), cell: (r) => f.n(r.difference_litres) },
          { key: 'station', header: col('station'), cell: (r) => r.station ?? '—' },
          { key: 'card', header: col('card'), cell: (r) => r.card ?? '—' },
        ];
        const nothing = rows.every(
          (r) => r.start_litres === null && r.consumed_litres === 0 && r.card_litres === 0 && r.refuels === 0,
        );
        return (
          <>
            <Totals
              empty={nothing ? emptyReport : undefined}
              items={[
                { label: col('consumed_litres'), value: f.n(totals.consumed_litres) },
                { label: col('refuelled_litres'), value: f.n(totals.refuelled_litres) },
                { label: col('drained_litres'), value: f.n(totals.drained_litres) },
                { label: col('distance_km'), value: f.n(totals.distance_km) },
                { label: col('litres_per_100km'), value: f.n(totals.litres_per_100km) },
                { label: col('card_unmatched_litres'), value: f.n(totals.card_unmatched_litres) },
              ]}
            />
            {!nothing && (
              <Card className="p-4">
                <BarChartFigure
                  testId="chart-fuel"
                  label={t('charts.fuel')}
                  data={rows.slice(0, 31).map((r) => ({
                    label: label(r),
                    consumed: r.consumed_litres,
                    refuelled: r.refuelled_litres,
                  }))}
                  categoryKey="label"
                  categoryLabel={group === 'day' ? col('day') : col('vehicle')}
                  series={[
                    { key: 'consumed', label: col('consumed_litres'), color: COLORS.consumed },
                    { key: 'refuelled', label: col('refuelled_litres'), color: COLORS.refuelled },
                  ]}
                />
              </Card>
            )}
            <ReportTable caption={t('tab.fuel')} columns={columns} rows={nothing ? [] : rows} />
            {flagged.length > 0 && (
              <section aria-labelledby="fuel-flagged-title" className="flex flex-col gap-2">
                <h2 id="fuel-flagged-title" className="text-lg font-semibold">
                  {t('flagged.title')}
                </h2>
                <p className="text-sm text-muted-foreground">{t('flagged.hint')}</p>
                <ReportTable
                  caption={t('flagged.title')}
                  columns={flaggedColumns}
                  rows={flagged}
                  testId="fuel-flagged-table"
                />
              </section>
            )}
          </>
        );
      }
      case 'temperature': {
        const rows = data.data as TemperatureRow[];
        const columns: Column<TemperatureRow>[] = [
          { key: 'vehicle', header: col('vehicle'), cell: vehicleCell },
          { key: 'sensor', header: col('sensor'), cell: (r) => r.sensor.name },
          { key: 'min', header: col('min'), cell: (r) => f.n(r.min) },
          { key: 'max', header: col('max'), cell: (r) => f.n(r.max) },
          { key: 'avg', header: col('avg'), cell: (r) => f.n(r.avg) },
          {
            key: 'out',
            header: col('out_of_range_seconds'),
            cell: (r) => f.duration(r.out_of_range_seconds),
          },
          { key: 'excursions', header: col('excursions'), cell: (r) => f.n(r.excursions) },
        ];
        const nothing = rows.every((r) => r.min === null);
        return (
          <>
            <Totals
              empty={nothing ? emptyReport : undefined}
              items={[
                { label: col('min'), value: f.n(totals.min) },
                { label: col('max'), value: f.n(totals.max) },
                { label: col('out_of_range_seconds'), value: f.duration(totals.out_of_range_seconds ?? 0) },
                { label: col('excursions'), value: f.n(totals.excursions) },
              ]}
            />
            {!nothing && (
              <Card className="p-4">
                <BarChartFigure
                  testId="chart-temperature"
                  label={t('charts.temperature')}
                  data={rows.slice(0, 20).map((r) => ({
                    sensor: `${r.vehicle.name} · ${r.sensor.name}`,
                    min: r.min ?? 0,
                    max: r.max ?? 0,
                  }))}
                  categoryKey="sensor"
                  categoryLabel={col('sensor')}
                  series={[
                    { key: 'min', label: col('min'), color: COLORS.cold },
                    { key: 'max', label: col('max'), color: COLORS.hot },
                  ]}
                />
              </Card>
            )}
            <ReportTable caption={t('tab.temperature')} columns={columns} rows={nothing ? [] : rows} />
          </>
        );
      }
    }
  })();

  return (
    <div
      className="reports-page flex flex-col gap-4"
      data-testid="reports-page"
      data-state={ready ? 'ready' : report.isError ? 'error' : 'loading'}
    >
      <h1 className="hidden text-xl font-bold print:block">
        {t('print_title', { tab: t(`tab.${kind}`), from: f.day(range.start), to: f.day(range.end) })}
      </h1>
      <div
        role="tablist"
        aria-label={t('tabs_label')}
        className="flex flex-wrap gap-1 rounded-md bg-muted p-1 print:hidden"
      >
        {PAGE_REPORT_KINDS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === kind}
            className={
              tab === kind
                ? 'rounded bg-card px-4 py-2 font-semibold shadow-xs'
                : 'rounded px-4 py-2 text-foreground hover:bg-card/60'
            }
            onClick={() => set({ tab })}
            data-testid={`reports-tab-${tab}`}
          >
            {t(`tab.${tab}`)}
          </button>
        ))}
      </div>
      <div
        className="flex flex-wrap items-center gap-2 print:hidden"
        role="group"
        aria-label={t('filters.label')}
      >
        <VehicleMultiSelect
          value={vehicleIds}
          onChange={(ids) => set({ vehicle_ids: ids.join(',') || null })}
        />
        <label className="flex items-center gap-2">
          <span className="text-sm">{t('filters.period')}</span>
          <select
            className="h-[50px] rounded-md border bg-card px-3"
            value={preset}
            onChange={(event) => set({ preset: event.target.value })}
            data-testid="reports-preset"
          >
            {DATE_PRESETS.map((p) => (
              <option key={p} value={p}>
                {t(`presets.${p}`)}
              </option>
            ))}
          </select>
        </label>
        {preset === 'custom' && (
          <DateRangeFilter
            startDate={range.start}
            endDate={range.end}
            onChange={(value) => set({ start_date: value.start_date, end_date: value.end_date })}
          />
        )}
        {grouped && (
          <label className="flex items-center gap-2">
            <span className="text-sm">{t('filters.group')}</span>
            <select
              className="h-[50px] rounded-md border bg-card px-3"
              value={group}
              onChange={(event) => set({ group: event.target.value })}
              data-testid="reports-group"
            >
              {kind === 'driving' && <option value="driver">{t('group.driver')}</option>}
              <option value="vehicle">{t('group.vehicle')}</option>
              {kind !== 'driving' && <option value="day">{t('group.day')}</option>}
            </select>
          </label>
        )}
        <div className="ms-auto flex flex-wrap gap-2">
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              variant="outline"
              className="h-[50px]"
              disabled={exporting}
              onClick={() => runExport(format)}
              data-testid={`reports-export-${format}`}
            >
              {exporting ? <Loader2 className="animate-spin" aria-hidden /> : <FileDown aria-hidden />}
              {t(`export.${format}`)}
            </Button>
          ))}
          <Button
            variant="outline"
            className="h-[50px]"
            onClick={() => window.print()}
            data-testid="reports-print"
          >
            <Printer aria-hidden />
            {t('print')}
          </Button>
        </div>
      </div>
      {report.isError ? <p role="alert">{t('failed')}</p> : body}
      {report.data && report.data.meta.last_page > 1 && (
        <div className="print:hidden">
          <Pagination
            currentPage={report.data.meta.current_page}
            lastPage={report.data.meta.last_page}
            onPageChange={(next) => set({ page: String(next) })}
          />
        </div>
      )}
    </div>
  );
}

export default ReportsPage;
