/** The tracking module's public surface: its plugin, and the viewport messages a share link's stream reads too. */
export { default as trackingModule, type TrackingModuleOptions } from './tracking.plugin';
export { listenForViewports } from './live.routes';
