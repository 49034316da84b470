import { useTranslation } from 'react-i18next';
import { usePermission } from '@/lib/permissions';
import { DetailsSkeleton } from '@/components/layout/details-header';
import { useEventSettings, useUpdateEventSettings } from '@/features/settings/api/event-settings';
import { EventSettingsForm } from '@/features/settings/components/event-settings-form';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '@/features/settings/api/notification-settings';
import { NotificationSettingsForm } from '@/features/settings/components/notification-settings-form';

/**
 * Settings → Event settings: the thresholds the event engine and the trip detection use, and how many
 * notification emails one person gets a minute.
 */
export function EventSettingsPage() {
  const { t } = useTranslation('settings');
  const settings = useEventSettings();
  const update = useUpdateEventSettings();
  const notifications = useNotificationSettings();
  const updateNotifications = useUpdateNotificationSettings();
  const canUpdate = usePermission('update_settings');
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight">{t('events_title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {canUpdate ? t('events_subtitle') : t('read_only')}
        </p>
      </div>
      {settings.data ? (
        <EventSettingsForm
          settings={settings.data}
          canUpdate={canUpdate}
          pending={update.isPending}
          onSubmit={(input) => update.mutateAsync(input)}
        />
      ) : (
        <DetailsSkeleton />
      )}
      {notifications.data && (
        <NotificationSettingsForm
          settings={notifications.data}
          canUpdate={canUpdate}
          pending={updateNotifications.isPending}
          onSubmit={(input) => updateNotifications.mutateAsync(input)}
        />
      )}
    </div>
  );
}

export default EventSettingsPage;
