import {
  Controller,
  get,
  useForm,
  useWatch,
  type FieldErrors,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  SENSOR_TYPES,
  SENSOR_UNITS,
  sensorInputSchema,
  type Sensor,
  type SensorInput,
  type SensorType,
} from '@fleet/shared/schemas/sensors';
import { isApiRequestError } from '@/lib/api-error';
import { parseNumberInput } from '@/lib/digits';
import { DialogFormFooter } from '@/components/form/dialog-form-footer';
import { Input } from '@/components/ui/input';
import { fieldIds } from '@/components/form/field-ids';
import { FormField } from '@/components/form/form-field';
import { RequiredFields } from '@/components/form/required-fields';
import { useClearServerErrorOnChange } from '@/components/form/server-errors';
import {
  checkCalibration,
  rawReadingOf,
  pointsToRows,
  rowsToPoints,
  type CalibrationIssue,
  type CalibrationRow,
} from '@/features/sensors/calibration';
import { CalibrationEditor } from '@/features/sensors/components/calibration-editor';

/** The form's values: the API's input with the calibration table as typed (text cells). */
export type SensorFormValues = {
  name: string;
  type: SensorType;
  attribute: string;
  multiplier: number | null;
  capacity: number | null;
  min: number | null;
  max: number | null;
  refuel_min_litres: number | null;
  drain_min_litres: number | null;
  calibration: CalibrationRow[];
};

type NumberField = 'multiplier' | 'capacity' | 'min' | 'max' | 'refuel_min_litres' | 'drain_min_litres';

/** Which of the optional numbers each type has (the others are sent empty). */
export const FIELDS_BY_TYPE: Record<SensorType, readonly NumberField[]> = {
  fuel_level: ['multiplier', 'capacity', 'refuel_min_litres', 'drain_min_litres'],
  fuel_used: ['multiplier'],
  temperature: ['multiplier', 'min', 'max'],
};

const EMPTY: SensorFormValues = {
  name: '',
  type: 'fuel_level',
  attribute: '',
  multiplier: 1,
  capacity: null,
  min: null,
  max: null,
  refuel_min_litres: null,
  drain_min_litres: null,
  calibration: [],
};

/** The minimum a sensor gets when none is stored (docs/api.md#sensors: 5% of the capacity, else 10 litres). */
function defaultMinLitres(capacity: number | null): number {
  return capacity !== null && capacity > 0 ? Math.round(capacity * 5) / 100 : 10;
}

/** A minimum equal to its default is shown empty, so that it keeps following the capacity once saved. */
function storedMinimum(value: number, capacity: number | null): number | null {
  return value === defaultMinLitres(capacity) ? null : value;
}

function toFormValues(sensor: Sensor): SensorFormValues {
  return {
    name: sensor.name,
    type: sensor.type,
    attribute: sensor.attribute,
    multiplier: sensor.multiplier,
    capacity: sensor.capacity,
    min: sensor.min,
    max: sensor.max,
    refuel_min_litres: storedMinimum(sensor.refuel_min_litres, sensor.capacity),
    drain_min_litres: storedMinimum(sensor.drain_min_litres, sensor.capacity),
    calibration: pointsToRows(sensor.calibration),
  };
}

/** The values as the API takes them: the table as numbers, the numbers the type has not left empty. */
export function toSensorInput(values: SensorFormValues): Record<string, unknown> {
  const kept = FIELDS_BY_TYPE[values.type];
  const number = (field: NumberField) => (kept.includes(field) ? values[field] : null);
  return {
    name: values.name,
    type: values.type,
    attribute: values.attribute,
    calibration: rowsToPoints(values.calibration),
    multiplier: number('multiplier'),
    capacity: number('capacity'),
    min: number('min'),
    max: number('max'),
    refuel_min_litres: number('refuel_min_litres'),
    drain_min_litres: number('drain_min_litres'),
  };
}

const schemaResolver = zodResolver(sensorInputSchema);

/**
 * The shared schema checks the API's input; the table's own checks (every cell, 2–200 points, raw ascending)
 * run as well, whatever else is wrong, and put their message at the row and cell.
 */
const sensorResolver: Resolver<SensorFormValues, unknown, SensorInput> = async (values, context, options) => {
  const result = await schemaResolver(toSensorInput(values) as never, context, options as never);
  const issues = checkCalibration(values.calibration);
  const errors = { ...(result.errors as FieldErrors<SensorFormValues>) } as Record<string, unknown>;
  if (issues.length > 0) {
    // Cells' and the table's problems replace the schema's (same checks, said at the cell).
    const calibration: Record<string, unknown> = {};
    for (const issue of issues) {
      const error = { type: 'calibration', message: issue.message };
      if (issue.index === null) Object.assign(calibration, error);
      else
        calibration[issue.index] = {
          ...(calibration[issue.index] as object),
          [issue.field === 'raw' ? 0 : 1]: error,
        };
    }
    errors.calibration = calibration;
  }
  if (Object.keys(errors).length === 0) return { values: result.values as SensorInput, errors: {} };
  return { values: {}, errors: errors as FieldErrors<SensorFormValues> };
};

/** The table's errors as the editor shows them, from the form's errors (the checks' and the server's). */
function calibrationIssues(errors: FieldErrors<SensorFormValues>, rows: number): CalibrationIssue[] {
  const issues: CalibrationIssue[] = [];
  const table = get(errors, 'calibration') as { message?: string } | undefined;
  if (table?.message) issues.push({ index: null, field: null, message: table.message });
  for (let index = 0; index < rows; index += 1)
    (['raw', 'value'] as const).forEach((field, column) => {
      const message = (get(errors, `calibration.${index}.${column}`) as { message?: string } | undefined)
        ?.message;
      if (message) issues.push({ index, field, message });
    });
  return issues;
}

