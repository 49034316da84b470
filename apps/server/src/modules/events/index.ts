/** The events module's public surface: its plugin, the bus's and the records' types, what reports read. */
export { default as eventsModule, type EventsModuleOptions } from './events.plugin';
export { EventBus, type EventsFanOut } from './event-bus';
export { type RaisedEvent, type StoredEvent, toFleetEvent } from './event-record';
export { NAMES, PRESENTED } from './events.repo';
export { contains, GeofenceIndex } from './geofence-index';
