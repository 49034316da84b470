import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@fleet/shared/common';
import { DEFAULT_COUNTRY_CODE } from '@fleet/shared/constants';
import {
  createEmployeeInputSchema,
  updateEmployeeInputSchema,
  type Employee,
  type EmployeeValues,
} from '@fleet/shared/schemas/employees';
import type { z } from '@fleet/shared/validation';
import { fieldIds } from '@/components/form/field-ids';
import { FormSection } from '@/components/form/form-section';
import { FormField } from '@/components/form/form-field';
import { ImageFormField } from '@/components/form/image-form-field';
import { PhoneFormField } from '@/components/form/phone-form-field';
import { RemoteSelect, type OptionsSource } from '@/components/form/remote-select';
import { SelectFormField } from '@/components/form/select-form-field';
import { textFields } from '@/components/form/text-field';
import { submitWithServerErrors, useClearServerErrorOnChange } from '@/components/form/server-errors';
import { PageForm } from '@/components/form/page-form';

export type EmployeeFormValues = z.input<typeof updateEmployeeInputSchema>;

const EMPTY: EmployeeFormValues = {
  name: '',
  email: '',
  password: '',
  identity_number: '',
  country_code: DEFAULT_COUNTRY_CODE,
  phone: '',
  image: null,
  role_id: undefined as unknown as number,
  driver_id: null,
};

function toFormValues(employee: Employee): EmployeeFormValues {
  return {
    name: employee.name,
    email: employee.email,
    password: '',
    identity_number: employee.identity_number ?? '',
    country_code: (employee.country_code ?? DEFAULT_COUNTRY_CODE) as EmployeeFormValues['country_code'],
    phone: employee.phone ?? '',
    image: employee.image?.id ?? null,
    role_id: employee.role_id,
    driver_id: employee.driver_id,
  };
}

const NO_DRIVER = '';

type EmployeeFormProps = {
  mode: 'add' | 'edit';
  employee?: Employee;
  roleOptions: readonly SelectOption[];
  /** The drivers to link, searched on the server; undefined when the user may not list them (field hidden). */
  driverOptions?: OptionsSource;
  pending: boolean;
  onSubmit: (input: EmployeeValues) => Promise<unknown>;
  onCancel: () => void;
};

/** One form for add and edit: the password is required on add and optional on edit. */
export function EmployeeForm({
  mode,
  employee,
  roleOptions,
  driverOptions,
  pending,
  onSubmit,
  onCancel,
}: EmployeeFormProps) {
  const { t } = useTranslation('people');
  const [uploading, setUploading] = useState(false);
  const form = useForm<EmployeeFormValues, unknown, EmployeeValues>({
    resolver: zodResolver(mode === 'add' ? createEmployeeInputSchema : updateEmployeeInputSchema),
    defaultValues: employee ? toFormValues(employee) : EMPTY,
  });
  useClearServerErrorOnChange(form);
  const { errors } = form.formState;

  const submit = submitWithServerErrors(form, onSubmit);

  const error = (name: FieldPath<EmployeeFormValues>) => errors[name]?.message;
  const { fieldId } = fieldIds('employee', error);
  const text = textFields<EmployeeFormValues, 'name' | 'email' | 'identity_number' | 'password'>({
    t,
    register: form.register,
    fieldId,
    error,
  });

  return (
    <PageForm
      schema={mode === 'add' ? createEmployeeInputSchema : updateEmployeeInputSchema}
      prefix="employee"
      onSubmit={submit}
      pending={pending}
      uploading={uploading}
      uploadingNote={t('form.wait_uploads')}
      submitLabel={mode === 'add' ? t('form.create') : t('form.update')}
      onCancel={onCancel}
    >
      <FormSection title={t('sections.personal')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {text('name')}
        {text('identity_number', { dir: 'ltr', inputMode: 'numeric', hint: t('hints.identity_number') })}
        <PhoneFormField
          form={form}
          id={fieldId('phone')}
          label={t('fields.phone')}
          placeholder={t('placeholders.phone')}
          phoneError={error('phone')}
          countryCodeError={error('country_code')}
        />
        <div className="sm:col-span-2 xl:col-span-3">
          <ImageFormField
            id={fieldId('image')}
            label={t('fields.image')}
            error={error('image')}
            initial={employee?.image ?? null}
            onChange={(id) => form.setValue('image', id, { shouldDirty: true })}
            onBusyChange={setUploading}
          />
        </div>
      </FormSection>

      <FormSection title={t('sections.account')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {text('email', { type: 'email', dir: 'ltr', inputMode: 'email' })}
        {text('password', {
          type: 'password',
          dir: 'ltr',
          hint: mode === 'edit' ? t('hints.password_keep') : t('hints.password'),
        })}
        <SelectFormField
          control={form.control}
          name="role_id"
          id={fieldId('role_id')}
          label={t('fields.role')}
          error={error('role_id')}
          options={roleOptions}
          parse={Number}
          placeholder={t('placeholders.role')}
          data-testid="employee-role-select"
        />
        {driverOptions && (
          <FormField
            id={fieldId('driver_id')}
            label={t('fields.driver_link')}
            error={error('driver_id')}
            hint={t('hints.driver_link')}
          >
            <Controller
              control={form.control}
              name="driver_id"
              render={({ field }) => (
                <RemoteSelect
                  id={fieldId('driver_id')}
                  useOptions={driverOptions}
                  leading={[{ label: t('none'), value: NO_DRIVER }]}
                  value={field.value ?? NO_DRIVER}
                  onChange={(value) => field.onChange(value === NO_DRIVER ? null : Number(value))}
                  invalid={!!error('driver_id')}
                  data-testid="employee-driver-select"
                />
              )}
            />
          </FormField>
        )}
      </FormSection>
    </PageForm>
  );
}
