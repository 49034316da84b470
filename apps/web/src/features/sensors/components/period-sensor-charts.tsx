import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Gauge } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useSensors } from '@/features/sensors/api/sensors';
import { ReadingsChart } from '@/features/sensors/components/readings-chart';

type PeriodSensorChartsProps = {
  vehicleId: number;
  period: { from: string; to: string };
  /** The vehicle's Sensors tab, offered when it has none. */
  sensorsHref: string;
};

/**
 * The movement record's sensors: each fuel and temperature sensor's readings over the record's period (fuel level
 * with refuels ▲ and drains ▼, temperature with its allowed band); a short line with a link when there are none.
 */
export function PeriodSensorCharts({ vehicleId, period, sensorsHref }: PeriodSensorChartsProps) {
  const { t } = useTranslation('sensors');
  const sensors = useSensors(vehicleId);
  if (sensors.isPending) return <Skeleton className="h-56" />;
  const shown = (sensors.data ?? []).filter((sensor) => sensor.type !== 'fuel_used');
  if (shown.length === 0)
    return (
      <p
        className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground"
        data-testid="record-no-sensors"
      >
        <Gauge className="size-4" aria-hidden />
        {t('record.none')}
        <Link to={sensorsHref} className="font-semibold text-primary underline-offset-4 hover:underline">
          {t('record.add_link')}
        </Link>
      </p>
    );
  return (
    <ul className="flex flex-col gap-6" aria-label={t('record.title')} data-testid="record-sensors">
      {shown.map((sensor) => (
        <li
          key={sensor.id}
          className="flex flex-col gap-2"
          aria-labelledby={`record-sensor-${sensor.id}`}
          data-testid="record-sensor"
          data-sensor-type={sensor.type}
        >
          <h3 id={`record-sensor-${sensor.id}`} className="text-base font-bold">
            <bdi>{sensor.name}</bdi>
            <span className="ms-2 text-sm font-normal text-muted-foreground">
              {t(`types.${sensor.type}`)}
            </span>
          </h3>
          <ReadingsChart sensor={sensor} period={period} browserClock />
        </li>
      ))}
    </ul>
  );
}