type SensorFormProps = {
  sensor?: Sensor;
  /** The vehicle's last position's attributes, for the latest raw reading on the curve. */
  attributes: Record<string, unknown>;
  pending: boolean;
  onSubmit: (input: SensorInput) => Promise<unknown>;
  onCancel: () => void;
};

/** A sensor's name, type, attribute, the fields its type has, and its calibration table with the curve. */
export function SensorForm({ sensor, attributes, pending, onSubmit, onCancel }: SensorFormProps) {
  const { t } = useTranslation('sensors');
  const form = useForm<SensorFormValues, unknown, SensorInput>({
    resolver: sensorResolver,
    defaultValues: sensor ? toFormValues(sensor) : EMPTY,
  });
  // The output type differs from the values' (the table's text becomes numbers); clearing reads only values.
  useClearServerErrorOnChange(form as unknown as UseFormReturn<SensorFormValues>);
  const { errors } = form.formState;
  const error = (name: string) => (get(errors, name) as { message?: string } | undefined)?.message;
  const { fieldId, a11y } = fieldIds<keyof SensorFormValues>('sensor', error);
  const [type, attribute, multiplier] = useWatch({
    control: form.control,
    name: ['type', 'attribute', 'multiplier'],
  });
  const latestRaw = rawReadingOf(attributes[attribute?.trim() ?? '']);

  const submit = form.handleSubmit(async (input) => {
    form.clearErrors();
    try {
      await onSubmit(input);
    } catch (failure) {
      if (!isApiRequestError(failure)) return;
      // The server's field errors at their field, a table's at its row and cell ("calibration.3.0").
      Object.entries(failure.fieldErrors).forEach(([field, messages], index) => {
        const parts = field.split('.');
        const name =
          parts[0] === 'calibration' && parts.length === 3
            ? `calibration.${parts[1]}.${parts[2]}`
            : (parts[0] ?? field);
        form.setError(name as never, { type: 'server', message: messages[0] }, { shouldFocus: index === 0 });
      });
    }
  });

  const number = (name: NumberField, unit?: string, hint?: string) => (
    <FormField key={name} id={fieldId(name)} label={t(`fields.${name}`)} error={error(name)} hint={hint}>
      <div className="relative">
        <Input
          inputMode="decimal"
          autoComplete="off"
          className={unit ? 'pe-14' : undefined}
          {...a11y(name)}
          {...form.register(name, { setValueAs: parseNumberInput })}
          data-testid={`sensor-${name.replace(/_/g, '-')}`}
        />
        {unit && (
          <span
            aria-hidden
            className="pointer-events-none absolute end-3.5 top-1/2 -translate-y-1/2 text-sm text-muted-foreground"
          >
            {t(`units.${unit}`)}
          </span>
        )}
      </div>
    </FormField>
  );

  const shown = FIELDS_BY_TYPE[type];
  return (
    <RequiredFields schema={sensorInputSchema} prefix="sensor">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="sensor-form">
        <div className="grid gap-4 md:grid-cols-3">
          <FormField id={fieldId('name')} label={t('fields.name')} error={error('name')}>
            <Input
              autoComplete="off"
              {...a11y('name')}
              {...form.register('name')}
              data-testid="sensor-name"
            />
          </FormField>
          <FormField id={fieldId('type')} label={t('fields.type')} error={error('type')}>
            <select
              {...a11y('type')}
              {...form.register('type')}
              className="h-[50px] rounded-md border border-input bg-card px-3 text-sm outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25"
              data-testid="sensor-type"
            >
              {SENSOR_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`types.${value}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id={fieldId('attribute')}
            label={t('fields.attribute')}
            error={error('attribute')}
            hint={t('hints.attribute')}
          >
            <Input
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
              {...a11y('attribute')}
              {...form.register('attribute')}
              data-testid="sensor-attribute"
            />
          </FormField>
          {shown.includes('multiplier') && number('multiplier', undefined, t('hints.multiplier'))}
          {shown.includes('capacity') && number('capacity', 'L')}
          {shown.includes('refuel_min_litres') && number('refuel_min_litres', 'L', t('hints.min_litres'))}
          {shown.includes('drain_min_litres') && number('drain_min_litres', 'L', t('hints.min_litres'))}
          {shown.includes('min') && number('min', '°C')}
          {shown.includes('max') && number('max', '°C')}
        </div>
        <section aria-labelledby="sensor-calibration-title" className="flex flex-col gap-3 border-t pt-4">
          <h3 id="sensor-calibration-title" className="text-base font-bold">
            {t('calibration.title')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('calibration.hint')}</p>
          <Controller
            control={form.control}
            name="calibration"
            render={({ field }) => (
              <CalibrationEditor
                id="sensor-calibration"
                rows={field.value}
                onChange={(rows) => {
                  form.clearErrors('calibration');
                  field.onChange(rows);
                }}
                issues={calibrationIssues(errors, field.value.length)}
                latestRaw={latestRaw}
                multiplier={typeof multiplier === 'number' && Number.isFinite(multiplier) ? multiplier : 1}
                unit={SENSOR_UNITS[type]}
              />
            )}
          />
        </section>
        <DialogFormFooter
          pending={pending}
          submitLabel={sensor ? t('actions.save') : t('actions.add')}
          submitTestId="sensor-submit"
          onCancel={onCancel}
        />
      </form>
    </RequiredFields>
  );
}
