import fp from 'fastify-plugin';
import type { CommandPort } from '../ingestion/command-port';
import { createTcpListener, type DeviceListener } from '../ingestion/transports/tcp-listener';
import { gt06Connection } from '../ingestion/transports/gt06';
import { createOsmandListener } from '../ingestion/transports/osmand';
import { teltonikaConnection } from '../ingestion/transports/teltonika';
import { createTeltonikaUdpListener } from '../ingestion/transports/teltonika-udp';
import { sessionConnection } from '../ingestion/transports/session-connection';
import { SESSION_PROTOCOLS } from '../ingestion/protocols/registry';
import { UnknownDeviceRecorder } from '../ingestion/unknown-devices';
import { LogThrottle } from '../lib/log-throttle';
import type { DeviceProtocolName } from '@fleet/shared/device-protocols';

/** A device connection with no byte for this long is closed (trackers send at least every few minutes). */
export const DEVICE_IDLE_TIMEOUT_MS = 5 * 60 * 1000;
/** Per listener; beyond it new connections are refused and logged. */
export const MAX_DEVICE_CONNECTIONS = 20_000;

export type DeviceProtocol = DeviceProtocolName;

export interface DeviceListenersOptions {
  /** Tests: listen on an ephemeral port for each protocol, whatever the configured ports say. */
  ephemeralPorts?: boolean;
  idleTimeoutMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where the transports report acknowledged packets, command replies and closed connections. Ingestion defines
     * the interface; a plugin registered before the listeners provides it (the commands module's center).
     */
    commandPort: CommandPort;
    /** Bound port of each running device listener (null or absent when off). */
    devicePorts: Partial<Record<DeviceProtocol, number | null>>;
    /** Devices that report an id no vehicle has, for the "Devices waiting" list. */
    unknownDevices: UnknownDeviceRecorder;
  }
}

/**
 * The device listeners on their ports, started once the app is ready and stopped first on shutdown (each
 * connection closes once its in-flight packet is committed and acknowledged).
 */
export default fp<DeviceListenersOptions>(
  async function deviceListenersPlugin(app, options) {
    const log = app.log.child({ module: 'ingestion' });
    const registry = app.deviceRegistry;
    const writer = app.positionWriter;
    const commands = app.commandPort;
    const ports: Partial<Record<DeviceProtocol, number | null>> = {};
    app.decorate('devicePorts', ports);
    const unknownDevices = new UnknownDeviceRecorder(app.database, log);
    app.decorate('unknownDevices', unknownDevices);
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
        if (protocol === 'teltonika') {
          // Teltonika devices may also send over UDP, to the same port number (docs/protocols/teltonika.md#udp).
          const udp = createTeltonikaUdpListener({ log, ...deps('teltonika') });
          listeners.push(udp);
          await udp.listen(ports[protocol]!, app.config.host);
          log.info({ port: ports[protocol] }, 'teltonika udp listener ready');
        }
      }
    });

    app.addHook('preClose', async () => {
      await Promise.all(listeners.map((listener) => listener.close()));
      await unknownDevices.stop();
    });
  },
  {
    name: 'device-listeners',
    dependencies: ['ingestion', 'metrics'],
    decorators: { fastify: ['commandPort'] },
  },
);
