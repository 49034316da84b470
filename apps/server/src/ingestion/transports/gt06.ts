import { gt06Command } from '../command-catalogue';
import type { DeviceLink } from '../command-port';
import { Gt06Framer, gt06ReplyFor } from '../gt06/framer';
import type { ConnectionHandler } from './tcp-listener';
import type { DeviceTransportDeps } from './transport-deps';

/**
 * GT06 over TCP (docs/protocols/gt06.md; the ingestion README says what each event needs). A location's
 * reply is written only after its position has committed; frames before a login are not stored.
 */
export function gt06Connection({
  registry,
  writer,
  metrics,
  throttle,
  commands,
  unknownDevices,
}: DeviceTransportDeps): ConnectionHandler {
  return (socket, baseLog) => {
    const framer = new Gt06Framer();
    let log = baseLog;
    let loggedIn = false;
    let garbageLogged = false;
    let vehicleId: number | null = null;
    const link: DeviceLink = {
      protocol: 'gt06',
      encode: gt06Command,
      write: (bytes) => {
        if (socket.destroyed || socket.writableEnded) return false;
        socket.write(bytes);
        return true;
      },
    };
    socket.once('close', () => {
      if (vehicleId !== null) commands?.closed(vehicleId, link);
    });
    /** After a reply was written: the device reads now, so a command waiting for it goes. */
    const acked = (speed: number | null) => {
      if (vehicleId !== null) commands?.acked(vehicleId, link, speed);
    };

    const reply = (event: Parameters<typeof gt06ReplyFor>[0]) => {
      const bytes = gt06ReplyFor(event);
      if (bytes && !socket.destroyed) socket.write(bytes);
    };
    const close = (reason: string) => {
      const allowed = throttle ? throttle.allow(`gt06 close: ${reason}`) : { suppressed: 0 };
      if (allowed) log.warn({ reason, ...allowed }, 'gt06 connection closed');
      socket.end();
    };

    return async (chunk) => {
      for (const event of framer.push(chunk)) {
        if (socket.destroyed) return;
        switch (event.type) {
          case 'login': {
            log = baseLog.child({ deviceId: event.imei });
            vehicleId = await registry.lookup(event.imei);
            if (vehicleId === null) {
              metrics?.refused(1);
              unknownDevices?.seen(event.imei, 'gt06', null);
              framer.reject();
              close('unknown device');
              return;
            }
            loggedIn = true;
            log.info('gt06 device logged in');
            reply(event);
            acked(null);
            break;
          }
          case 'location': {
            if (!loggedIn || !framer.imei) {
              framer.reject();
              close('location before login');
              return;
            }
            vehicleId = registry.lookupFresh(framer.imei) ?? (await registry.lookup(framer.imei));
            if (vehicleId === null) {
              metrics?.refused(1);
              framer.reject();
              close('device no longer assigned to a vehicle');
              return;
            }
            metrics?.received(1);
            if (event.position) {
              const decoded = performance.now();
              await writer.submit(vehicleId, [event.position]);
              reply(event);
              metrics?.stored(1, (performance.now() - decoded) / 1000);
              acked(event.position.speed);
            } else {
              metrics?.refused(1);
              log.info({ reason: event.invalidReason }, 'gt06 location not stored');
              reply(event);
              acked(null);
            }
            break;
          }
          case 'heartbeat':
            reply(event);
            acked(null);
            break;
          case 'other':
            reply(event);
            break;
          case 'command-reply':
            if (vehicleId !== null)
              commands?.replied(vehicleId, link, { text: event.text, serverFlag: event.serverFlag });
            break;
          case 'garbage':
            if (!garbageLogged) log.warn({ bytes: event.bytes }, 'gt06 bytes skipped looking for a frame');
            garbageLogged = true;
            break;
          case 'drop': {
            metrics?.refused(1);
            const allowed = throttle ? throttle.allow('gt06 drop') : { suppressed: 0 };
            if (allowed) log.warn({ reason: event.reason, ...allowed }, 'gt06 frame dropped');
            break;
          }
          case 'close':
            close(event.reason);
            return;
        }
      }
    };
  };
}
