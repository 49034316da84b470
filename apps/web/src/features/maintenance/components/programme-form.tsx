import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { VEHICLE_CATEGORIES } from '@fleet/shared/schemas/vehicles';
import {
  programmeInputSchema,
  type Programme,
  type ProgrammeInput,
  type ProgrammeValues,
} from '@fleet/shared/schemas/maintenance';
import { parseNumberInput } from '@/lib/digits';
import { Input } from '@/components/ui/input';
import { fieldIds } from '@/components/form/field-ids';
import { RemoteSelect, type OptionsSource } from '@/components/form/remote-select';
import { FormSection } from '@/components/form/form-section';
import { FormField } from '@/components/form/form-field';
import { FormFooter } from '@/components/form/form-footer';
import { submitWithServerErrors, useClearServerErrorOnChange } from '@/components/form/server-errors';
import { RequiredFields } from '@/components/form/required-fields';

type NumberField = 'every_km' | 'every_hours' | 'every_months' | 'warn_km' | 'warn_hours' | 'warn_days';

const EMPTY: ProgrammeInput = {
  name: '',
  vehicle_ids: [],
  categories: [],
  every_km: null,
  every_hours: null,
  every_months: null,
  warn_km: null,
  warn_hours: null,
  warn_days: null,
};

function toFormValues(programme: Programme): ProgrammeInput {
  return {
    name: programme.name,
    vehicle_ids: programme.vehicle_ids,
    categories: programme.categories,
    every_km: programme.every_km,
    every_hours: programme.every_hours,
    every_months: programme.every_months,
    warn_km: programme.warn_km,
    warn_hours: programme.warn_hours,
    warn_days: programme.warn_days,
  };
}

type ProgrammeFormProps = {
  mode: 'add' | 'edit';
  programme?: Programme;
  pending: boolean;
  vehicleOptions: OptionsSource;
  onSubmit: (input: ProgrammeValues) => Promise<unknown>;
  onCancel: () => void;
};

/** Name, the vehicles and categories it covers, its intervals (whichever comes first) and warnings. */
export function ProgrammeForm({
  mode,
  programme,
  pending,
  vehicleOptions,
  onSubmit,
  onCancel,
}: ProgrammeFormProps) {
  const { t } = useTranslation('maintenance');
  const { t: tv } = useTranslation('vehicles');
  const form = useForm<ProgrammeInput, unknown, ProgrammeValues>({
    resolver: zodResolver(programmeInputSchema),
    defaultValues: programme ? toFormValues(programme) : EMPTY,
  });
  useClearServerErrorOnChange(form);
  const { errors } = form.formState;
  const error = (name: string) =>
    (errors as Record<string, { message?: string } | undefined>)[name]?.message as string | undefined;
  const { fieldId, a11y } = fieldIds<keyof ProgrammeInput | NumberField>('programme', error);
  const submit = submitWithServerErrors(form, onSubmit);
  const known = new Map((programme?.vehicles ?? []).map((v) => [v.id, `${v.name} — ${v.plate_number}`]));

  const number = (name: NumberField, unit: 'km' | 'hours' | 'months' | 'days') => (
    <FormField id={fieldId(name)} label={t(`fields.${name}`)} error={error(name)}>
      <div className="relative">
        <Input
          inputMode="numeric"
          autoComplete="off"
          className="pe-16"
          {...a11y(name)}
          {...form.register(name, { setValueAs: parseNumberInput })}
          data-testid={`programme-${name.replace('_', '-')}`}
        />
        <span className="pointer-events-none absolute end-3.5 top-1/2 -translate-y-1/2 text-sm text-muted-foreground">
          {t(`unit_names.${unit}`)}
        </span>
      </div>
    </FormField>
  );

  return (
    <RequiredFields schema={programmeInputSchema} prefix="programme">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="programme-form">
        <FormSection title={t('sections.programme')} className="grid gap-4 md:grid-cols-2">
          <FormField id={fieldId('name')} label={t('fields.name')} error={error('name')}>
            <Input
              autoComplete="off"
              placeholder={t('placeholders.programme_name')}
              {...a11y('name')}
              {...form.register('name')}
            />
          </FormField>
          <div />
          <fieldset className="flex flex-col gap-2 md:col-span-2">
            <legend className="mb-2 text-sm font-semibold">{t('fields.categories')}</legend>
            <Controller
              control={form.control}
              name="categories"
              render={({ field }) => (
                <div className="flex flex-wrap gap-2">
                  {VEHICLE_CATEGORIES.map((category) => {
                    const checked = (field.value ?? []).includes(category);
                    return (
                      <label
                        key={category}
                        className="flex cursor-pointer items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/40"
                      >
                        <input
                          type="checkbox"
                          className="size-4 accent-[var(--color-primary)]"
                          checked={checked}
                          onChange={() =>
                            field.onChange(
                              checked
                                ? (field.value ?? []).filter((c) => c !== category)
                                : [...(field.value ?? []), category],
                            )
                          }
                          data-testid={`programme-category-${category}`}
                        />
                        {tv(`categories.${category}`)}
                      </label>
                    );
                  })}
                </div>
              )}
            />
          </fieldset>
          <Controller
            control={form.control}
            name="vehicle_ids"
            render={({ field }) => (
              <FormField
                id={fieldId('vehicle_ids')}
                label={t('fields.vehicles')}
                error={error('vehicle_ids')}
                hint={t('hints.vehicles')}
              >
                <RemoteSelect
                  id={fieldId('vehicle_ids')}
                  useOptions={vehicleOptions}
                  value={null}
                  placeholder={t('placeholders.add_vehicle')}
                  invalid={Boolean(error('vehicle_ids'))}
                  onChange={(value) => {
                    const id = Number(value);
                    if (!(field.value ?? []).includes(id)) field.onChange([...(field.value ?? []), id]);
                  }}
                  data-testid="programme-vehicle-select"
                />
                {(field.value ?? []).length > 0 && (
                  <ul className="flex flex-wrap gap-2" data-testid="programme-vehicles">
                    {(field.value ?? []).map((id) => (
                      <li
                        key={id}
                        className="flex items-center gap-1 rounded-full border bg-muted px-3 py-1 text-sm"
                      >
                        <bdi>{known.get(id) ?? `#${id}`}</bdi>
                        <button
                          type="button"
                          className="rounded-full p-0.5 outline-none hover:bg-background focus-visible:ring-3 focus-visible:ring-ring/50"
                          aria-label={t('actions.remove_vehicle', { name: known.get(id) ?? `#${id}` })}
                          onClick={() => field.onChange((field.value ?? []).filter((v) => v !== id))}
                        >
                          <X className="size-3.5" aria-hidden />
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </FormField>
            )}
          />
        </FormSection>
        <FormSection title={t('sections.intervals')} className="grid gap-4 md:grid-cols-3">
          <p className="text-sm text-muted-foreground md:col-span-3">{t('hints.intervals')}</p>
          {number('every_km', 'km')}
          {number('every_hours', 'hours')}
          {number('every_months', 'months')}
          {number('warn_km', 'km')}
          {number('warn_hours', 'hours')}
          {number('warn_days', 'days')}
        </FormSection>
        <FormFooter
          pending={pending}
          submitLabel={mode === 'add' ? t('actions.add_programme') : t('actions.save')}
          submitTestId="programme-submit"
          onCancel={onCancel}
        />
      </form>
    </RequiredFields>
  );
}
