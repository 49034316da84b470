import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICE_PROTOCOLS } from '@fleet/shared/device-protocols';
import type { Vehicle } from '@fleet/shared/schemas/vehicles';
import { formatDisplayDate, formatZonedDateTime } from '@/lib/dates';
import { useFleetTimeZone } from '@/lib/fleet-time-zone';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { MediaCarousel } from '@/components/media/media-carousel';
import { RegistrationBadge } from '@/features/vehicles/components/registration-badge';
import { StatusBadge } from '@/features/vehicles/components/status-badge';
import { LastReportCard } from '@/features/vehicles/components/last-report';

type Fact = { key: string; label: string; value: ReactNode };

function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.key} className="flex min-w-0 flex-col gap-1" data-testid={`vehicle-fact-${fact.key}`}>
          <dt className="text-xs font-semibold text-muted-foreground">{fact.label}</dt>
          <dd className="min-w-0 text-sm font-bold break-words">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every field in labelled groups, with the media carousel. */
export function VehicleDetails({ vehicle }: { vehicle: Vehicle }) {
  const { t, i18n } = useTranslation('vehicles');
  const timeZone = useFleetTimeZone();
  const none = <span className="font-normal text-muted-foreground">—</span>;
  const value = (v: string | number | null | undefined) =>
    v === null || v === undefined || v === ''
      ? none
      : typeof v === 'number'
        ? v.toLocaleString(i18n.language)
        : v;
  const ltr = (v: string | null) => (v ? <bdi dir="ltr">{v}</bdi> : none);
  const date = (v: string | null) => (v ? formatDisplayDate(v, i18n.language) : none);

  const basic: Fact[] = [
    { key: 'name', label: t('fields.name'), value: <bdi>{vehicle.name}</bdi> },
    { key: 'model', label: t('fields.model'), value: value(vehicle.model) },
    { key: 'manufacture_year', label: t('fields.manufacture_year'), value: vehicle.manufacture_year ?? none },
    {
      key: 'plate_number',
      label: t('fields.plate_number'),
      value: <bdi dir="auto">{vehicle.plate_number}</bdi>,
    },
    {
      key: 'licence_plate_number',
      label: t('fields.licence_plate_number'),
      value: vehicle.licence_plate_number ? <bdi dir="auto">{vehicle.licence_plate_number}</bdi> : none,
    },
    {
      key: 'vin',
      label: t('fields.vin'),
      value: vehicle.vin ? (
        <bdi dir="ltr" className="font-mono">
          {vehicle.vin}
        </bdi>
      ) : (
        none
      ),
    },
    { key: 'category', label: t('fields.category'), value: t(`categories.${vehicle.category}`) },
    { key: 'fuel_type', label: t('fields.fuel_type'), value: t(`fuel_types.${vehicle.fuel_type}`) },
    { key: 'capacity', label: t('fields.capacity'), value: value(vehicle.capacity) },
    { key: 'meter_reading', label: t('fields.meter_reading'), value: value(vehicle.meter_reading) },
    { key: 'speed_limit', label: t('fields.speed_limit'), value: value(vehicle.speed_limit) },
    { key: 'color', label: t('fields.color'), value: value(vehicle.color) },
    { key: 'tag', label: t('fields.tag'), value: value(vehicle.tag) },
  ];
  const registration: Fact[] = [
    { key: 'form_number', label: t('fields.form_number'), value: ltr(vehicle.form_number) },
    {
      key: 'registration',
      label: t('columns.registration'),
      value: <RegistrationBadge vehicle={vehicle} withDate />,
    },
    { key: 'form_start_date', label: t('fields.form_start_date'), value: date(vehicle.form_start_date) },
    { key: 'form_end_date', label: t('fields.form_end_date'), value: date(vehicle.form_end_date) },
  ];
  const position = vehicle.last_position;
  const tracking: Fact[] = [
    { key: 'device_id', label: t('fields.device_id'), value: ltr(vehicle.device_id) },
    {
      key: 'device_protocol',
      label: t('fields.device_protocol'),
      value: vehicle.device_protocol ? (
        <bdi dir="ltr">
          {DEVICE_PROTOCOLS.find((p) => p.name === vehicle.device_protocol)?.label ?? vehicle.device_protocol}
        </bdi>
      ) : (
        <span className="font-normal text-muted-foreground">{t('view.never_reported')}</span>
      ),
    },
    {
      key: 'last_report_at',
      label: t('fields.last_report_at'),
      value: vehicle.last_report ? (
        formatZonedDateTime(vehicle.last_report.server_time, timeZone, i18n.language)
      ) : (
        <span className="font-normal text-muted-foreground">{t('view.never_reported')}</span>
      ),
    },
    {
      key: 'status',
      label: t('columns.status'),
      value: <StatusBadge vehicle={vehicle} showReason />,
    },
    {
      key: 'live_status',
      label: t('fields.live_status'),
      value: vehicle.live_status ? t(`live_status.${vehicle.live_status}`) : none,
    },
    {
      key: 'last_position',
      label: t('fields.last_position'),
      value: position ? (
        <span className="flex flex-col gap-0.5 font-normal">
          <bdi dir="ltr" className="font-mono text-xs">
            {position.lat.toFixed(5)}, {position.lon.toFixed(5)}
          </bdi>
          <span className="text-xs text-muted-foreground">
            {formatDisplayDate(position.fix_time, i18n.language)}
            {position.speed !== null &&
              ` · ${t('view.speed', { speed: Math.round(position.speed).toLocaleString(i18n.language) })}`}
          </span>
        </span>
      ) : (
        <span className="font-normal text-muted-foreground">{t('view.no_position')}</span>
      ),
    },
    { key: 'created_at', label: t('fields.created_at'), value: date(vehicle.created_at) },
    { key: 'updated_at', label: t('fields.updated_at'), value: date(vehicle.updated_at) },
  ];

  return (
    <div className="grid gap-5 xl:grid-cols-[minmax(0,5fr)_minmax(0,4fr)]" data-testid="vehicle-details">
      <div className="flex flex-col gap-5">
        <Card>
          <CardHeader>
            <CardTitle>{t('sections.basic')}</CardTitle>
          </CardHeader>
          <CardContent>
            <Facts facts={basic} />
          </CardContent>
        </Card>
        <div className="grid gap-5 lg:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>{t('sections.registration')}</CardTitle>
            </CardHeader>
            <CardContent>
              <Facts facts={registration} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('sections.tracking')}</CardTitle>
            </CardHeader>
            <CardContent>
              <Facts facts={tracking} />
            </CardContent>
          </Card>
        </div>
        {vehicle.device_id && <LastReportCard report={vehicle.last_report} />}
      </div>
      <Card className="self-start">
        <CardHeader>
          <CardTitle>{t('sections.media')}</CardTitle>
        </CardHeader>
        <CardContent>
          <MediaCarousel items={vehicle.images} label={vehicle.name} />
        </CardContent>
      </Card>
    </div>
  );
}
