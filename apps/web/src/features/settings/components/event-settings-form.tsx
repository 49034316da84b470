import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { eventSettingsSchema, type EventSettings } from '@fleet/shared/schemas/settings';
import { parseNumberInput } from '@/lib/digits';
import { showToast } from '@/lib/toast';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import { fieldIds } from '@/components/form/field-ids';
import { FormSection } from '@/components/form/form-section';
import { FormField } from '@/components/form/form-field';
import { submitWithServerErrors, useClearServerErrorOnChange } from '@/components/form/server-errors';
import { RequiredFields } from '@/components/form/required-fields';

type Key = keyof EventSettings;

/** The thresholds in groups, each with its unit. */
const GROUPS: { key: string; fields: { name: Key; unit: string }[] }[] = [
  {
    key: 'speed',
    fields: [
      { name: 'overspeed_limit', unit: 'kmh' },
      { name: 'overspeed_min_seconds', unit: 'seconds' },
      { name: 'moving_speed_kmh', unit: 'kmh' },
      { name: 'immobilise_max_speed_kmh', unit: 'kmh' },
    ],
  },
  {
    key: 'presence',
    fields: [
      { name: 'idle_minutes', unit: 'minutes' },
      { name: 'offline_minutes', unit: 'minutes' },
      { name: 'geofence_dwell_seconds', unit: 'seconds' },
      { name: 'document_warning_days', unit: 'days' },
    ],
  },
  {
    key: 'driving',
    fields: [
      { name: 'harsh_acceleration_ms2', unit: 'ms2' },
      { name: 'harsh_braking_ms2', unit: 'ms2' },
    ],
  },
  {
    key: 'trips',
    fields: [
      { name: 'trip_min_distance_m', unit: 'm' },
      { name: 'trip_min_seconds', unit: 'seconds' },
      { name: 'stop_min_seconds', unit: 'seconds' },
    ],
  },
];

type EventSettingsFormProps = {
  settings: EventSettings;
  canUpdate: boolean;
  pending: boolean;
  onSubmit: (input: EventSettings) => Promise<unknown>;
};

/** The fleet's event thresholds; read-only without `update_settings`. */
export function EventSettingsForm({ settings, canUpdate, pending, onSubmit }: EventSettingsFormProps) {
  const { t } = useTranslation('settings');
  const form = useForm<EventSettings>({
    resolver: zodResolver(eventSettingsSchema),
    defaultValues: settings,
  });
  useClearServerErrorOnChange(form);
  const { errors } = form.formState;
  const error = (name: Key) => errors[name]?.message;
  const { fieldId, a11y } = fieldIds<Key>('settings', error);
  const submit = submitWithServerErrors(form, async (input: EventSettings) => {
    const saved = await onSubmit(input);
    form.reset(saved as EventSettings);
    showToast('success', t('saved'));
  });

  return (
    <RequiredFields schema={eventSettingsSchema} prefix="settings">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="event-settings-form">
        {GROUPS.map((group) => (
          <FormSection
            key={group.key}
            title={t(`groups.${group.key}`)}
            className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
          >
            {group.fields.map(({ name, unit }) => (
              <FormField
                key={name}
                id={fieldId(name)}
                label={t(`fields.${name}`)}
                error={error(name)}
                hint={t(`hints.${name}`)}
              >
                <div className="relative">
                  <Input
                    inputMode={unit === 'ms2' ? 'decimal' : 'numeric'}
                    autoComplete="off"
                    readOnly={!canUpdate}
                    className="pe-16"
                    {...a11y(name)}
                    {...form.register(name, { setValueAs: parseNumberInput })}
                    data-testid={`settings-${name}`}
                  />
                  <span className="pointer-events-none absolute end-3.5 top-1/2 -translate-y-1/2 text-sm text-muted-foreground">
                    {t(`units.${unit}`)}
                  </span>
                </div>
              </FormField>
            ))}
          </FormSection>
        ))}
        {canUpdate && (
          <div className="sticky bottom-0 -mx-1 flex items-center justify-end gap-2 border-t bg-background/95 px-1 py-3 backdrop-blur">
            <Button
              type="button"
              variant="outline"
              className="h-[50px] px-6"
              disabled={pending || !form.formState.isDirty}
              onClick={() => form.reset(settings)}
            >
              {t('reset')}
            </Button>
            <Button type="submit" className="h-[50px] px-8" disabled={pending} data-testid="settings-submit">
              {t('common:actions.save')}
            </Button>
          </div>
        )}
      </form>
    </RequiredFields>
  );
}
