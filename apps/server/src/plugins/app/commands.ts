import fp from 'fastify-plugin';
import { CommandCenter } from '../../modules/commands';

declare module 'fastify' {
  interface FastifyInstance {
    /** Commands to trackers: sends the queued ones on this instance's device connections (see CommandCenter). */
    commands: CommandCenter;
  }
}

export default fp(
  async function commandsPlugin(app) {
    const center = new CommandCenter(
      app.db,
      app.hub,
      app.events,
      app.eventSettings,
      app.log.child({ module: 'commands' }),
    );
    await center.start();
    app.decorate('commands', center);
    app.commandPort.target = center;
    app.addHook('onClose', async () => {
      app.commandPort.target = null;
      await center.stop();
    });
  },
  { name: 'commands', dependencies: ['db', 'live', 'ingestion', 'events'] },
);
