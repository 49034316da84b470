import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Printer } from 'lucide-react';
import { paths } from '@/config/paths';
import { useFleetTimeZone } from '@/lib/fleet-time-zone';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { DateField } from '@/components/form/date-field';
import { useVehicle } from '@/features/vehicles/api/get-vehicle';
import { useSensors } from '@/features/sensors/api/sensors';
import { dayOf } from '@/features/sensors/format';
import { TemperatureRecord } from '@/features/sensors/components/temperature-record';
import '@/components/print/print.css';

/**
 * `/temperature-record/:vehicleId/:sensorId?day=`: a temperature sensor's printable record of one day. The day
 * picker, the print button and the app's navigation are left out of the print (A4).
 */
export function TemperatureRecordPage() {
  const { t, i18n } = useTranslation('sensors');
  const params = useParams();
  const vehicleId = Number(params.vehicleId);
  const sensorId = Number(params.sensorId);
  const timeZone = useFleetTimeZone();
  const [search, setSearch] = useSearchParams();
  const [today] = useState(() => dayOf(Date.now(), timeZone));
  const day = search.get('day') ?? today;
  const vehicle = useVehicle(vehicleId);
  const sensors = useSensors(vehicleId);
  const sensor = sensors.data?.find(
    (candidate) => candidate.id === sensorId && candidate.type === 'temperature',
  );
  const back = `${paths.vehicles.view.getHref(vehicleId)}?tab=sensors`;

  return (
    <div className="flex flex-col gap-4" data-testid="temperature-record-page">
      <div className="flex flex-wrap items-end justify-between gap-3" data-print="hide">
        <div className="flex flex-col gap-2">
          <Label htmlFor="record-day">{t('print_record.day_label')}</Label>
          <div className="w-64">
            <DateField
              id="record-day"
              value={day}
              onChange={(value) => value && setSearch({ day: value }, { replace: true })}
              data-testid="record-day"
            />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to={back}>
              <ArrowRight className={i18n.dir() === 'rtl' ? undefined : 'rotate-180'} aria-hidden />
              {t('print_record.back')}
            </Link>
          </Button>
          <Button onClick={() => window.print()} disabled={!sensor} data-testid="record-print">
            <Printer aria-hidden />
            {t('print_record.print')}
          </Button>
        </div>
      </div>
      <div className="rounded-lg border bg-card p-6 print:border-0 print:p-0">
        {vehicle.data && sensor ? (
          <TemperatureRecord vehicle={vehicle.data} sensor={sensor} day={day} />
        ) : vehicle.isPending || sensors.isPending ? (
          <Skeleton className="h-96" />
        ) : (
          <EmptyState size="compact" kind="no-match" title={t('print_record.not_found')} />
        )}
      </div>
    </div>
  );
}

export default TemperatureRecordPage;
