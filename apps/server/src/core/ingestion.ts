import fp from 'fastify-plugin';
import { dropExpiredPositionPartitions, ensureCurrentPositionPartitions } from '../db/position-partitions';
import { DeviceRegistry } from '../ingestion/device-registry';
import { PositionWriter } from '../ingestion/position-writer';

const PARTITION_MAINTENANCE_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Batches positions into the database; `onCommitted` tells the live hub what was stored. */
    positionWriter: PositionWriter;
    deviceRegistry: DeviceRegistry;
  }
}

/**
 * The stored side of device ingestion: partitions kept, the position writer and the device registry. The device
 * listeners (device-listeners.ts) come later, once the command port exists. On shutdown the listeners stop
 * first, then the writer commits what it accepted, then (in the db plugin) the database closes.
 */
export default fp(
  async function ingestionPlugin(app) {
    const database = app.database;
    const log = app.log.child({ module: 'ingestion' });

    const maintainPartitions = async () => {
      const { created, skipped } = await ensureCurrentPositionPartitions(database);
      if (created.length > 0) log.info({ created }, 'position partitions created');
      if (skipped.length > 0) log.warn({ skipped }, 'position partitions not created');
      const dropped = await dropExpiredPositionPartitions(database, app.config.positionsRetentionDays);
      if (dropped.length > 0) log.info({ dropped }, 'expired position partitions dropped');
    };
    await maintainPartitions();
    const maintenance = setInterval(() => {
      maintainPartitions().catch((error: unknown) =>
        log.error({ err: error }, 'partition maintenance failed'),
      );
    }, PARTITION_MAINTENANCE_MS);
    maintenance.unref();

    const writer = new PositionWriter(database, {
      maxConcurrentWrites: database.driver === 'postgres' ? 2 : 1,
      onError: (error, rows) => log.error({ err: error, rows }, 'positions not stored'),
    });
    app.decorate('positionWriter', writer);
    app.decorate('deviceRegistry', new DeviceRegistry(database));

    app.addHook('preClose', async () => clearInterval(maintenance));
    app.addHook('onClose', async () => {
      await writer.close();
    });
  },
  { name: 'ingestion', dependencies: ['db'] },
);
