/** What the drivers module hands the app's plugins (plugins/app); the rest of the module is its own. */
export { DriverKeyTracker, type DriverKeyTrackerOptions } from './driver-key-tracker';
