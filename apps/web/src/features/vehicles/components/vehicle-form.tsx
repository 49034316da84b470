import { useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Loader2 } from 'lucide-react';
import {
  FUEL_TYPES,
  MAX_VEHICLE_IMAGES,
  VEHICLE_CATEGORIES,
  vehicleInputSchema,
  type Vehicle,
  type VehicleValues,
} from '@fleet/shared/schemas/vehicles';
import type { z } from '@fleet/shared/validation';
import { cn } from '@/lib/cn';
import { translateMessage } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form/form-field';
import { DateField } from '@/components/form/date-field';
import { applyServerErrors, useClearServerErrorOnChange } from '@/components/form/server-errors';
import { VinInput } from '@/features/vehicles/components/vin-input';
import { MediaUploadField } from '@/components/media/media-upload-field';

export type VehicleFormValues = z.input<typeof vehicleInputSchema>;

export const EMPTY_VEHICLE: VehicleFormValues = {
  name: '',
  model: '',
  tag: '',
  manufacture_year: null,
  plate_number: '',
  licence_plate_number: '',
  vin: '',
  // Nothing chosen yet: the select shows its placeholder and the schema says the field is required.
  category: undefined as unknown as VehicleFormValues['category'],
  capacity: null,
  fuel_type: undefined as unknown as VehicleFormValues['fuel_type'],
  meter_reading: null,
  color: '',
  form_number: '',
  form_start_date: null,
  form_end_date: null,
  status: true,
  images: [],
  device_id: '',
};

/** The read shape as form values (PUT replaces the whole vehicle). */
export function toFormValues(vehicle: Vehicle): VehicleFormValues {
  return {
    name: vehicle.name,
    model: vehicle.model ?? '',
    tag: vehicle.tag ?? '',
    manufacture_year: vehicle.manufacture_year,
    plate_number: vehicle.plate_number,
    licence_plate_number: vehicle.licence_plate_number ?? '',
    vin: vehicle.vin ?? '',
    category: vehicle.category,
    capacity: vehicle.capacity,
    fuel_type: vehicle.fuel_type,
    meter_reading: vehicle.meter_reading,
    color: vehicle.color ?? '',
    form_number: vehicle.form_number ?? '',
    form_start_date: vehicle.form_start_date,
    form_end_date: vehicle.form_end_date,
    status: vehicle.status,
    images: vehicle.images.map((image) => image.id),
    device_id: vehicle.device_id ?? '',
  };
}

/** Empty number inputs are null, not NaN. */
const asNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

type VehicleFormProps = {
  mode: 'add' | 'edit';
  vehicle?: Vehicle;
  pending: boolean;
  onSubmit: (input: VehicleValues) => Promise<unknown>;
  onCancel: () => void;
};

