/** The trips module's public surface: its plugin, what reports and share links read of an itinerary's progress. */
export { default as tripsModule, type TripsModuleOptions } from './trips.plugin';
export { LATE_TOLERANCE_MS } from './trip-status';
export { tripProgress, toWrite } from './trips.service';
