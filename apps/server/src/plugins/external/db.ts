import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

/** Opens (and migrates) the database for the app's lifetime; closes it after in-flight requests finish. */
export default fp(
  async function dbPlugin(app) {
    const handle = await openDatabase(app.config.database, (error) =>
      app.log.warn({ err: error }, 'an idle database connection was closed; the pool will reconnect'),
    );
    app.log.info({ driver: handle.driver }, 'database ready');
    if (app.config.production && handle.driver === 'pglite') {
      app.log.warn(
        {
          driver: 'pglite',
          durable: app.config.database.driver === 'pglite' && app.config.database.durable !== false,
        },
        'production on the embedded database: one server instance only, a small fleet (every acknowledged write is ' +
          'flushed to disk, but one process and one disk); set DATABASE_URL to use PostgreSQL for several instances or a large fleet',
      );
    }
    app.decorate('database', handle);
    // The same names on both engines, so one dashboard serves both.
    const engine =
      handle.driver === 'postgres' ? 'PostgreSQL pool of this instance' : 'embedded engine, one at a time';
    app.metrics.gauge(
      'fleet_db_pool_in_use',
      `Database connections in use (${engine})`,
      () => handle.poolStats()?.inUse ?? null,
    );
    app.metrics.gauge(
      'fleet_db_pool_waiting',
      `Statements and transactions waiting for a database connection (${engine})`,
      () => handle.poolStats()?.waiting ?? null,
    );
    app.decorate('db', handle.db);
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'db', dependencies: ['config', 'metrics'] },
);
