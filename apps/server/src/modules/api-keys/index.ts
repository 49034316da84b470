/** The api-keys module's public surface: its plugin. */
export { default as apiKeysModule } from './api-keys.plugin';
