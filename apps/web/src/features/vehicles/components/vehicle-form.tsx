import { useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
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
import { parseNumberInput } from '@/lib/digits';
import { Input } from '@/components/ui/input';
import { DateFormField } from '@/components/form/date-form-field';
import { fieldIds } from '@/components/form/field-ids';
import { FormSection } from '@/components/form/form-section';
import { FormField } from '@/components/form/form-field';
import { submitWithServerErrors, useClearServerErrorOnChange } from '@/components/form/server-errors';
import { VinInput } from '@/features/vehicles/components/vin-input';
import { MediaUploadField } from '@/components/media/media-upload-field';
import { PageForm } from '@/components/form/page-form';

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
  speed_limit: null,
  color: '',
  form_number: '',
  form_start_date: null,
  form_end_date: null,
  status: true,
  images: [],
  device_id: '',
  device_password: '',
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
    speed_limit: vehicle.speed_limit,
    color: vehicle.color ?? '',
    form_number: vehicle.form_number ?? '',
    form_start_date: vehicle.form_start_date,
    form_end_date: vehicle.form_end_date,
    status: vehicle.status,
    images: vehicle.images.map((image) => image.id),
    device_id: vehicle.device_id ?? '',
    // Write only: left empty, the stored one stays.
    device_password: '',
  };
}

type VehicleFormProps = {
  mode: 'add' | 'edit';
  vehicle?: Vehicle;
  /** A new vehicle's values given beforehand (a waiting device's id). */
  initial?: Partial<VehicleFormValues>;
  /** How to connect the device, shown under the tracking fields; given the device id as typed. */
  deviceHelp?: (deviceId: string) => ReactNode;
  pending: boolean;
  onSubmit: (input: VehicleValues) => Promise<unknown>;
  onCancel: () => void;
};

/** One form for add and edit, validated with the shared schema; server field errors land on the fields. */
export function VehicleForm({
  mode,
  vehicle,
  initial,
  deviceHelp,
  pending,
  onSubmit,
  onCancel,
}: VehicleFormProps) {
  const { t } = useTranslation('vehicles');
  const [uploading, setUploading] = useState(false);
  const form = useForm<VehicleFormValues, unknown, VehicleValues>({
    resolver: zodResolver(vehicleInputSchema),
    defaultValues: vehicle ? toFormValues(vehicle) : { ...EMPTY_VEHICLE, ...initial },
  });
  useClearServerErrorOnChange(form);
  const { errors } = form.formState;

  const submit = submitWithServerErrors(form, onSubmit);

  const error = (name: FieldPath<VehicleFormValues>) => {
    const root = name.split('.')[0] as keyof typeof errors;
    return errors[root]?.message as string | undefined;
  };
  const { fieldId, a11y } = fieldIds('vehicle', error);

  const text = (
    name: FieldPath<VehicleFormValues>,
    options: {
      placeholder?: string;
      hint?: ReactNode;
      dir?: 'ltr' | 'auto';
      type?: 'text' | 'password';
    } = {},
  ) => (
    <FormField id={fieldId(name)} label={t(`fields.${name}`)} error={error(name)} hint={options.hint}>
      <Input
        type={options.type}
        autoComplete={options.type === 'password' ? 'new-password' : 'off'}
        placeholder={options.placeholder}
        dir={options.dir}
        {...a11y(name)}
        {...form.register(name)}
      />
    </FormField>
  );
  const number = (name: FieldPath<VehicleFormValues>) => (
    <FormField id={fieldId(name)} label={t(`fields.${name}`)} error={error(name)}>
      {/* Text, not type=number: browsers drop Arabic-Indic digits typed into a number input. */}
      <Input
        inputMode="numeric"
        autoComplete="off"
        {...a11y(name)}
        {...form.register(name, { setValueAs: parseNumberInput })}
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
    <DateFormField
      control={form.control}
      name={name}
      id={fieldId(name)}
      label={t(`fields.${name}`)}
      error={error(name)}
      placeholder={t('placeholders.pick_date')}
      min={min}
      parse={(value) => value}
      onPicked={() => {
        // Re-check the range at once when the other date is set.
        if (form.formState.isSubmitted) void form.trigger(['form_start_date', 'form_end_date']);
      }}
    />
  );

  const startDate = form.watch('form_start_date');
  const deviceId = form.watch('device_id');

  return (
    <PageForm
      schema={vehicleInputSchema}
      prefix="vehicle"
      onSubmit={submit}
      pending={pending}
      uploading={uploading}
      uploadingNote={t('form.wait_uploads')}
      submitLabel={mode === 'add' ? t('form.create') : t('form.update')}
      onCancel={onCancel}
    >
      <FormSection title={t('sections.basic')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {text('name', { placeholder: t('placeholders.name') })}
        {text('model', { placeholder: t('placeholders.model') })}
        {number('manufacture_year')}
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
        {number('capacity')}
        {number('meter_reading')}
        <FormField
          id={fieldId('speed_limit')}
          label={t('fields.speed_limit')}
          error={error('speed_limit')}
          hint={t('hints.speed_limit')}
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            {...a11y('speed_limit')}
            {...form.register('speed_limit', { setValueAs: parseNumberInput })}
          />
        </FormField>
        {text('color', { placeholder: t('placeholders.color') })}
        {text('tag', { placeholder: t('placeholders.tag') })}
      </FormSection>

      <div className="grid gap-5 lg:grid-cols-2">
        <FormSection title={t('sections.registration')} className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            {text('form_number', {
              placeholder: t('placeholders.form_number'),
              hint: t('hints.form_number'),
              dir: 'ltr',
            })}
          </div>
          {date('form_start_date')}
          {date('form_end_date', startDate)}
        </FormSection>
        <FormSection title={t('sections.tracking')} className="grid gap-4">
          {text('device_id', {
            placeholder: t('placeholders.device_id'),
            hint: t('hints.device_id'),
            dir: 'ltr',
          })}
          {text('device_password', {
            hint: t(mode === 'add' ? 'hints.device_password_new' : 'hints.device_password'),
            dir: 'ltr',
            type: 'password',
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
        </FormSection>
      </div>

      {deviceHelp && (
        <FormSection title={t('connect.title')} description={t('connect.hint')}>
          {deviceHelp(deviceId ?? '')}
        </FormSection>
      )}

      <FormSection
        title={t('sections.media')}
        description={t('hints.images', { max: MAX_VEHICLE_IMAGES })}
        className="flex flex-col gap-2"
      >
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
      </FormSection>
    </PageForm>
  );
}

function FieldMessage({ message }: { message: string | undefined }) {
  return <>{translateMessage(message)}</>;
}
