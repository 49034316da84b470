/** What the commands module hands the app's plugins (plugins/app); the rest of the module is its own. */
export { CommandCenter } from './command-center';