/** One form for add and edit, validated with the shared schema; server field errors land on the fields. */
export function VehicleForm({ mode, vehicle, pending, onSubmit, onCancel }: VehicleFormProps) {
  const { t } = useTranslation('vehicles');
  const [uploading, setUploading] = useState(false);
  const form = useForm<VehicleFormValues, unknown, VehicleValues>({
    resolver: zodResolver(vehicleInputSchema),
    defaultValues: vehicle ? toFormValues(vehicle) : EMPTY_VEHICLE,
  });
  useClearServerErrorOnChange(form);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    form.clearErrors();
    try {
      await onSubmit(input);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  const error = (name: FieldPath<VehicleFormValues>) => {
    const root = name.split('.')[0] as keyof typeof errors;
    return errors[root]?.message as string | undefined;
  };
  const fieldId = (name: string) => `vehicle-${name.replace(/_/g, '-')}`;
  const a11y = (name: FieldPath<VehicleFormValues>) => ({
    id: fieldId(name),
    'aria-invalid': !!error(name) || undefined,
    'aria-describedby': error(name) ? `${fieldId(name)}-error` : undefined,
  });

  const text = (
    name: FieldPath<VehicleFormValues>,
    options: { placeholder?: string; hint?: ReactNode; dir?: 'ltr' | 'auto' } = {},
  ) => (
    <FormField id={fieldId(name)} label={t(`fields.${name}`)} error={error(name)} hint={options.hint}>
      <Input
        autoComplete="off"
        placeholder={options.placeholder}
        dir={options.dir}
        {...a11y(name)}
        {...form.register(name)}
      />
    </FormField>
  );
  const number = (name: FieldPath<VehicleFormValues>, options: { min?: number; max?: number } = {}) => (
    <FormField id={fieldId(name)} label={t(`fields.${name}`)} error={error(name)}>
      <Input
        type="number"
        inputMode="numeric"
        min={options.min}
        max={options.max}
        step={1}
        {...a11y(name)}
        {...form.register(name, { setValueAs: asNumber })}
      />
    </FormField>
  );
  const select = (name: 'category' | 'fuel_type', values: readonly string[], labels: string) => (
    <FormField id={fieldId(name)} label={t(`fields.${name}`)} error={error(name)}>
      <div className="relative">
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <select
              {...a11y(name)}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              className={cn(
                'flex h-[50px] w-full appearance-none rounded-md border border-input bg-card ps-3.5 pe-10 text-sm shadow-xs outline-none',
                'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive',
                !field.value && 'text-muted-foreground',
              )}
            >
              <option value="" disabled>
                {t('placeholders.choose')}
              </option>
              {values.map((value) => (
                <option key={value} value={value} className="text-foreground">
                  {t(`${labels}.${value}`)}
                </option>
              ))}
            </select>
          )}
        />
        <ChevronDown className="pointer-events-none absolute end-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      </div>
    </FormField>
  );
  const date = (name: 'form_start_date' | 'form_end_date', min?: string | null) => (
    <FormField id={fieldId(name)} label={t(`fields.${name}`)} error={error(name)}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <DateField
            id={fieldId(name)}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              // Re-check the range at once when the other date is set.
              if (form.formState.isSubmitted) void form.trigger(['form_start_date', 'form_end_date']);
            }}
            placeholder={t('placeholders.pick_date')}
            invalid={!!error(name)}
            min={min}
          />
        )}
      />
    </FormField>
  );

  const startDate = form.watch('form_start_date');

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="vehicle-form">
      <Card>
        <CardHeader>
          <CardTitle>{t('sections.basic')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {text('name', { placeholder: t('placeholders.name') })}
          {text('model', { placeholder: t('placeholders.model') })}
          {number('manufacture_year', { min: 1950 })}
          {text('plate_number', { placeholder: t('placeholders.plate_number'), dir: 'auto' })}
          {text('licence_plate_number', { dir: 'auto' })}
          <FormField id={fieldId('vin')} label={t('fields.vin')} error={error('vin')} hint={t('hints.vin')}>
            <Controller
              control={form.control}
              name="vin"
              render={({ field }) => (
                <VinInput
                  {...a11y('vin')}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder={t('placeholders.vin')}
                />
              )}
            />
          </FormField>
          {select('category', VEHICLE_CATEGORIES, 'categories')}
          {select('fuel_type', FUEL_TYPES, 'fuel_types')}
          {number('capacity', { min: 0, max: 500 })}
          {number('meter_reading', { min: 0 })}
          {text('color', { placeholder: t('placeholders.color') })}
          {text('tag', { placeholder: t('placeholders.tag') })}
        </CardContent>
      </Card>

      <div className="grid gap-5 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('sections.registration')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              {text('form_number', {
                placeholder: t('placeholders.form_number'),
                hint: t('hints.form_number'),
                dir: 'ltr',
              })}
            </div>
            {date('form_start_date')}
            {date('form_end_date', startDate)}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('sections.tracking')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {text('device_id', {
              placeholder: t('placeholders.device_id'),
              hint: t('hints.device_id'),
              dir: 'ltr',
            })}
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
                  <div className="flex flex-col gap-1">
                    <label htmlFor={fieldId('status')} className="text-sm font-semibold">
                      {t('fields.status')}
                    </label>
                    <p className="text-xs text-muted-foreground">{t('hints.status')}</p>
                  </div>
                  <button
                    type="button"
                    role="switch"
                    id={fieldId('status')}
                    name="status"
                    aria-checked={field.value !== false}
                    onClick={() => field.onChange(field.value === false)}
                    className={cn(
                      'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
                      field.value !== false ? 'bg-primary' : 'bg-input',
                    )}
                    data-testid="vehicle-status-switch"
                  >
                    <span
                      className={cn(
                        'inline-block size-5 rounded-full bg-white shadow transition-transform',
                        field.value !== false
                          ? 'translate-x-[22px] rtl:-translate-x-[22px]'
                          : 'translate-x-0.5 rtl:-translate-x-0.5',
                      )}
                    />
                  </button>
                </div>
              )}
            />
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t('sections.media')}</CardTitle>
          <p className="text-sm text-muted-foreground">{t('hints.images', { max: MAX_VEHICLE_IMAGES })}</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <MediaUploadField
            id={fieldId('images')}
            initial={vehicle?.images ?? []}
            max={MAX_VEHICLE_IMAGES}
            allowVideo
            coverHint={t('media.order_hint')}
            invalid={!!error('images')}
            onChange={(ids) => form.setValue('images', ids, { shouldDirty: true })}
            onBusyChange={setUploading}
          />
          {error('images') && (
            <p
              role="alert"
              className="text-sm font-medium text-destructive"
              data-testid={`${fieldId('images')}-error`}
            >
              <FieldMessage message={error('images')} />
            </p>
          )}
        </CardContent>
      </Card>

      <div className="sticky bottom-0 -mx-1 flex items-center justify-end gap-2 border-t bg-background/95 px-1 py-3 backdrop-blur">
        {uploading && <span className="me-auto text-sm text-muted-foreground">{t('form.wait_uploads')}</span>}
        <Button variant="outline" className="h-[50px] px-6" onClick={onCancel} disabled={pending}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          type="submit"
          className="h-[50px] px-8"
          disabled={pending || uploading}
          data-testid="vehicle-submit"
        >
          {pending && <Loader2 className="animate-spin" />}
          {mode === 'add' ? t('form.create') : t('form.update')}
        </Button>
      </div>
    </form>
  );
}

function FieldMessage({ message }: { message: string | undefined }) {
  return <>{translateMessage(message)}</>;
}
