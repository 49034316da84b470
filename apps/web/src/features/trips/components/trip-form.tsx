import { useCallback, useMemo, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, MousePointerClick, Trash2 } from 'lucide-react';
import type { SelectOption } from '@fleet/shared/common';
import { tripInputSchema, type Availability, type Trip, type TripValues } from '@fleet/shared/schemas/trips';
import type { z } from '@fleet/shared/validation';
import { parseNumberInput } from '@/lib/digits';
import { translateMessage } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { DateFormField } from '@/components/form/date-form-field';
import { fieldIds } from '@/components/form/field-ids';
import { FormSection } from '@/components/form/form-section';
import { FormField } from '@/components/form/form-field';
import { SelectFormField } from '@/components/form/select-form-field';
import { submitWithServerErrors, useClearServerErrorOnChange } from '@/components/form/server-errors';
import { MapView } from '@/components/map/map-view';
import { useAvailability } from '@/features/trips/api/get-availability';
import { newStation, stationRole } from '@/features/trips/stations';
import { STATION_COLORS, StationsLayer } from '@/features/trips/components/stations-layer';
import { PageForm } from '@/components/form/page-form';

export type TripFormValues = z.input<typeof tripInputSchema>;

function emptyValues(today: string): TripFormValues {
  return {
    name: '',
    day: today,
    start_time: '',
    driver_id: undefined as unknown as number,
    vehicle_id: undefined as unknown as number,
    stations: [],
  };
}

function toFormValues(trip: Trip): TripFormValues {
  return {
    name: trip.name,
    day: trip.day,
    start_time: trip.start_time,
    driver_id: trip.driver_id,
    vehicle_id: trip.vehicle_id,
    stations: trip.stations.map((station) => ({ ...station })),
  };
}

type Busy = Availability['drivers'][number]['busy'];

type TripFormProps = {
  mode: 'add' | 'edit';
  trip?: Trip;
  /** The fleet's today: a new itinerary's day until another is picked. */
  today: string;
  /** The map's base layers (tiles and their fallback), supplied by the page. */
  mapBase: ReactNode;
  pending: boolean;
  onSubmit: (input: TripValues) => Promise<unknown>;
  onCancel: () => void;
};

