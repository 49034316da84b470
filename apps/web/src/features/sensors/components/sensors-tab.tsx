import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Gauge, Pencil, Plus, Printer, Trash2 } from 'lucide-react';
import type { Sensor, SensorInput } from '@fleet/shared/schemas/sensors';
import { paths } from '@/config/paths';
import { hasPermission } from '@/lib/permissions';
import { useUser } from '@/lib/auth-store';
import { useFleetTimeZone } from '@/lib/fleet-time-zone';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { DateField } from '@/components/form/date-field';
import { useDeleteSensor, useSaveSensor, useSensors } from '@/features/sensors/api/sensors';
import { calibrate, rawReadingOf } from '@/features/sensors/calibration';
import { dayOf, formatNumber } from '@/features/sensors/format';
import { SensorForm } from '@/features/sensors/components/sensor-form';
import { ReadingsChart } from '@/features/sensors/components/readings-chart';

type SensorsTabProps = {
  vehicleId: number;
  /** The vehicle's last position's attributes (the raw values the sensors read). */
  attributes: Record<string, unknown>;
};

/**
 * A vehicle page's Sensors tab (docs/api.md#sensors): the vehicle's fuel and temperature sensors, each with its
 * latest value, its settings and a chart of its readings over a chosen day; adding, changing and removing them
 * for a user who may change vehicles.
 */
export function SensorsTab({ vehicleId, attributes }: SensorsTabProps) {
  const { t } = useTranslation('sensors');
  const user = useUser();
  const timeZone = useFleetTimeZone();
  const sensors = useSensors(vehicleId);
  const save = useSaveSensor(vehicleId);
  const remove = useDeleteSensor(vehicleId);
  const [editing, setEditing] = useState<Sensor | 'new' | null>(null);
  const [removing, setRemoving] = useState<Sensor | null>(null);
  const [day, setDay] = useState(() => dayOf(Date.now(), timeZone));
  const canAdd = hasPermission(user, 'update_vehicles');

  const submit = async (input: SensorInput) => {
    await save.mutateAsync({ id: editing === 'new' || editing === null ? undefined : editing.id, input });
    setEditing(null);
  };

  return (
    <div className="flex flex-col gap-5" data-testid="vehicle-sensors">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-2">
          <Label htmlFor="sensors-day">{t('readings.day')}</Label>
          <div className="w-64">
            <DateField
              id="sensors-day"
              value={day}
              onChange={(value) => setDay(value ?? dayOf(Date.now(), timeZone))}
              data-testid="sensors-day"
            />
          </div>
        </div>
        {canAdd && (sensors.data?.length ?? 0) > 0 && (
          <Button onClick={() => setEditing('new')} data-testid="sensor-add-button">
            <Plus aria-hidden />
            {t('actions.add')}
          </Button>
        )}
      </div>
      {!sensors.data ? (
        <Skeleton className="h-64" />
      ) : sensors.data.length === 0 ? (
        <div className="rounded-lg border bg-card">
          <EmptyState
            icon={Gauge}
            title={t('empty_title')}
            hint={t('empty_hint')}
            action={
              canAdd
                ? {
                    label: t('actions.add'),
                    icon: Plus,
                    onClick: () => setEditing('new'),
                    'data-testid': 'sensor-add-button',
                  }
                : undefined
            }
            data-testid="sensors-empty"
          />
        </div>
      ) : (
        <ul className="flex flex-col gap-5" aria-label={t('title')}>
          {sensors.data.map((sensor) => (
            <SensorCard
              key={sensor.id}
              sensor={sensor}
              day={day}
              raw={rawReadingOf(attributes[sensor.attribute])}
              onEdit={() => setEditing(sensor)}
              onRemove={() => setRemoving(sensor)}
            />
          ))}
        </ul>
      )}
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('add_title') : t('edit_title')}
        description={t('form_description')}
        className="max-w-4xl"
        testId="sensor-dialog"
      >
        <SensorForm
          sensor={editing === 'new' || editing === null ? undefined : editing}
          attributes={attributes}
          pending={save.isPending}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        />
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        action={t('actions.remove_verb')}
        type={t('sensor')}
        description={removing ? t('remove_description', { name: removing.name }) : undefined}
        pending={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
        }}
      />
    </div>
  );
}

