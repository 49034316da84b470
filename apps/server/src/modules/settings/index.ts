/** The settings module's public surface: its plugin, the event thresholds' store, the settings' writer and their rows. */
export { default as settingsModule } from './settings.plugin';
export { EventSettingsStore } from './event-settings';
export { saveSettings } from './stored-settings';
export { SettingsRepo } from './settings.repo';
