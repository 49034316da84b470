import {
  NOTIFICATION_SETTINGS_DEFAULTS,
  notificationSettingsSchema,
  type NotificationSettings,
} from '@fleet/shared/schemas/notifications';
import type { Database } from '../../db/client';
import { saveSettings, SettingsRepo } from '../settings';
import type { LiveHub } from '../../live/hub';

const KEY = 'notifications';

/** The notification settings (the email cap), in memory, re-read when any instance saves settings. */
export class NotificationSettingsStore {
  private current: NotificationSettings = { ...NOTIFICATION_SETTINGS_DEFAULTS };

  constructor(
    private readonly db: Database,
    private readonly hub: LiveHub,
  ) {
    hub.subscribe((event) => {
      if (event.type === 'settings.changed') void this.load().catch(() => undefined);
    });
  }

  get(): NotificationSettings {
    return this.current;
  }

  async load(): Promise<NotificationSettings> {
    const value = await new SettingsRepo(this.db).read(KEY);
    const stored = notificationSettingsSchema.partial().safeParse(value ?? {});
    this.current = { ...NOTIFICATION_SETTINGS_DEFAULTS, ...(stored.success ? stored.data : {}) };
    return this.current;
  }

  async save(changes: Partial<NotificationSettings>): Promise<NotificationSettings> {
    await saveSettings(this.db, KEY, this.current, changes);
    const settings = await this.load();
    this.hub.publish({ type: 'settings.changed' });
    return settings;
  }
}