function SensorCard({
  sensor,
  day,
  raw,
  onEdit,
  onRemove,
}: {
  sensor: Sensor;
  day: string;
  raw: number | null;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('sensors');
  const unit = t(`units.${sensor.unit}`, { defaultValue: sensor.unit });
  const titleId = `sensor-${sensor.id}-title`;
  const quantity = (value: number | null) => (value === null ? '—' : `${formatNumber(value)} ${unit}`);
  const details: [string, string][] = [
    [t('fields.attribute'), sensor.attribute],
    [t('fields.multiplier'), formatNumber(sensor.multiplier, 6)],
    [
      t('fields.calibration'),
      sensor.calibration.length === 0
        ? t('calibration.none')
        : t('calibration.points', {
            count: sensor.calibration.length,
            formatted: formatNumber(sensor.calibration.length, 0),
          }),
    ],
  ];
  if (sensor.type === 'fuel_level')
    details.push(
      [t('fields.capacity'), quantity(sensor.capacity)],
      [t('fields.refuel_min_litres'), quantity(sensor.refuel_min_litres)],
      [t('fields.drain_min_litres'), quantity(sensor.drain_min_litres)],
    );
  if (sensor.type === 'temperature')
    details.push([t('fields.min'), quantity(sensor.min)], [t('fields.max'), quantity(sensor.max)]);

  return (
    <li
      className="flex flex-col gap-4 rounded-lg border bg-card p-5"
      aria-labelledby={titleId}
      data-testid="sensor-card"
      data-sensor-id={sensor.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-lg font-bold" data-testid="sensor-name">
            <bdi>{sensor.name}</bdi>
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="sensor-type">
            {t(`types.${sensor.type}`)}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1 text-end">
          <p className="text-xs font-semibold text-muted-foreground">{t('latest')}</p>
          <p className="text-xl font-bold" data-testid="sensor-latest">
            {raw === null ? '—' : quantity(calibrate(sensor.calibration, sensor.multiplier, raw))}
          </p>
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-3">
        {details.map(([term, value]) => (
          <div key={term} className="flex min-w-0 items-baseline justify-between gap-3 border-b py-1.5">
            <dt className="text-sm text-muted-foreground">{term}</dt>
            <dd className="text-sm font-semibold">
              <bdi dir={term === t('fields.attribute') ? 'ltr' : undefined}>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <ReadingsChart sensor={sensor} day={day} />
      {(sensor.actions.length > 0 || sensor.type === 'temperature') && (
        <div className="flex flex-wrap justify-end gap-2">
          {sensor.type === 'temperature' && (
            <Button variant="outline" size="sm" asChild>
              <Link
                to={paths.temperatureRecord.getHref(sensor.vehicle_id, sensor.id, day)}
                aria-label={t('print_record.open_named', { name: sensor.name })}
                data-testid="sensor-print-record"
              >
                <Printer aria-hidden />
                {t('print_record.open')}
              </Link>
            </Button>
          )}
          {sensor.actions.includes('edit') && (
            <Button
              variant="outline"
              size="sm"
              onClick={onEdit}
              aria-label={t('actions.edit_named', { name: sensor.name })}
              data-testid="sensor-edit-button"
            >
              <Pencil aria-hidden />
              {t('common:actions.edit')}
            </Button>
          )}
          {sensor.actions.includes('delete') && (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              onClick={onRemove}
              aria-label={t('actions.remove_named', { name: sensor.name })}
              data-testid="sensor-remove-button"
            >
              <Trash2 aria-hidden />
              {t('actions.remove')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
