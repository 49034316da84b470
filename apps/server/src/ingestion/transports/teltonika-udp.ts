import dgram from 'node:dgram';
import type { FastifyBaseLogger } from 'fastify';
import { decodeTeltonikaUdp, teltonikaUdpAck } from '../teltonika/udp';
import type { DeviceListener } from './tcp-listener';
import type { DeviceTransportDeps } from './transport-deps';

/** Datagrams being stored at once; beyond it more are dropped unanswered (the devices send them again). */
const MAX_IN_FLIGHT = 10_000;

export interface TeltonikaUdpOptions extends DeviceTransportDeps {
  log: FastifyBaseLogger;
}

/**
 * Teltonika Codec 8 / 8E / 16 over UDP (docs/protocols/teltonika.md#udp), on the TCP listener's port number. Each
 * datagram names its device; its records are stored and only then answered with the UDP ACK, so a datagram whose
 * records could not be stored gets no answer and the device sends it again. Commands are not sent over UDP: a
 * command waits until the device connects over TCP.
 */
export function createTeltonikaUdpListener(options: TeltonikaUdpOptions): DeviceListener {
  const { registry, writer, metrics, throttle, commands, unknownDevices } = options;
  const log = options.log.child({ protocol: 'teltonika', transport: 'udp' });
  let socket: dgram.Socket | null = null;
  /** Datagrams being committed, awaited by close() so their ACKs go out. */
  const inFlight = new Set<Promise<void>>();
  let stopping = false;

  const warnThrottled = (key: string, fields: object, message: string) => {
    const allowed = throttle ? throttle.allow(`teltonika udp ${key}`) : { suppressed: 0 };
    if (allowed) log.warn({ ...fields, ...allowed }, message);
  };

  const handle = async (datagram: Buffer, peer: dgram.RemoteInfo): Promise<void> => {
    const decoded = decodeTeltonikaUdp(datagram, new Date());
    if (!decoded.ok) {
      metrics?.refused(1);
      warnThrottled(
        'drop',
        { reason: decoded.reason, remote: peer.address },
        'teltonika datagram dropped, no ACK',
      );
      return;
    }
    const vehicleId = registry.lookupFresh(decoded.imei) ?? (await registry.lookup(decoded.imei));
    const count = decoded.records.length + decoded.skipped.length;
    if (vehicleId === null) {
      metrics?.refused(count);
      unknownDevices?.seen(decoded.imei, 'teltonika', decoded.records.at(-1) ?? null);
      warnThrottled(
        'unknown',
        { deviceId: decoded.imei },
        'teltonika datagram from an unknown device not stored',
      );
      return;
    }
    metrics?.received(count);
    if (decoded.skipped.length > 0) metrics?.refused(decoded.skipped.length);
    const started = performance.now();
    await writer.submit(vehicleId, decoded.records);
    socket?.send(
      teltonikaUdpAck(decoded.packetId, decoded.avlPacketId, decoded.recordCount),
      peer.port,
      peer.address,
    );
    metrics?.stored(decoded.records.length, (performance.now() - started) / 1000);
    commands?.reportedBy(vehicleId, 'teltonika');
  };

  return {
    connectionCount: 0,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        const udp = dgram.createSocket(host?.includes(':') ? 'udp6' : 'udp4');
        udp.on('message', (datagram, peer) => {
          if (stopping) return;
          if (inFlight.size >= MAX_IN_FLIGHT) {
            metrics?.refused(1);
            warnThrottled(
              'busy',
              { inFlight: inFlight.size },
              'teltonika datagram dropped: too many being stored',
            );
            return;
          }
          const work = handle(datagram, peer).catch((error: unknown) =>
            // Not stored (the database failed): no ACK, the device resends.
            log.error({ err: error, remote: peer.address }, 'teltonika datagram not stored'),
          );
          inFlight.add(work);
          void work.finally(() => inFlight.delete(work));
        });
        udp.on('error', (error) => log.error({ err: error }, 'teltonika udp socket error'));
        udp.once('error', reject);
        udp.bind(port, host, () => {
          udp.off('error', reject);
          socket = udp;
          resolve(udp.address().port);
        });
      }),
    close: async () => {
      stopping = true;
      await Promise.allSettled([...inFlight]);
      const bound = socket;
      if (bound) await new Promise<void>((resolve) => bound.close(() => resolve()));
    },
  };
}
