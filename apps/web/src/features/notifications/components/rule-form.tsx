import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_TYPES, type EventType } from '@fleet/shared/schemas/events';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationRule,
} from '@fleet/shared/schemas/notifications';
import { isApiRequestError } from '@/lib/api-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { optionsSource, useSaveRule } from '@/features/notifications/api/rules';
import { IdPicker, type Named } from '@/features/notifications/components/id-picker';
import { RequiredMarker } from '@/components/form/form-field';

const useVehicleOptions = optionsSource('vehicles');
const useGeofenceOptions = optionsSource('geofences');
const useEmployeeOptions = optionsSource('employees');
const useRoleOptions = optionsSource('roles');

type RuleFormProps = { rule?: NotificationRule; onDone: (id: number) => void; onCancel: () => void };

const named = (items: readonly { id: number; name: string; plate_number?: string }[]): Named[] =>
  items.map((item) => ({
    id: item.id,
    label: item.plate_number ? `${item.name} — ${item.plate_number}` : item.name,
  }));

/** Add or edit a rule: what (event types, vehicles, geofences), who (employees, roles), how (channels). */
export function RuleForm({ rule, onDone, onCancel }: RuleFormProps) {
  const { t } = useTranslation('notifications');
  const { t: te } = useTranslation('events');
  const save = useSaveRule();
  const [name, setName] = useState(rule?.name ?? '');
  const [types, setTypes] = useState<EventType[]>(rule?.event_types ?? []);
  const [vehicles, setVehicles] = useState<Named[]>(named(rule?.vehicles ?? []));
  const [geofences, setGeofences] = useState<Named[]>(named(rule?.geofences ?? []));
  const [employees, setEmployees] = useState<Named[]>(named(rule?.employees ?? []));
  const [roles, setRoles] = useState<Named[]>(named(rule?.roles ?? []));
  const [channels, setChannels] = useState<NotificationChannel[]>(rule?.channels ?? ['web']);
  const [webhookUrl, setWebhookUrl] = useState(rule?.webhook_url ?? '');
  const [secret, setSecret] = useState('');
  const [status, setStatus] = useState(rule?.status ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const toggle = <T,>(list: T[], item: T, on: boolean) =>
    on ? [...list, item] : list.filter((x) => x !== item);
  const errorOf = (field: string) =>
    Object.entries(errors).find(([key]) => key === field || key.startsWith(`${field}.`))?.[1];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      {
        ...(rule ? { id: rule.id } : {}),
        input: {
          name,
          event_types: types,
          vehicle_ids: vehicles.map((v) => v.id),
          geofence_ids: geofences.map((g) => g.id),
          recipients: { employee_ids: employees.map((e) => e.id), role_ids: roles.map((r) => r.id) },
          channels,
          webhook_url: channels.includes('webhook') ? webhookUrl : null,
          ...(secret ? { webhook_secret: secret } : {}),
          status,
        },
      },
      {
        onSuccess: (saved) => onDone(saved.id),
        onError: (error) => {
          if (!isApiRequestError(error)) return;
          setErrors(
            Object.fromEntries(Object.entries(error.fieldErrors).map(([key, list]) => [key, list[0] ?? ''])),
          );
        },
      },
    );
  };

  const fieldError = (field: string) => {
    const message = errorOf(field);
    return message ? (
      <p
        id={`rule-${field.replace(/_/g, '-')}-error`}
        className="text-sm text-destructive"
        role="alert"
        data-testid={`error-${field}`}
      >
        {message}
      </p>
    ) : null;
  };

  return (
    <form
      className="flex flex-col gap-6 rounded-lg border bg-card p-5"
      onSubmit={submit}
      noValidate
      data-testid="rule-form"
    >
      <label className="flex flex-col gap-1.5 text-sm font-semibold">
        <span>
          {t('form.name')}
          <RequiredMarker />
        </span>
        <Input
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-required="true"
          aria-invalid={!!errorOf('name')}
          aria-describedby={errorOf('name') ? 'rule-name-error' : undefined}
          data-testid="rule-name"
        />
        {fieldError('name')}
      </label>

      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">{t('form.event_types')}</legend>
        <span className="text-xs text-muted-foreground">{t('form.event_types_hint')}</span>
        <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-3 lg:grid-cols-4">
          {EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="accent-primary"
                checked={types.includes(type)}
                onChange={(e) => setTypes(toggle(types, type, e.target.checked))}
                data-testid={`rule-type-${type}`}
              />
              {te(`types.${type}`)}
            </label>
          ))}
        </div>
        {fieldError('event_types')}
      </fieldset>

      <div className="grid gap-5 md:grid-cols-2">
        <IdPicker
          id="rule-vehicles"
          kind="vehicles"
          label={t('form.vehicles')}
          hint={t('form.vehicles_hint')}
          value={vehicles}
          useOptions={useVehicleOptions}
          error={errorOf('vehicle_ids')}
          onChange={setVehicles}
        />
        <IdPicker
          id="rule-geofences"
          kind="geofences"
          label={t('form.geofences')}
          hint={t('form.geofences_hint')}
          value={geofences}
          useOptions={useGeofenceOptions}
          error={errorOf('geofence_ids')}
          onChange={setGeofences}
        />
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold">{t('form.recipients')}</legend>
        <div className="grid gap-5 md:grid-cols-2">
          <IdPicker
            id="rule-employees"
            kind="employees"
            label={t('form.employees')}
            value={employees}
            useOptions={useEmployeeOptions}
            error={errorOf('recipients.employee_ids')}
            onChange={setEmployees}
          />
          <IdPicker
            id="rule-roles"
            kind="roles"
            label={t('form.roles')}
            value={roles}
            useOptions={useRoleOptions}
            error={errorOf('recipients.role_ids')}
            onChange={setRoles}
          />
        </div>
        {errors.recipients && fieldError('recipients')}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">{t('form.channels')}</legend>
        <div className="flex flex-wrap gap-4">
          {NOTIFICATION_CHANNELS.map((channel) => (
            <label key={channel} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="accent-primary"
                checked={channels.includes(channel)}
                onChange={(e) => setChannels(toggle(channels, channel, e.target.checked))}
                data-testid={`rule-channel-${channel}`}
              />
              {t(`channels.${channel}`)}
            </label>
          ))}
        </div>
        {fieldError('channels')}
      </fieldset>

      {channels.includes('webhook') && (
        <div className="grid gap-5 md:grid-cols-2">
          <label className="flex flex-col gap-1.5 text-sm font-semibold">
            <span>
              {t('form.webhook_url')}
              <RequiredMarker />
            </span>
            <Input
              dir="ltr"
              type="url"
              value={webhookUrl}
              onChange={(e) => setWebhookUrl(e.target.value)}
              aria-required="true"
              aria-invalid={!!errorOf('webhook_url')}
              aria-describedby={errorOf('webhook_url') ? 'rule-webhook-url-error' : undefined}
              data-testid="rule-webhook-url"
            />
            {fieldError('webhook_url')}
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-semibold">
            {t('form.webhook_secret')}
            <Input
              dir="ltr"
              type="password"
              autoComplete="new-password"
              value={secret}
              onChange={(e) => setSecret(e.target.value)}
              data-testid="rule-webhook-secret"
            />
            {rule?.has_webhook_secret && (
              <span className="text-xs font-normal text-muted-foreground">
                {t('form.webhook_secret_kept')}
              </span>
            )}
          </label>
        </div>
      )}

      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          className="accent-primary"
          checked={status}
          onChange={(e) => setStatus(e.target.checked)}
          data-testid="rule-status"
        />
        {t('form.status')}
      </label>

      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending} data-testid="rule-save">
          {t('form.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
