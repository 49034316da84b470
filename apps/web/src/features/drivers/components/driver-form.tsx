import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Loader2, ShieldAlert } from 'lucide-react';
import type { SelectOption } from '@fleet/shared/common';
import { DEFAULT_COUNTRY_CODE, type Language } from '@fleet/shared/constants';
import { COUNTRIES } from '@fleet/shared/countries';
import { driverInputSchema, type Driver, type DriverValues } from '@fleet/shared/schemas/drivers';
import type { z } from '@fleet/shared/validation';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { DateField } from '@/components/form/date-field';
import { FormField } from '@/components/form/form-field';
import { ImageField } from '@/components/form/image-field';
import { PhoneField } from '@/components/form/phone-field';
import { applyServerErrors, useClearServerErrorOnChange } from '@/components/form/server-errors';

export type DriverFormValues = z.input<typeof driverInputSchema>;

const EMPTY: DriverFormValues = {
  name: '',
  identity_number: '',
  country_code: DEFAULT_COUNTRY_CODE,
  phone: '',
  nationality: undefined as unknown as DriverFormValues['nationality'],
  address: '',
  licence_number: '',
  licence_expiry_date: undefined as unknown as string,
  national_id_image: null,
  licence_image: null,
  image: null,
  vehicle_id: null,
  password: '',
};

function toFormValues(driver: Driver): DriverFormValues {
  return {
    name: driver.name,
    identity_number: driver.identity_number,
    country_code: driver.country_code as DriverFormValues['country_code'],
    phone: driver.phone,
    nationality: driver.nationality as DriverFormValues['nationality'],
    address: driver.address ?? '',
    licence_number: driver.licence_number,
    licence_expiry_date: driver.licence_expiry_date,
    national_id_image: driver.national_id_image?.id ?? null,
    licence_image: driver.licence_image?.id ?? null,
    image: driver.image?.id ?? null,
    vehicle_id: driver.vehicle_id,
    password: '',
  };
}

const NO_VEHICLE = '';
type ImageName = 'image' | 'national_id_image' | 'licence_image';

type DriverFormProps = {
  mode: 'add' | 'edit';
  driver?: Driver;
  /** Free vehicles (plus this driver's own), as options. */
  vehicleOptions: readonly SelectOption[];
  pending: boolean;
  onSubmit: (input: DriverValues) => Promise<unknown>;
  onCancel: () => void;
};

