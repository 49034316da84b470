/** The notifications module's public surface: its plugin. */
export { default as notificationsModule, type NotificationsModuleOptions } from './notifications.plugin';
