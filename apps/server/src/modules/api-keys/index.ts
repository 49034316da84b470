/** What the api-keys module hands the app's plugins (plugins/app); the rest of the module is its own. */
export { ApiKeysRepo, isApiKey } from './api-keys.repo';
