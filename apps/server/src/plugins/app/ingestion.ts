import fp from 'fastify-plugin';
import { dropExpiredPositionPartitions, ensureCurrentPositionPartitions } from '../../db/position-partitions';
import { CommandPortSlot } from '../../ingestion/command-port';
import { DeviceRegistry } from '../../ingestion/device-registry';
import { PositionWriter } from '../../ingestion/position-writer';
import { LogThrottle } from '../../lib/log-throttle';
import { createTcpListener, type DeviceListener } from '../../ingestion/transports/tcp-listener';
import { gt06Connection } from '../../ingestion/transports/gt06';
import { createOsmandListener } from '../../ingestion/transports/osmand';
import { teltonikaConnection } from '../../ingestion/transports/teltonika';
import { sessionConnection } from '../../ingestion/transports/session-connection';
import { SESSION_PROTOCOLS } from '../../ingestion/protocols/registry';
import { UnknownDeviceRecorder } from '../../ingestion/unknown-devices';
import type { DeviceProtocolName } from '@fleet/shared/device-protocols';

/** A device connection with no byte for this long is closed (trackers send at least every few minutes). */
export const DEVICE_IDLE_TIMEOUT_MS = 5 * 60 * 1000;
/** Per listener; beyond it new connections are refused and logged. */
export const MAX_DEVICE_CONNECTIONS = 20_000;
const PARTITION_MAINTENANCE_MS = 60 * 60 * 1000;

export type DeviceProtocol = DeviceProtocolName;

export interface IngestionOptions {
  /** Tests: listen on an ephemeral port for each protocol, whatever the configured ports say. */
  ephemeralPorts?: boolean;
  idleTimeoutMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Batches positions into the database; `onCommitted` tells the live hub what was stored. */
    positionWriter: PositionWriter;
    deviceRegistry: DeviceRegistry;
    /** Where the transports report acknowledged packets and command replies (the commands plugin fills it). */
    commandPort: CommandPortSlot;
    /** Bound port of each running device listener (null when off). */
    devicePorts: Partial<Record<DeviceProtocol, number | null>>;
    /** Devices that report an id no vehicle has, for the "Devices waiting" list. */
    unknownDevices: UnknownDeviceRecorder;
  }
}

/**
 * Device ingestion: partitions kept, the position writer, the device registry and the listeners on
 * their ports. On shutdown the listeners stop first, then the writer commits what it accepted, then
 * (in the db plugin) the database closes.
 */
export default fp<IngestionOptions>(
  async function ingestionPlugin(app, options) {
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
    const registry = new DeviceRegistry(database);
    app.decorate('positionWriter', writer);
    app.decorate('deviceRegistry', registry);
    const commands = new CommandPortSlot();
    app.decorate('commandPort', commands);

    const ports: Partial<Record<DeviceProtocol, number | null>> = {};
    app.decorate('devicePorts', ports);
    const listeners: DeviceListener[] = [];
    const portFor = (protocol: DeviceProtocol): number | null => {
      if (options.ephemeralPorts) return 0;
      const configured = app.config.devicePorts[protocol];
      return configured === 0 ? null : configured;
    };
    const tcpOptions = {
      log,
      idleTimeoutMs: options.idleTimeoutMs ?? DEVICE_IDLE_TIMEOUT_MS,
      maxConnections: MAX_DEVICE_CONNECTIONS,
    };
    const throttle = new LogThrottle();
    const unknownDevices = new UnknownDeviceRecorder(database, log);
    app.decorate('unknownDevices', unknownDevices);
    const deps = (protocol: DeviceProtocol) => ({
      registry,
      writer,
      throttle,
      commands,
      metrics: app.metrics.device(protocol),
      unknownDevices,
    });

    const starters: Partial<Record<DeviceProtocol, () => DeviceListener>> = {
      osmand: () => createOsmandListener({ ...tcpOptions, ...deps('osmand') }),
      teltonika: () =>
        createTcpListener({
          ...tcpOptions,
          protocol: 'teltonika',
          onConnection: teltonikaConnection(deps('teltonika')),
        }),
      gt06: () =>
        createTcpListener({ ...tcpOptions, protocol: 'gt06', onConnection: gt06Connection(deps('gt06')) }),
    };
    for (const [name, definition] of SESSION_PROTOCOLS) {
      starters[name] = () =>
        createTcpListener({
          ...tcpOptions,
          protocol: name,
          onConnection: sessionConnection(definition, deps(name)),
        });
    }
    const running = new Map<DeviceProtocol, DeviceListener>();
    app.metrics.gauge(
      'fleet_devices_connected',
      'Device connections open on this instance, by protocol',
      () =>
        [...running].map(([protocol, listener]) => ({
          labels: { protocol },
          value: listener.connectionCount,
        })),
      ['protocol'],
    );

    app.addHook('onReady', async () => {
      for (const protocol of Object.keys(starters) as DeviceProtocol[]) {
        const port = portFor(protocol);
        if (port === null) continue;
        const listener = starters[protocol]!();
        listeners.push(listener);
        running.set(protocol, listener);
        ports[protocol] = await listener.listen(port, app.config.host);
        log.info({ port: ports[protocol] }, `${protocol} listener ready`);
      }
    });

    app.addHook('preClose', async () => {
      clearInterval(maintenance);
      await Promise.all(listeners.map((listener) => listener.close()));
    });
    app.addHook('onClose', async () => {
      await writer.close();
      await unknownDevices.stop();
    });
  },
  { name: 'ingestion', dependencies: ['db', 'metrics'] },
);
