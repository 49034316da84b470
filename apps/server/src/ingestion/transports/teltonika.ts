import type { DeviceRegistry } from '../device-registry';
import type { PositionWriter } from '../position-writer';
import { TeltonikaFramer, teltonikaAck, teltonikaHandshakeReply } from '../teltonika/framer';
import type { ConnectionHandler } from './tcp-listener';

export interface DeviceTransportDeps {
  registry: DeviceRegistry;
  writer: PositionWriter;
}

/**
 * Teltonika Codec 8 / 8E over TCP (protocols.md §2; the ingestion README says what each event needs).
 * The ACK with the record count is written only after the packet's positions have committed.
 */
export function teltonikaConnection({ registry, writer }: DeviceTransportDeps): ConnectionHandler {
  return (socket, baseLog) => {
    const framer = new TeltonikaFramer();
    let log = baseLog;
    let vehicleId: number | null = null;

    const close = (reason: string, level: 'info' | 'warn' = 'warn') => {
      log[level]({ reason }, 'teltonika connection closed');
      socket.end();
    };

    return async (chunk) => {
      for (const event of framer.push(chunk)) {
        if (socket.destroyed) return;
        switch (event.type) {
          case 'imei': {
            log = baseLog.child({ imei: event.imei });
            vehicleId = await registry.lookup(event.imei);
            if (vehicleId === null) {
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
              framer.reject();
              close('device no longer assigned to a vehicle');
              return;
            }
            for (const skipped of event.skipped) log.info({ skipped }, 'teltonika record not stored');
            await writer.submit(vehicleId, event.records);
            if (!socket.destroyed) socket.write(teltonikaAck(event.recordCount));
            break;
          }
          case 'drop':
            log.warn({ reason: event.reason, codec: event.codec }, 'teltonika packet dropped, no ACK');
            break;
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
