import {
  EVENT_SETTINGS_DEFAULTS,
  eventSettingsSchema,
  type EventSettings,
} from '@fleet/shared/schemas/settings';
import type { Database } from '../../db/client';
import { saveSettings } from './stored-settings';
import { SettingsRepo } from './settings.repo';
import type { LiveHub } from '../../live/hub';

const KEY = 'events';

/**
 * The fleet's event thresholds, read on every position by the engine: kept in memory, re-read when any
 * instance saves them (the hub's `settings.changed`). Stored values are merged over the defaults, so a
 * threshold added later has its default until someone saves it.
 */
export class EventSettingsStore {
  private current: EventSettings = { ...EVENT_SETTINGS_DEFAULTS };
  private readonly listeners = new Set<(settings: EventSettings) => void>();

  constructor(
    private readonly db: Database,
    private readonly hub: LiveHub,
  ) {
    hub.subscribe((event) => {
      if (event.type === 'settings.changed') void this.load().catch(() => undefined);
    });
    hub.onResync(() => void this.load().catch(() => undefined));
  }

  get(): EventSettings {
    return this.current;
  }

  onChange(listener: (settings: EventSettings) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async load(): Promise<EventSettings> {
    const value = await new SettingsRepo(this.db).read(KEY);
    const stored = eventSettingsSchema.partial().safeParse(value ?? {});
    this.current = { ...EVENT_SETTINGS_DEFAULTS, ...(stored.success ? stored.data : {}) };
    for (const listener of this.listeners) listener(this.current);
    return this.current;
  }

  /** Saves `changes` over the stored values (one statement, so two concurrent saves both apply). */
  async save(changes: Partial<EventSettings>): Promise<EventSettings> {
    await saveSettings(this.db, KEY, this.current, changes);
    const settings = await this.load();
    this.hub.publish({ type: 'settings.changed' });
    return settings;
  }
}
