/** The commands module's public surface: its plugin. */
export { default as commandsModule } from './commands.plugin';