export function DriverForm({ mode, driver, vehicleOptions, pending, onSubmit, onCancel }: DriverFormProps) {
  const { t, i18n } = useTranslation('people');
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const uploading = Object.values(busy).some(Boolean);
  const form = useForm<DriverFormValues, unknown, DriverValues>({
    resolver: zodResolver(driverInputSchema),
    defaultValues: driver ? toFormValues(driver) : EMPTY,
  });
  useClearServerErrorOnChange(form);
  const { errors } = form.formState;
  const language = (i18n.language === 'en' ? 'en' : 'ar') satisfies Language;
  const nationalities = COUNTRIES.map((country) => ({ label: country.name[language], value: country.iso }));

  const submit = form.handleSubmit(async (input) => {
    form.clearErrors();
    try {
      await onSubmit(input);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  const error = (name: FieldPath<DriverFormValues>) => errors[name]?.message;
  const fieldId = (name: string) => `driver-${name.replace(/_/g, '-')}`;
  const a11y = (name: FieldPath<DriverFormValues>) => ({
    id: fieldId(name),
    'aria-invalid': !!error(name) || undefined,
    'aria-describedby': error(name) ? `${fieldId(name)}-error` : undefined,
  });
  const text = (
    name: 'name' | 'identity_number' | 'address' | 'licence_number' | 'password',
    options: { type?: string; dir?: 'ltr' | 'auto'; inputMode?: 'numeric'; hint?: string } = {},
  ) => (
    <FormField id={fieldId(name)} label={t(`fields.${name}`)} error={error(name)} hint={options.hint}>
      <Input
        type={options.type ?? 'text'}
        dir={options.dir}
        inputMode={options.inputMode}
        autoComplete={name === 'password' ? 'new-password' : 'off'}
        placeholder={t(`placeholders.${name}`)}
        {...a11y(name)}
        {...form.register(name)}
      />
    </FormField>
  );
  const image = (name: ImageName, purpose: 'media' | 'document') => (
    <FormField id={fieldId(name)} label={t(`fields.${name}`)} error={error(name)}>
      <ImageField
        id={fieldId(name)}
        initial={driver?.[name] ?? null}
        purpose={purpose}
        shape={purpose === 'document' ? 'card' : 'square'}
        invalid={!!error(name)}
        onChange={(id) => form.setValue(name, id, { shouldDirty: true })}
        onBusyChange={(value) => setBusy((current) => ({ ...current, [name]: value }))}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="driver-form">
      <Card>
        <CardHeader>
          <CardTitle>{t('sections.personal')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {text('name')}
          <FormField id={fieldId('nationality')} label={t('fields.nationality')} error={error('nationality')}>
            <Controller
              control={form.control}
              name="nationality"
              render={({ field }) => (
                <SearchableSelect
                  id={fieldId('nationality')}
                  options={nationalities}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(String(value));
                    if (form.formState.isSubmitted) void form.trigger('identity_number');
                  }}
                  placeholder={t('placeholders.nationality')}
                  invalid={!!error('nationality')}
                  data-testid="driver-nationality-select"
                />
              )}
            />
          </FormField>
          {text('identity_number', { dir: 'ltr', inputMode: 'numeric', hint: t('hints.identity_number') })}
          <FormField
            id={fieldId('phone')}
            label={t('fields.phone')}
            error={error('phone') ?? error('country_code')}
          >
            <Controller
              control={form.control}
              name="country_code"
              render={({ field }) => (
                <PhoneField
                  {...a11y('phone')}
                  countryCode={field.value ?? DEFAULT_COUNTRY_CODE}
                  onCountryChange={(code) => {
                    field.onChange(code);
                    if (form.formState.isSubmitted) void form.trigger('phone');
                  }}
                  invalid={!!error('phone')}
                  placeholder={t('placeholders.phone')}
                  {...form.register('phone')}
                />
              )}
            />
          </FormField>
          <div className="sm:col-span-2">{text('address')}</div>
          <div className="sm:col-span-2 xl:col-span-3">{image('image', 'media')}</div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('sections.licence')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {text('licence_number', { dir: 'ltr' })}
          <FormField
            id={fieldId('licence_expiry_date')}
            label={t('fields.licence_expiry_date')}
            error={error('licence_expiry_date')}
            hint={t('hints.licence_expiry_date')}
          >
            <Controller
              control={form.control}
              name="licence_expiry_date"
              render={({ field }) => (
                <DateField
                  id={fieldId('licence_expiry_date')}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? undefined)}
                  placeholder={t('placeholders.pick_date')}
                  invalid={!!error('licence_expiry_date')}
                />
              )}
            />
          </FormField>
          <FormField
            id={fieldId('vehicle_id')}
            label={t('fields.vehicle')}
            error={error('vehicle_id')}
            hint={t('hints.vehicle')}
          >
            <Controller
              control={form.control}
              name="vehicle_id"
              render={({ field }) => (
                <SearchableSelect
                  id={fieldId('vehicle_id')}
                  options={[{ label: t('no_vehicle'), value: NO_VEHICLE }, ...vehicleOptions]}
                  value={field.value ?? NO_VEHICLE}
                  onChange={(value) => field.onChange(value === NO_VEHICLE ? null : Number(value))}
                  invalid={!!error('vehicle_id')}
                  data-testid="driver-vehicle-select"
                />
              )}
            />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('sections.documents')}</CardTitle>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <ShieldAlert className="size-4 shrink-0" />
            {t('hints.documents')}
          </p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {image('national_id_image', 'document')}
          {image('licence_image', 'document')}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('sections.driver_app')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {text('password', {
            type: 'password',
            dir: 'ltr',
            hint:
              mode === 'edit' && driver?.has_password ? t('hints.password_keep') : t('hints.driver_password'),
          })}
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
          data-testid="driver-submit"
        >
          {pending && <Loader2 className="animate-spin" />}
          {mode === 'add' ? t('form.create_driver') : t('form.update_driver')}
        </Button>
      </div>
    </form>
  );
}
