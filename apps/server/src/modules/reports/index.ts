/** The reports module's public surface: its plugin. */
export { default as reportsModule, type ReportsModuleOptions } from './reports.plugin';
