/** The system module's public surface: its plugin, and the demo history's marker (written by the demo). */
export { default as systemModule } from './system.plugin';
export { DEMO_HISTORY_KEY, type DemoHistoryMarker } from './demo-history.repo';
