/** What the events module hands the app's plugins (plugins/app); the rest of the module is its own. */
export { DocumentExpiryTimer } from './document-expiry';
export { EventBus } from './event-bus';
export { EventEngine, type EventEngineOptions } from './event-engine';
