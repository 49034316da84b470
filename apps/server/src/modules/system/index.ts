/** The system module's public surface: its plugin. */
export { default as systemModule } from './system.plugin';
