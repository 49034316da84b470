import { useTranslation } from 'react-i18next';
import type { LiveVehicle } from '@fleet/shared/schemas/tracking';
import { formatTimeAgo } from '@/features/tracking/time-ago';
import { formatDateTime } from '@/features/tracking/format';
import { LiveStatusBadge } from '@/features/tracking/components/live-status-badge';
import { sensorFacts } from '@/features/tracking/components/sensor-values';
import { useSensorRanges } from '@/features/tracking/api/get-sensor-ranges';

/** The followed vehicle's current data, its fuel level and temperatures among them. */
export function LiveFacts({ vehicle, now }: { vehicle: LiveVehicle; now: number }) {
  const { t, i18n } = useTranslation('tracking');
  const p = vehicle.position;
  const number = (v: number) => Math.round(v).toLocaleString(i18n.language);
  const ranges = useSensorRanges(vehicle.id, vehicle.sensors.length > 0);
  const facts = [
    { key: 'status', label: t('fields.status'), value: <LiveStatusBadge status={vehicle.live_status} /> },
    {
      key: 'speed',
      label: t('fields.speed'),
      value: p?.speed != null ? t('units.kmh', { value: number(p.speed) }) : '—',
    },
    {
      key: 'last_update',
      label: t('fields.last_update'),
      value: p ? (
        <span className="flex flex-col">
          <span>{formatTimeAgo(p.fix_time, now, i18n.language)}</span>
          <span className="text-xs font-normal text-muted-foreground">
            {formatDateTime(p.fix_time, i18n.language)}
          </span>
        </span>
      ) : (
        '—'
      ),
    },
    {
      key: 'course',
      label: t('fields.course'),
      value: p?.course != null ? t('units.degrees', { value: number(p.course) }) : '—',
    },
    {
      key: 'ignition',
      label: t('fields.ignition'),
      value: t(p?.ignition == null ? 'ignition.unknown' : p.ignition ? 'ignition.on' : 'ignition.off'),
    },
    {
      key: 'coordinates',
      label: t('fields.coordinates'),
      value: p ? (
        <bdi dir="ltr" className="font-mono text-xs">
          {p.lat.toFixed(5)}, {p.lon.toFixed(5)}
        </bdi>
      ) : (
        '—'
      ),
    },
    {
      key: 'driver',
      label: t('fields.driver'),
      value: vehicle.driver ? <bdi>{vehicle.driver.name}</bdi> : t('no_driver'),
    },
    ...sensorFacts(vehicle.sensors, ranges),
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3" data-testid="live-facts">
      {facts.map((fact) => (
        <div key={fact.key} className="flex min-w-0 flex-col gap-0.5" data-testid={`live-fact-${fact.key}`}>
          <dt className="text-xs font-semibold text-muted-foreground">{fact.label}</dt>
          <dd className="text-sm font-bold break-words">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
