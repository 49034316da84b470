/** What the maintenance module hands the app's plugins (plugins/app); the rest of the module is its own. */
export { MaintenanceTracker, type MaintenanceTrackerOptions } from './maintenance-tracker';
