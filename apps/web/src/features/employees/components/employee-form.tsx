import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import type { SelectOption } from '@fleet/shared/common';
import { DEFAULT_COUNTRY_CODE } from '@fleet/shared/constants';
import {
  createEmployeeInputSchema,
  updateEmployeeInputSchema,
  type Employee,
  type EmployeeValues,
} from '@fleet/shared/schemas/employees';
import type { z } from '@fleet/shared/validation';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { FormField } from '@/components/form/form-field';
import { ImageField } from '@/components/form/image-field';
import { PhoneField } from '@/components/form/phone-field';
import { RemoteSelect, type OptionsSource } from '@/components/form/remote-select';
import { applyServerErrors, useClearServerErrorOnChange } from '@/components/form/server-errors';

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

  const submit = form.handleSubmit(async (input) => {
    form.clearErrors();
    try {
      await onSubmit(input);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  const error = (name: FieldPath<EmployeeFormValues>) => errors[name]?.message;
  const fieldId = (name: string) => `employee-${name.replace(/_/g, '-')}`;
  const a11y = (name: FieldPath<EmployeeFormValues>) => ({
    id: fieldId(name),
    'aria-invalid': !!error(name) || undefined,
    'aria-describedby': error(name) ? `${fieldId(name)}-error` : undefined,
  });
  const text = (
    name: 'name' | 'email' | 'identity_number' | 'password',
    options: { type?: string; dir?: 'ltr' | 'auto'; inputMode?: 'numeric' | 'email'; hint?: string } = {},
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

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="employee-form">
      <Card>
        <CardHeader>
          <CardTitle>{t('sections.personal')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {text('name')}
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
          <div className="sm:col-span-2 xl:col-span-3">
            <FormField id={fieldId('image')} label={t('fields.image')} error={error('image')}>
              <ImageField
                id={fieldId('image')}
                initial={employee?.image ?? null}
                invalid={!!error('image')}
                onChange={(id) => form.setValue('image', id, { shouldDirty: true })}
                onBusyChange={setUploading}
              />
            </FormField>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('sections.account')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {text('email', { type: 'email', dir: 'ltr', inputMode: 'email' })}
          {text('password', {
            type: 'password',
            dir: 'ltr',
            hint: mode === 'edit' ? t('hints.password_keep') : t('hints.password'),
          })}
          <FormField id={fieldId('role_id')} label={t('fields.role')} error={error('role_id')}>
            <Controller
              control={form.control}
              name="role_id"
              render={({ field }) => (
                <SearchableSelect
                  id={fieldId('role_id')}
                  options={roleOptions}
                  value={field.value}
                  onChange={(value) => field.onChange(Number(value))}
                  placeholder={t('placeholders.role')}
                  invalid={!!error('role_id')}
                  data-testid="employee-role-select"
                />
              )}
            />
          </FormField>
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
          data-testid="employee-submit"
        >
          {pending && <Loader2 className="animate-spin" />}
          {mode === 'add' ? t('form.create') : t('form.update')}
        </Button>
      </div>
    </form>
  );
}
