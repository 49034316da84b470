import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import type { SelectOption } from '@fleet/shared/common';
import { DEFAULT_COUNTRY_CODE, type Language } from '@fleet/shared/constants';
import { COUNTRIES } from '@fleet/shared/countries';
import { driverInputSchema, type Driver, type DriverValues } from '@fleet/shared/schemas/drivers';
import type { z } from '@fleet/shared/validation';
import { DateFormField } from '@/components/form/date-form-field';
import { fieldIds } from '@/components/form/field-ids';
import { FormSection } from '@/components/form/form-section';
import { ImageFormField } from '@/components/form/image-form-field';
import { PhoneFormField } from '@/components/form/phone-form-field';
import { SelectFormField } from '@/components/form/select-form-field';
import { textFields } from '@/components/form/text-field';
import { submitWithServerErrors, useClearServerErrorOnChange } from '@/components/form/server-errors';
import { PageForm } from '@/components/form/page-form';

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
  key_id: '',
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
    key_id: driver.key_id ?? '',
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

  const submit = submitWithServerErrors(form, onSubmit);

  const error = (name: FieldPath<DriverFormValues>) => errors[name]?.message;
  const { fieldId } = fieldIds('driver', error);
  const text = textFields<
    DriverFormValues,
    'name' | 'identity_number' | 'address' | 'licence_number' | 'key_id' | 'password'
  >({ t, register: form.register, fieldId, error });
  const image = (name: ImageName, purpose: 'media' | 'document') => (
    <ImageFormField
      id={fieldId(name)}
      label={t(`fields.${name}`)}
      error={error(name)}
      initial={driver?.[name] ?? null}
      purpose={purpose}
      shape={purpose === 'document' ? 'card' : 'square'}
      onChange={(id) => form.setValue(name, id, { shouldDirty: true })}
      onBusyChange={(value) => setBusy((current) => ({ ...current, [name]: value }))}
    />
  );

  return (
    <PageForm
      schema={driverInputSchema}
      prefix="driver"
      onSubmit={submit}
      pending={pending}
      uploading={uploading}
      uploadingNote={t('form.wait_uploads')}
      submitLabel={mode === 'add' ? t('form.create_driver') : t('form.update_driver')}
      onCancel={onCancel}
    >
      <FormSection title={t('sections.personal')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {text('name')}
        <SelectFormField
          control={form.control}
          name="nationality"
          id={fieldId('nationality')}
          label={t('fields.nationality')}
          error={error('nationality')}
          options={nationalities}
          parse={(value) => String(value) as DriverFormValues['nationality']}
          onPicked={() => {
            if (form.formState.isSubmitted) void form.trigger('identity_number');
          }}
          placeholder={t('placeholders.nationality')}
          data-testid="driver-nationality-select"
        />
        {text('identity_number', { dir: 'ltr', inputMode: 'numeric', hint: t('hints.identity_number') })}
        <PhoneFormField
          form={form}
          id={fieldId('phone')}
          label={t('fields.phone')}
          placeholder={t('placeholders.phone')}
          phoneError={error('phone')}
          countryCodeError={error('country_code')}
        />
        <div className="sm:col-span-2">{text('address')}</div>
        <div className="sm:col-span-2 xl:col-span-3">{image('image', 'media')}</div>
      </FormSection>

      <FormSection title={t('sections.licence')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {text('licence_number', { dir: 'ltr' })}
        {text('key_id', { dir: 'ltr', hint: t('hints.key_id') })}
        <DateFormField
          control={form.control}
          name="licence_expiry_date"
          id={fieldId('licence_expiry_date')}
          label={t('fields.licence_expiry_date')}
          error={error('licence_expiry_date')}
          hint={t('hints.licence_expiry_date')}
          placeholder={t('placeholders.pick_date')}
          parse={(value) => value ?? (undefined as unknown as string)}
        />
        <SelectFormField
          control={form.control}
          name="vehicle_id"
          id={fieldId('vehicle_id')}
          label={t('fields.vehicle')}
          error={error('vehicle_id')}
          hint={t('hints.vehicle')}
          options={[{ label: t('no_vehicle'), value: NO_VEHICLE }, ...vehicleOptions]}
          format={(value) => value ?? NO_VEHICLE}
          parse={(value) => (value === NO_VEHICLE ? null : Number(value))}
          data-testid="driver-vehicle-select"
        />
      </FormSection>

      <FormSection
        title={t('sections.documents')}
        icon={ShieldAlert}
        description={t('hints.documents')}
        className="grid gap-4 sm:grid-cols-2"
      >
        {image('national_id_image', 'document')}
        {image('licence_image', 'document')}
      </FormSection>

      <FormSection title={t('sections.driver_app')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {text('password', {
          type: 'password',
          dir: 'ltr',
          hint:
            mode === 'edit' && driver?.has_password ? t('hints.password_keep') : t('hints.driver_password'),
        })}
      </FormSection>
    </PageForm>
  );
}
