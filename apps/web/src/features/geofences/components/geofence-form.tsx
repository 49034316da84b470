import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_GEOFENCE_COLOR,
  GEOFENCE_TYPES,
  MAX_GEOFENCE_SIZE_M,
  MIN_GEOFENCE_SIZE_M,
  geofenceInputSchema,
  type Geofence,
  type GeofenceInput,
  type GeofenceType,
  type GeofenceValues,
} from '@fleet/shared/schemas/geofences';
import { cn } from '@/lib/cn';
import { parseNumberInput } from '@/lib/digits';
import { translateMessage } from '@/lib/i18n';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { fieldIds } from '@/components/form/field-ids';
import type { OptionsSource } from '@/components/form/remote-select';
import { FormSection } from '@/components/form/form-section';
import { FormField } from '@/components/form/form-field';
import { FormFooter } from '@/components/form/form-footer';
import { submitWithServerErrors, useClearServerErrorOnChange } from '@/components/form/server-errors';
import { GeofenceTypeIcon } from '@/features/geofences/components/geofence-type';
import { VehiclesPicker } from '@/features/geofences/components/vehicles-picker';
import { parseCentre } from '@/features/geofences/centre';
import { RequiredFields } from '@/components/form/required-fields';

// The drawing library loads with the form only.
const GeofenceDrawMap = lazy(async () => ({
  default: (await import('@/features/geofences/components/geofence-draw-map')).GeofenceDrawMap,
}));

export type GeofenceFormValues = GeofenceInput;

/** Colours offered as swatches; any `#rrggbb` can be typed. */
export const GEOFENCE_COLORS = ['#2563eb', '#16a34a', '#dc2626', '#d97706', '#7c3aed', '#0891b2'] as const;

const DEFAULT_SIZE: Record<GeofenceType, { radius: number | null; width: number | null }> = {
  polygon: { radius: null, width: null },
  circle: { radius: 500, width: null },
  corridor: { radius: null, width: 100 },
};

export const EMPTY_GEOFENCE: GeofenceFormValues = {
  name: '',
  type: 'polygon',
  geometry: null as unknown as GeofenceFormValues['geometry'],
  radius: null,
  width: null,
  color: DEFAULT_GEOFENCE_COLOR,
  speed_limit: null,
  vehicle_ids: [],
  status: true,
};

export function toFormValues(geofence: Geofence): GeofenceFormValues {
  return {
    name: geofence.name,
    type: geofence.type,
    geometry: geofence.geometry,
    radius: geofence.radius,
    width: geofence.width,
    color: geofence.color,
    speed_limit: geofence.speed_limit,
    vehicle_ids: geofence.vehicle_ids,
    status: geofence.status,
  };
}

type GeofenceFormProps = {
  mode: 'add' | 'edit';
  geofence?: Geofence;
  pending: boolean;
  /** The tiles under the drawing (the tracking maps' base). */
  mapBase: ReactNode;
  /** Vehicles as select options. */
  vehicleOptions: OptionsSource;
  onSubmit: (input: GeofenceValues) => Promise<unknown>;
  onCancel: () => void;
};

