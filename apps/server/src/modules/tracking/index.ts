/** What the tracking module hands the app's plugins (plugins/app); the rest of the module is its own. */
export { LiveRepo } from './live.repo';
