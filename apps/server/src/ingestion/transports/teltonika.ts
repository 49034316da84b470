import { teltonikaCommand } from '../command-catalogue';
import { newestSpeed, type DeviceLink } from '../command-port';
import { TeltonikaFramer, teltonikaAck, teltonikaHandshakeReply } from '../teltonika/framer';
import type { ConnectionHandler } from './tcp-listener';
import type { DeviceTransportDeps } from './transport-deps';

export type { DeviceTransportDeps } from './transport-deps';

/**
 * Teltonika Codec 8 / 8E over TCP (docs/protocols/teltonika.md; the ingestion README says what each event needs).
 * The ACK with the record count is written only after the packet's positions have committed.
 */
export function teltonikaConnection({
  registry,
  writer,
  metrics,
  throttle,
  commands,
  unknownDevices,
}: DeviceTransportDeps): ConnectionHandler {
  return (socket, baseLog) => {
    const framer = new TeltonikaFramer();
    let log = baseLog;
    let vehicleId: number | null = null;
    const link: DeviceLink = {
      protocol: 'teltonika',
      encode: teltonikaCommand,
      write: (bytes) => {
        if (socket.destroyed || socket.writableEnded) return false;
        socket.write(bytes);
        return true;
      },
    };
    socket.once('close', () => {
      if (vehicleId !== null) commands?.closed(vehicleId, link);
    });

    const close = (reason: string, level: 'info' | 'warn' = 'warn') => {
      const allowed = throttle ? throttle.allow(`teltonika close: ${reason}`) : { suppressed: 0 };
      if (allowed) log[level]({ reason, ...allowed }, 'teltonika connection closed');
      socket.end();
    };

    return async (chunk) => {
      for (const event of framer.push(chunk)) {
        if (socket.destroyed) return;
        switch (event.type) {
          case 'imei': {
            log = baseLog.child({ deviceId: event.imei });
            vehicleId = await registry.lookup(event.imei);
            if (vehicleId === null) {
              metrics?.refused(1);
              unknownDevices?.seen(event.imei, 'teltonika', null);
              framer.reject();
              socket.write(teltonikaHandshakeReply(false));
              close('unknown device');
              return;
            }
            framer.accept();
            socket.write(teltonikaHandshakeReply(true));
            log.info({ vehicleId }, 'teltonika device logged in');
            break;
          }
          case 'packet': {
            // Looked up again per packet: a device moved to another vehicle, or removed, is noticed.
            const imei = framer.imei ?? '';
            vehicleId = registry.lookupFresh(imei) ?? (await registry.lookup(imei));
            if (vehicleId === null) {
              metrics?.refused(event.recordCount);
              framer.reject();
              close('device no longer assigned to a vehicle');
              return;
            }
            for (const skipped of event.skipped) log.info({ skipped }, 'teltonika record not stored');
            const decoded = performance.now();
            metrics?.received(event.records.length + event.skipped.length);
            if (event.skipped.length > 0) metrics?.refused(event.skipped.length);
            await writer.submit(vehicleId, event.records);
            if (!socket.destroyed) socket.write(teltonikaAck(event.recordCount));
            metrics?.stored(event.records.length, (performance.now() - decoded) / 1000);
            // The device reads after its ACK: a command waiting for it goes now.
            commands?.acked(vehicleId, link, newestSpeed(event.records));
            break;
          }
          case 'command-response':
            if (vehicleId !== null) commands?.replied(vehicleId, link, { text: event.text });
            break;
          case 'drop': {
            metrics?.refused(1);
            const allowed = throttle ? throttle.allow('teltonika drop') : { suppressed: 0 };
            if (allowed)
              log.warn(
                { reason: event.reason, codec: event.codec, ...allowed },
                'teltonika packet dropped, no ACK',
              );
            break;
          }
          case 'keepalive':
            break;
          case 'close':
            close(event.reason);
            return;
        }
      }
    };
  };
}