/** One form for add and edit, checked with the shared schema (the server's rules); server errors land on the fields. */
export function GeofenceForm({
  mode,
  geofence,
  pending,
  mapBase,
  vehicleOptions,
  onSubmit,
  onCancel,
}: GeofenceFormProps) {
  const { t, i18n } = useTranslation('geofences');
  const sizeHint = t('hints.size', {
    min: MIN_GEOFENCE_SIZE_M.toLocaleString(i18n.language),
    max: MAX_GEOFENCE_SIZE_M.toLocaleString(i18n.language),
  });
  const form = useForm<GeofenceFormValues, unknown, GeofenceValues>({
    resolver: zodResolver(geofenceInputSchema),
    defaultValues: geofence ? toFormValues(geofence) : EMPTY_GEOFENCE,
  });
  useClearServerErrorOnChange(form);
  const { errors } = form.formState;
  const error = (name: keyof GeofenceFormValues) => errors[name]?.message as string | undefined;
  const { fieldId, a11y } = fieldIds<keyof GeofenceFormValues>('geofence', error);
  const submit = submitWithServerErrors(form, onSubmit);
  const [type, radius, width, color] = useWatch({
    control: form.control,
    name: ['type', 'radius', 'width', 'color'],
  });

  const chooseType = (next: GeofenceType) => {
    if (next === type) return;
    form.setValue('type', next, { shouldDirty: true });
    // A shape of another type cannot be kept: the user draws the new one.
    form.setValue('geometry', null as unknown as GeofenceFormValues['geometry'], { shouldDirty: true });
    form.setValue('radius', DEFAULT_SIZE[next].radius);
    form.setValue('width', DEFAULT_SIZE[next].width);
    form.clearErrors(['geometry', 'radius', 'width']);
  };

  const number = (
    name: 'radius' | 'width' | 'speed_limit',
    options: { hint?: string; unit: string; min: number; max: number },
  ) => (
    <FormField id={fieldId(name)} label={t(`fields.${name}`)} error={error(name)} hint={options.hint}>
      <div className="relative">
        <Input
          inputMode="decimal"
          autoComplete="off"
          className="pe-14"
          {...a11y(name)}
          {...form.register(name, { setValueAs: parseNumberInput })}
          data-testid={`geofence-${name.replace('_', '-')}`}
        />
        <span className="pointer-events-none absolute end-3.5 top-1/2 -translate-y-1/2 text-sm text-muted-foreground">
          {options.unit}
        </span>
      </div>
    </FormField>
  );

  const geometryError = error('geometry');
  return (
    <RequiredFields schema={geofenceInputSchema} prefix="geofence">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="geofence-form">
        <div className="grid gap-5 xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <FormSection title={t('sections.basic')} className="grid content-start gap-4">
            <FormField id={fieldId('name')} label={t('fields.name')} error={error('name')}>
              <Input
                autoComplete="off"
                placeholder={t('placeholders.name')}
                {...a11y('name')}
                {...form.register('name')}
              />
            </FormField>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold">{t('fields.type')}</legend>
              <div className="grid grid-cols-3 gap-2">
                {GEOFENCE_TYPES.map((value) => (
                  <label
                    key={value}
                    className={cn(
                      'flex cursor-pointer flex-col items-center gap-1 rounded-md border px-2 py-2.5 text-sm font-semibold',
                      'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/40',
                      type === value ? 'border-primary bg-primary-soft text-primary' : 'bg-card',
                    )}
                  >
                    <input
                      type="radio"
                      name="geofence-type"
                      value={value}
                      className="sr-only"
                      checked={type === value}
                      onChange={() => chooseType(value)}
                      data-testid={`geofence-type-${value}`}
                    />
                    <GeofenceTypeIcon type={value} className="size-5" />
                    {t(`types.${value}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            {type === 'circle' &&
              number('radius', {
                unit: t('units.m'),
                min: MIN_GEOFENCE_SIZE_M,
                max: MAX_GEOFENCE_SIZE_M,
                hint: sizeHint,
              })}
            {type === 'circle' && (
              <Controller
                control={form.control}
                name="geometry"
                render={({ field }) => (
                  <CentreInput
                    id={fieldId('centre')}
                    value={field.value?.type === 'Point' ? field.value.coordinates : null}
                    onChange={(coordinates) => field.onChange({ type: 'Point', coordinates })}
                  />
                )}
              />
            )}
            {type === 'corridor' &&
              number('width', {
                unit: t('units.m'),
                min: MIN_GEOFENCE_SIZE_M,
                max: MAX_GEOFENCE_SIZE_M,
                hint: sizeHint,
              })}
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold" id={`${fieldId('color')}-legend`}>
                {t('fields.color')}
              </legend>
              <Controller
                control={form.control}
                name="color"
                render={({ field }) => (
                  <div className="flex flex-wrap items-center gap-2">
                    {GEOFENCE_COLORS.map((swatch) => (
                      <button
                        key={swatch}
                        type="button"
                        aria-pressed={field.value === swatch}
                        aria-label={t(`colors.${swatch.slice(1)}`)}
                        title={t(`colors.${swatch.slice(1)}`)}
                        onClick={() => field.onChange(swatch)}
                        className={cn(
                          'size-8 rounded-full border-2 outline-none focus-visible:ring-3 focus-visible:ring-ring/50',
                          field.value === swatch ? 'border-foreground' : 'border-transparent',
                        )}
                        style={{ backgroundColor: swatch }}
                      />
                    ))}
                    <input
                      type="color"
                      value={field.value ?? DEFAULT_GEOFENCE_COLOR}
                      onChange={field.onChange}
                      aria-label={t('colors.custom')}
                      title={t('colors.custom')}
                      className="h-8 w-10 cursor-pointer rounded border bg-card"
                      {...a11y('color')}
                    />
                  </div>
                )}
              />
              {error('color') && (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {translateMessage(error('color'))}
                </p>
              )}
            </fieldset>
            {number('speed_limit', { unit: t('units.kmh'), min: 1, max: 300, hint: t('hints.speed_limit') })}
            <FormField
              id={fieldId('vehicle_ids')}
              label={<span id={`${fieldId('vehicle_ids')}-label`}>{t('fields.vehicle_ids')}</span>}
              error={error('vehicle_ids')}
            >
              <Controller
                control={form.control}
                name="vehicle_ids"
                render={({ field }) => (
                  <VehiclesPicker
                    id={fieldId('vehicle_ids')}
                    value={field.value ?? []}
                    known={(geofence?.vehicles ?? []).map((vehicle) => ({
                      id: vehicle.id,
                      label: `${vehicle.name} · ${vehicle.plate_number}`,
                    }))}
                    invalid={!!error('vehicle_ids')}
                    useOptions={vehicleOptions}
                    onChange={field.onChange}
                  />
                )}
              />
            </FormField>
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
                  <label htmlFor={fieldId('status')} className="text-sm font-semibold">
                    {t('fields.status')}
                  </label>
                  <button
                    type="button"
                    role="switch"
                    id={fieldId('status')}
                    aria-checked={field.value !== false}
                    onClick={() => field.onChange(field.value === false)}
                    className={cn(
                      'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
                      field.value !== false ? 'bg-primary' : 'bg-input',
                    )}
                    data-testid="geofence-status-switch"
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

          <FormSection
            title={t('sections.shape')}
            description={t('hints.shape')}
            className="flex flex-col gap-2"
          >
            <Suspense fallback={<Skeleton className="h-[460px]" />}>
              <Controller
                control={form.control}
                name="geometry"
                render={({ field }) => (
                  <GeofenceDrawMap
                    base={mapBase}
                    type={type}
                    geometry={field.value ?? null}
                    radius={typeof radius === 'number' && Number.isFinite(radius) ? radius : null}
                    width={typeof width === 'number' && Number.isFinite(width) ? width : null}
                    color={color ?? DEFAULT_GEOFENCE_COLOR}
                    invalid={!!geometryError}
                    describedBy={geometryError ? `${fieldId('geometry')}-error` : undefined}
                    onChange={(next) =>
                      field.onChange(next ?? (null as unknown as GeofenceFormValues['geometry']))
                    }
                  />
                )}
              />
            </Suspense>
            {geometryError && (
              <p
                id={`${fieldId('geometry')}-error`}
                role="alert"
                className="text-sm font-medium text-destructive"
                data-testid="geofence-geometry-error"
              >
                {geometryError === 'validation.required'
                  ? t('draw.required')
                  : translateMessage(geometryError)}
              </p>
            )}
          </FormSection>
        </div>

        <FormFooter
          pending={pending}
          submitLabel={mode === 'add' ? t('form.create') : t('form.update')}
          submitTestId="geofence-submit"
          onCancel={onCancel}
        />
      </form>
    </RequiredFields>
  );
}

const formatCentre = (value: [number, number] | null) =>
  value ? `${value[1].toFixed(6)}, ${value[0].toFixed(6)}` : '';

/** The circle's centre typed as coordinates: the keyboard's way to place it (the map's click is the other). */
function CentreInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: [number, number] | null;
  onChange: (coordinates: [number, number]) => void;
}) {
  const { t } = useTranslation('geofences');
  const shown = formatCentre(value);
  const [draft, setDraft] = useState<{ text: string; from: string } | null>(null);
  const [invalid, setInvalid] = useState(false);
  // A centre placed on the map replaces what was being typed.
  const text = draft && draft.from === shown ? draft.text : shown;
  const commit = () => {
    if (!draft || draft.from !== shown) return;
    if (draft.text.trim() === '') return;
    const parsed = parseCentre(draft.text);
    setInvalid(parsed === null);
    if (parsed) {
      setDraft(null);
      onChange(parsed);
    }
  };
  return (
    <FormField
      id={id}
      label={t('fields.centre')}
      error={invalid ? t('draw.centre_invalid') : undefined}
      hint={t('hints.centre')}
    >
      <Input
        id={id}
        dir="ltr"
        inputMode="decimal"
        autoComplete="off"
        placeholder="24.713600, 46.675300"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setInvalid(false);
          setDraft({ text: event.target.value, from: shown });
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        data-testid="geofence-centre"
      />
    </FormField>
  );
}
