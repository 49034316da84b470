/** The notifications module's public surface: its plugin, and rules created once (the demo's). */
export { default as notificationsModule, type NotificationsModuleOptions } from './notifications.plugin';
export { createRulesOnce } from './seed';
