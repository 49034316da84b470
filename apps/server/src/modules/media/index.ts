/** What the media module hands the app's plugins (plugins/app) and the demo; the rest of the module is its own. */
export { MediaStorage } from './media-storage';
