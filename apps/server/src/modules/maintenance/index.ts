/** The maintenance module's public surface: its plugin. */
export { default as maintenanceModule, type MaintenanceModuleOptions } from './maintenance.plugin';
