/** What the notifications module hands the app's plugins (plugins/app); the rest of the module is its own. */
export { DEFAULT_DISPATCHER_OPTIONS, Dispatcher, type DispatcherOptions } from './dispatcher';
export { createFanOut, inboxItemsOf } from './fan-out';
export { Forwarder } from './forwarding';
export { NotificationSettingsStore } from './notification-settings';
export { RuleCache } from './rule-cache';
export { NotificationSockets } from './sockets';
