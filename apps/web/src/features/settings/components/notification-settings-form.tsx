import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { notificationSettingsSchema, type NotificationSettings } from '@fleet/shared/schemas/notifications';
import { parseNumberInput } from '@/lib/digits';
import { showToast } from '@/lib/toast';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import { fieldIds } from '@/components/form/field-ids';
import { FormSection } from '@/components/form/form-section';
import { FormField } from '@/components/form/form-field';
import { submitWithServerErrors, useClearServerErrorOnChange } from '@/components/form/server-errors';
import { RequiredFields } from '@/components/form/required-fields';

type NotificationSettingsFormProps = {
  settings: NotificationSettings;
  canUpdate: boolean;
  pending: boolean;
  onSubmit: (input: NotificationSettings) => Promise<unknown>;
};

/** The per-recipient email cap of notifications (the rest go out as a digest); read-only without `update_settings`. */
export function NotificationSettingsForm({
  settings,
  canUpdate,
  pending,
  onSubmit,
}: NotificationSettingsFormProps) {
  const { t } = useTranslation('settings');
  const form = useForm<NotificationSettings>({
    resolver: zodResolver(notificationSettingsSchema),
    defaultValues: settings,
  });
  useClearServerErrorOnChange(form);
  const error = (name: keyof NotificationSettings) => form.formState.errors[name]?.message;
  const { fieldId, a11y } = fieldIds<keyof NotificationSettings>('notification-settings', error);
  const submit = submitWithServerErrors(form, async (input: NotificationSettings) => {
    const saved = await onSubmit(input);
    form.reset(saved as NotificationSettings);
    showToast('success', t('notifications.notifications_saved'));
  });

  return (
    <RequiredFields schema={notificationSettingsSchema} prefix="notification-settings">
      <form onSubmit={submit} noValidate data-testid="notification-settings-form">
        <FormSection
          title={t('notifications.notifications_group')}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
        >
          <FormField
            id={fieldId('email_per_minute')}
            label={t('notifications.email_per_minute')}
            error={error('email_per_minute')}
            hint={t('notifications.email_per_minute_hint')}
          >
            <div className="relative">
              <Input
                inputMode="numeric"
                autoComplete="off"
                readOnly={!canUpdate}
                className="pe-16"
                {...a11y('email_per_minute')}
                {...form.register('email_per_minute', { setValueAs: parseNumberInput })}
                data-testid="settings-email_per_minute"
              />
              <span className="pointer-events-none absolute end-3.5 top-1/2 -translate-y-1/2 text-sm text-muted-foreground">
                {t('notifications.emails')}
              </span>
            </div>
          </FormField>
          {canUpdate && (
            <div className="flex items-end">
              <Button
                type="submit"
                className="h-[50px] px-8"
                disabled={pending || !form.formState.isDirty}
                data-testid="notification-settings-submit"
              >
                {t('common:actions.save')}
              </Button>
            </div>
          )}
        </FormSection>
      </form>
    </RequiredFields>
  );
}
