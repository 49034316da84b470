import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  fuelTransactionInputSchema,
  type FuelTransaction,
  type FuelTransactionInput,
} from '@fleet/shared/schemas/fuel';
import { parseNumberInput } from '@/lib/digits';
import { useFleetTimeZone } from '@/lib/fleet-time-zone';
import { DialogFormFooter } from '@/components/form/dialog-form-footer';
import { Input } from '@/components/ui/input';
import { fieldIds } from '@/components/form/field-ids';
import { FormField } from '@/components/form/form-field';
import { RemoteSelect, type OptionsSource } from '@/components/form/remote-select';
import { RequiredFields } from '@/components/form/required-fields';
import { submitWithServerErrors, useClearServerErrorOnChange } from '@/components/form/server-errors';
import { fromLocalInput, toLocalInput } from '@/features/fuel/format';

/** The form's values: the API's input with the time as typed (the fleet's wall clock) and numbers as read. */
export type FuelFormValues = {
  vehicle_id: string;
  time: string;
  litres: number | null;
  cost: number | null;
  station: string;
  card: string;
};

type FormField = keyof FuelFormValues;

const schemaResolver = zodResolver(fuelTransactionInputSchema);

function toFormValues(
  transaction: FuelTransaction | undefined,
  timeZone: string | undefined,
): FuelFormValues {
  if (!transaction) return { vehicle_id: '', time: '', litres: null, cost: null, station: '', card: '' };
  return {
    vehicle_id: String(transaction.vehicle.id),
    time: toLocalInput(transaction.time, timeZone),
    litres: transaction.litres,
    cost: transaction.cost,
    station: transaction.station ?? '',
    card: transaction.card ?? '',
  };
}

type FuelTransactionFormProps = {
  transaction?: FuelTransaction;
  /** The vehicles to choose from (the vehicles' options, given by the page). */
  vehicleOptions: OptionsSource;
  pending: boolean;
  onSubmit: (input: FuelTransactionInput) => Promise<unknown>;
  onCancel: () => void;
};

/** A fuel-card transaction: vehicle, time (the fleet's clock), litres, cost, station and card. */
export function FuelTransactionForm({
  transaction,
  vehicleOptions,
  pending,
  onSubmit,
  onCancel,
}: FuelTransactionFormProps) {
  const { t } = useTranslation('fuel');
  const timeZone = useFleetTimeZone();
  // The shared schema checks what goes to the API: the time read on the fleet's clock first.
  const resolver: Resolver<FuelFormValues, unknown, FuelTransactionInput> = (values, context, options) =>
    schemaResolver(
      { ...values, time: fromLocalInput(values.time, timeZone) } as never,
      context,
      options as never,
    ) as never;
  const form = useForm<FuelFormValues, unknown, FuelTransactionInput>({
    resolver,
    defaultValues: toFormValues(transaction, timeZone),
  });
  useClearServerErrorOnChange(form as never);
  const { errors } = form.formState;
  const error = (name: FormField) => errors[name]?.message;
  const { fieldId, a11y } = fieldIds<FormField>('fuel', error);
  const submit = submitWithServerErrors(form, onSubmit);

  const number = (name: 'litres' | 'cost', unit?: string) => (
    <FormField id={fieldId(name)} label={t(`fields.${name}`)} error={error(name)}>
      <div className="relative">
        <Input
          inputMode="decimal"
          autoComplete="off"
          className={unit ? 'pe-14' : undefined}
          {...a11y(name)}
          {...form.register(name, { setValueAs: parseNumberInput })}
          data-testid={`fuel-${name}`}
        />
        {unit && (
          <span
            aria-hidden
            className="pointer-events-none absolute end-3.5 top-1/2 -translate-y-1/2 text-sm text-muted-foreground"
          >
            {unit}
          </span>
        )}
      </div>
    </FormField>
  );
  const text = (name: 'station' | 'card') => (
    <FormField id={fieldId(name)} label={t(`fields.${name}`)} error={error(name)}>
      <Input autoComplete="off" {...a11y(name)} {...form.register(name)} data-testid={`fuel-${name}`} />
    </FormField>
  );

  return (
    <RequiredFields schema={fuelTransactionInputSchema} prefix="fuel">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="fuel-form">
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id={fieldId('vehicle_id')} label={t('fields.vehicle_id')} error={error('vehicle_id')}>
            <Controller
              control={form.control}
              name="vehicle_id"
              render={({ field }) => (
                <RemoteSelect
                  id={fieldId('vehicle_id')}
                  useOptions={vehicleOptions}
                  value={field.value}
                  onChange={(value) => field.onChange(String(value))}
                  invalid={!!error('vehicle_id')}
                  data-testid="fuel-vehicle"
                />
              )}
            />
          </FormField>
          <FormField
            id={fieldId('time')}
            label={t('fields.time')}
            error={error('time')}
            hint={t('hints.time')}
          >
            <Input
              type="datetime-local"
              dir="ltr"
              {...a11y('time')}
              {...form.register('time')}
              data-testid="fuel-time"
            />
          </FormField>
          {number('litres', t('units.litres'))}
          {number('cost')}
          {text('station')}
          {text('card')}
        </div>
        <DialogFormFooter
          pending={pending}
          submitLabel={transaction ? t('actions.save') : t('actions.add')}
          submitTestId="fuel-submit"
          onCancel={onCancel}
        />
      </form>
    </RequiredFields>
  );
}
