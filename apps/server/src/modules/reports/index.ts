/** What the reports module hands the app's plugins (plugins/app); the rest of the module is its own. */
export { ReportTracker, type ReportTrackerOptions } from './report-tracker';