/** The one add/edit form: the plan, its driver and vehicle (who is free that day), and stations on a map. */
export function TripForm({ mode, trip, today, mapBase, pending, onSubmit, onCancel }: TripFormProps) {
  const { t } = useTranslation('trips');
  const form = useForm<TripFormValues, unknown, TripValues>({
    resolver: zodResolver(tripInputSchema),
    defaultValues: trip ? toFormValues(trip) : emptyValues(today),
  });
  useClearServerErrorOnChange(form);
  const { errors } = form.formState;
  const stationsArray = useFieldArray({ control: form.control, name: 'stations' });
  const stations = useWatch({ control: form.control, name: 'stations' });
  const day = useWatch({ control: form.control, name: 'day' });
  const availability = useAvailability(day || undefined, trip?.id);

  const busyLabel = useCallback(
    (busy: Busy) =>
      busy.length === 0
        ? t('availability.free')
        : t('availability.busy', { windows: busy.map((b) => `${b.from}–${b.to}`).join('، ') }),
    [t],
  );
  const driverOptions = useMemo<SelectOption[]>(
    () =>
      (availability.data?.drivers ?? []).map((driver) => ({
        value: driver.id,
        label: `${driver.name} — ${busyLabel(driver.busy)}`,
      })),
    [availability.data, busyLabel],
  );
  const vehicleOptions = useMemo<SelectOption[]>(
    () =>
      (availability.data?.vehicles ?? []).map((vehicle) => ({
        value: vehicle.id,
        label: `${vehicle.name} (${vehicle.plate_number}) — ${
          vehicle.blocked ? t('availability.blocked') : busyLabel(vehicle.busy)
        }`,
      })),
    [availability.data, busyLabel, t],
  );

  const addStation = useCallback(
    (point: { lat: number; lon: number }) => {
      const current = form.getValues('stations');
      const name = t('new_station_name', { number: current.length + 1 });
      stationsArray.append(newStation(point, current, form.getValues('start_time'), name));
    },
    [form, stationsArray, t],
  );
  const moveStation = useCallback(
    (index: number, point: { lat: number; lon: number }) => {
      form.setValue(`stations.${index}.lat`, point.lat, { shouldDirty: true });
      form.setValue(`stations.${index}.lon`, point.lon, { shouldDirty: true });
    },
    [form],
  );

  const submit = submitWithServerErrors(form, onSubmit);

  const error = (name: FieldPath<TripFormValues>) => form.getFieldState(name, form.formState).error?.message;
  const { fieldId, a11y } = fieldIds('trip', error);
  const stationsError = errors.stations?.root?.message ?? errors.stations?.message;

  return (
    <PageForm
      schema={tripInputSchema}
      prefix="trip"
      onSubmit={submit}
      pending={pending}
      submitLabel={mode === 'add' ? t('form.create') : t('form.update')}
      onCancel={onCancel}
    >
      <FormSection title={t('sections.plan')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <FormField id={fieldId('name')} label={t('fields.name')} error={error('name')}>
          <Input
            placeholder={t('placeholders.name')}
            autoComplete="off"
            {...a11y('name')}
            {...form.register('name')}
          />
        </FormField>
        <DateFormField
          control={form.control}
          name="day"
          id={fieldId('day')}
          label={t('fields.day')}
          error={error('day')}
          placeholder={t('placeholders.day')}
          parse={(value) => value ?? ''}
        />
        <FormField id={fieldId('start_time')} label={t('fields.start_time')} error={error('start_time')}>
          <Input
            type="time"
            dir="ltr"
            className="text-start"
            {...a11y('start_time')}
            {...form.register('start_time')}
          />
        </FormField>
        <SelectFormField
          control={form.control}
          name="driver_id"
          id={fieldId('driver_id')}
          label={t('fields.driver')}
          error={error('driver_id')}
          hint={t('hints.availability')}
          options={driverOptions}
          parse={Number}
          placeholder={day ? t('placeholders.driver') : t('placeholders.day_first')}
          disabled={!day}
          data-testid="trip-driver-select"
        />
        <SelectFormField
          control={form.control}
          name="vehicle_id"
          id={fieldId('vehicle_id')}
          label={t('fields.vehicle')}
          error={error('vehicle_id')}
          options={vehicleOptions}
          parse={Number}
          placeholder={day ? t('placeholders.vehicle') : t('placeholders.day_first')}
          disabled={!day}
          data-testid="trip-vehicle-select"
        />
      </FormSection>

      <FormSection
        title={t('sections.stations')}
        icon={MousePointerClick}
        description={t('hints.map')}
        className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      >
        <div
          className="relative h-[min(60vh,560px)] min-h-80 overflow-hidden rounded-md border"
          data-testid="trip-form-map"
        >
          <MapView label={t('sections.stations')} className="absolute inset-0">
            {mapBase}
            <StationsLayer stations={stations} onAdd={addStation} onMove={moveStation} />
          </MapView>
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          {stationsError && (
            <p
              role="alert"
              className="text-sm font-medium text-destructive"
              data-testid="trip-stations-error"
            >
              {translateMessage(stationsError)}
            </p>
          )}
          {stationsArray.fields.length === 0 && (
            <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
              {t('no_stations')}
            </p>
          )}
          <ol className="flex flex-col gap-3" data-testid="station-list">
            {stationsArray.fields.map((field, index) => {
              const role = stationRole(index, stationsArray.fields.length);
              const base = `stations.${index}` as const;
              return (
                <li
                  key={field.id}
                  className="flex gap-3 rounded-md border bg-card p-3"
                  data-testid="station-row"
                  data-index={index}
                >
                  <div className="flex flex-col items-center gap-1">
                    <span
                      className="grid size-7 place-content-center rounded-full text-xs font-bold text-white"
                      style={{ backgroundColor: STATION_COLORS[role] }}
                    >
                      {index + 1}
                    </span>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      disabled={index === 0}
                      onClick={() => stationsArray.move(index, index - 1)}
                      aria-label={t('station_actions.up')}
                      data-testid="station-up"
                    >
                      <ArrowUp />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      disabled={index === stationsArray.fields.length - 1}
                      onClick={() => stationsArray.move(index, index + 1)}
                      aria-label={t('station_actions.down')}
                      data-testid="station-down"
                    >
                      <ArrowDown />
                    </Button>
                  </div>
                  <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-[minmax(0,1fr)_9.5rem_7rem]">
                    <FormField
                      id={fieldId(`${base}.name`)}
                      label={t(`station_roles.${role}`)}
                      error={error(`${base}.name`)}
                    >
                      <Input
                        autoComplete="off"
                        {...a11y(`${base}.name`)}
                        {...form.register(`${base}.name`)}
                      />
                    </FormField>
                    <FormField
                      id={fieldId(`${base}.planned_time`)}
                      label={t('fields.planned_time')}
                      error={error(`${base}.planned_time`) ?? error(`${base}.next_day`)}
                    >
                      <Input
                        type="time"
                        dir="ltr"
                        className="text-start"
                        {...a11y(`${base}.planned_time`)}
                        {...form.register(`${base}.planned_time`)}
                      />
                    </FormField>
                    <FormField
                      id={fieldId(`${base}.radius`)}
                      label={t('fields.radius')}
                      error={error(`${base}.radius`)}
                    >
                      {/* Text, not type=number: browsers drop Arabic-Indic digits typed into a number input. */}
                      <Input
                        inputMode="numeric"
                        autoComplete="off"
                        dir="ltr"
                        className="text-start"
                        {...a11y(`${base}.radius`)}
                        {...form.register(`${base}.radius`, { setValueAs: parseNumberInput })}
                      />
                    </FormField>
                    <div className="flex items-center justify-between gap-2 sm:col-span-3">
                      <Controller
                        control={form.control}
                        name={`${base}.next_day`}
                        render={({ field: nextDay }) => (
                          <label className="flex items-center gap-2 text-xs text-muted-foreground">
                            <Checkbox
                              checked={nextDay.value === true}
                              onCheckedChange={(checked) => nextDay.onChange(checked === true)}
                              data-testid="station-next-day"
                            />
                            {t('fields.next_day')}
                          </label>
                        )}
                      />
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-destructive hover:text-destructive"
                        onClick={() => stationsArray.remove(index)}
                        data-testid="station-remove"
                      >
                        <Trash2 />
                        {t('station_actions.remove')}
                      </Button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      </FormSection>
    </PageForm>
  );
}
