/** What the trips module hands the app's plugins (plugins/app); the rest of the module is its own. */
export { TripTracker } from './trip-tracker';
export { TripsRepo } from './trips.repo';
