/** The devices module's public surface: its plugin. */
export { default as devicesModule } from './devices.plugin';
