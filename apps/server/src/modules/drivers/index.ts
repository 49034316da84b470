/** The drivers module's public surface: its plugin. */
export { default as driversModule, type DriversModuleOptions } from './drivers.plugin';
