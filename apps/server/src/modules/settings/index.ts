/** The settings module's public surface: its plugin, the event thresholds' store, the settings' writer. */
export { default as settingsModule } from './settings.plugin';
export { EventSettingsStore } from './event-settings';
export { saveSettings } from './stored-settings';
