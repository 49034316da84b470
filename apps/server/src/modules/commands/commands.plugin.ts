import fp from 'fastify-plugin';
import { CommandCenter } from './command-center';
import commandsRoutes from './commands.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Commands to trackers: sends the queued ones on this instance's device connections (see CommandCenter). */
    commands: CommandCenter;
  }
}

/**
 * Commands to trackers: the queue's center, which is also the `commandPort` the device listeners report to
 * (ingestion's interface), and the routes.
 */
export default fp(
  async function commandsModule(app) {
    const center = new CommandCenter(
      app.db,
      app.hub,
      app.events,
      app.eventSettings,
      app.log.child({ module: 'commands' }),
    );
    await center.start();
    app.decorate('commands', center);
    app.decorate('commandPort', center);
    app.addHook('onClose', async () => {
      await center.stop();
    });
    await app.register(commandsRoutes, { prefix: '/api' });
  },
  {
    name: 'commands',
    dependencies: ['db', 'live', 'ingestion', 'settings', 'events', 'access-guard', 'audit'],
  },
);
