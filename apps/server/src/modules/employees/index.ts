/** The employees module's public surface: its plugin. */
export { default as employeesModule } from './employees.plugin';
