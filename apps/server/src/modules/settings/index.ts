/** What the settings module hands the app's plugins (plugins/app); the rest of the module is its own. */
export { EventSettingsStore } from './event-settings';
